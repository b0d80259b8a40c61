#!/usr/bin/env bash
# The Services screen on the release build with twelve servers, one of each kind: every row shows
# its own server's state (the optimiser once lost the task group's row index, wrote every state on
# the first row and crashed; docs/COMPILER-NOTES.md). Then, once, a table screen (Prowlarr's
# indexers: its actors and tasks run by the optimised build) tests an indexer from its row.
set -euo pipefail
[ -n "${RELEASE_BIN:-}" ] || swift build -c release --product thriftwood >/dev/null 2>&1 || { swift build -c release --product thriftwood; exit 1; }
bin="${RELEASE_BIN:-$(swift build -c release --show-bin-path)/thriftwood}"
data=$(mktemp -d)
sock="thriftwood-services-$$"
# shellcheck source=lib/tmux.sh
source "$(dirname "$0")/lib/tmux.sh"
# shellcheck source=lib/demos.sh
source "$(dirname "$0")/lib/demos.sh"
cleanup() { t kill-server 2>/dev/null || true; stop_demos; rm -rf "$data"; }
trap cleanup EXIT

kinds=(radarr sonarr lidarr sabnzbd nzbget qbittorrent transmission deluge seerr tautulli prowlarr bazarr)
"$bin" profiles add Ten --data-dir "$data" >/dev/null
for kind in "${kinds[@]}"; do
  start_demo "$kind"
  url=$(demo_url "$kind")
  key=$(demo_key "$kind")
  [ -n "$url" ] || fail "the $kind demo did not start: $(cat "$data/$kind.out")"
  "$bin" servers add --profile Ten --kind "$kind" --name "S $kind" --url "$url" --api-key "$key" --skip-test \
    --data-dir "$data" >/dev/null
done
for round in 1 2 3 4; do
  rm -f "$data/exit-code"
  session "env TERM=tmux-256color LANG=C.UTF-8 '$bin' --data-dir '$data'; echo \$? > '$data/exit-code'; sleep 30"
  expect "Home|Services"
  t send-keys -t app : "open thriftwood://services" Enter
  expect "Home › Services"
  # Every row settles on its own server's state: twelve rows connected, none left checking.
  for _ in $(seq 1 100); do
    screen=$(t capture-pane -p -t app)
    [ "$(grep -c 'connected · v' <<<"$screen")" = 12 ] && ! grep -q 'checking…' <<<"$screen" && break
    [ -f "$data/exit-code" ] && fail "round $round: the app ended on Services (exit $(cat "$data/exit-code"))"
    sleep 0.2
  done
  screen=$(t capture-pane -p -t app)
  [ "$(grep -c 'connected · v' <<<"$screen")" = 12 ] || fail "round $round: not every server's row says connected"
  grep -E '^ +S radarr .*connected · v5' <<<"$screen" >/dev/null || fail "round $round: Radarr's row shows another server's state"
  grep -E '^ +S tautul.*now playing' <<<"$screen" >/dev/null || fail "round $round: Tautulli's row shows another server's state"
  grep -E '^ +S seerr .*requests waiting' <<<"$screen" >/dev/null || fail "round $round: Seerr's row shows another server's state"
  grep -E '^ +S bazarr .*connected · v1\.5\.2' <<<"$screen" >/dev/null || fail "round $round: Bazarr's row shows another server's state"
  if [ "$round" = 1 ]; then
    t send-keys -t app : "open thriftwood://prowlarr" Enter
    expect "6 indexers · 5 on · 1 failing"
    t send-keys -t app t
    expect "DemoNZB failed S prowlarr's test"
  fi
  t send-keys -t app q
  for _ in $(seq 1 30); do [ -f "$data/exit-code" ] && break; sleep 0.1; done
  [ "$(cat "$data/exit-code" 2>/dev/null)" = 0 ] || fail "round $round: the app did not quit cleanly"
  t kill-server 2>/dev/null || true
  sleep 0.3
done
echo "services (release build, twelve servers; a table screen's action): ok"
