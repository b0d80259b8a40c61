"""Conformance of the demo server with Radarr's OpenAPI document and a strict generated client.

1. Every implemented read endpoint's answer validates against its response schema in
   shared/contracts/radarr-openapi.json (OpenAPI 3.0 semantics, `nullable` included).
2. Statuses follow RADARR-WIRE.md: 201 create, 202 update, 200 delete, 400 validation array,
   404 with {message}, 401 without a key, the key accepted from header, query or bearer, and
   an anonymous /ping.
3. radarr-py 1.2.0 (strict pydantic models generated from Radarr's document) reads every
   read endpoint without a validation error.

Usage: conformance.py BASE_URL API_KEY OPENAPI_JSON
"""
import datetime
import sys

from openapi_check import Conformance

base, key, spec_path = sys.argv[1], sys.argv[2], sys.argv[3]
checker = Conformance(base, key, spec_path)
call, validate, failures, spec = checker.call, checker.validate, checker.failures, checker.spec


# 1. Read endpoints against their schemas.
movies = validate("/api/v3/movie", "/api/v3/movie")
movie_id = next(m["id"] for m in movies if m.get("hasFile"))
validate("/api/v3/movie/{id}", f"/api/v3/movie/{movie_id}")
validate("/api/v3/movie/lookup", "/api/v3/movie/lookup?term=dune")
validate("/api/v3/moviefile", f"/api/v3/moviefile?movieId={movie_id}")
validate("/api/v3/credit", f"/api/v3/credit?movieId={movie_id}")
validate("/api/v3/system/status", "/api/v3/system/status")
validate("/api/v3/health", "/api/v3/health")
validate("/api/v3/diskspace", "/api/v3/diskspace")
validate("/api/v3/log", "/api/v3/log?page=1&pageSize=10")
validate("/api/v3/log", "/api/v3/log?page=1&pageSize=10&level=warn")
validate("/api/v3/log/file", "/api/v3/log/file")
validate("/api/v3/system/task", "/api/v3/system/task")
validate("/api/v3/system/task/{id}", "/api/v3/system/task/1")
validate("/api/v3/system/backup", "/api/v3/system/backup")
validate("/api/v3/update", "/api/v3/update")
validate("/api/v3/indexer", "/api/v3/indexer")
validate("/api/v3/indexer/{id}", "/api/v3/indexer/1")
validate("/api/v3/downloadclient", "/api/v3/downloadclient")
validate("/api/v3/blocklist", "/api/v3/blocklist?page=1&pageSize=10")
validate("/api/v3/queue", "/api/v3/queue?page=1&pageSize=10&includeMovie=true")
validate("/api/v3/queue/status", "/api/v3/queue/status")
validate("/api/v3/history", "/api/v3/history?page=1&pageSize=10&eventType=1")
validate("/api/v3/history/movie", f"/api/v3/history/movie?movieId={movie_id}")
validate("/api/v3/calendar", "/api/v3/calendar?start=2020-01-01T00:00:00Z&end=2030-01-01T00:00:00Z")
validate("/api/v3/wanted/missing", "/api/v3/wanted/missing?page=1&pageSize=10")
validate("/api/v3/command", "/api/v3/command")
validate("/api/v3/qualityprofile", "/api/v3/qualityprofile")
validate("/api/v3/rootfolder", "/api/v3/rootfolder")
validate("/api/v3/tag", "/api/v3/tag")
releases = validate("/api/v3/release", f"/api/v3/release?movieId={movie_id}")

# 2. Writes and statuses.
lookup = call("GET", "/api/v3/movie/lookup?term=tmdb:792307")[1]
candidate = dict(lookup[0], qualityProfileId=1, rootFolderPath="/data/movies", monitored=True,
                 addOptions={"monitor": "movieOnly", "searchForMovie": False})
added = validate("/api/v3/movie", "/api/v3/movie", "post", "201", candidate) if "201" in spec["paths"]["/api/v3/movie"]["post"]["responses"] else None
if added is None:
    code, added = call("POST", "/api/v3/movie", candidate)
    if code != 201:
        failures.append(f"POST /api/v3/movie: status {code}, expected 201")
code, duplicate = call("POST", "/api/v3/movie", candidate)
if code != 400 or not isinstance(duplicate, list) or not duplicate or "errorMessage" not in duplicate[0]:
    failures.append(f"duplicate POST /api/v3/movie: expected 400 with a validation array, got {code} {duplicate}")
added["monitored"] = False
code, updated = call("PUT", f"/api/v3/movie/{added['id']}", added)
if code != 202 or updated.get("monitored") is not False:
    failures.append(f"PUT /api/v3/movie: expected 202 with the change, got {code}")
code, _ = call("DELETE", f"/api/v3/movie/{added['id']}?deleteFiles=false")
if code != 200:
    failures.append(f"DELETE /api/v3/movie: expected 200, got {code}")
code, missing = call("GET", "/api/v3/movie/999999")
if code != 404 or not isinstance(missing, dict) or "message" not in missing:
    failures.append(f"GET a missing movie: expected 404 with a message, got {code} {missing}")
if call("GET", "/api/v3/system/status", headers={})[0] != 401:
    failures.append("no API key: expected 401")
if call("GET", "/api/v3/system/status", query_key=True)[0] != 200:
    failures.append("API key in the query: expected 200")
if call("GET", "/api/v3/system/status", headers={"Authorization": "Bearer " + key})[0] != 200:
    failures.append("API key as a bearer token: expected 200")
if call("GET", "/ping", headers={})[0] != 200:
    failures.append("/ping without a key: expected 200")
code, command = call("POST", "/api/v3/command", {"name": "RefreshMovie", "movieIds": [movie_id]})
if code != 201 or command.get("status") not in ("queued", "started"):
    failures.append(f"POST /api/v3/command: expected 201 queued, got {code} {command}")
checker.custom_filters("movieIndex")
code, tag = call("POST", "/api/v3/tag", {"label": "conformance"})
if code != 201 or tag.get("label") != "conformance":
    failures.append(f"POST /api/v3/tag: expected 201, got {code}")

# 3. radarr-py, strict models.
import radarr  # noqa: E402

configuration = radarr.Configuration(host=base, api_key={"X-Api-Key": key})
with radarr.ApiClient(configuration) as client:
    reads = {
        "MovieApi.list_movie": lambda: radarr.MovieApi(client).list_movie(),
        "MovieApi.get_movie_by_id": lambda: radarr.MovieApi(client).get_movie_by_id(movie_id),
        "MovieLookupApi.list_movie_lookup": lambda: radarr.MovieLookupApi(client).list_movie_lookup(term="dune"),
        "MovieFileApi.list_movie_file": lambda: radarr.MovieFileApi(client).list_movie_file(movie_id=[movie_id]),
        "SystemApi.get_system_status": lambda: radarr.SystemApi(client).get_system_status(),
        "HealthApi.list_health": lambda: radarr.HealthApi(client).list_health(),
        "DiskSpaceApi.list_disk_space": lambda: radarr.DiskSpaceApi(client).list_disk_space(),
        "LogApi.get_log": lambda: radarr.LogApi(client).get_log(page=1, page_size=10),
        "QueueApi.get_queue": lambda: radarr.QueueApi(client).get_queue(),
        "QueueStatusApi.get_queue_status": lambda: radarr.QueueStatusApi(client).get_queue_status(),
        "HistoryApi.get_history": lambda: radarr.HistoryApi(client).get_history(),
        "HistoryApi.list_history_movie": lambda: radarr.HistoryApi(client).list_history_movie(movie_id=movie_id),
        "CalendarApi.list_calendar": lambda: radarr.CalendarApi(client).list_calendar(
            start=datetime.datetime(2020, 1, 1), end=datetime.datetime(2030, 1, 1)),
        "MissingApi.get_wanted_missing": lambda: radarr.MissingApi(client).get_wanted_missing(),
        "CommandApi.list_command": lambda: radarr.CommandApi(client).list_command(),
        "QualityProfileApi.list_quality_profile": lambda: radarr.QualityProfileApi(client).list_quality_profile(),
        "RootFolderApi.list_root_folder": lambda: radarr.RootFolderApi(client).list_root_folder(),
        "TagApi.list_tag": lambda: radarr.TagApi(client).list_tag(),
        "ReleaseApi.list_release": lambda: radarr.ReleaseApi(client).list_release(movie_id=movie_id),
        "CreditApi.get_credit": lambda: radarr.CreditApi(client).get_credit(movie_id=movie_id),
    }
    for name, read in reads.items():
        try:
            read()
        except Exception as error:  # pydantic ValidationError or an HTTP error
            failures.append(f"radarr-py {name}: {type(error).__name__}: {str(error)[:300]}")

if failures:
    print(f"{len(failures)} conformance failures:")
    for failure in failures:
        print("  -", failure)
    sys.exit(1)
print("conformance: every endpoint matches the OpenAPI schemas, the statuses and radarr-py")
