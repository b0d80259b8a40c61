#!/usr/bin/env bash
# Quitting while a screen is still loading (#55): `q`, SIGTERM and SIGHUP sent the moment the
# screen's header is drawn, with the demos starting and requests in flight, end the app at once
# with exit status 0. The app used to stop its demos on the way out while the process ended, and
# a demo connection torn down half-way crashed the debug build (and the runtime's backtrace held
# the quit for 40 seconds); each way is tried four times, as the race was one quit in three.
set -euo pipefail
swift build --product thriftwood >/dev/null 2>&1
bin="$(swift build --show-bin-path)/thriftwood"
data=$(mktemp -d)
sock="thriftwood-quit-$$"
# shellcheck source=lib/tmux.sh
source "$(dirname "$0")/lib/tmux.sh"
cleanup() { t kill-server 2>/dev/null || true; pkill -KILL -f -- "^$bin open --demo --data-dir $data" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT
app_pid() { pgrep -f -- "^$bin open --demo --data-dir $data" || true; }

# $1: the link, $2: its header, $3: q, TERM or HUP.
quit_while_loading() {
  rm -f "$data/exit-code"
  session "env TERM=tmux-256color LANG=C.UTF-8 '$bin' open --demo --data-dir '$data' '$1'; echo \$? > '$data/exit-code'; sleep 30"
  for _ in $(seq 1 200); do t capture-pane -p -t app 2>/dev/null | head -1 | grep -Eq "$2" && break; sleep 0.05; done
  t capture-pane -p -t app | head -1 | grep -Eq "$2" || fail "$1: the header never showed /$2/"
  local pid
  pid=$(app_pid)
  [ -n "$pid" ] || fail "$1: no app process"
  if [ "$3" = q ]; then send q; else kill "-$3" "$pid"; fi
  for _ in $(seq 1 30); do [ -f "$data/exit-code" ] && break; sleep 0.1; done
  [ -f "$data/exit-code" ] || fail "$1, $3: the app was still running three seconds later"
  [ "$(cat "$data/exit-code")" = "0" ] || fail "$1, $3: the app ended with status $(cat "$data/exit-code"), not 0"
  t kill-server 2>/dev/null || true
  sleep 0.2
}

for _ in 1 2 3 4; do
  quit_while_loading thriftwood://radarr/movies/1 "Movies › [^ ]" HUP
  quit_while_loading thriftwood://qbittorrent/queue "› qBittorrent" TERM
  quit_while_loading thriftwood://activity/queue "Home › Downloads" q
done
# The place was saved by the last quit: the app opens where it was left.
session "env TERM=tmux-256color LANG=C.UTF-8 '$bin' --demo --data-dir '$data'; sleep 30"
expect "Home › Downloads"
echo "quit while loading: ok"
