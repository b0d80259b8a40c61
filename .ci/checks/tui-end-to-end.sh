#!/usr/bin/env bash
# End-to-end: drive the real full-screen app in tmux and read the screen back.
# start --demo, open a movie, go back, open a deep link, quit, relaunch: the screen is restored.
set -euo pipefail
swift build --product thriftwood >/dev/null 2>&1
bin="$(swift build --show-bin-path)/thriftwood"
data=$(mktemp -d)
sock="thriftwood-ci-$$"
# shellcheck source=lib/tmux.sh
source "$(dirname "$0")/lib/tmux.sh"
cleanup() { t kill-server 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT
launch() {
  session "env TERM=tmux-256color LANG=C.UTF-8 '$bin' --demo --data-dir '$data'; echo \$? > '$data/exit-code'; sleep 2"
}

launch                                        # the first launch opens Home, across services
expect "· Home *$"
expect "Profile: Demo"
expect "Downloading now"
send Enter                                    # the first row: Radarr's home
expect "Home › Radarr$|Home › Radarr  "
expect "97 movies"                           # 96, and Past Lives, which the demo Seerr approved
# Colour reaches the terminal: the captured screen carries foreground colour attributes.
t capture-pane -p -e -t app | grep -qE $'\e\\[[0-9;]*3[1-6][;m]' || fail "no colour attributes on screen"
send Enter Enter Enter                       # quick repeats open Movies once, never twice
expect "of 97"
sleep 1
if t capture-pane -p -t app | grep -q "Movies › Movies"; then fail "repeated Enter pushed Movies twice"; fi
t capture-pane -p -t app | grep -q "› Movies *$" || { send Escape; expect "› Movies *$"; }
send / m a t r i x Enter                      # search as you type
expect "1 of 97"
send Enter                                    # open The Matrix
expect "The Matrix \\(1999\\)"
expect "› The Matrix"
send Escape                                   # back to the list
expect "Radarr › Movies *$"
send / BSpace BSpace BSpace BSpace BSpace BSpace Enter   # clear the search
expect "97 of 97"
send Space Space Space                        # mark three movies, unmonitor them in one action
expect "97 of 97 · 3 marked"
send u                                        # asks first, naming the three
expect "Stop monitoring 3 movies\?"
expect "Alien \(1979\)"
send y
expect "3 movies no longer monitored"
for _ in $(seq 1 50); do [ "$(t capture-pane -p -t app | grep -c '^✓ .* ○')" -eq 3 ] && break; sleep 0.2; done
[ "$(t capture-pane -p -t app | grep -c '^✓ .* ○')" -eq 3 ] || fail "the three marked movies should show as unmonitored"
send X
send : "open thriftwood://radarr/queue" Enter # a deep link from the command line
expect "Radarr › Queue"
expect "DEMO"
t set-option -s set-clipboard on              # tmux takes OSC 52 from the app into its buffer
send C-y                                      # copy the screen's link
expect "Copied thriftwood://radarr/queue"
for _ in $(seq 1 25); do [ "$(t show-buffer 2>/dev/null)" = "thriftwood://radarr/queue" ] && break; sleep 0.2; done
[ "$(t show-buffer 2>/dev/null)" = "thriftwood://radarr/queue" ] || fail "Ctrl-Y did not reach tmux's clipboard (OSC 52)"
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
t kill-server 2>/dev/null || true
rm -f "$data/exit-code"

# SIGTERM saves the place like q; a crash (SIGSEGV here) gives the terminal back before it dies.
launch
expect "Home › Radarr *$"
send : "open thriftwood://radarr/history" Enter
expect "Radarr › History"
pkill -TERM -f -- "--demo --data-dir $data" || fail "no app process to stop"
for _ in $(seq 1 50); do [ -f "$data/exit-code" ] && break; sleep 0.2; done
[ -f "$data/exit-code" ] || fail "SIGTERM did not end the app"
t kill-server 2>/dev/null || true
rm -f "$data/exit-code"
launch
expect "Radarr › History"
pkill -SEGV -f -- "--demo --data-dir $data" || fail "no app process to crash"
for _ in $(seq 1 100); do [ -f "$data/exit-code" ] && break; sleep 0.2; done
[ "$(t display -p -t app '#{alternate_on}')" = "0" ] || fail "a crash left the terminal on the alternate screen"
t kill-server 2>/dev/null || true
rm -f "$data/exit-code"

# Sonarr beside Radarr: the services screen shows both connected; the series list searches,
# a series opens with its seasons, a season with its episodes, an episode with its file;
# quitting and relaunching comes back to the same season.
sleep 0.5                                     # let the crashed run's tmux server go away
launch
expect "Radarr › History"                    # where the crashed run left off
send : "open thriftwood://services" Enter
expect "Sonarr +embedded demo server +connected"
send : "open thriftwood://sonarr/series" Enter
expect "Sonarr › Series"
expect "31 series"                           # the demo's 30, and Andor, which the demo Seerr approved
send / s e v e r Enter
expect "1 series"
send Enter
expect "Severance \\(2022\\)"
expect "Season 1 +9/9"
send Enter
expect "Sonarr › Series › Severance \\(2022\\) › Season 2"
expect "Episode 6 .*Unaired"
send Enter                                    # the season's first episode, with its file
expect "Severance – S02E01"
expect "File +Season 02/Severance - S02E01"
send Escape
expect "› Season 2 *$"
send q
for _ in $(seq 1 50); do [ -f "$data/exit-code" ] && break; sleep 0.2; done
t kill-server 2>/dev/null || true
rm -f "$data/exit-code"
launch                                        # relaunch: back in the same season
expect "› Season 2 *$"
expect "Episode 6 .*Unaired"
send g                                        # home: the dashboard across services
expect "Downloading now"
expect "Sonarr · v4"
expect "The next 7 days"
send Tab Enter                                # the first download opens its own screen
for _ in $(seq 1 50); do t capture-pane -p -t app | grep -q "Downloading now" || break; sleep 0.2; done
t capture-pane -p -t app | grep -q "Downloading now" && fail "Enter on a download did not open it"
expect "Home › [A-Z]"
# One queue over both services: a row from each, and Enter opens the download's screen.
send : "open thriftwood://activity/queue" Enter
expect "Home › Downloads *$"
expect "Radarr .*Downloading"
expect "Sonarr .*Downloading"
expect "Lidarr .*Downloading .*(SABnzbd|qBittorrent):"   # joined to the demo client's item
send Enter                                     # a download's screen, or its client's ("qBittorrent")
expect "Home › Downloads › [A-Za-z]"
# Lidarr: the artists, one artist's albums, an album's tracks; `m` monitors an album.
send : "open thriftwood://lidarr" Enter
expect "40 artists · by name"
send / "beatles" Enter
expect "1 artist · by name · “beatles”"
send Enter
expect "Home › Artists › The Beatles"
expect "Rubber Soul +1965 +Album +5/11 +partial"
send j m
expect "Stopped monitoring Rubber Soul"
send Enter
expect "The Beatles — Rubber Soul \\(1965\\)"
expect "Track 1 "
# Search everywhere: a result from each service's library opens its own screen.
send : "open thriftwood://search/wire" Enter
expect "Sonarr +The Wire \\(2002\\)"
send Enter
expect "› Search › The Wire"
send : "open thriftwood://search/matrix" Enter
expect "Radarr +The Matrix \\(1999\\)"
send Enter
expect "› Search › The Matrix"
send g
expect "Downloading now"
send / m a t r i x                             # `/` on Home: the letters typed are the search
expect "Search every library: “matrix”"
expect "Radarr +The Matrix \\(1999\\)"
send Enter
send : "search wire" Enter                     # :search on Search replaces it, never stacks
expect "Search every library: “wire”"
send Escape
expect "Downloading now"
send q
for _ in $(seq 1 50); do [ -f "$data/exit-code" ] && break; sleep 0.2; done
t kill-server 2>/dev/null || true
rm -f "$data/exit-code"

# A second Radarr in the profile: its screens open under its slug and say its name; Home
# lists both.
"$bin" servers add --profile Demo --kind radarr --name "Radarr 4K" --url demo://embedded --api-key demo \
  --skip-test --data-dir "$data" >/dev/null || fail "servers add into the demo profile"
launch
send g
expect "Radarr 4K"
send : "open thriftwood://radarr-4k/movies" Enter
expect "Home › Radarr 4K › Movies *$"
expect "97 of 97"
send q
for _ in $(seq 1 50); do [ -f "$data/exit-code" ] && break; sleep 0.2; done
t kill-server 2>/dev/null || true
rm -f "$data/exit-code"

# The path exported from Settings › Logs walks again with `thriftwood replay`, no app running.
launch
expect "Home › Radarr 4K › Movies *$"
expect "97 of 97"
send Enter
expect "Radarr 4K › Movies › [^ ]"
send Escape
expect "Home › Radarr 4K › Movies *$"
send : "open thriftwood://settings/logs" Enter
expect "Home › Settings › Logs"
send x
expect "Exported"
send q
for _ in $(seq 1 50); do [ -f "$data/exit-code" ] && break; sleep 0.2; done
t kill-server 2>/dev/null || true
rm -f "$data/exit-code"
"$bin" replay "$data/thriftwood-navigation.json" >"$data/replay.txt" || fail "replay of the exported path: $(cat "$data/replay.txt")"
grep -q "Opened (restored from the last session)" "$data/replay.txt" || fail "replay: no restored start: $(cat "$data/replay.txt")"
grep -qE "^ +Home › Radarr 4K › Movies › [^ ]" "$data/replay.txt" || fail "replay: the movie is missing: $(cat "$data/replay.txt")"
grep -q "each left the screens the trace recorded" "$data/replay.txt" || fail "replay: $(cat "$data/replay.txt")"
echo '{"version": 1' >"$data/broken.json"
set +e
"$bin" replay "$data/broken.json" 2>"$data/replay.err"
status=$?
set -e
[ "$status" = 64 ] && grep -q "not a navigation trace" "$data/replay.err" || fail "a broken trace: exit $status, $(cat "$data/replay.err")"

# A slow server: d and y while the movie still says "Loading…" delete nothing.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$bin" demo-server --port "$port" --fault latency=3s >"$data/slow.log" 2>&1 &
slow=$!
trap 'kill $slow 2>/dev/null || true; cleanup' EXIT
for _ in $(seq 1 50); do grep -q "demo server at" "$data/slow.log" && break; sleep 0.2; done
"$bin" profiles add Slow --url "http://127.0.0.1:$port" --api-key thriftwood-demo-key --skip-test --data-dir "$data" >/dev/null
"$bin" profiles use Slow --data-dir "$data" >/dev/null
session "env TERM=tmux-256color LANG=C.UTF-8 '$bin' open thriftwood://radarr/movies/1 --data-dir '$data'; echo \$? > '$data/exit-code'; sleep 2"
expect "Loading"
send d y
expect "The Matrix \\(1999\\)"
if t capture-pane -p -t app | grep -q "Delete The Matrix"; then fail "a dialog opened from a key typed while loading"; fi
send q
for _ in $(seq 1 50); do [ -f "$data/exit-code" ] && break; sleep 0.2; done
"$bin" movies show 1 --json --data-dir "$data" | grep -q '"id" *: *1' || fail "the movie was deleted through a dialog that was never shown"
echo "tui end-to-end: ok"
