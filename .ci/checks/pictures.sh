#!/usr/bin/env bash
# Pictures end to end (#51): the CLI saves and prints a poster in each mode, and the full-screen
# app in tmux draws the demo's poster beside a movie's facts in 256-colour symbols and the
# movies as a grid of posters.
set -euo pipefail
# PICTURES_BIN: another build to check (pictures-release.sh passes the release build's).
[ -n "${PICTURES_BIN:-}" ] || swift build --product thriftwood >/dev/null 2>&1
bin="${PICTURES_BIN:-$(swift build --show-bin-path)/thriftwood}"
build="${PICTURES_BIN:+release build, }"
data=$(mktemp -d)
sock="thriftwood-pictures-$$"
# shellcheck source=lib/tmux.sh
source "$(dirname "$0")/lib/tmux.sh"
# The app may still be writing a picture as tmux goes: the folder is removed once it is quiet,
# and its removal never decides the check.
cleanup() {
  t kill-server 2>/dev/null || true
  for _ in 1 2 3 4 5 6 7 8 9 10; do rm -rf "$data" 2>/dev/null && break; sleep 0.2; done
  return 0
}
trap cleanup EXIT

# --poster-file saves the server's JPEG as it is.
"$bin" movies show 1 --demo --data-dir "$data" --poster-file "$data/poster.jpg" >/dev/null 2>&1
[ "$(head -c 3 "$data/poster.jpg" | od -An -tx1 | tr -d ' \n')" = "ffd8ff" ] || fail "--poster-file saved no JPEG"
# --poster prints it in the mode asked: sixel (DCS … q), kitty (APC G), iTerm2 (OSC 1337), symbols.
"$bin" movies show 1 --demo --data-dir "$data" --poster --picture-mode sixel >"$data/sixel" 2>&1
grep -q $'\eP[0-9;]*q' "$data/sixel" || fail "no sixel sequence"
"$bin" series show 1 --demo --data-dir "$data" --poster --picture-mode kitty >"$data/kitty" 2>&1
grep -q $'\e_G' "$data/kitty" || fail "no kitty graphics sequence"
"$bin" artists show 1 --demo --data-dir "$data" --poster --picture-mode iterm2 >"$data/iterm" 2>&1
grep -q $'\e]1337;File=' "$data/iterm" || fail "no iTerm2 inline image"
"$bin" movies show 1 --demo --data-dir "$data" --poster --picture-mode symbols >"$data/symbols" 2>&1
grep -q $'\e\\[[0-9;]*38;5;' "$data/symbols" || fail "no coloured symbols"
# --json stays JSON: the poster is only saved, never drawn into it.
"$bin" movies show 1 --demo --data-dir "$data" --json --poster >"$data/json" 2>/dev/null
python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$data/json" || fail "--json --poster is not JSON"
# A movie without a poster is said, in words, on stderr.
if "$bin" movies show 99999 --demo --data-dir "$data" --poster >/dev/null 2>"$data/missing"; then
  fail "a missing movie succeeded"
fi
echo "pictures (${build}CLI: file, sixel, kitty, iTerm2, symbols, --json kept): ok"

# The app in tmux: the movie's screen draws its poster on the right, in 256-colour symbols.
session "env TERM=tmux-256color LANG=C.UTF-8 '$bin' --demo --data-dir '$data/app'; sleep 2"
expect "· Home *$"
send : "open thriftwood://radarr/movies/1" Enter
expect "The Matrix \\(1999\\)"
for _ in $(seq 1 50); do
  t capture-pane -p -e -t app | grep -qE $'\e\\[[0-9;]*48;5;(1[6-9]|[2-9][0-9]|1[0-9][0-9]|2[0-5][0-9])[;m]' && break
  sleep 0.2
done
t capture-pane -p -e -t app | grep -qE $'\e\\[[0-9;]*48;5;(1[6-9]|[2-9][0-9]|1[0-9][0-9]|2[0-5][0-9])[;m]' \
  || fail "no poster colours on the movie's screen"
# The poster is on the right: block symbols past column 60 on several rows, the facts on the left.
rows=$(t capture-pane -p -t app | awk 'length($0) > 60 { if (substr($0, 61) ~ /[▀▄▌▐▖▗▘▙▚▛▜▝▞▟▁▂▃▅▆▇█]/) n++ } END { print n+0 }')
[ "$rows" -ge 8 ] || fail "the poster's symbols fill $rows rows on the right, want at least 8"
t capture-pane -p -t app | grep -q "Quality profile" || fail "the facts are not beside the poster"
echo "pictures (${build}the app in tmux: the poster beside the facts): ok"

# p shows the movies as a grid of posters: several tiles a row, each poster over its title.
send : "open thriftwood://radarr/movies" Enter
expect "97 of 97"
send p
expect "2001: A Space… +Alien +Aliens"
for _ in $(seq 1 50); do
  [ "$(t capture-pane -p -e -t app | grep -cE $'\e\\[[0-9;]*48;5;')" -ge 16 ] && break
  sleep 0.2
done
[ "$(t capture-pane -p -e -t app | grep -cE $'\e\\[[0-9;]*48;5;')" -ge 16 ] || fail "the grid's posters are not drawn"
send q
echo "pictures (${build}the app in tmux: the movies as a grid of posters): ok"
