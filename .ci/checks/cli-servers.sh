#!/usr/bin/env bash
# A profile is a set of servers: two Radarrs and a Sonarr in one profile, managed with
# `servers add|list|edit|remove`, every server in the merged answers (named), `--server` one.
set -euo pipefail
swift build --product thriftwood >/dev/null
bin="$(swift build --show-bin-path)/thriftwood"
fail() { echo "FAIL: $*"; exit 1; }

data=$(mktemp -d)
# The demos start in command substitutions (subshells): lib/demos.sh keeps their PIDs in a file.
source "$(dirname "$0")/lib/demos.sh"
trap 'stop_demos; rm -rf "$data"' EXIT
r1=$(start_demo_at radarr radarr)
r2=$(start_demo_at radarr-4k radarr)
s1=$(start_demo_at sonarr sonarr)
s2=$(start_demo_at sonarr-anime sonarr)
tw() { "$bin" "$@" --data-dir "$data"; }

tw profiles add Home >/dev/null || fail "profiles add NAME makes an empty profile"
tw servers list | grep -q "no servers yet" || fail "an empty profile should say it has no servers"
tw servers add --kind radarr --url "$r1" --api-key thriftwood-demo-key | grep -q "Added Radarr (radarr)" \
  || fail "servers add (the first Radarr)"
tw servers add --kind radarr --name "Radarr 4K" --url "$r2" --api-key thriftwood-demo-key \
  | grep -q "Added Radarr 4K (radarr-4k)" || fail "servers add (a second Radarr)"
tw servers add --kind sonarr --url "$s1" --api-key thriftwood-demo-key >/dev/null || fail "servers add (Sonarr)"
tw servers add --kind sonarr --name "Anime" --url "$s2" --api-key thriftwood-demo-key >/dev/null \
  || fail "servers add (a second Sonarr)"

set +e
tw servers add --kind radarr --name "radarr 4k" --url "$r2" --api-key x --skip-test >/dev/null 2>&1; dup=$?
tw servers add --kind sonarr --name "TV" --url "$r2" --api-key thriftwood-demo-key >/dev/null 2>&1; wrong=$?
tw servers remove radarr-4k >/dev/null 2>"$data/remove.err"; unconfirmed=$?
tw status --server nope >/dev/null 2>&1; unknown=$?
set -e
[ "$dup" -eq 64 ] || fail "a second server with the same name should exit 64, got $dup"
[ "$wrong" -eq 76 ] || fail "a Radarr address added as Sonarr should exit 76, got $wrong"
[ "$unconfirmed" -eq 64 ] || fail "servers remove without --yes should exit 64, got $unconfirmed"
grep -q "Radarr 4K ($r2) from Home" "$data/remove.err" || fail "remove should name what it removes: $(cat "$data/remove.err")"
[ "$unknown" -ne 0 ] || fail "--server with an unknown name should fail"

tw servers list --json | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert [(s["name"], s["slug"], s["kind"]) for s in d] == [("Radarr", "radarr", "radarr"), ("Radarr 4K", "radarr-4k", "radarr"), ("Sonarr", "sonarr", "sonarr"), ("Anime", "anime", "sonarr")], d
' || fail "servers list --json"

# Every server answers, each named; --server keeps one.
tw queue list --json | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert {(x["service"], x["server"]) for x in d} == {("radarr", "Radarr"), ("radarr", "Radarr 4K"), ("sonarr", "Sonarr"), ("sonarr", "Anime")}, d
' || fail "queue list --json over four servers should name each"
tw queue list | grep -q "^Radarr 4K " || fail "the queue table should name the second Radarr"
# A library over two Radarrs lists both, each row naming its server; --json is the envelope.
tw movies list | grep -q "^Radarr 4K " || fail "movies list should list the second Radarr's movies too"
tw movies list --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert {x["server"] for x in d} == {"Radarr", "Radarr 4K"} and all("title" in x["record"] for x in d), d[:2]' \
  || fail "movies list --json over two Radarrs should tag each record with its server"
tw movies list --server radarr-4k --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d and "title" in d[0], d[:1]' \
  || fail "movies list --server keeps one server's own records"
tw series list | grep -q "^Anime " || fail "series list should list the second Sonarr's series too"
tw series list --json --where 'not ended' | python3 -c 'import json,sys; d=json.load(sys.stdin); assert {x["server"] for x in d} == {"Sonarr", "Anime"}, d[:2]' \
  || fail "series list --json over two Sonarrs should tag each record with its server"
tw status --server radarr-4k --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["status"]["appName"]=="Radarr", d' \
  || fail "status --server radarr-4k prints that server's record alone"
tw movies list --server "Radarr 4K" --search matrix | grep -q "The Matrix" || fail "movies list --server"
# A command about one item does not guess which of two Radarrs its id belongs to.
set +e
tw movies show 1 >/dev/null 2>"$data/which.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "The profile has 2 Radarr servers (Radarr, Radarr 4K); say which with --server" "$data/which.err" \
  || fail "movies show with two Radarrs should ask which, got $code: $(cat "$data/which.err")"
tw movies show 1 --server radarr-4k | grep -q "." || fail "movies show --server radarr-4k"
tw series list --server anime --search wire | grep -q "The Wire" || fail "series list --server"
tw search matrix --json | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert {x["server"] for x in d if x["inLibrary"]} == {"Radarr", "Radarr 4K"}, d
' || fail "search over every server, each hit naming its server"
tw calendar --ics --days 30 | grep -c "BEGIN:VEVENT" | python3 -c 'import sys; assert int(sys.stdin.read()) > 0' \
  || fail "calendar --ics over every server"
# Two Radarrs in one feed: every UID is its own (a calendar app keeps one event per UID), and
# the second server's events are named after it.
tw calendar --ics --days 60 >"$data/feed.ics"
python3 - "$data/feed.ics" <<'PY' || fail "calendar --ics with two Radarrs: $(grep -m3 -E 'UID|CATEGORIES' "$data/feed.ics")"
import sys
text = open(sys.argv[1], encoding="utf-8", newline="").read().replace("\r\n ", "")
uids = [line[4:] for line in text.split("\r\n") if line.startswith("UID:")]
assert len(uids) == len(set(uids)), "repeated UIDs"
assert any(u.startswith("radarr-4k/") for u in uids), "no UID names the second Radarr"
assert "CATEGORIES:Radarr 4K" in text, "the second Radarr is not named"
PY
tw history --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert {x["server"] for x in d} == {"Radarr", "Radarr 4K", "Sonarr", "Anime"}, {x["server"] for x in d}' \
  || fail "history --json names all four servers"

# Links name the server by its slug; a bare kind is the first of that kind.
tw route thriftwood://radarr-4k/movies/42 | grep -q "Movie 42" || fail "route should read a link to the second Radarr"
tw route thriftwood://radarr-4k/movies/42 | grep -q "^  Radarr 4K$" || fail "route should name the second Radarr by its name"
set +e
tw route thriftwood://radarr-8k/movies/1 >/dev/null 2>"$data/route.err"
set -e
grep -q "There is no server radarr-8k in Home" "$data/route.err" || fail "an unknown slug should be named: $(cat "$data/route.err")"
if tw route thriftwood://radarr-8k/movies/42 >/dev/null 2>&1; then fail "a slug the profile lacks must be refused"; fi

tw servers edit radarr-4k --rename UHD | grep -q "Saved UHD (radarr-4k)" || fail "servers edit --rename keeps the slug"
tw servers edit radarr-4k --slug uhd | grep -q "Links to thriftwood://radarr-4k/… stop working" \
  || fail "servers edit --slug says which links stop working"
tw servers edit uhd --disable >/dev/null || fail "servers edit --disable"
tw queue list --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert "UHD" not in {x["server"] for x in d}, d' \
  || fail "a disabled server should not answer"
tw servers remove uhd --yes | grep -q "Removed UHD" || fail "servers remove --yes"
[ "$(tw servers list --json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')" = 3 ] \
  || fail "the removed server is still listed"
# `status` covers every kind, one line (or block) per server; a failing server says why in its place
# and the exit code is the worst (here 69, unreachable), while the others are still reported.
q1=$(start_demo_at sab sabnzbd)
t1=$(start_demo_at tautulli tautulli)
tw servers add --kind sabnzbd --url "$q1" --api-key thriftwood-demo-key >/dev/null || fail "servers add (SABnzbd)"
tw servers add --kind tautulli --url "$t1" --api-key thriftwood-demo-key >/dev/null || fail "servers add (Tautulli)"
# The merged queue's JSON holds what its table holds (the clients' own downloads, tagged); and
# --service keeps that kind's records alone.
tw queue list --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert "sabnzbd" in {x["service"] for x in d}, {x["service"] for x in d}' \
  || fail "queue list --json should hold SABnzbd's own downloads as the table does"
tw queue list --service radarr | grep -q "^SABnzbd" && fail "queue list --service radarr should leave SABnzbd's own downloads out"
tw servers add --kind radarr --name "Radarr Gone" --url http://127.0.0.1:1 --api-key x --skip-test >/dev/null
set +e
tw status >"$data/status.out" 2>"$data/status.err"; worst=$?
set -e
[ "$worst" -eq 69 ] || fail "status with one server down should exit 69 (the worst), got $worst"
grep -q "^SABnzbd 4" "$data/status.out" || fail "status should report SABnzbd: $(cat "$data/status.out")"
grep -q "^Tautulli 2.*now playing" "$data/status.out" || fail "status should report Tautulli: $(cat "$data/status.out")"
grep -q "^Radarr 5" "$data/status.out" || fail "status should still report the working Radarr"
grep -q "^Radarr Gone (Radarr): Could not reach" "$data/status.err" || fail "the failing server should say why: $(cat "$data/status.err")"
tw status --service tautulli --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["version"].startswith("2."), d' \
  || fail "status --service tautulli --json prints its record"
echo "cli servers: ok"
