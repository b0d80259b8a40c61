#!/usr/bin/env bash
# Signals on the release build (the optimiser once made SIGTERM invisible to the run loop):
# SIGTERM and a closed terminal (SIGHUP, and a hang-up with SIGHUP ignored) save the place and
# end the process within two seconds; an external SIGSEGV or SIGUSR1 gives the terminal back
# (main screen, cooked modes) and ends the process with that signal at once; Ctrl-Z suspends.
set -euo pipefail
[ -n "${RELEASE_BIN:-}" ] || swift build -c release --product thriftwood >/dev/null 2>&1 || { swift build -c release --product thriftwood; exit 1; }
bin="${RELEASE_BIN:-$(swift build -c release --show-bin-path)/thriftwood}"
data=$(mktemp -d)
sock="thriftwood-signals-$$"
# shellcheck source=lib/tmux.sh
source "$(dirname "$0")/lib/tmux.sh"
cleanup() { t kill-server 2>/dev/null || true; pkill -KILL -f -- "^$bin --demo --data-dir $data" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT
# $1: what runs before the app in the pane's shell (e.g. `trap "" HUP;`).
launch() {
  rm -f "$data/exit-code" "$data/stty"
  session "${1:-} env TERM=tmux-256color LANG=C.UTF-8 '$bin' --demo --data-dir '$data'; echo \$? > '$data/exit-code'; stty -a > '$data/stty'; sleep 30"
}
app_pid() { pgrep -f -- "^$bin --demo --data-dir $data" || true; }
# Waits up to two seconds for the app process to end.
gone_within_two_seconds() {
  for _ in $(seq 1 20); do [ -z "$(app_pid)" ] && return 0; sleep 0.1; done
  fail "$1: the app was still running two seconds later"
}
open_link() { t send-keys -t app : "open $1" Enter; expect "$2"; sleep 0.3; }
stop_session() { t kill-server 2>/dev/null || true; sleep 0.3; }

# 1. SIGTERM: exit 0 within two seconds, place saved.
launch
expect "Home"
open_link thriftwood://radarr/history "Radarr › History"
kill -TERM "$(app_pid)"
gone_within_two_seconds SIGTERM
for _ in $(seq 1 20); do [ -f "$data/exit-code" ] && break; sleep 0.1; done
[ "$(cat "$data/exit-code")" = "0" ] || fail "SIGTERM should exit 0, got $(cat "$data/exit-code")"
stop_session
launch
expect "Radarr › History"

# 2. The terminal closed (tmux kill-session sends SIGHUP): the process ends, place saved.
open_link thriftwood://radarr/queue "Radarr › Queue"
t kill-session -t app
gone_within_two_seconds "closing the terminal"
stop_session
launch
expect "Radarr › Queue"

# 3. The terminal closed while SIGHUP is ignored (nohup): the hang-up on the input ends it.
stop_session
launch 'trap "" HUP;'
expect "Radarr › Queue"
open_link thriftwood://radarr/calendar "Radarr › Calendar"
t kill-session -t app
gone_within_two_seconds "closing the terminal with SIGHUP ignored"
stop_session
launch
expect "Radarr › Calendar"

# 4. An external SIGSEGV and a SIGUSR1: the terminal comes back and the process ends with the
#    signal at once (no wait in a backtrace prompt).
for signal in SEGV USR1; do
  kill "-$signal" "$(app_pid)"
  gone_within_two_seconds "SIG$signal"
  for _ in $(seq 1 20); do [ -f "$data/stty" ] && break; sleep 0.1; done
  code=$(cat "$data/exit-code")
  [ "$code" = "$((128 + $(kill -l "$signal")))" ] || fail "SIG$signal should end the app with the signal, got exit $code"
  [ "$(t display -p -t app '#{alternate_on}')" = "0" ] || fail "SIG$signal left the terminal on the alternate screen"
  grep -qE '(^| )icanon' "$data/stty" && grep -qE '(^| )echo( |$)' "$data/stty" \
    || fail "SIG$signal left the terminal raw: $(cat "$data/stty")"
  stop_session
  launch
  expect "Home|Calendar"
done
stop_session
# 5. Ctrl-Z in an interactive shell: the app gives the terminal back and stops (the shell says
#    "Stopped"); `fg` brings it back drawn, and it still quits with q.
t new-session -d -s app -x 100 -y 36 "env TERM=tmux-256color LANG=C.UTF-8 bash --norc -i" \
  || fail "tmux could not start a shell"
sleep 0.5
t send-keys -t app "'$bin' --demo --data-dir '$data'" Enter
expect "Home|Calendar"
t send-keys -t app C-z
expect "Stopped"
[ "$(t display -p -t app '#{alternate_on}')" = "0" ] || fail "Ctrl-Z left the terminal on the alternate screen"
t send-keys -t app "fg" Enter
expect "Thriftwood \\["
t send-keys -t app q
# That it quits is what this step checks; how fast a quit is belongs to #55's budget and its
# benchmark (a quit with the demos running has taken over two seconds on a busy machine).
for _ in $(seq 1 100); do [ -z "$(app_pid)" ] && break; sleep 0.1; done
[ -z "$(app_pid)" ] || fail "the app did not quit after fg"
stop_session
# 6. Quitting the README's first command is quick: 20 quits (q or SIGTERM) over three screens with the
#    embedded demos, each gone within a second, with requests possibly in flight.
quits=0
for link in thriftwood://radarr/history thriftwood://activity/queue thriftwood://sonarr/series; do
  for try in 1 2 3 4 5 6 7; do
    [ "$quits" -ge 20 ] && break
    launch
    expect "Thriftwood \\["
    open_link "$link" "›"
    pid=$(app_pid)
    if [ $((try % 2)) = 0 ]; then kill -TERM "$pid"; else t send-keys -t app q; fi
    for _ in $(seq 1 10); do [ -z "$(app_pid)" ] && break; sleep 0.1; done
    [ -z "$(app_pid)" ] || fail "quit $((quits + 1)) on $link: the app was still running a second later"
    quits=$((quits + 1))
    stop_session
  done
done
# 7. A reader that leaves early (head, grep -q) ends a command's output quietly: exit 0 under
#    pipefail, not death by SIGPIPE (141), for the chunked JSON writer and the table alike.
"$bin" movies list --demo --json | head -c 1 >/dev/null || fail "movies list --json | head: the command did not end quietly"
"$bin" movies list --demo | head -n 1 >/dev/null || fail "movies list | head: the command did not end quietly"
echo "signals (release build): ok"
