"""Conformance of the Sonarr demo server with Sonarr's OpenAPI document and SONARR-WIRE.md.

1. Every implemented read endpoint's answer validates against its response schema in
   shared/contracts/sonarr-openapi.json.
2. Statuses follow SONARR-WIRE.md: 201 create, 202 update, 200 delete, 400 validation array,
   404 for a missing id, 404 with a message for a release no longer cached, 400 for an episode
   list without a filter, 401 without a key, the key from header, query or bearer, anonymous
   /ping; zero ids left out; a season pack is one queue record per episode with one downloadId.

Usage: sonarr_conformance.py BASE_URL API_KEY OPENAPI_JSON
"""
import sys

from openapi_check import Conformance

base, key, spec_path = sys.argv[1], sys.argv[2], sys.argv[3]
checker = Conformance(base, key, spec_path)
call, validate, failures = checker.call, checker.validate, checker.failures

# 1. Read endpoints against their schemas.
series = validate("/api/v3/series", "/api/v3/series")
series_id = next(s["id"] for s in series if s.get("statistics", {}).get("episodeFileCount", 0) > 0)
validate("/api/v3/series/{id}", f"/api/v3/series/{series_id}")
lookup = validate("/api/v3/series/lookup", "/api/v3/series/lookup?term=twin%20peaks")
episodes = validate("/api/v3/episode", f"/api/v3/episode?seriesId={series_id}&includeEpisodeFile=true")
episode_id = next(e["id"] for e in episodes if e.get("hasFile"))
validate("/api/v3/episode/{id}", f"/api/v3/episode/{episode_id}")
validate("/api/v3/episodefile", f"/api/v3/episodefile?seriesId={series_id}")
validate("/api/v3/system/status", "/api/v3/system/status")
validate("/api/v3/health", "/api/v3/health")
validate("/api/v3/diskspace", "/api/v3/diskspace")
validate("/api/v3/log", "/api/v3/log?page=1&pageSize=10")
queue = validate("/api/v3/queue", "/api/v3/queue?page=1&pageSize=250&includeSeries=true&includeEpisode=true")
validate("/api/v3/queue/status", "/api/v3/queue/status")
validate("/api/v3/history", "/api/v3/history?page=1&pageSize=10&eventType=1")
validate("/api/v3/history/series", f"/api/v3/history/series?seriesId={series_id}")
validate("/api/v3/calendar", "/api/v3/calendar?start=2020-01-01T00:00:00Z&end=2030-01-01T00:00:00Z&includeSeries=true")
validate("/api/v3/wanted/missing", "/api/v3/wanted/missing?page=1&pageSize=10&includeSeries=true")
validate("/api/v3/wanted/cutoff", "/api/v3/wanted/cutoff?page=1&pageSize=10")
validate("/api/v3/command", "/api/v3/command")
validate("/api/v3/qualityprofile", "/api/v3/qualityprofile")
validate("/api/v3/languageprofile", "/api/v3/languageprofile")
validate("/api/v3/rootfolder", "/api/v3/rootfolder")
validate("/api/v3/tag", "/api/v3/tag")
releases = validate("/api/v3/release", f"/api/v3/release?episodeId={episode_id}")
validate("/api/v3/release", f"/api/v3/release?seriesId={series_id}&seasonNumber=1")

# Where real servers differ from the document (SONARR-WIRE.md), the demo follows the servers:
# `HealthResource.wikiUrl` is a plain URL string, not the documented HttpUri object.
failures[:] = [f for f in failures if not (f.startswith("GET /api/v3/health:") and "/wikiUrl:" in f)]

# 2. Wire rules and statuses.
if any("id" in hit and hit["id"] == 0 for hit in lookup):
    failures.append("lookup results not in the library must leave out id, not send 0")
if any("id" in release for release in releases):
    failures.append("releases have no id")
packs = {}
for record in queue["records"]:
    packs.setdefault(record.get("downloadId"), []).append(record)
if not any(len(records) > 1 for records in packs.values()):
    failures.append("the demo queue should hold a season pack: several records sharing one downloadId")
candidate = dict(lookup[0], qualityProfileId=1, rootFolderPath="/data/tv", monitored=True, seasonFolder=True,
                 addOptions={"monitor": "firstSeason", "searchForMissingEpisodes": False})
code, added = call("POST", "/api/v3/series", candidate)
if code != 201:
    failures.append(f"POST /api/v3/series: expected 201, got {code} {str(added)[:200]}")
else:
    code, duplicate = call("POST", "/api/v3/series", candidate)
    if code != 400 or not isinstance(duplicate, list) or "errorMessage" not in duplicate[0]:
        failures.append(f"duplicate POST /api/v3/series: expected 400 with a validation array, got {code}")
    added["monitored"] = False
    code, updated = call("PUT", f"/api/v3/series/{added['id']}", added)
    if code != 202 or updated.get("monitored") is not False:
        failures.append(f"PUT /api/v3/series: expected 202 with the change, got {code}")
    code, _ = call("DELETE", f"/api/v3/series/{added['id']}?deleteFiles=false&addImportListExclusion=false")
    if code != 200:
        failures.append(f"DELETE /api/v3/series: expected 200, got {code}")
code, monitored = call("PUT", "/api/v3/episode/monitor", {"episodeIds": [episode_id], "monitored": True})
if code != 202 or not isinstance(monitored, list):
    failures.append(f"PUT /api/v3/episode/monitor: expected 202 with the episodes, got {code}")
code, edited = call("PUT", "/api/v3/series/editor", {"seriesIds": [series_id], "monitored": True})
if code != 202 or not isinstance(edited, list):
    failures.append(f"PUT /api/v3/series/editor: expected 202 with the series, got {code}")
code, answer = call("POST", "/api/v3/seasonpass", {"series": [{"id": series_id, "monitored": True}]})
if code != 202:
    failures.append(f"POST /api/v3/seasonpass: expected 202, got {code}")
if call("GET", "/api/v3/episode")[0] != 400:
    failures.append("GET /api/v3/episode without seriesId or episodeIds: expected 400")
if call("GET", "/api/v3/series/999999")[0] != 404:
    failures.append("GET a missing series: expected 404")
code, gone = call("POST", "/api/v3/release", {"guid": "never-listed", "indexerId": 1})
if code != 404 or "message" not in (gone or {}):
    failures.append(f"grabbing an unlisted release: expected 404 with a message, got {code}")
code, grabbed = call("POST", "/api/v3/release", {"guid": releases[0]["guid"], "indexerId": releases[0]["indexerId"]})
if code != 200:
    failures.append(f"POST /api/v3/release: expected 200, got {code}")
code, command = call("POST", "/api/v3/command", {"name": "SeriesSearch", "seriesId": series_id})
if code != 201 or command.get("status") not in ("queued", "started"):
    failures.append(f"POST /api/v3/command: expected 201 queued, got {code} {command}")
if call("POST", "/api/v3/command", {"name": "NoSuchCommand"})[0] != 500:
    failures.append("an unknown command: expected 500")
checker.custom_filters("seriesIndex")
code, tag = call("POST", "/api/v3/tag", {"label": "conformance"})
if code != 201 or tag.get("label") != "conformance":
    failures.append(f"POST /api/v3/tag: expected 201, got {code}")
if call("GET", "/api/v3/system/status", headers={})[0] != 401:
    failures.append("no API key: expected 401")
if call("GET", "/api/v3/system/status", query_key=True)[0] != 200:
    failures.append("API key in the query: expected 200")
if call("GET", "/api/v3/system/status", headers={"Authorization": "Bearer " + key})[0] != 200:
    failures.append("API key as a bearer token: expected 200")
if call("GET", "/ping", headers={})[0] != 200:
    failures.append("/ping without a key: expected 200")

if failures:
    print(f"{len(failures)} Sonarr conformance failures:")
    for failure in failures:
        print("  -", failure)
    sys.exit(1)
print("sonarr conformance: every endpoint matches the OpenAPI schemas and the wire rules")
