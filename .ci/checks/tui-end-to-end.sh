#!/usr/bin/env bash
# End-to-end: drive the real full-screen app in tmux and read the screen back.
# start --demo, open a movie, go back, open a deep link, quit, relaunch: the screen is restored.
set -euo pipefail
swift build --product thriftwood >/dev/null 2>&1
bin="$(swift build --show-bin-path)/thriftwood"
data=$(mktemp -d)
sock="thriftwood-ci-$$"
t() { tmux -L "$sock" "$@"; }
cleanup() { t kill-server 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT
fail() { echo "FAIL: $*"; echo "--- screen:"; t capture-pane -p -t app 2>/dev/null || true; exit 1; }

launch() {
  t new-session -d -s app -x 100 -y 30 \
    "env TERM=tmux-256color LANG=C.UTF-8 '$bin' --demo --data-dir '$data'; echo \$? > '$data/exit-code'; sleep 2"
}
# Waits until the screen shows the pattern (grep -E), up to 20 seconds.
expect() {
  for _ in $(seq 1 100); do
    if t capture-pane -p -t app 2>/dev/null | grep -Eq "$1"; then return 0; fi
    sleep 0.2
  done
  fail "the screen never showed /$1/"
}
send() { t send-keys -t app "$@"; }

launch
expect "Home › Radarr$|Home › Radarr  "
expect "96 movies"
send Enter                                   # Movies
expect "of 96"
send / m a t r i x Enter                      # search as you type
expect "1 of 96"
send Enter                                    # open The Matrix
expect "The Matrix \\(1999\\)"
expect "› The Matrix"
send Escape                                   # back to the list
expect "Radarr › Movies *$"
send : "open thriftwood://radarr/queue" Enter # a deep link from the command line
expect "Radarr › Queue"
expect "DEMO"
send q                                        # quit saves the snapshot
for _ in $(seq 1 50); do [ -f "$data/exit-code" ] && break; sleep 0.2; done
[ "$(cat "$data/exit-code" 2>/dev/null)" = "0" ] || fail "quitting should exit 0"
t kill-server 2>/dev/null || true
rm -f "$data/exit-code"

launch                                        # relaunch: back where we were
expect "Radarr › Queue"
send Escape
expect "Home › Radarr *$"
send q
for _ in $(seq 1 50); do [ -f "$data/exit-code" ] && break; sleep 0.2; done
[ "$(cat "$data/exit-code" 2>/dev/null)" = "0" ] || fail "the second quit should exit 0"
echo "tui end-to-end: ok"
