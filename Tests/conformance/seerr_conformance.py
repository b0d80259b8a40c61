"""Conformance of the Seerr demo server with Seerr's OpenAPI document and SERVICES-WIRE.md.

1. Every read endpoint the client uses answers what `seerr-api.yml` (Seerr 3.1) describes.
2. Actions answer as the wire notes say: approve/decline/retry return the request, DELETE 204,
   a create returns 201, a missing request 404; no key, a wrong key or a user without the
   permission get 403 `{"status": 403, "error": …}`; `/status` needs no key.

Where a real Seerr differs from its document, the demo follows the server, and the
differences are named below where they are forgiven.

Usage: seerr_conformance.py BASE_URL API_KEY SEERR_API_YML
"""
import sys

from openapi_check import Conformance

base, key, spec_path = sys.argv[1], sys.argv[2], sys.argv[3]
checker = Conformance(base + "/api/v1", key, spec_path)
call, validate, failures = checker.call, checker.validate, checker.failures

# 1. Reads against their schemas.
validate("/status", "/status", headers={})
validate("/auth/me", "/auth/me")
page = validate("/request", "/request?take=20&skip=0&filter=all&sort=added")
validate("/request", "/request?take=5&skip=0&filter=pending&sort=modified&mediaType=tv")
validate("/request/count", "/request/count")
first = page["results"][0]
validate("/request/{requestId}", f"/request/{first['id']}")
validate("/movie/{movieId}", "/movie/693134")
validate("/tv/{tvId}", "/tv/63639")
validate("/search", "/search?query=dune&page=1")
validate("/issue", "/issue?take=20&skip=0&filter=all&sort=added")
validate("/issue/count", "/issue/count")
issues = call("GET", "/issue?take=5&skip=0&filter=open")[1]["results"]
validate("/issue/{issueId}", f"/issue/{issues[0]['id']}")

# Where real Seerr differs from its document, the demo follows the server:
# - `serverId`, `profileId` and `rootFolder` of a request nobody has routed yet are null
#   (the document says number/string without `nullable`);
# - `/service/radarr` lists servers without their hostname and API key (only admins see those,
#   through /settings/radarr), so it is not checked against RadarrSettings.
nullable_in_server = [prefix + name for name in ("serverId:", "profileId:", "rootFolder:") for prefix in ("/", ": ")]
failures[:] = [f for f in failures
               if not (any(n in f for n in nullable_in_server) and ("None is not of type" in f or "None for not nullable" in f))]

# 2. Actions and statuses.
pending = call("GET", "/request?take=50&skip=0&filter=pending")[1]["results"]
code, approved = call("POST", f"/request/{pending[0]['id']}/approve")
if code != 200 or approved.get("status") != 2:
    failures.append(f"POST /request/{{id}}/approve: expected 200 with status 2, got {code} {str(approved)[:120]}")
code, declined = call("POST", f"/request/{pending[1]['id']}/decline")
if code != 200 or declined.get("status") != 3:
    failures.append(f"POST /request/{{id}}/decline: expected 200 with status 3, got {code}")
failed = call("GET", "/request?take=50&skip=0&filter=failed")[1]["results"]
if not failed:
    failures.append("the demo should hold a failed request (status 4) to retry")
else:
    code, retried = call("POST", f"/request/{failed[0]['id']}/retry")
    if code != 200 or retried.get("status") != 2:
        failures.append(f"POST /request/{{id}}/retry: expected 200 with status 2, got {code}")
code, edited = call("PUT", f"/request/{pending[2]['id']}", {"mediaType": pending[2]["type"], "profileId": 2})
if code != 200 or edited.get("profileId") != 2:
    failures.append(f"PUT /request/{{id}}: expected 200 with the new profile, got {code}")
code, created = call("POST", "/request", {"mediaType": "movie", "mediaId": 603692, "is4k": False})
if code != 201 and code != 200:
    failures.append(f"POST /request: expected 201, got {code} {str(created)[:120]}")
code, _ = call("DELETE", f"/request/{pending[3]['id']}")
if code != 204:
    failures.append(f"DELETE /request/{{id}}: expected 204, got {code}")
if call("GET", f"/request/{pending[3]['id']}")[0] != 404:
    failures.append("GET a deleted request: expected 404")
for name, headers in [("no key", {"Accept": "application/json"}), ("a wrong key", {"X-Api-Key": "wrong"}),
                      ("a user without Manage Requests", {"X-Api-Key": key, "X-Api-User": "2"})]:
    path = "/request/count" if name != "a user without Manage Requests" else f"/request/{pending[4]['id']}/approve"
    code, answer = call("GET" if "count" in path else "POST", path, headers=headers)
    if code != 403 or not isinstance(answer, dict) or answer.get("status") != 403 or "error" not in answer:
        failures.append(f"{name}: expected 403 {{status, error}}, got {code} {str(answer)[:120]}")
code, comment = call("POST", f"/issue/{issues[0]['id']}/comment", {"message": "conformance"})
if code != 200 or len(comment.get("comments", [])) < 2:
    failures.append(f"POST /issue/{{id}}/comment: expected 200 with the comment, got {code}")
code, resolved = call("POST", f"/issue/{issues[0]['id']}/resolved")
if code != 200 or resolved.get("status") != 2:
    failures.append(f"POST /issue/{{id}}/resolved: expected 200 with status 2, got {code}")

if failures:
    print("Seerr demo conformance failures:")
    for failure in failures:
        print("  " + failure)
    sys.exit(1)
print("Seerr demo conformance: all checks passed")
