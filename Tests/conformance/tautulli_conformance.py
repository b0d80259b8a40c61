"""Conformance of the Tautulli client's calls and the Tautulli demo server with the command list
a real Tautulli 2.17 publishes (`cmd=docs`, saved as tautulli-api-commands.json) and
SERVICES-WIRE.md.

1. Every command Thriftwood sends exists, and every parameter it sends is one the command takes.
2. The demo answers each with Tautulli's envelope `{"response": {"result", "message", "data"}}`,
   numbers where Tautulli sends strings as strings, HTTP 400 with "Invalid apikey" for a wrong
   key and with "Unknown command" for an unknown one; a stopped stream is gone.

Usage: tautulli_conformance.py BASE_URL API_KEY COMMANDS_JSON
"""
import json
import re
import sys
import urllib.error
import urllib.parse
import urllib.request

base, key, commands_path = sys.argv[1], sys.argv[2], sys.argv[3]
docs = json.load(open(commands_path))["response"]["data"]
failures = []

# What TautulliClient sends (Sources/TautulliKit/Client/TautulliClient.swift).
sent = {
    "get_tautulli_info": [], "server_status": [], "get_activity": [],
    "terminate_session": ["session_id", "session_key", "message"],
    "get_history": ["start", "length", "order_column", "order_dir", "user_id", "media_type", "search"],
    "get_home_stats": ["time_range", "stats_count"], "get_recently_added": ["count"],
    "get_users": [], "get_libraries": [],
}
for command, parameters in sent.items():
    if command not in docs:
        failures.append(f"{command} is not a Tautulli command")
        continue
    known = set(re.findall(r"(\w+) \((?:int|str|bool|float|list)\)", docs[command]))
    for parameter in parameters:
        if parameter not in known:
            failures.append(f"{command} takes no parameter {parameter} (it takes {sorted(known)})")


def call(command, apikey=key, **parameters):
    query = urllib.parse.urlencode({"apikey": apikey, "cmd": command, **parameters})
    try:
        with urllib.request.urlopen(f"{base}/api/v2?{query}") as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


for command in sent:
    if command == "terminate_session":
        continue
    status, body = call(command)
    response = (body or {}).get("response", {})
    if status != 200 or response.get("result") != "success" or "data" not in response or "message" not in response:
        failures.append(f"{command}: expected 200 with Tautulli's envelope, got {status} {str(body)[:120]}")

status, body = call("get_activity")
sessions = body["response"]["data"].get("sessions", [])
if len(sessions) != 3:
    failures.append(f"the demo should play three streams, not {len(sessions)}")
for field in ("progress_percent", "view_offset", "bandwidth", "session_key"):
    if sessions and not isinstance(sessions[0].get(field), str):
        failures.append(f"get_activity: {field} should be a string, as Tautulli sends it")

status, body = call("get_activity", apikey="wrong")
if status != 400 or body["response"].get("message") != "Invalid apikey":
    failures.append(f"a wrong key: expected 400 Invalid apikey, got {status} {body}")
status, body = call("no_such_command")
if status != 400 or not body["response"].get("message", "").startswith("Unknown command"):
    failures.append(f"an unknown command: expected 400 Unknown command, got {status}")
status, body = call("terminate_session", session_id=sessions[0]["session_id"], message="conformance")
if status != 200 or body["response"].get("result") != "success":
    failures.append(f"terminate_session: expected success, got {status} {body}")
remaining = call("get_activity")[1]["response"]["data"]["sessions"]
if any(s["session_id"] == sessions[0]["session_id"] for s in remaining):
    failures.append("a stopped stream is still listed")

if failures:
    print("Tautulli conformance failures:")
    for failure in failures:
        print("  " + failure)
    sys.exit(1)
print("Tautulli conformance: all checks passed")
