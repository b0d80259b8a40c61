#!/usr/bin/env bash
# The browser front end's server time per page on the demo, warm: `thriftwood serve --demo`
# (release), one browser session (a cookie jar), each page fetched 5 times to warm it, then 50
# times; prints the median and 95th percentile of curl's time to the first byte (loopback, so
# that is the server's time) and the page's size. #55's budget: median ≤ 5 ms, p95 ≤ 15 ms.
# Usage: bash benchmarks/web-pages.sh [--no-build]
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != "--no-build" ]]; then swift build -c release --product thriftwood >/dev/null 2>&1; fi
bin="$(swift build -c release --show-bin-path)/thriftwood"
work="$(mktemp -d)"
pid=""
cleanup() { [[ -n "$pid" ]] && kill "$pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
"$bin" serve --demo --listen 127.0.0.1:0 --data-dir "$work" >"$work/serve.log" 2>&1 &
pid=$!
address=""
for _ in $(seq 1 100); do
  address=$(grep -o 'http://[^ ]*' "$work/serve.log" | head -1 || true)
  [[ -n "$address" ]] && break
  sleep 0.2
done
[[ -n "$address" ]] || { echo "serve did not start"; cat "$work/serve.log"; exit 1; }
printf '%-22s %9s %9s %9s\n' page median p95 size
for page in "" radarr/movies radarr/movies/1 activity/queue sonarr/series/3 search?q=alien \
  qbittorrent/queue sabnzbd/history seerr/requests seerr/requests/requests/2 tautulli radarr/history \
  services profiles; do
  url="${address}${page}"
  for _ in 1 2 3 4 5; do curl -s -o /dev/null -c "$work/jar" -b "$work/jar" "$url"; done
  for _ in $(seq 1 50); do
    curl -s -o "$work/body" -c "$work/jar" -b "$work/jar" -w '%{time_starttransfer}\n' "$url"
  done >"$work/times"
  size=$(wc -c <"$work/body")
  sort -n "$work/times" | awk -v page="/${page}" -v size="$size" '
    { t[NR] = $1 * 1000 }
    END { printf "%-22s %7.1f ms %7.1f ms %7.1f KB\n", page, t[int((NR + 1) / 2)], t[int(NR * 0.95)], size / 1024 }'
done
