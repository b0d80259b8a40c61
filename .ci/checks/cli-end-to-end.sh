#!/usr/bin/env bash
# End-to-end: the real binary against the embedded demo server and a standalone one.
set -euo pipefail
swift build --product thriftwood >/dev/null
bin="$(swift build --show-bin-path)/thriftwood"
fail() { echo "FAIL: $*"; exit 1; }

out=$("$bin" --demo) || fail "thriftwood --demo exited $?"
grep -q "Library: 96 movies" <<<"$out" || fail "--demo did not show the library: $out"

# Plain --json is the demo Radarr's answer as sent; a reader that leaves early is no failure.
"$bin" movies list --demo --json | head -c 1 >/dev/null || fail "movies list --json | head did not end quietly"
"$bin" movies list --demo --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d)==96 and all("tmdbId" in m and "title" in m for m in d)' \
  || fail "movies list --json is not an array of movies"

# A movie in the queue reads as the queue has it, not "missing".
"$bin" movies list --demo | grep -qE "^2 +Fight Club +1999 +downloading [0-9]+%" \
  || fail "a queued movie's STATUS is its download's: $("$bin" movies list --demo | grep "Fight Club")"
"$bin" route thriftwood://radarr/movies/42 | grep -q "Movie 42" || fail "route did not parse"
if "$bin" route thriftwood://radarr/films 2>/dev/null; then fail "a malformed link must exit non-zero"; fi

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
# Every process started in the background is listed here and stopped on exit, however the
# script ends (a leaked one would keep this check's output open).
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "${data:-/nonexistent-thriftwood}"' EXIT
"$bin" demo-server --port "$port" --url-base /radarr >/tmp/thriftwood-demo.log 2>&1 &
server=$!
pids+=("$server")
for _ in $(seq 1 50); do grep -q "demo server at" /tmp/thriftwood-demo.log && break; sleep 0.2; done
"$bin" status --url "http://127.0.0.1:$port/radarr" --api-key thriftwood-demo-key --json | grep -q '"version"' || fail "status --json"
set +e
"$bin" status --url "http://127.0.0.1:$port/radarr" --api-key wrong >/dev/null 2>/tmp/thriftwood-err.txt
code=$?
set -e
[ "$code" -eq 77 ] || fail "wrong API key should exit 77, got $code"
grep -q "API key" /tmp/thriftwood-err.txt || fail "wrong key message should mention the API key"

# Every subcommand against the standalone demo server, with a profile in a private data directory.
data=$(mktemp -d)
tw() { "$bin" "$@" --data-dir "$data"; }
tw profiles add Demo --url "http://127.0.0.1:$port/radarr" --api-key thriftwood-demo-key | grep -q "Added profile Demo" || fail "profiles add"
tw profiles add Broken --url "http://127.0.0.1:1" --api-key x --skip-test >/dev/null || fail "profiles add --skip-test"
tw profiles list | grep -q "Broken" || fail "profiles list"
# Two --url keep both, the second as the server's other address (as servers add does).
tw profiles add Twice --url "http://127.0.0.1:1" --url "http://127.0.0.1:$port/radarr" --api-key x --skip-test >/dev/null \
  || fail "profiles add with two --url"
tw servers list --profile Twice --json | python3 -c "import json,sys; r=json.load(sys.stdin)[0]; sys.exit(0 if r['url']=='http://127.0.0.1:1' and r['otherURLs']==['http://127.0.0.1:$port/radarr'] else 1)" \
  || fail "profiles add kept one of two --url: $(tw servers list --profile Twice --json)"
tw profiles remove Twice --yes >/dev/null || fail "profiles remove Twice"
# doctor: the demo profile passes every step; a server without its URL base is told the base
# that works, and one where nothing listens fails at the connection (exit 69 either way).
tw doctor --profile Demo | grep -q "✓ Service: Radarr .* answers, and takes the key" || fail "doctor on a good server"
tw servers add --profile Broken --kind radarr --name "No base" --url "http://127.0.0.1:$port" --api-key thriftwood-demo-key \
  --skip-test >/dev/null || fail "servers add (no base)"
set +e
tw doctor --profile Broken >"$data/doctor.out" 2>&1; code=$?
set -e
[ "$code" -eq 69 ] && grep -q "nothing listens there" "$data/doctor.out" \
  && grep -q "answers at http://127.0.0.1:$port/radarr" "$data/doctor.out" \
  || fail "doctor should name the refused port and the missing URL base (exit $code): $(cat "$data/doctor.out")"
set +e
tw doctor --profile Broken --json >"$data/doctor.json" 2>/dev/null
set -e
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert [x["steps"][-1]["name"] for x in d]==["Connection","URL base"], d' \
  "$data/doctor.json" || fail "doctor --json: $(cat "$data/doctor.json")"
# Without its URL base the demo Radarr redirects (307, as Radarr does): exit 76, so Broken keeps
# only the server where nothing listens for the exit-69 checks below.
tw servers remove --profile Broken "No base" --yes >/dev/null || fail "servers remove (no base)"
# doctor --url looks at that address before it is added, whatever the active profile holds.
tw doctor --url "http://127.0.0.1:$port/radarr" --api-key thriftwood-demo-key --kind radarr \
  | grep -q "Radarr · http://127.0.0.1:$port/radarr" || fail "doctor --url should diagnose the address given"
set +e
tw doctor --url "http://127.0.0.1:1" --api-key x >"$data/doctor-url.out" 2>&1; code=$?
set -e
[ "$code" -eq 69 ] && grep -q "127.0.0.1:1" "$data/doctor-url.out" && ! grep -q ":$port" "$data/doctor-url.out" \
  || fail "doctor --url on a dead address should fail there alone (exit $code): $(cat "$data/doctor-url.out")"
# An empty ACTIVE cell keeps its room: every name starts under NAME.
tw profiles list | awk 'NR==1 { at = index($0, "NAME") } NR>1 && substr($0, at, 1) == " " { bad = 1 } END { exit bad }' \
  || fail "profiles list: a row without ACTIVE is not aligned under NAME"
tw movies list --sort year --descending --filter downloaded --json \
  | python3 -c 'import json,sys; d=json.load(sys.stdin); y=[m["year"] for m in d]; assert d and y==sorted(y,reverse=True) and all(m["hasFile"] for m in d)' \
  || fail "movies list --sort year --descending --filter downloaded"
# Sorting by size puts the largest first (the size-less, nothing on disk, last); --ascending turns it.
tw movies list --sort size --json \
  | python3 -c 'import json,sys; s=[m.get("sizeOnDisk") or 0 for m in json.load(sys.stdin)]; assert s and s==sorted(s,reverse=True) and s[0]>0, s[:5]' \
  || fail "movies list --sort size should put the largest first"
tw movies list --sort size --ascending --json \
  | python3 -c 'import json,sys; s=[m.get("sizeOnDisk") or 0 for m in json.load(sys.stdin)]; assert s==sorted(s), s[:5]' \
  || fail "movies list --sort size --ascending"
tw movies list --search matrix | grep -q "The Matrix" || fail "movies list --search"
# Piped, cells are whole whatever the width says: a script gets every title and GUID entire.
COLUMNS=30 tw movies list | grep -q "Léon: The Professional" || fail "a piped table cut a title"
tw movies show 1 --json | python3 -c 'import json,sys; assert json.load(sys.stdin)["id"]==1' || fail "movies show"
# A movie downloading says so in show as in the list (not "Missing").
downloading=$(tw movies list | awk 'tolower($0) ~ /downloading [0-9]+%/ { print $1; exit }')
[ -n "$downloading" ] || fail "the demo list shows no movie downloading: $(tw movies list | head -5)"
tw movies show "$downloading" | grep -q "Downloading [0-9]*% · " || fail "movies show $downloading: $(tw movies show "$downloading" | sed -n 3p)"
tw lookup tmdb:792307 --json | python3 -c 'import json,sys; assert json.load(sys.stdin)[0]["tmdbId"]==792307' || fail "lookup"
added=$(tw movies add --tmdb 792307 --no-monitor --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])') || fail "movies add"
tw movies edit "$added" --monitor --tags cli-test | grep -q "monitored" || fail "movies edit"
tw movies show "$added" --json | python3 -c 'import json,sys; m=json.load(sys.stdin); assert m["monitored"] and m["tags"]' || fail "edit did not stick"
tw movies list --where 'tag = "CLI-TEST"' --json | python3 -c "import json,sys; assert [m['id'] for m in json.load(sys.stdin)]==[$added]" \
  || fail "movies list --where tag = NAME"
tw movies search "$added" | grep -q "Search" || fail "movies search"
guid=$(tw movies releases "$added" --json | python3 -c 'import json,sys; r=[r for r in json.load(sys.stdin) if r.get("approved")][0]; print(r["guid"], r["indexerId"])') || fail "movies releases"
tw movies grab "$added" --guid "${guid% *}" --indexer "${guid#* }" | grep -q "Grabbed" || fail "movies grab"
# A release Radarr rejected is refused with its reasons unless --force says grab it anyway.
rejected=$(tw movies releases "$added" --json | python3 -c 'import json,sys; r=[r for r in json.load(sys.stdin) if r.get("rejected")][0]; print(r["guid"], r["indexerId"])') \
  || fail "movies releases has a rejected release"
set +e
tw movies grab "$added" --guid "${rejected% *}" --indexer "${rejected#* }" >/dev/null 2>"$data/rejected.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "Radarr rejected" "$data/rejected.err" && grep -q -- "--force" "$data/rejected.err" \
  || fail "a rejected release must be refused with its reasons (exit $code): $(cat "$data/rejected.err")"
tw movies grab "$added" --guid "${rejected% *}" --indexer "${rejected#* }" --force | grep -q "Grabbed" \
  || fail "movies grab --force"
# A delete names what it would delete and stops without --yes, even for one id (as the app's dialogs do).
set +e
tw movies delete "$added" --delete-files --exclude >"$data/delete.out" 2>"$data/delete.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "This would delete 1 movie" "$data/delete.out" && grep -q "Run it again with --yes" "$data/delete.err" \
  || fail "movies delete without --yes should name the movie and stop, got $code: $(cat "$data/delete.out" "$data/delete.err")"
tw movies delete "$added" --delete-files --exclude --yes | grep -q "Deleted 1 movie and its files" || fail "movies delete --yes"
queue_id=$(tw queue list --json | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["id"])') || fail "queue list"
tw queue remove "$queue_id" --blocklist | grep -q "Removed" || fail "queue remove"
tw history --event grabbed --page-size 5 --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d and all(r["eventType"]=="grabbed" for r in d)' || fail "history --event"
tw calendar --days 60 --json | python3 -c 'import json,sys; json.load(sys.stdin)' || fail "calendar"
tw missing --json | python3 -c 'import json,sys; assert json.load(sys.stdin)' || fail "missing"
set +e
tw status --profile Broken >/dev/null 2>&1; code=$?
set -e
[ "$code" -eq 69 ] || fail "an unreachable server should exit 69, got $code"
tw profiles use Broken | grep -q "Broken" || fail "profiles use"
set +e
tw status >/dev/null 2>&1; code=$?
set -e
[ "$code" -eq 69 ] || fail "the active profile (Broken) should be used"
# Removing a profile asks first, naming its servers; nothing goes without --yes.
set +e
tw profiles remove Broken >/dev/null 2>"$data/premove.err"; code=$?
set -e
[ "$code" -eq 64 ] || fail "profiles remove without --yes should exit 64, got $code"
grep -q "This would remove the profile Broken with its servers Radarr" "$data/premove.err" \
  || fail "profiles remove should name what would go: $(cat "$data/premove.err")"
tw profiles list | grep -q "Broken" || fail "profiles remove without --yes removed the profile"
tw profiles remove Broken --yes | grep -q "Removed the profile Broken" || fail "profiles remove --yes"
# Absurd ranges are usage errors (64), never a trap.
for args in "calendar --days 9223372036854775807" "calendar --days -9223372036854775807" "history --page 9223372036854775807" "missing --page 0"; do
  set +e
  tw $args --demo >/dev/null 2>/tmp/thriftwood-err.txt; code=$?
  set -e
  [ "$code" -eq 64 ] || fail "$args should exit 64, got $code: $(cat /tmp/thriftwood-err.txt)"
done
"$bin" --version | grep -qE '^[0-9]+\.[0-9]+\.[0-9]+' || fail "--version"
tw calendar --days 7 --demo | grep -qE "RELEASE|No releases" || fail "calendar shows the release kind"
# A hostile server: escapes and invalid UTF-8 never reach the terminal raw, one odd record
# is left out with a warning, and a redirect is not followed.
python3 .ci/fixtures/hostile-radarr.py >"$data/hostile-port" &
hostile=$!
pids+=("$hostile")
for _ in $(seq 1 50); do [ -s "$data/hostile-port" ] && break; sleep 0.1; done
hurl="http://127.0.0.1:$(cat "$data/hostile-port")"
# Plain --json prints the server's answer as it came (made safe): every record, the odd one too.
"$bin" movies list --url "$hurl" --api-key k --json >"$data/hostile.json" 2>"$data/hostile.err" || fail "hostile movies list --json"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1], encoding="utf-8")); assert [m["id"] for m in d]==[1,2,3], d' "$data/hostile.json" \
  || fail "hostile --json is not valid UTF-8 JSON of the server's three records"
grep -q $'\e' "$data/hostile.json" && fail "--json passed a raw escape character through"
# A sorted list reads every record: the unreadable one is left out and said.
"$bin" movies list --url "$hurl" --api-key k --json --sort title >"$data/hostile.json" 2>"$data/hostile.err" || fail "hostile movies list --json --sort title"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1], encoding="utf-8")); assert sorted(m["id"] for m in d)==[1,3], d' "$data/hostile.json" \
  || fail "hostile --json --sort title is not valid UTF-8 JSON of the two readable movies"
grep -q $'\e' "$data/hostile.json" && fail "--json --sort title passed a raw escape character through"
grep -q "1 of 3 records could not be read" "$data/hostile.err" || fail "the skipped record was not reported: $(cat "$data/hostile.err")"
"$bin" movies list --url "$hurl" --api-key k >"$data/hostile.txt" 2>/dev/null || fail "hostile movies list"
grep -q $'\e' "$data/hostile.txt" && fail "the table passed a raw escape character through"
grep -q "Safe" "$data/hostile.txt" || fail "the table lost the readable movie"
set +e
"$bin" status --url "$hurl" --api-key k >/dev/null 2>"$data/hostile.err"; code=$?
set -e
[ "$code" -eq 76 ] || fail "a redirect should exit 76, got $code"
grep -q "login.invalid" "$data/hostile.err" || fail "the redirect message should say where it pointed"
# A hostile Sonarr: a queue size of 1e19 prints (it once crashed `queue list`), and escapes in
# every string `series show`, `status` and `queue list` print never reach the terminal raw.
python3 .ci/fixtures/hostile-sonarr.py >"$data/hostile-sonarr-port" &
hostile_sonarr=$!
pids+=("$hostile_sonarr")
for _ in $(seq 1 50); do [ -s "$data/hostile-sonarr-port" ] && break; sleep 0.1; done
hsurl="http://127.0.0.1:$(cat "$data/hostile-sonarr-port")"
for command in "queue list" "series show 1" "status"; do
  # shellcheck disable=SC2086
  "$bin" $command --url "$hsurl" --api-key k >"$data/hs.out" 2>"$data/hs.err" \
    || fail "hostile Sonarr: $command failed: $(cat "$data/hs.err")"
  grep -q $'\e' "$data/hs.out" "$data/hs.err" && fail "hostile Sonarr: $command passed a raw escape through"
  grep -q $'\u202e' "$data/hs.out" && fail "hostile Sonarr: $command passed a bidi override through"
  grep -q "Hostile\|Sonarr 4" "$data/hs.out" || fail "hostile Sonarr: $command lost its text: $(cat "$data/hs.out")"
done
"$bin" queue list --url "$hsurl" --api-key k | grep -q "PB" || fail "hostile Sonarr: the 1e19 size should print as petabytes"
# A Sonarr behind a self-signed certificate, added from the CLI: asked through the certificate
# it presents, stored as Sonarr with that certificate pinned, said only once it is saved.
openssl req -x509 -newkey rsa:2048 -nodes -subj "/CN=127.0.0.1" -days 2 \
  -keyout "$data/tls-key.pem" -out "$data/tls-cert.pem" >/dev/null 2>&1 || fail "openssl could not make a certificate"
python3 .ci/fixtures/tls-sonarr.py "$data/tls-cert.pem" "$data/tls-key.pem" >"$data/tls-port" &
tls_sonarr=$!
pids+=("$tls_sonarr")
for _ in $(seq 1 50); do [ -s "$data/tls-port" ] && break; sleep 0.1; done
turl="https://127.0.0.1:$(cat "$data/tls-port")"
"$bin" profiles add "TLS" --url "$turl" --api-key tls-key --accept-self-signed --data-dir "$data/tls" >"$data/tls.out" 2>&1 \
  || fail "adding a self-signed Sonarr from the CLI: $(cat "$data/tls.out")"
grep -q "Pinned Sonarr's certificate, SHA-256" "$data/tls.out" && grep -q "Connected to Sonarr" "$data/tls.out" \
  || fail "the self-signed server should be pinned and tested as Sonarr: $(cat "$data/tls.out")"
"$bin" status --profile TLS --data-dir "$data/tls" --service sonarr | grep -q "Sonarr 4.0.14" \
  || fail "the pinned Sonarr should answer through its certificate"
set +e
"$bin" profiles add "Nope" --url "$turl" --api-key wrong --accept-self-signed --data-dir "$data/tls" >"$data/tls.out" 2>&1
set -e
grep -q "Pinned" "$data/tls.out" && fail "a profile that was not saved must not say it pinned anything"
# An answer shorter than its Content-Length is "cut off", not "could not reach".
python3 .ci/fixtures/short-body.py >"$data/short-port" &
short=$!
pids+=("$short")
for _ in $(seq 1 50); do [ -s "$data/short-port" ] && break; sleep 0.1; done
set +e
"$bin" movies list --url "http://127.0.0.1:$(cat "$data/short-port")" --api-key k >/dev/null 2>"$data/short.err"; code=$?
set -e
grep -q "was cut off before its end" "$data/short.err" || fail "a short body should be said to be cut off: $(cat "$data/short.err")"
# Sonarr and Lidarr beside Radarr: --demo reports the three; a --url server says which it is.
"$bin" status --demo --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert [x["service"] for x in d]==["radarr","sonarr","lidarr"], d; assert d[1]["record"]["status"]["appName"]=="Sonarr" and d[2]["record"]["status"]["appName"]=="Lidarr", d' \
  || fail "status --demo --json should report Radarr, Sonarr and Lidarr"
"$bin" status --demo --service sonarr --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["status"]["appName"]=="Sonarr", d' \
  || fail "status --service sonarr --json should print Sonarr's own record"
"$bin" series list --demo --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d)==30 and all("tvdbId" in s and "seasons" in s for s in d), len(d)' \
  || fail "series list --demo --json should print the 30 demo series with Sonarr's fields"
"$bin" series list --demo --search SHOGUN | grep -q "Shōgun" || fail "series search should ignore case and accents"
"$bin" series show 2 --demo | grep -q "Season 2" || fail "series show lists the seasons"
"$bin" demo-server --service sonarr --port 0 >"$data/sonarr.log" 2>&1 &
sonarr=$!
pids+=("$sonarr")
for _ in $(seq 1 100); do grep -q "demo server at" "$data/sonarr.log" && break; sleep 0.1; done
surl=$(grep -o 'http://[^ ]*' "$data/sonarr.log" | head -1)
tw profiles add TV --url "$surl" --api-key thriftwood-demo-key >/dev/null || fail "profiles add with a Sonarr --url"
tw profiles list --json | python3 -c 'import json,sys; d=json.load(sys.stdin); tv=[p for p in d if p["name"]=="TV"][0]; assert tv["sonarrURL"] and not tv.get("radarrURL"), tv' \
  || fail "a Sonarr --url should be saved as the profile's Sonarr"
set +e
tw profiles edit TV --sonarr-url "http://127.0.0.1:$port/radarr" --sonarr-api-key thriftwood-demo-key >/dev/null 2>"$data/wrong.err"; code=$?
set -e
[ "$code" -eq 76 ] || fail "Radarr's address as Sonarr should exit 76, got $code"
grep -q "That address is Radarr, not Sonarr" "$data/wrong.err" || fail "wrong service message: $(cat "$data/wrong.err")"
# Every Sonarr subcommand against the standalone Sonarr demo server.
S=(--url "$surl" --api-key thriftwood-demo-key)
set +e
"$bin" movies list --url "$surl" --api-key thriftwood-demo-key >/dev/null 2>"$data/kind.err"; code=$?
set -e
[ "$code" -eq 76 ] && grep -q "That address is Sonarr, not Radarr" "$data/kind.err" \
  || fail "movies list --url at a Sonarr should say so and exit 76, got $code: $(cat "$data/kind.err")"
"$bin" missing --cutoff --demo --service radarr | grep -q "Aliens" || fail "missing --cutoff should list Radarr's cutoff unmet"
"$bin" series episodes 2 --season 2 "${S[@]}" --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d and all(e["seasonNumber"]==2 for e in d)' \
  || fail "series episodes --season"
"$bin" lookup x-files "${S[@]}" --json | python3 -c 'import json,sys; assert json.load(sys.stdin)[0]["tvdbId"]==77398' || fail "lookup on Sonarr"
added=$("$bin" series add --tvdb 77398 --monitor pilot "${S[@]}" --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])') || fail "series add"
"$bin" series episodes "$added" "${S[@]}" --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert [e["seasonNumber"]*100+e["episodeNumber"] for e in d if e["monitored"]]==[101], "pilot only"' \
  || fail "series add --monitor pilot should monitor the pilot alone"
"$bin" series edit "$added" --no-monitor --type daily --tags cli "${S[@]}" | grep -q "not monitored, daily" || fail "series edit"
"$bin" series show "$added" "${S[@]}" --json | python3 -c 'import json,sys; s=json.load(sys.stdin); assert s["seriesType"]=="daily" and s["tags"] and not s["monitored"]' || fail "edit did not stick"
"$bin" series monitor "$added" --season 1 "${S[@]}" | grep -q "season 1 is monitored" || fail "series monitor --season"
"$bin" series search 2 --season 2 "${S[@]}" 2>/dev/null | grep -q "Search completed" || fail "series search"
rel=$("$bin" series releases 2 --season 2 "${S[@]}" --json 2>/dev/null | python3 -c 'import json,sys; r=[r for r in json.load(sys.stdin) if r["fullSeason"] and r["approved"]][0]; print(r["guid"], r["indexerId"])') || fail "series releases"
"$bin" series grab 2 --season 2 --guid "${rel% *}" --indexer "${rel#* }" "${S[@]}" | grep -q "Grabbed" || fail "series grab"
"$bin" episodes show 74 "${S[@]}" | grep -q "S02E01" || fail "episodes show"
"$bin" episodes monitor 74 75 --off "${S[@]}" | grep -q "2 episodes no longer monitored" || fail "episodes monitor"
"$bin" episodes search 74 "${S[@]}" 2>/dev/null | grep -q "Search completed" || fail "episodes search"
"$bin" series delete "$added" --delete-files --exclude --yes "${S[@]}" | grep -q "Deleted 1 series and its files" || fail "series delete"
qid=$("$bin" queue list "${S[@]}" --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert all("episodeId" in r for r in d); print(d[0]["id"])') || fail "queue list on Sonarr"
"$bin" queue remove "$qid" --blocklist "${S[@]}" | grep -q "from Sonarr" || fail "queue remove on Sonarr"
# A season pack is one row with its size once; --records shows each episode's record.
[ "$("$bin" queue list "${S[@]}" | grep -c "S02 · 12 episodes")" -eq 1 ] || fail "queue list should show the season pack as one row"
[ "$("$bin" queue list "${S[@]}" --records | grep -c "The Wire S02E")" -eq 12 ] || fail "queue list --records should show the pack's 12 records"
"$bin" history --event grabbed --page-size 5 "${S[@]}" --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d and all(r["eventType"]=="grabbed" for r in d)' || fail "history on Sonarr"
"$bin" calendar --days 7 "${S[@]}" --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d and all("airDateUtc" in e for e in d)' || fail "calendar on Sonarr"
"$bin" missing "${S[@]}" --json | python3 -c 'import json,sys; assert json.load(sys.stdin)' || fail "missing on Sonarr"
"$bin" missing --cutoff "${S[@]}" --json | python3 -c 'import json,sys; json.load(sys.stdin)' || fail "missing --cutoff on Sonarr"
"$bin" queue list --demo --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert {x["service"] for x in d}=={"radarr","sonarr","lidarr"}, [x["service"] for x in d]' \
  || fail "queue list over the demos should tag each record with its service"
set +e
"$bin" queue remove 1 --demo >/dev/null 2>&1; code=$?
"$bin" series list --url "$surl" --api-key wrong >/dev/null 2>"$data/sonarr-key.err"; keycode=$?
"$bin" series list --url "http://127.0.0.1:1" --api-key x >/dev/null 2>&1; downcode=$?
"$bin" status --url "http://127.0.0.1:1" --api-key x >/dev/null 2>"$data/unknown-down.err"; unknowncode=$?
"$bin" queue list --service radarr "${S[@]}" >/dev/null 2>&1; kindcode=$?
set -e
[ "$code" -eq 64 ] || fail "queue remove over two services without --service should exit 64, got $code"
[ "$keycode" -eq 77 ] || fail "a wrong Sonarr key should exit 77, got $keycode"
grep -q "Sonarr refused the API key" "$data/sonarr-key.err" || fail "wrong Sonarr key message: $(cat "$data/sonarr-key.err")"
[ "$downcode" -eq 69 ] || fail "an unreachable Sonarr should exit 69, got $downcode"
[ "$unknowncode" -eq 69 ] || fail "an unreachable --url should exit 69, got $unknowncode"
# Nothing answered, so nothing says which service it is: no guessed "Radarr".
grep -q "Check that the server is running" "$data/unknown-down.err" && ! grep -q "Radarr" "$data/unknown-down.err" \
  || fail "an unreachable --url of no stated kind named a service: $(cat "$data/unknown-down.err")"
[ "$kindcode" -eq 76 ] || fail "--service radarr on a Sonarr address should exit 76, got $kindcode"
# A Sonarr v3 server: language profiles are real and the add sends the chosen one.
"$bin" demo-server --service sonarr --port 0 --server-version 3.0.10.1567 >"$data/sonarr3.log" 2>&1 &
sonarr3=$!
pids+=("$sonarr3")
for _ in $(seq 1 100); do grep -q "demo server at" "$data/sonarr3.log" && break; sleep 0.1; done
s3=(--url "$(grep -o 'http://[^ ]*' "$data/sonarr3.log" | head -1)" --api-key thriftwood-demo-key)
"$bin" series add --tvdb 77398 --language-profile original "${s3[@]}" --json | python3 -c 'import json,sys; assert json.load(sys.stdin)["languageProfileId"]==2' \
  || fail "series add --language-profile on v3 should send the chosen profile"
set +e
"$bin" series add --tvdb 77398 --language-profile English "${S[@]}" >/dev/null 2>"$data/v4lang.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "v4 has no language profiles" "$data/v4lang.err" || fail "--language-profile on v4 should exit 64 and say why, got $code"
"$bin" search dune --demo --json | python3 -c 'import json,sys; d=json.load(sys.stdin); f=[x["inLibrary"] for x in d]; assert d and f==sorted(f, reverse=True) and f[0] and not f[-1] and all(x["record"]["title"] for x in d), d' \
  || fail "search --json should list library hits first, then lookups marked inLibrary false"
"$bin" search wire --demo | grep -q "Sonarr .*The Wire .*library" || fail "search should find a series in Sonarr's library"
# --where: a typed condition over the fields, and a clear error pointing at a wrong word.
"$bin" movies list --demo --where 'monitored and not hasFile and year >= 2020' --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d and all(m["monitored"] and not m["hasFile"] and m["year"]>=2020 for m in d), d' \
  || fail "movies list --where"
"$bin" series list --demo --where 'network = HBO and not ended' --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d and all(s["network"]=="HBO" and s["status"]!="ended" for s in d), d' \
  || fail "series list --where"
set +e
"$bin" movies list --demo --where 'monitored and yeer >= 2020' >/dev/null 2>"$data/where.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q 'no field “yeer”' "$data/where.err" || fail "a wrong --where field should exit 64 and name it, got $code"
# Saved filters are the servers' own custom filters: listed, saved, used with --saved, deleted.
R=(--url "http://127.0.0.1:$port/radarr" --api-key thriftwood-demo-key)
# --api-key-file on connection commands: a key file others can read is warned about; a file
# past 4 KB is refused.
printf 'thriftwood-demo-key\n' >"$data/key"; chmod 644 "$data/key"
"$bin" status --url "http://127.0.0.1:$port/radarr" --api-key-file "$data/key" >/dev/null 2>"$data/key.err" \
  || fail "status --api-key-file: $(cat "$data/key.err")"
grep -q "can be read by every user" "$data/key.err" || fail "a world-readable key file should be warned about"
chmod 600 "$data/key"
"$bin" status --url "http://127.0.0.1:$port/radarr" --api-key-file "$data/key" 2>&1 >/dev/null | grep -q "every user" \
  && fail "a private key file needs no warning"
head -c 5000 /dev/zero >"$data/big-key"
set +e
"$bin" status --url "http://127.0.0.1:$port/radarr" --api-key-file "$data/big-key" >/dev/null 2>"$data/key.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "at most 4096 bytes" "$data/key.err" || fail "a key file past 4 KB should be refused, got $code"
"$bin" movies filters "${R[@]}" | grep -q "Recent monitored *monitored and year >= 2015" || fail "movies filters lists Radarr's filters"
"$bin" movies filters "${R[@]}" | grep -q "Dramas *cannot be used here: it uses “genres”" || fail "an unusable filter says why"
"$bin" movies filters "${R[@]}" --save "Old films" --where 'year < 1970' | grep -q "Saved “Old films” on Radarr" || fail "movies filters --save"
set +e
"$bin" movies filters "${R[@]}" --save "OLD FILMS" --where 'year < 1960' >/dev/null 2>"$data/saved.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "add --replace" "$data/saved.err" || fail "saving over an existing filter should need --replace, got $code"
"$bin" movies filters "${R[@]}" --save "OLD FILMS" --where 'year < 1970' --replace | grep -q "Saved" || fail "--save --replace"
"$bin" movies list "${R[@]}" --saved "old FILMS" --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d and all(m["year"]<1970 for m in d), d' \
  || fail "movies list --saved"
set +e
"$bin" movies filters "${R[@]}" --save Either --where 'monitored or year > 2000' >/dev/null 2>"$data/saved.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "“or” works only between values of one field" "$data/saved.err" || fail "an 'or' across fields cannot be saved, got $code"
set +e
"$bin" movies list "${R[@]}" --saved Nope >/dev/null 2>"$data/saved.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "Radarr has no saved filter “Nope”" "$data/saved.err" || fail "an unknown saved filter exits 64, got $code"
"$bin" movies filters "${R[@]}" --delete "Old films" | grep -q "Deleted “Old films”" || fail "movies filters --delete"
"$bin" series list "${S[@]}" --saved "HBO and AMC" --where 'not ended' --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d and all(s["network"] in ("HBO","AMC") and s["status"]!="ended" for s in d), d' \
  || fail "series list --saved with --where"
# Your own keys: keys.toml in XDG_CONFIG_HOME, printed by `thriftwood keys`; a bad file names its line.
mkdir -p "$data/config/thriftwood"
printf '[keys]\nsort = "S"\n"saved filters" = "ctrl-f"\n' >"$data/config/thriftwood/keys.toml"
XDG_CONFIG_HOME="$data/config" "$bin" keys | grep -qE "^sort +S +\(was s\)" || fail "thriftwood keys shows a moved key"
XDG_CONFIG_HOME="$data/config" "$bin" keys | grep -qE "^saved filters +Ctrl-F" || fail "thriftwood keys names keys as footers do"
printf '[keys]\nsort = "S"\nsrot = "x"\n' >"$data/config/thriftwood/keys.toml"
set +e
XDG_CONFIG_HOME="$data/config" "$bin" keys >"$data/keys.out" 2>"$data/keys.err"; code=$?
set -e
[ "$code" -eq 1 ] && grep -q "keys.toml line 3: there is no action “srot”" "$data/keys.err" && grep -qE "^sort +s *$" "$data/keys.out" \
  || fail "a bad keys.toml names its line and the defaults apply, got $code"
# Several at once: ids or --where, one editor request; deleting several needs --yes.
"$bin" series edit --where 'network = HBO' --type anime "${S[@]}" | grep -qE "Saved [0-9]+ series" || fail "series edit --where"
"$bin" series list "${S[@]}" --where 'network = HBO' --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d and all(s["seriesType"]=="anime" for s in d), d' \
  || fail "series edit --where should change every HBO series"
# A --where delete lists its titles first and stops without --yes, even when it matches one.
set +e
"$bin" movies delete --where 'year < 1975' --demo >"$data/bulk.out" 2>"$data/bulk.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "Run it again with --yes" "$data/bulk.err" || fail "deleting several without --yes should stop and say so, got $code"
grep -q "This would delete" "$data/bulk.out" && grep -q "The Godfather (1972)" "$data/bulk.out" \
  || fail "a --where delete should list the titles it matched: $(cat "$data/bulk.out")"
set +e
"$bin" movies delete --where 'title = "The Godfather"' --demo >"$data/bulk.out" 2>"$data/bulk.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "The Godfather (1972)" "$data/bulk.out" || fail "a --where matching one should still need --yes, got $code"
"$bin" movies delete --where 'year < 1975' --yes --demo >"$data/bulk.out" || fail "movies delete --where --yes"
grep -qE "Deleted [0-9]+ movies" "$data/bulk.out" && grep -q "The Godfather (1972)" "$data/bulk.out" || fail "movies delete --where --yes should name and delete"
"$bin" movies delete 999999 999998 --yes --demo >"$data/bulk.out" 2>"$data/bulk.err" || fail "deleting unknown ids"
grep -q "No movie matches" "$data/bulk.out" && grep -q "Not in the library, left out: 999998, 999999" "$data/bulk.err" \
  || fail "unknown ids should be named and nothing reported deleted: $(cat "$data/bulk.out" "$data/bulk.err")"
python3 -c 'import icalendar' 2>/dev/null || pip install -q icalendar
"$bin" calendar --demo --ics --days 30 >"$data/feed.ics" || fail "calendar --ics"
python3 "$(dirname "$0")/ics_check.py" "$data/feed.ics" Radarr,Sonarr >/dev/null || fail "calendar --ics should be a valid iCalendar feed with both services"
# Seerr (issue #32): the demo's requests, decisions naming what they act on, issues, the key.
"$bin" requests list --demo --filter pending | grep -q "Dune: Part Two (2024)" || fail "requests list --filter pending"
"$bin" requests list --demo --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d)==13 and all("media" in r for r in d)' \
  || fail "requests list --json should print Seerr's own records"
set +e
"$bin" requests approve 1 2 --demo >"$data/seerr.out" 2>"$data/seerr.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "“The Expanse (2015)” (maria)" "$data/seerr.out" && grep -q -- "--yes" "$data/seerr.err" \
  || fail "approving several without --yes should name them and stop, got $code"
"$bin" requests decline 2 --reason "already have it" --demo | grep -q "Declined “The Expanse (2015)” (maria) — already have it" \
  || fail "requests decline --reason"
"$bin" requests new --tv 67070 --seasons 1 --demo | grep -q "Requested “Fleabag (2016)” (Ada) · series · S1" || fail "requests new --tv --seasons"
"$bin" issues --demo | grep -q "No English subtitles" || fail "issues list"
seerr_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$bin" demo-server --service seerr --port "$seerr_port" >/tmp/thriftwood-seerr-demo.log 2>&1 &
pids+=("$!")
for _ in $(seq 1 50); do grep -q "demo server at" /tmp/thriftwood-seerr-demo.log && break; sleep 0.2; done
set +e
"$bin" requests list --url "http://127.0.0.1:$seerr_port" --api-key wrong >/dev/null 2>"$data/seerr.err"; code=$?
set -e
[ "$code" -eq 77 ] && grep -q "Seerr refused the API key" "$data/seerr.err" || fail "a wrong Seerr key should exit 77, got $code"
echo thriftwood-demo-key >"$data/seerr.key"
chmod 600 "$data/seerr.key"
tw servers add --kind seerr --url "http://127.0.0.1:$seerr_port" --api-key-file "$data/seerr.key" | grep -q "Connected to Seerr: Seerr 3.1.0" \
  || fail "servers add --kind seerr should test and name the server"
tw requests list --filter failed | grep -q "Arcane (2021)" || fail "requests list through the profile"
# Tautulli (issue #33): streams and their totals, a stop that names the stream first, plays.
"$bin" streams --demo | grep -q "3 streams · 1 transcoding" || fail "streams list should total the demo's streams"
"$bin" streams --demo --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d)==3 and all("session_id" in s for s in d)' \
  || fail "streams list --json should print Tautulli's sessions"
set +e
"$bin" streams stop k3v9demo0001 --demo >/dev/null 2>"$data/tautulli.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "Stop Maria's Severance S01E01" "$data/tautulli.err" || fail "streams stop without --yes should name the stream, got $code"
"$bin" streams stop k3v9demo0001 --yes --message "maintenance" --demo | grep -q "Stopped Maria's" || fail "streams stop --yes"
"$bin" plays history --demo --search breaking | grep -q "Breaking Bad S05E16 · Felina" || fail "plays history --search"
"$bin" plays stats --demo --days 7 | grep -q "Most Active Users · last 7 days" || fail "plays stats"
# Lidarr (issue #34): artists and albums against the demo and a standalone one, through a profile,
# and the wrong kind named at either address.
"$bin" artists list --demo | grep -q "The Beatles *Group" || fail "artists list should show the demo's artists"
"$bin" artists list --demo --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d)==40 and all("artistName" in a and "foreignArtistId" in a for a in d)' \
  || fail "artists list --json should print Lidarr's artists as sent"
"$bin" artists list --demo --where 'genre = Jazz and ended' | grep -q "Miles Davis" || fail "artists list --where"
"$bin" artists list --demo --where 'genre = Jazz and ended' | grep -q "Joni Mitchell" && fail "artists list --where keeps only what it admits"
"$bin" artists filters --demo | grep -q "Monitored bands" || fail "artists filters lists Lidarr's saved filters"
"$bin" artists list --demo --saved "monitored bands" | grep -q "Beyoncé" && fail "artists list --saved applies Lidarr's saved filter"
set +e
"$bin" artists list --demo --where 'colour = red' >/dev/null 2>"$data/where.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "There is no field “colour”" "$data/where.err" || fail "an unknown field in --where is a usage error naming the fields"
"$bin" artists list --demo --filter ended --search beatles | grep -q "The Beatles" || fail "artists list --filter --search"
"$bin" artists show 1 --demo | grep -q "OK Computer *1997" || fail "artists show should list the albums"
"$bin" albums show 3 --demo | grep -q "Radiohead — OK Computer (1997)" || fail "albums show should name the album and artist"
"$bin" albums monitor 3 --off --demo | grep -q "Stopped monitoring OK Computer" || fail "albums monitor --off"
lidarr_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$bin" demo-server --service lidarr --port "$lidarr_port" >/tmp/thriftwood-lidarr-demo.log 2>&1 &
pids+=("$!")
for _ in $(seq 1 50); do grep -q "demo server at" /tmp/thriftwood-lidarr-demo.log && break; sleep 0.2; done
set +e
"$bin" artists list --url "http://127.0.0.1:$lidarr_port" --api-key wrong >/dev/null 2>"$data/lidarr.err"; code=$?
tw servers add --kind radarr --name "Not Radarr" --url "http://127.0.0.1:$lidarr_port" --api-key thriftwood-demo-key >/dev/null 2>"$data/lidarr-kind.err"; kind_code=$?
set -e
[ "$code" -eq 77 ] && grep -q "Lidarr refused the API key" "$data/lidarr.err" || fail "a wrong Lidarr key should exit 77, got $code"
grep -q "That address is Lidarr, not Radarr" "$data/lidarr-kind.err" || fail "a Lidarr added as Radarr should be named (exit $kind_code)"
tw servers add --kind lidarr --name Lidarr --url "http://127.0.0.1:$lidarr_port" --api-key thriftwood-demo-key | grep -q "Connected to Lidarr" \
  || fail "servers add --kind lidarr should test and name the server"
tw artists list --sort size | sed -n 2p | grep -q "The Beatles\|Pink Floyd" || fail "artists list through the profile, by size"
set +e
tw artists add smith >/dev/null 2>"$data/lidarr-add.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "2 artists match; say which with --mbid" "$data/lidarr-add.err" || fail "artists add with several matches should list them, got $code"
tw artists add "Elliott Smith" --monitor latest --search | grep -q "Added Elliott Smith as id 41" || fail "artists add"
tw albums list --artist 41 | grep -q "Figure 8 *2000 *Album *0/12 *missing" || fail "the added artist's latest album should be monitored and missing"
set +e
tw artists delete 41 >"$data/lidarr-delete.out" 2>"$data/lidarr-delete.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "Elliott Smith (nothing on disk)" "$data/lidarr-delete.out" && grep -q "Run it again with --yes" "$data/lidarr-delete.err" \
  || fail "artists delete without --yes should name the artist, got $code"
tw artists delete 41 --yes | grep -q "Deleted 1 artist" || fail "artists delete --yes"
tw artists list --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert all(a["id"] != 41 for a in d), d' || fail "the deleted artist is gone"
# Lidarr's delete takes --where like the others: one DELETE /artist/editor.
set +e
tw artists delete --where 'name ~ beatles' >"$data/lidarr-delete.out" 2>/dev/null; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "The Beatles" "$data/lidarr-delete.out" || fail "artists delete --where should list the artists it matched, got $code"
tw albums search 9 | grep -q "Searched for Rubber Soul" || fail "albums search"
tw albums releases 22 | grep -q "MP3-128 is not wanted in profile" || fail "albums releases should list Lidarr's refusals"
tw albums grab --guid demo-lidarr-22-0 --indexer 1 --album 22 | grep -q "Grabbed Björk - Fossora (2022) \[FLAC\]" || fail "albums grab"
refused=$(tw albums releases 22 --json | python3 -c 'import json,sys; r=[r for r in json.load(sys.stdin) if not r["approved"]][0]; print(r["guid"], r["indexerId"])') \
  || fail "albums releases has a rejected release"
set +e
tw albums grab --guid "${refused% *}" --indexer "${refused#* }" --album 22 >/dev/null 2>"$data/lidarr-grab.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "Lidarr rejected" "$data/lidarr-grab.err" || fail "a release Lidarr rejected is refused (exit $code)"
tw artists edit 2 --no-monitored --quality-profile Standard | grep -q "Saved The Beatles: not monitored · ended" || fail "artists edit"
curl -s -H 'X-Api-Key: thriftwood-demo-key' "http://127.0.0.1:$lidarr_port/api/v1/artist/2" | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["monitored"] is False and d["qualityProfileId"]==2 and d["cleanName"]=="thebeatles", d' \
  || fail "artists edit should change the fields asked and keep the rest"
tw artists search 2 | grep -q "Searched for the monitored albums of The Beatles" || fail "artists search"
"$bin" queue --demo --service lidarr | grep -q "Radiohead — Pablo Honey .*Downloading" || fail "queue --service lidarr"
"$bin" history --demo --service lidarr --event grabbed | grep -q "Grabbed .*Kendrick Lamar - DAMN. (FLAC)" || fail "history --service lidarr"
"$bin" calendar --demo --service lidarr --days 40 | grep -q "Radiohead — Untitled album" || fail "calendar --service lidarr"
"$bin" missing --demo --service lidarr | grep -q "Björk — Fossora" || fail "missing --service lidarr"
"$bin" queue --url "http://127.0.0.1:$lidarr_port" --api-key thriftwood-demo-key | grep -q "Downloading" || fail "queue --url a Lidarr says what it is"
"$bin" search smith --demo | grep -q "Lidarr .*Elliott Smith .*not in library" || fail "search should ask Lidarr too"
completions=$("$bin" --generate-completion-script bash) || fail "completion script"
grep -q "thriftwood" <<<"$completions" || fail "completion script"
grep -q "episodes" <<<"$completions" || fail "completions should include the episodes command"
# The person's own escape bytes come back visible, never raw: in an argument error and under a
# --where caret (ArgumentParser would have echoed them to the terminal as they are).
set +e
"$bin" calendar --days $'\e[2J' 2>"$data/own-escape.err"; code=$?
"$bin" movies list --demo --where $'title = \e]0;pwn\a' 2>>"$data/own-escape.err"
set -e
[ "$code" -eq 64 ] || fail "a bad --days should exit 64, got $code"
grep -q $'\e' "$data/own-escape.err" && fail "an argument error echoed a raw escape: $(cat -v "$data/own-escape.err")"
grep -q "␛\[2J" "$data/own-escape.err" && grep -q "␛]0;pwn␇" "$data/own-escape.err" \
  || fail "the escape should be shown as ␛: $(cat "$data/own-escape.err")"
# A Radarr before 5.3 has no wanted list: `missing` works it out from the library and says so.
"$bin" demo-server --port 0 --fault absent=wanted/missing >"$data/old-radarr.log" 2>&1 &
pids+=("$!")
for _ in $(seq 1 50); do grep -q "demo server at" "$data/old-radarr.log" && break; sleep 0.2; done
old_url=$(grep -o 'http://[^ ]*' "$data/old-radarr.log" | head -1)
"$bin" missing --url "$old_url" --api-key thriftwood-demo-key >"$data/old-missing.out" 2>"$data/old-missing.err" \
  || fail "missing on a Radarr before 5.3 should fall back to the library: $(cat "$data/old-missing.err")"
grep -q "Shown instead" "$data/old-missing.err" && grep -q "Arrival" "$data/old-missing.out" \
  || fail "missing's fallback should say so and list the library's missing movies"
# Folders the server would refuse are refused first, naming what it has.
set +e
"$bin" movies add --demo --tmdb 792307 --root-folder /nope >/dev/null 2>"$data/folder.err"; folder=$?
"$bin" series edit 1 --demo --path relative/path >/dev/null 2>>"$data/folder.err"; relative=$?
set -e
[ "$folder" -eq 64 ] && grep -q "is not one of Radarr's root folders" "$data/folder.err" \
  || fail "movies add --root-folder /nope should be refused naming the root folders: $(cat "$data/folder.err")"
[ "$relative" -eq 64 ] && grep -q "must be a full path" "$data/folder.err" \
  || fail "series edit --path relative/path should be refused: $(cat "$data/folder.err")"
# --server keeps one demo download client.
"$bin" downloads list --demo --server sabnzbd | grep -q "^SABnzbd:" || fail "downloads list --demo --server sabnzbd"
"$bin" downloads list --demo --server sabnzbd | grep -qE "^(NZBGet|qBittorrent|Transmission|Deluge):" \
  && fail "downloads list --demo --server sabnzbd should leave the other clients out"
echo "cli end-to-end: ok"
