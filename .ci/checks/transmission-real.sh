#!/usr/bin/env bash
# The download commands against a real Transmission (Debian's transmission-daemon, installed
# here if missing), on loopback: the session-id handshake, add by URL with a label, list
# (seeding and downloading), stop, start, bandwidth priority, top, limit, remove with data;
# a wrong password exits 77.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build_log=$(mktemp)
source "$here/lib/transmission.sh"
source "$here/lib/qbittorrent.sh"  # torrent_file
tr_install
swift build --product thriftwood >"$build_log" 2>&1 || { cat "$build_log"; exit 1; }
bin="$(swift build --show-bin-path)/thriftwood"
fail() { echo "FAIL: $*"; [ -f "$work/transmission.out" ] && tail -5 "$work/transmission.out"; exit 1; }

work=$(mktemp -d)
TR_PIDS=()
trap 'kill "${TR_PIDS[@]}" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"' EXIT
tr_start "$work"
echo "$(transmission-daemon -V 2>&1 | head -1) at $TR_URL"

torrent_pair "$work" "$work/downloads" TR_PIDS

tw() { "$bin" "$@" --data-dir "$work/data"; }
printf '%s\n' "$TR_PASS" >"$work/password"
chmod 600 "$work/password"
tw profiles add Home >/dev/null
tw servers add --kind transmission --url "$TR_URL" --user "$TR_USER" --password-file "$work/password" \
  | grep -q "Added Transmission (transmission)" || fail "servers add --kind transmission"

seed=$(tw downloads add "$WWW_URL/Big.Buck.Bunny.2008.1080p.torrent" | grep -o '[0-9a-f]\{40\}') \
  || fail "add (1) says the hash"
other=$(tw downloads add "$WWW_URL/Sintel.2010.720p.torrent" --category movies | grep -o '[0-9a-f]\{40\}') \
  || fail "add (2) says the hash"
state_of() { tw downloads list | awk -v h="$1" '$1==h {print $2}'; }
until_state() { for _ in $(seq 1 80); do [ "$(state_of "$1")" $2 "$3" ] && return 0; sleep 0.1; done; return 1; }
until_state "$seed" = seeding || fail "the torrent with its data seeds: $(tw downloads list)"
tw downloads list | grep -E "^$other .* movies +Sintel.2010.720p" >/dev/null \
  || fail "the second torrent has the label it was added with: $(tw downloads list)"

# A stop sent while Transmission still verifies the torrent is undone when the check ends: wait
# for it to be downloading first, as a user would see it.
until_state "$other" = downloading || fail "the torrent without data downloads: $(tw downloads list)"
tw downloads pause "$other" >/dev/null && until_state "$other" = paused || fail "pause ID"
tw downloads resume "$other" >/dev/null && until_state "$other" != paused || fail "resume ID"
tw downloads priority "$other" high >/dev/null
tw downloads list | grep -E "^$other .* high " >/dev/null || fail "priority high: $(tw downloads list)"
tw downloads top "$other" >/dev/null || fail "top"
tw downloads limit 5M | grep -q "limit 5.2 MB/s" || fail "limit 5M"
tw downloads limit off | grep -q "no limit" || fail "limit off"
set +e
tw downloads remove "$other" >/dev/null 2>"$work/remove.err"; unconfirmed=$?
set -e
[ "$unconfirmed" -eq 64 ] && grep -q "Sintel.2010.720p" "$work/remove.err" || fail "remove without --yes names the torrent"
tw downloads remove "$seed" --delete-files --yes | grep -q "Removed" || fail "remove --delete-files"
for _ in $(seq 1 50); do [ ! -e "$work/downloads/Big.Buck.Bunny.2008.1080p" ] && break; sleep 0.1; done
[ ! -e "$work/downloads/Big.Buck.Bunny.2008.1080p" ] || fail "--delete-files deletes the data"

set +e
"$bin" downloads list --url "$TR_URL" --api-key "$TR_USER:wrong" >/dev/null 2>"$work/auth.err"; refused=$?
set -e
[ "$refused" -eq 77 ] && grep -q "Transmission refused the user name or password" "$work/auth.err" \
  || fail "a wrong password exits 77 in Transmission's words, got $refused: $(cat "$work/auth.err")"
echo "real Transmission: handshake, add with a label, list, stop, start, priority, top, limit, remove with data, refused password"
