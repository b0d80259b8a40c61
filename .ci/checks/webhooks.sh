#!/usr/bin/env bash
# What servers push, through the real binary: `serve --demo` takes every payload shape in
# Tests/ThriftwoodCoreTests/Fixtures/webhooks at /hooks/<slug> with each server's secret (from
# `notifications hook --json`), and `events list --json` says what expected.json says; a wrong
# secret is 401 and keeps nothing; an oversized body is 413; the demos' own pushes (Test, Grab)
# arrive without setup; an event reaches an ntfy-shaped receiver as ntfy documents it; an open
# page in Chromium shows the next push as a toast, and the terminal app in tmux in its status line
# and as a desktop notification.
set -euo pipefail
command -v curl >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq curl >/dev/null; }
swift build --product thriftwood >/dev/null 2>&1
bin="$(swift build --show-bin-path)/thriftwood"
data=$(mktemp -d)
fixtures="Tests/ThriftwoodCoreTests/Fixtures/webhooks"
# shellcheck source=lib/serve.sh
source "$(dirname "$0")/lib/serve.sh"
# shellcheck source=lib/receiver.sh
source "$(dirname "$0")/lib/receiver.sh"
cleanup() {
  stop
  stop_receiver
  rm -rf "$data"
}
trap cleanup EXIT
fail() { echo "webhooks: $*"; [ -f "$data/serve.log" ] && tail -20 "$data/serve.log"; exit 1; }

start_receiver
printf 'tk_demo_token\n' >"$data/token"
chmod 600 "$data/token"

serve --listen 127.0.0.1:0 --public-url "http://127.0.0.1"
"$bin" notifications targets add Phone --kind ntfy --url "http://127.0.0.1:$receiver_port" --topic media \
  --token-file "$data/token" --events upgraded,healthIssue --profile Demo --data-dir "$data" >/dev/null ||
  fail "the ntfy target could not be added"
grep -q '"topic": "media"' "$data/received.jsonl" || fail "the target's test message did not arrive"

# The demos connected themselves: each *arr's Test is there.
for _ in $(seq 1 50); do
  tests=$("$bin" events list --json --profile Demo --data-dir "$data" | python3 -c \
    'import json,sys; print(len({e["server"]["slug"] for e in json.load(sys.stdin) if e["type"]=="test"}))')
  [ "$tests" -ge 3 ] && break
  sleep 0.2
done
[ "$tests" -ge 3 ] || fail "the demo *arrs' Test events did not all arrive ($tests of 3)"

# Without --public-url, the hook's address is the one serve was started with, not this machine's name.
"$bin" notifications hook --server radarr --json --profile Demo --data-dir "$data" |
  python3 -c 'import json,sys; u=json.load(sys.stdin)["url"]; assert u.startswith("http://127.0.0.1/hooks/"), u' ||
  fail "notifications hook did not use serve's --public-url"

secret_of() { "$bin" notifications hook --server "$1" --json --profile Demo --data-dir "$data" --public-url "$address" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["secret"])'; }
# A fixture sent again as a new push: a byte-identical body within a minute is kept once.
again() {
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d["sentAgain"]=1; json.dump(d, open(sys.argv[2], "w"))' \
    "$fixtures/$1.json" "$data/$1-again.json"
  echo "$data/$1-again.json"
}
post() { curl -s -o /dev/null -w '%{http_code}' -u "$1" -H 'Content-Type: application/json' --data-binary "@$2" \
  "${address}hooks/$3"; }

# Every shape, with its server's secret.
python3 -c 'import json,sys; [print(e["file"], e["slug"]) for e in json.load(open(sys.argv[1]))]' \
  "$fixtures/expected.json" >"$data/shapes"
while read -r file slug; do
  secret=$(secret_of "$slug")
  code=$(post "radarr:$secret" "$fixtures/$file.json" "$slug")
  [ "$code" = 200 ] || fail "$file to /hooks/$slug answered $code"
done <"$data/shapes"

# Refusals: a wrong secret (nothing kept), another server's secret, a body over 1 MB.
before=$("$bin" events list --json --profile Demo --data-dir "$data" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
[ "$(post "radarr:wrong" "$fixtures/radarr-grab.json" radarr)" = 401 ] || fail "a wrong secret was not 401"
[ "$(post "x:$(secret_of sonarr)" "$fixtures/radarr-grab.json" radarr)" = 401 ] || fail "Sonarr's secret opened Radarr's hook"
head -c 1100000 /dev/zero | tr '\0' ' ' >"$data/big.json"
[ "$(post "x:$(secret_of radarr)" "$data/big.json" radarr)" = 413 ] || fail "an oversized body was not 413"

"$bin" events list --json --profile Demo --data-dir "$data" >"$data/events.json"
python3 - "$fixtures/expected.json" "$data/events.json" "$before" <<'PY' || fail "events list --json differs"
import json, sys
expected = json.load(open(sys.argv[1]))
events = json.load(open(sys.argv[2]))
before = int(sys.argv[3])
problems = []
for want in expected:
    found = [e for e in events if e["server"]["slug"] == want["slug"] and e["sentence"] == want["sentence"]]
    # A Test reads alike from every Radarr (the demo's own Test says the same).
    if len(found) != 1 and not (want["type"] == "test" and found):
        problems.append(f'{want["file"]}: {len(found)} events say {want["sentence"]!r}')
        continue
    got = next((e for e in found if e.get("link") == want["link"]), found[0])
    if got["type"] != want["type"] or got.get("link") != want["link"]:
        problems.append(f'{want["file"]}: {got["type"]} {got.get("link")} (wanted {want["type"]} {want["link"]})')
if len(events) < before:
    problems.append("events were lost")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
PY

# The ntfy receiver got the upgrade and the health issue it asked for, as ntfy documents them.
for _ in $(seq 1 50); do
  [ "$(grep -c '"topic": "media"' "$data/received.jsonl")" -ge 3 ] && break
  sleep 0.2
done
python3 - "$data/received.jsonl" <<'PY' || fail "the ntfy target did not get the documented messages"
import json, sys
got = [json.loads(line) for line in open(sys.argv[1])]
messages = [json.loads(g["body"]) for g in got if g["path"] == "/"]
wanted = {"Downloaded: Arrival (2016) on Radarr, Remux-2160p, upgrade",
          "Radarr health: Indexers unavailable due to failures for more than 6 hours: NZBgeek (Prowlarr)"}
seen = {m["message"] for m in messages}
missing = wanted - seen
assert not missing, f"missing: {missing}"
assert all(g["authorization"] == "Bearer tk_demo_token" for g in got), "a message came without the token"
upgrade = next(m for m in messages if m["message"].startswith("Downloaded: Arrival"))
assert upgrade["title"] == "Radarr · Upgraded" and upgrade["priority"] == 3 and upgrade["click"].endswith("/radarr/12"), upgrade
assert "Grabbed: Arrival (2016) on Radarr, Bluray-1080p from NZBgeek (Prowlarr)" not in seen, "a filtered event was sent"
PY
# events follow --json: one JSON line per event as it arrives.
"$bin" events follow --json --profile Demo --data-dir "$data" >"$data/follow.out" 2>&1 &
follower=$!
sleep 1.5
[ "$(post "x:$(secret_of lidarr)" "$(again lidarr-grab)" lidarr)" = 200 ] || fail "the push to follow failed"
for _ in $(seq 1 30); do grep -q "OK Computer" "$data/follow.out" && break; sleep 0.2; done
kill "$follower" 2>/dev/null || true
python3 - "$data/follow.out" <<'PY' || fail "events follow --json: $(cat "$data/follow.out")"
import json, sys
lines = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
assert any(e["sentence"] == "Grabbed: Radiohead – OK Computer on Lidarr, FLAC from Redacted" for e in lines), lines
PY

# notifications connect from another process (its own embedded demo Radarr): registered, its
# Test arrives at serve, the secret never printed; disconnect removes it.
"$bin" notifications connect --server radarr --profile Demo --data-dir "$data" --public-url "$address" \
  >"$data/connect.out" 2>&1 || fail "notifications connect failed: $(cat "$data/connect.out")"
grep -q "Its test arrived" "$data/connect.out" || fail "connect did not see its test arrive: $(cat "$data/connect.out")"
if grep -Fq "$(secret_of radarr)" "$data/connect.out"; then fail "connect printed the secret"; fi
"$bin" notifications disconnect --server radarr --profile Demo --data-dir "$data" >"$data/disconnect.out" 2>&1 ||
  fail "notifications disconnect failed: $(cat "$data/disconnect.out")"
grep -q "has no connection Thriftwood made\|Removed Thriftwood's connection" "$data/disconnect.out" ||
  fail "disconnect said: $(cat "$data/disconnect.out")"

# The terminal app over the same data directory tells the next push in its status line, and
# as a desktop notification where a session bus exists (a stand-in notify-send records it).
sock="thriftwood-hooks-$$"
mkdir -p "$data/bin"
printf '#!/bin/sh\nprintf "%%s|" "$@" >>"%s/desktop.log"\necho >>"%s/desktop.log"\n' "$data" "$data" >"$data/bin/notify-send"
chmod +x "$data/bin/notify-send"
tmux -L "$sock" new-session -d -s app -x 160 -y 36 \
  "env TERM=tmux-256color LANG=C.UTF-8 DBUS_SESSION_BUS_ADDRESS=unix:path=$data/bus PATH=$data/bin:\$PATH '$bin' --demo --data-dir '$data'; sleep 2"
screen_shows() {
  for _ in $(seq 1 100); do
    tmux -L "$sock" capture-pane -p -t app 2>/dev/null | grep -Fq "$1" && return 0
    sleep 0.2
  done
  tmux -L "$sock" capture-pane -p -t app || true
  tmux -L "$sock" kill-server 2>/dev/null || true
  fail "the terminal app never showed: $1"
}
screen_shows "Profile: Demo"
sleep 2.5  # its first look at the events sets where telling starts
[ "$(post "x:$(secret_of sonarr)" "$(again sonarr-download-one)" sonarr)" = 200 ] || fail "the push for the app failed"
screen_shows "Downloaded: The Wire S02E03 on Sonarr, HDTV-1080p, upgrade"
for _ in $(seq 1 25); do [ -s "$data/desktop.log" ] && break; sleep 0.2; done
grep -Fq -- "--app-name=Thriftwood|--urgency=normal|--|Sonarr · Upgraded|Downloaded: The Wire S02E03 on Sonarr, HDTV-1080p, upgrade|" \
  "$data/desktop.log" || fail "no desktop notification: $(cat "$data/desktop.log" 2>/dev/null)"
tmux -L "$sock" send-keys -t app q
tmux -L "$sock" kill-server 2>/dev/null || true

# An open page at phone size shows the next push as a toast (text only), in Debian's Chromium.
need=()
command -v chromium >/dev/null || need+=(chromium)
command -v chromedriver >/dev/null || need+=(chromium-driver)
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
python3 -c "import selenium" 2>/dev/null || pip install -q "selenium>=4.20,<5" 2>&1 | grep -v "as the 'root' user" || true
artefacts="${CI_ARTEFACTS:-$(pwd)/.build/ci-artefacts}/web"
mkdir -p "$artefacts"
python3 "$(dirname "$0")/webhooks/toast.py" "$address" "$(secret_of radarr)" "$artefacts" || fail "the toast run failed (above)"
echo "webhooks: ok ($(wc -l <"$data/shapes") shapes, refusals, demo pushes, ntfy delivery, terminal, toast)"
