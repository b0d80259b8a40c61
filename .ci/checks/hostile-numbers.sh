#!/usr/bin/env bash
# Hostile numbers, every kind (the twelve): each demo server answers with every number at the edge of what a
# client holds (the `hostile-numbers` fault: ±1e19, Int64's bounds, 1e300, −1). Each kind's CLI
# reads (table and --json) and the full-screen app's screens of it end in an answer or a clear
# error, never a crash (a signal, exit >= 128).
set -euo pipefail
# RELEASE_BIN: the same matrix on the release build (hostile-numbers-release.sh).
if [ -n "${RELEASE_BIN:-}" ]; then
  bin=$RELEASE_BIN
else
  swift build --product thriftwood >/dev/null 2>&1 || { swift build --product thriftwood; exit 1; }
  bin="$(swift build --show-bin-path)/thriftwood"
fi
data=$(mktemp -d)
sock="thriftwood-hostile-$$"
# shellcheck source=lib/tmux.sh
source "$(dirname "$0")/lib/tmux.sh"
# shellcheck source=lib/demos.sh
source "$(dirname "$0")/lib/demos.sh"
cleanup() { t kill-server 2>/dev/null || true; stop_demos; rm -rf "$data"; }
trap cleanup EXIT

# Runs a CLI read; fails only on a crash (a signal).
read_ok() {
  local code=0
  "$@" >"$data/last.out" 2>"$data/last.err" || code=$?
  if [ "$code" -ge 128 ]; then
    echo "FAIL: $* crashed (exit $code)"; tail -5 "$data/last.err"; exit 1
  fi
  grep -q $'\e' "$data/last.out" && { echo "FAIL: $* printed a raw escape"; exit 1; }
  return 0
}

declare -A reads=(
  [radarr]="movies list|queue list|calendar|history|missing|status"
  [sonarr]="series list|queue list|calendar|history|missing|status"
  [lidarr]="artists list|queue list|history|missing"
  [sabnzbd]="downloads list|downloads history"
  [nzbget]="downloads list|downloads history"
  [qbittorrent]="downloads list"
  [transmission]="downloads list"
  [deluge]="downloads list"
  [seerr]="requests list|issues list"
  [tautulli]="streams list|plays history|plays stats"
  [prowlarr]="indexers list|indexers stats|indexers history|status"
  [bazarr]="subtitles wanted|subtitles history|subtitles providers"
)
"$bin" profiles add Hostile --data-dir "$data" >/dev/null
for kind in radarr sonarr lidarr sabnzbd nzbget qbittorrent transmission deluge seerr tautulli prowlarr bazarr; do
  start_demo "$kind" --fault hostile-numbers
  url=$(demo_url "$kind")
  [ -n "$url" ] || { echo "FAIL: the $kind demo did not start: $(cat "$data/$kind.out")"; exit 1; }
  "$bin" servers add --profile Hostile --kind "$kind" --name "Hostile $kind" --url "$url" --api-key "$(demo_key "$kind")" \
    --skip-test --data-dir "$data" >/dev/null
  IFS='|' read -r -a commands <<<"${reads[$kind]}"
  for command in "${commands[@]}"; do
    # shellcheck disable=SC2086
    read_ok "$bin" $command --server "hostile-$kind" --data-dir "$data"
    # shellcheck disable=SC2086
    read_ok "$bin" $command --server "hostile-$kind" --data-dir "$data" --json
  done
done
read_ok "$bin" status --data-dir "$data"
read_ok "$bin" queue list --data-dir "$data"

# The app on the same profile: Home, Services and each kind's screens draw, and the app is still
# running after each.
session "env TERM=tmux-256color LANG=C.UTF-8 '$bin' --data-dir '$data'; echo \$? > '$data/exit-code'; sleep 30"
expect "Home"
for link in thriftwood://services thriftwood://activity/queue thriftwood://activity/calendar \
  thriftwood://radarr thriftwood://radarr/movies thriftwood://sonarr thriftwood://sonarr/series \
  thriftwood://lidarr thriftwood://lidarr/artists thriftwood://sabnzbd thriftwood://qbittorrent thriftwood://deluge \
  thriftwood://transmission thriftwood://nzbget thriftwood://seerr thriftwood://tautulli \
  thriftwood://prowlarr thriftwood://prowlarr/history thriftwood://bazarr thriftwood://bazarr/movies thriftwood://bazarr/providers; do
  t send-keys -t app : "open $link" Enter
  sleep 1.5
  [ -f "$data/exit-code" ] && { echo "FAIL: the app ended on $link (exit $(cat "$data/exit-code"))"; t capture-pane -p -t app | tail -5; exit 1; }
done
t send-keys -t app q
for _ in $(seq 1 30); do [ -f "$data/exit-code" ] && break; sleep 0.1; done
[ "$(cat "$data/exit-code" 2>/dev/null)" = "0" ] || { echo "FAIL: the app did not quit cleanly"; exit 1; }
echo "hostile numbers (every kind, CLI and app${RELEASE_BIN:+, release build}): ok"
