"""Conformance of the Prowlarr demo server with Prowlarr's OpenAPI document and SERVICES-WIRE.md.

Prowlarr is .NET and cannot run here, so its demo is held to its published document and to what
its source does (ProviderControllerBase, SearchController at Prowlarr 1.x):

1. Every read endpoint the client uses answers what its response schema in
   shared/contracts/prowlarr-openapi.json (API v1) says.
2. The wire rules: indexers by name with their failure state; PUT /indexer/bulk answers 202 with
   the indexers changed (400 without ids); a failing indexer's test is 400 with validation
   failures and testall 400 with every result when one fails; a search leaves out what is off;
   grabbing a release no search found is 404; commands are 201 then readable; 401 without a key,
   the key from header or query, anonymous /ping; history paged.

Usage: prowlarr_conformance.py BASE_URL API_KEY OPENAPI_JSON
"""
import sys

from openapi_check import Conformance

base, key, spec_path = sys.argv[1], sys.argv[2], sys.argv[3]
checker = Conformance(base, key, spec_path)
call, validate, failures = checker.call, checker.validate, checker.failures

# 1. Read endpoints against their schemas.
indexers = validate("/api/v1/indexer", "/api/v1/indexer")
validate("/api/v1/indexer/{id}", "/api/v1/indexer/1")
statuses = validate("/api/v1/indexerstatus", "/api/v1/indexerstatus")
stats = validate("/api/v1/indexerstats", "/api/v1/indexerstats")
releases = validate("/api/v1/search", "/api/v1/search?query=arrival&type=search&limit=100")
history = validate("/api/v1/history", "/api/v1/history?page=1&pageSize=10&sortKey=date&sortDirection=descending")
validate("/api/v1/applications", "/api/v1/applications")
validate("/api/v1/system/status", "/api/v1/system/status")
health = validate("/api/v1/health", "/api/v1/health")

# 2. Wire rules and statuses.
names = [i["name"] for i in indexers]
if names != sorted(names):
    failures.append(f"GET /indexer lists indexers by name, as the real server does: {names}")
failing = [i for i in indexers if i.get("status", {}).get("disabledTill")]
if [i["id"] for i in failing] != [s["indexerId"] for s in statuses]:
    failures.append("each failing indexer embeds the status /indexerstatus lists")
if any(f["name"] == "apiKey" and f["value"] != "********" for i in indexers for f in i.get("fields", [])):
    failures.append("an indexer's key is masked as the real server masks it")
if not any("failures" in (h.get("message") or "") for h in health):
    failures.append("health names the indexers unavailable due to failures")
if len(stats["indexers"]) != len(indexers):
    failures.append("indexerstats has one entry per indexer")
off = {i["id"] for i in indexers if not i["enable"]} | {i["id"] for i in failing}
if not releases or any(r["indexerId"] in off for r in releases):
    failures.append("a search finds releases, none from an indexer that is off or left out")
if history["page"] != 1 or history["pageSize"] != 10 or history["totalRecords"] < len(history["records"]):
    failures.append("history is one page with its paging fields")

code, changed = call("PUT", "/api/v1/indexer/bulk", {"ids": [6], "enable": True})
if code != 202 or not isinstance(changed, list) or [i.get("enable") for i in changed] != [True]:
    failures.append(f"PUT /indexer/bulk: expected 202 with the indexers changed, got {code} {str(changed)[:200]}")
if call("PUT", "/api/v1/indexer/bulk", {"ids": [], "enable": False})[0] != 400:
    failures.append("PUT /indexer/bulk without ids: expected 400")
if failing:
    stored = call("GET", f"/api/v1/indexer/{failing[0]['id']}")[1]
    code, answer = call("POST", "/api/v1/indexer/test", stored)
    if code != 400 or not isinstance(answer, list) or "errorMessage" not in answer[0]:
        failures.append(f"a failing indexer's test: expected 400 with validation failures, got {code}")
passing = next(i for i in indexers if i["enable"] and i not in failing)
if call("POST", "/api/v1/indexer/test", call("GET", f"/api/v1/indexer/{passing['id']}")[1])[0] != 200:
    failures.append("a passing indexer's test: expected 200")
code, results = call("POST", "/api/v1/indexer/testall")
if code != (400 if failing else 200) or not all("validationFailures" in r for r in results or []):
    failures.append(f"POST /indexer/testall: expected {400 if failing else 200} with every result, got {code}")

if call("POST", "/api/v1/search", {"guid": "never-found", "indexerId": 1})[0] != 404:
    failures.append("grabbing a release no search found: expected 404")
found = releases[0]
code, grabbed = call("POST", "/api/v1/search", {"guid": found["guid"], "indexerId": found["indexerId"]})
if code != 200 or grabbed.get("guid") != found["guid"]:
    failures.append(f"grabbing a found release: expected 200 with it, got {code}")
latest = call("GET", "/api/v1/history?page=1&pageSize=1")[1]["records"][0]
if latest["eventType"] != "releaseGrabbed":
    failures.append(f"the grab is the newest history entry, not {latest['eventType']}")

code, command = call("POST", "/api/v1/command", {"name": "ApplicationIndexerSync"})
if code != 201 or command.get("name") != "ApplicationIndexerSync":
    failures.append(f"POST /command: expected 201 with the command, got {code}")
elif call("GET", f"/api/v1/command/{command['id']}")[0] != 200:
    failures.append("GET /command/{id}: expected 200")
if call("GET", "/api/v1/indexer/999")[0] != 404:
    failures.append("GET a missing indexer: expected 404")
if call("GET", "/api/v3/indexer")[0] != 404:
    failures.append("Prowlarr has no /api/v3: expected 404")
checker.key_rules("/api/v1")

if failures:
    print(f"{len(failures)} Prowlarr conformance failures:")
    for failure in failures:
        print("  -", failure)
    sys.exit(1)
print("prowlarr conformance: every endpoint matches the OpenAPI schemas and the wire rules")
