#!/usr/bin/env bash
# What servers push, on the release build, many at once: 40 pushes from four servers in parallel
# are each kept once (the store, the feed and the delivery tasks under the optimiser) and each
# reaches an ntfy-shaped receiver once; 80 secrets guessed in parallel: at most 41 are tried.
set -euo pipefail
[ -n "${RELEASE_BIN:-}" ] || swift build -c release --product thriftwood >/dev/null 2>&1 || { swift build -c release --product thriftwood; exit 1; }
bin="${RELEASE_BIN:-$(swift build -c release --show-bin-path)/thriftwood}"
data=$(mktemp -d)
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
fail() { echo "webhooks-release: $*"; [ -f "$data/serve.log" ] && tail -20 "$data/serve.log"; exit 1; }

start_receiver
serve --listen 127.0.0.1:0
"$bin" notifications targets add Burst --kind ntfy --url "http://127.0.0.1:$receiver_port" --topic burst --no-test \
  --events healthIssue --profile Demo --data-dir "$data" >/dev/null || fail "the target could not be added"

secret_of() { "$bin" notifications hook --server "$1" --json --profile Demo --data-dir "$data" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["secret"])'; }
pids=()
for slug in radarr sonarr lidarr seerr; do
  secret=$(secret_of "$slug")
  for n in $(seq 1 10); do
    if [ "$slug" = seerr ]; then
      body="{\"notification_type\":\"MEDIA_FAILED\",\"subject\":\"burst $slug $n\"}"
    else
      body="{\"eventType\":\"Health\",\"level\":\"warning\",\"message\":\"burst $slug $n\"}"
    fi
    curl -s -o /dev/null -w '%{http_code}\n' -u "x:$secret" -H 'Content-Type: application/json' -d "$body" \
      "${address}hooks/$slug" >>"$data/codes" &
    pids+=($!)
  done
done
for job in "${pids[@]}"; do wait "$job"; done  # not $pid: that is serve's, which stop ends
[ "$(grep -c '^200$' "$data/codes")" = 40 ] || fail "not every push was taken: $(sort "$data/codes" | uniq -c)"

"$bin" events list --json --profile Demo --data-dir "$data" >"$data/events.json"
python3 - "$data/events.json" <<'PY' || fail "the burst was not kept once each"
import json, sys
events = [e for e in json.load(open(sys.argv[1])) if "burst " in e["sentence"]]
sentences = [e["sentence"] for e in events]
assert len(sentences) == 40 and len(set(sentences)) == 40, (len(sentences), len(set(sentences)))
PY
for _ in $(seq 1 50); do
  [ "$(grep -c 'burst' "$data/received.jsonl" 2>/dev/null || true)" -ge 30 ] && break
  sleep 0.2
done
python3 - "$data/received.jsonl" <<'PY' || fail "the receiver did not get each health event once"
import json, sys
messages = [json.loads(json.loads(line)["body"])["message"] for line in open(sys.argv[1])]
burst = [m for m in messages if "burst" in m]
# Seerr's MEDIA_FAILED is not a health issue: only the 30 *arr pushes pass the filter.
assert len(burst) == 30 and len(set(burst)) == 30, (len(burst), len(set(burst)))
PY

# Guessing in parallel: at most 32 unanswered at once, and none admitted once ten wrong secrets
# were answered, so at most 9 + 32 of any number of guesses get through, whatever the order;
# then the address waits for the rest of the minute.
guesses=()
for n in $(seq 1 80); do
  curl -s -o /dev/null -w '%{http_code}\n' -u "x:guess$n" -d '{}' "${address}hooks/radarr" >>"$data/guesses" &
  guesses+=($!)
done
for job in "${guesses[@]}"; do wait "$job"; done
[ "$(grep -c '^401$' "$data/guesses")" -le 41 ] && [ "$(grep -c '^429$' "$data/guesses")" -ge 39 ] || fail "parallel guessing was not stopped: $(sort "$data/guesses" | uniq -c)"
code=$(curl -s -o /dev/null -w '%{http_code}' -u "x:$(secret_of radarr)" -d '{"eventType":"Test"}' "${address}hooks/radarr")
[ "$code" = 429 ] || fail "after the guessing, a push from that address was $code, not 429"
echo "webhooks (release build, 40 pushes at once, parallel guessing): ok"
