"""Conformance of the Lidarr demo server with Lidarr's OpenAPI document and SERVICES-WIRE.md.

1. Every implemented read endpoint's answer validates against its response schema in
   shared/contracts/lidarr-openapi.json (API v1).
2. Statuses and wire rules as Radarr's and Sonarr's: 404 for a missing id, 400 for a track list
   without a filter, 401 without a key, the key from header or query, anonymous /ping, lookup
   results not in the library without an id (never 0), paging, the calendar listing albums.

Usage: lidarr_conformance.py BASE_URL API_KEY OPENAPI_JSON
"""
import sys

from openapi_check import Conformance

base, key, spec_path = sys.argv[1], sys.argv[2], sys.argv[3]
checker = Conformance(base, key, spec_path)
call, validate, failures = checker.call, checker.validate, checker.failures

# 1. Read endpoints against their schemas.
artists = validate("/api/v1/artist", "/api/v1/artist")
artist_id = next(a["id"] for a in artists if a.get("statistics", {}).get("trackFileCount", 0) > 0)
validate("/api/v1/artist/{id}", f"/api/v1/artist/{artist_id}")
lookup = validate("/api/v1/artist/lookup", "/api/v1/artist/lookup?term=elliott")
album_hits = validate("/api/v1/album/lookup", "/api/v1/album/lookup?term=computer")
search_hits = validate("/api/v1/search", "/api/v1/search?term=radiohead")
albums = validate("/api/v1/album", f"/api/v1/album?artistId={artist_id}")
album_id = next(a["id"] for a in albums if a.get("statistics", {}).get("trackFileCount", 0) > 0)
validate("/api/v1/album/{id}", f"/api/v1/album/{album_id}")
tracks = validate("/api/v1/track", f"/api/v1/track?albumId={album_id}")
files = validate("/api/v1/trackfile", f"/api/v1/trackfile?albumId={album_id}")
validate("/api/v1/system/status", "/api/v1/system/status")
validate("/api/v1/health", "/api/v1/health")
validate("/api/v1/diskspace", "/api/v1/diskspace")
queue = validate("/api/v1/queue", "/api/v1/queue?page=1&pageSize=250&includeArtist=true&includeAlbum=true")
calendar = validate("/api/v1/calendar", "/api/v1/calendar?start=2020-01-01T00:00:00Z&end=2035-01-01T00:00:00Z&includeArtist=true")
missing = validate("/api/v1/wanted/missing", "/api/v1/wanted/missing?page=1&pageSize=10&includeArtist=true")
validate("/api/v1/qualityprofile", "/api/v1/qualityprofile")
validate("/api/v1/metadataprofile", "/api/v1/metadataprofile")
validate("/api/v1/rootfolder", "/api/v1/rootfolder")
validate("/api/v1/tag", "/api/v1/tag")

# 2. Wire rules and statuses.
if not album_hits or not all("title" in a and "artistId" in a for a in album_hits):
    failures.append("album lookup should find albums with their artist")
if not any(h.get("artist") for h in search_hits) or not any(h.get("album") for h in search_hits):
    failures.append("/search should find artists and albums")
on_disk = {t["trackFileId"] for t in tracks if t.get("hasFile")}
if not files or on_disk != {f["id"] for f in files} or any(t["trackFileId"] != 0 for t in tracks if not t.get("hasFile")):
    failures.append("each track on disk names its file (trackFileId), the others 0, and /trackfile lists those files")
if len(artists) != 40:
    failures.append(f"the demo library should hold 40 artists, not {len(artists)}")
if not lookup or any("id" in hit and hit["id"] == 0 for hit in lookup):
    failures.append("lookup results not in the library must leave out id, not send 0")
if not queue["records"] or not all(r.get("albumId") and r.get("downloadId") for r in queue["records"]):
    failures.append("queue records should carry albumId and downloadId")
if not calendar or not all("title" in a and "releaseDate" in a and "artistId" in a for a in calendar):
    failures.append("the calendar should list albums with their release date and artist")
if missing["page"] != 1 or missing["pageSize"] != 10 or missing["totalRecords"] < len(missing["records"]):
    failures.append("wanted/missing should be one page with its paging fields")
code, monitored = call("PUT", "/api/v1/album/monitor", {"albumIds": [album_id], "monitored": True})
if code not in (200, 202) or not isinstance(monitored, list):
    failures.append(f"PUT /api/v1/album/monitor: expected the albums back, got {code}")
code, command = call("POST", "/api/v1/command", {"name": "RefreshArtist", "artistId": artist_id})
if code not in (200, 201) or command.get("name") != "RefreshArtist":
    failures.append(f"POST /api/v1/command: expected the command back, got {code} {command}")
candidate = dict(lookup[0], qualityProfileId=1, metadataProfileId=1, rootFolderPath="/data/music", monitored=True,
                 addOptions={"monitor": "all", "searchForMissingAlbums": False})
code, added = call("POST", "/api/v1/artist", candidate)
if code != 201 or not added.get("id"):
    failures.append(f"POST /api/v1/artist: expected 201 with an id, got {code} {str(added)[:200]}")
else:
    code, duplicate = call("POST", "/api/v1/artist", candidate)
    if code != 400 or not isinstance(duplicate, list) or "errorMessage" not in duplicate[0]:
        failures.append(f"duplicate POST /api/v1/artist: expected 400 with a validation array, got {code}")
    added["monitored"] = False
    code, updated = call("PUT", f"/api/v1/artist/{added['id']}", added)
    if code != 202 or updated.get("monitored") is not False:
        failures.append(f"PUT /api/v1/artist: expected 202 with the change, got {code}")
    code, edited = call("PUT", "/api/v1/artist/editor",
                        {"artistIds": [added["id"], 999999], "monitored": True, "tags": [1], "applyTags": "add"})
    if code != 202 or not isinstance(edited, list) or [a.get("monitored") for a in edited] != [True]:
        failures.append(f"PUT /api/v1/artist/editor: expected 202 with the changed artists only, got {code}")
    code, _ = call("DELETE", f"/api/v1/artist/{added['id']}?deleteFiles=false&addImportListExclusion=false")
    if code != 200:
        failures.append(f"DELETE /api/v1/artist: expected 200, got {code}")
    code, again = call("POST", "/api/v1/artist", candidate)
    if code == 201:
        code, _ = call("DELETE", "/api/v1/artist/editor", {"artistIds": [again["id"]], "deleteFiles": False})
        if code != 200 or call("GET", f"/api/v1/artist/{again['id']}")[0] != 404:
            failures.append(f"DELETE /api/v1/artist/editor: expected 200 and the artist gone, got {code}")
code, search = call("POST", "/api/v1/command", {"name": "AlbumSearch", "albumIds": [album_id]})
if code != 201 or search.get("status") not in ("queued", "started"):
    failures.append(f"POST /api/v1/command AlbumSearch: expected 201 queued, got {code} {search}")
elif call("GET", f"/api/v1/command/{search['id']}")[0] != 200:
    failures.append("GET /api/v1/command/{id}: expected 200")
if call("POST", "/api/v1/command", {"name": "NoSuchCommand"})[0] != 500:
    failures.append("an unknown command: expected 500")
releases = validate("/api/v1/release", f"/api/v1/release?albumId={album_id}")
if releases and any("id" in r for r in releases):
    failures.append("releases have no id")
code, _ = call("POST", "/api/v1/release", {"guid": "never-listed", "indexerId": 1})
if code != 404:
    failures.append(f"grabbing an unlisted release: expected 404, got {code}")
if call("GET", "/api/v1/trackfile")[0] != 400:
    failures.append("GET /api/v1/trackfile without a filter: expected 400")
code, _ = call("DELETE", "/api/v1/trackfile/bulk", {"trackFileIds": [files[0]["id"]]})
if code != 200 or any(f["id"] == files[0]["id"] for f in call("GET", f"/api/v1/trackfile?albumId={album_id}")[1]):
    failures.append(f"DELETE /api/v1/trackfile/bulk: expected 200 and the file gone, got {code}")
if call("GET", "/api/v1/track")[0] != 400:
    failures.append("GET /api/v1/track without albumId: expected 400")
if call("GET", "/api/v1/artist/999999")[0] != 404:
    failures.append("GET a missing artist: expected 404")
if call("GET", "/api/v1/album/999999")[0] != 404:
    failures.append("GET a missing album: expected 404")
if call("GET", "/api/v3/artist")[0] != 404:
    failures.append("Lidarr has no /api/v3: expected 404")
checker.key_rules("/api/v1")

if failures:
    print(f"{len(failures)} Lidarr conformance failures:")
    for failure in failures:
        print("  -", failure)
    sys.exit(1)
print("lidarr conformance: every endpoint matches the OpenAPI schemas and the wire rules")
