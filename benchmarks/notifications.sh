#!/usr/bin/env bash
# How fast what a server pushes is passed on: `thriftwood serve --demo`, an ntfy target pointed
# at a local ntfy-shaped receiver, then 50 pushes to /hooks/radarr one after another; prints the
# median and 95th percentile of the hook's answer (curl's time_total: the push read, kept and
# answered) and of push-to-ntfy (from just before the push to the receiver's arrival stamp).
# The toast and the terminal's status line read the store every 2 s and the demos push every
# 2 s: those delays are the intervals, not work.
# Usage: bash benchmarks/notifications.sh [--no-build|--debug]
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=release
[[ "${1:-}" == "--debug" ]] && configuration=debug
if [[ "${1:-}" != "--no-build" ]]; then swift build -c "$configuration" --product thriftwood >/dev/null 2>&1; fi
bin="$(swift build -c "$configuration" --show-bin-path)/thriftwood"
work="$(mktemp -d)"
pid=""
receiver=""
cleanup() {
  [[ -n "$pid" ]] && kill "$pid" 2>/dev/null
  [[ -n "$receiver" ]] && kill "$receiver" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
python3 - "$port" "$work/arrivals" <<'PY' &
import http.server, json, sys, time
class Receiver(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
        with open(sys.argv[2], "a") as out:
            out.write(f'{body.get("message")}\t{time.time()}\n')
        self.send_response(200); self.end_headers(); self.wfile.write(b"{}")
    def log_message(self, *args): pass
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Receiver).serve_forever()
PY
receiver=$!
"$bin" serve --demo --listen 127.0.0.1:0 --data-dir "$work" >"$work/serve.log" 2>&1 &
pid=$!
address=""
for _ in $(seq 1 100); do
  address=$(grep -o 'http://[^ ]*' "$work/serve.log" | head -1 || true)
  [[ -n "$address" ]] && break
  sleep 0.2
done
[[ -n "$address" ]] || { echo "serve did not start"; cat "$work/serve.log"; exit 1; }
"$bin" notifications targets add Bench --kind ntfy --url "http://127.0.0.1:$port" --topic bench --no-test \
  --events healthIssue --profile Demo --data-dir "$work" >/dev/null
secret=$("$bin" notifications hook --server radarr --json --profile Demo --data-dir "$work" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["secret"])')
for n in $(seq 1 55); do
  sent=$(python3 -c 'import time; print(time.time())')
  answer=$(curl -s -o /dev/null -w '%{time_total}' -u "x:$secret" -H 'Content-Type: application/json' \
    -d "{\"eventType\":\"Health\",\"level\":\"warning\",\"message\":\"bench $n\"}" "${address}hooks/radarr")
  [[ $n -gt 5 ]] && printf 'bench %s\t%s\t%s\n' "$n" "$sent" "$answer" >>"$work/sent"
done
sleep 2
python3 - "$work/sent" "$work/arrivals" <<'PY'
import statistics, sys
sent = {line.split("\t")[0]: (float(line.split("\t")[1]), float(line.split("\t")[2])) for line in open(sys.argv[1])}
arrived = {}
for line in open(sys.argv[2]):
    message, at = line.rstrip("\n").split("\t")
    arrived[message.replace("Radarr health: ", "")] = float(at)
answers = sorted(s[1] * 1000 for s in sent.values())
delays = sorted((arrived[k] - s[0]) * 1000 for k, s in sent.items() if k in arrived)
def p95(values): return values[min(len(values) - 1, int(len(values) * 0.95))]
print(f"hook answer      median {statistics.median(answers):6.1f} ms  p95 {p95(answers):6.1f} ms  ({len(answers)} pushes)")
print(f"push to ntfy     median {statistics.median(delays):6.1f} ms  p95 {p95(delays):6.1f} ms  ({len(delays)} of {len(sent)} arrived)")
PY
