#!/usr/bin/env bash
# The download commands against a real Transmission (Debian's transmission-daemon, installed
# here if missing), on loopback: the session-id handshake, add by URL with a label, list
# (seeding and downloading), one added paused by Transmission itself, stop, start, bandwidth
# priority, top, limit, alternative speeds, a torrent's details, label, its own limit, recheck (of data made bad on
# purpose), remove with data; each checked in Transmission's own answers. A wrong password
# exits 77.
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
tw downloads limit 5M | grep -q "limit 5 MiB/s" || fail "limit 5M"
tw downloads limit off | grep -q "no limit" || fail "limit off"

# Transmission's own view of a torrent, for checking what each command did.
rpc() {
  local id
  id=$(curl -s -o /dev/null -D - -u "$TR_USER:$TR_PASS" "$TR_URL/transmission/rpc" \
    | awk -F': ' 'tolower($1)=="x-transmission-session-id" {print $2}' | tr -d '\r')
  curl -s -u "$TR_USER:$TR_PASS" -H "X-Transmission-Session-Id: $id" "$TR_URL/transmission/rpc" -d "$1"
}
field_of() {
  rpc '{"method":"torrent-get","arguments":{"ids":["'"$1"'"],"fields":["'"$2"'"]}}' \
    | python3 -c "import json,sys; t=json.load(sys.stdin)['arguments']['torrents']; print(json.dumps(t[0]['$2']) if t else '')"
}

# A torrent added paused by Transmission itself is listed paused.
torrent_paused_file "$work"
rpc '{"method":"torrent-add","arguments":{"filename":"'"$WWW_URL/Elephants.Dream.2006.480p.torrent"'","paused":true}}' \
  | grep -q '"success"' || fail "adding a paused torrent through Transmission"
paused=$(tw downloads list --json | python3 -c "import json,sys; print(next((r['hashString'] for r in json.load(sys.stdin) if r['name'].startswith('Elephants')), ''))")
until_state "$paused" = paused || fail "the torrent added paused is listed paused: $(tw downloads list)"

tw downloads show "$other" >"$work/show.out" || fail "show"
grep -q "http://127.0.0.1:9/announce" "$work/show.out" && grep -q "^Files" "$work/show.out" \
  || fail "show names the tracker and the files: $(cat "$work/show.out")"
tw downloads category "$other" tv | grep -q "under tv" || fail "category"
[ "$(field_of "$other" labels)" = '["tv"]' ] || fail "Transmission holds the label: $(field_of "$other" labels)"
tw downloads limit "$other" 2M | grep -q "limit 2 MiB/s" || fail "limit ID 2M"
[ "$(field_of "$other" downloadLimit)" = 2097 ] && [ "$(field_of "$other" downloadLimited)" = true ] \
  || fail "Transmission holds the torrent's own limit in kB/s: $(field_of "$other" downloadLimit)"
tw downloads limit "$other" off >/dev/null && [ "$(field_of "$other" downloadLimited)" = false ] || fail "limit ID off"
session_field() {
  rpc '{"method":"session-get","arguments":{}}' | python3 -c "import json,sys; print(json.dumps(json.load(sys.stdin)['arguments']['$1']))"
}
tw downloads alt-speed on | grep -q "limits on" && [ "$(session_field alt-speed-enabled)" = true ] || fail "alt-speed on"
tw downloads alt-speed off >/dev/null && [ "$(session_field alt-speed-enabled)" = false ] || fail "alt-speed off"
corrupt "$work/downloads/Big.Buck.Bunny.2008.1080p"
tw downloads recheck "$seed" | grep -q "Rechecking" || fail "recheck"
for _ in $(seq 1 100); do [ "$(field_of "$seed" percentDone)" != 1 ] && break; sleep 0.1; done
[ "$(field_of "$seed" percentDone)" != 1 ] || fail "the recheck found the bad piece"
set +e
tw downloads remove "$other" >/dev/null 2>"$work/remove.err"; unconfirmed=$?
set -e
[ "$unconfirmed" -eq 64 ] && grep -q "Sintel.2010.720p" "$work/remove.err" || fail "remove without --yes names the torrent"
tw downloads remove "$seed" --delete-files --yes | grep -q "Removed" || fail "remove --delete-files"
for _ in $(seq 1 50); do [ ! -e "$work/downloads/Big.Buck.Bunny.2008.1080p" ] && break; sleep 0.1; done
[ ! -e "$work/downloads/Big.Buck.Bunny.2008.1080p" ] || fail "--delete-files deletes the data"

check_add_by_hand "$work"

set +e
"$bin" downloads list --url "$TR_URL" --api-key "$TR_USER:wrong" >/dev/null 2>"$work/auth.err"; refused=$?
set -e
[ "$refused" -eq 77 ] && grep -q "Transmission refused the user name or password" "$work/auth.err" \
  || fail "a wrong password exits 77 in Transmission's words, got $refused: $(cat "$work/auth.err")"
echo "real Transmission: add by hand (.torrent file paused, magnet; .nzb refused), handshake, add with a label, list (seeding, downloading, paused), stop, start, priority, top, limit, alternative speeds, show, label, own limit, recheck, remove with data, refused password"
