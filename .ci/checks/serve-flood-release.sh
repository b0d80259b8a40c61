#!/usr/bin/env bash
# `serve` on the release build under a login shell's descriptor limit (1,024), flooded by what
# anyone who can reach the port can send without signing in: 1,100 idle sockets, 300 slowloris
# connections and 40 webhook uploads that never finish. A page and a right push must answer
# throughout and serve must still run after (it ended with SIGILL at about 1,000 sockets).
set -euo pipefail
[ -n "${RELEASE_BIN:-}" ] || swift build -c release --product thriftwood >/dev/null 2>&1 || { swift build -c release --product thriftwood; exit 1; }
bin="${RELEASE_BIN:-$(swift build -c release --show-bin-path)/thriftwood}"
data=$(mktemp -d)
pid=""
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$data"
}
trap cleanup EXIT
fail() { echo "serve-flood-release: $*"; exit 1; }

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
prlimit --nofile=1024:1024 "$bin" serve --demo --listen "127.0.0.1:$port" --data-dir "$data" >"$data/serve.log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do grep -q "served at" "$data/serve.log" && break; sleep 0.2; done
grep -q "served at" "$data/serve.log" || fail "serve did not start: $(cat "$data/serve.log")"
secret=$("$bin" notifications hook --server radarr --json --profile Demo --data-dir "$data" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["secret"])')
# The flood itself needs more descriptors than serve is given.
ulimit -n 8192 2>/dev/null || ulimit -n "$(ulimit -Hn)"
python3 "$(dirname "$0")/lib/flood.py" "$port" "$secret" radarr || fail "the flood stopped serve from answering"
kill -0 "$pid" 2>/dev/null || fail "serve ended during the flood: $(tail -5 "$data/serve.log")"
"$bin" events list --json --profile Demo --data-dir "$data" | grep -q "flood check 4" || fail "the last right push was not kept"
echo "serve under 1,024 descriptors, flooded (release build): ok"
