#!/usr/bin/env bash
# The download commands against a real Deluge (Debian's deluged and deluge-web, installed here
# if missing), on loopback. The daemon is added to deluge-web's Connection Manager as a user
# would; Thriftwood signs in and connects the web UI to it. Add by URL, list (seeding,
# downloading, and one added paused by Deluge itself), pause, resume, top, limit, a torrent's
# details, label (its plugin off, then on), own limit, recheck (of data made bad on purpose),
# remove with data; each checked in Deluge's own answers. A wrong password exits 77.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build_log=$(mktemp)
source "$here/lib/deluge.sh"
source "$here/lib/qbittorrent.sh"  # torrent_file
de_install
swift build --product thriftwood >"$build_log" 2>&1 || { cat "$build_log"; exit 1; }
bin="$(swift build --show-bin-path)/thriftwood"
fail() { echo "FAIL: $*"; tail -n 5 "$work/deluged.out" "$work/deluge-web.out" 2>/dev/null; exit 1; }

work=$(mktemp -d)
DE_PIDS=()
trap 'kill "${DE_PIDS[@]}" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"' EXIT
de_start "$work"
echo "$(deluged --version 2>/dev/null | head -1) at $DE_URL"
# The Connection Manager: deluge-web learns the daemon (its own default is another port).
api() { curl -s -b "$work/cookies" -c "$work/cookies" -H 'Content-Type: application/json' "$DE_URL/json" -d "$1"; }
api '{"method":"auth.login","params":["'"$DE_PASS"'"],"id":1}' | grep -q '"result": true' || fail "deluge-web sign-in"
api '{"method":"web.add_host","params":["127.0.0.1",'"$DE_DAEMON_PORT"',"thriftwood","daemon-secret"],"id":2}' \
  | grep -q '"result": \[true' || fail "adding the daemon to deluge-web"

torrent_pair "$work" "$work/downloads" DE_PIDS

tw() { "$bin" "$@" --data-dir "$work/data"; }
printf '%s\n' "$DE_PASS" >"$work/password"
chmod 600 "$work/password"
tw profiles add Home >/dev/null
tw servers add --kind deluge --url "$DE_URL" --password-file "$work/password" \
  | grep -q "Added Deluge (deluge)" || fail "servers add --kind deluge"
# Now that the web UI is connected to the daemon, save downloads where the first torrent's data is.
api '{"method":"core.set_config","params":[{"download_location":"'"$work/downloads"'"}],"id":3}' \
  | grep -q '"error": null' || fail "setting the daemon's download location"

seed=$(tw downloads add "$WWW_URL/Big.Buck.Bunny.2008.1080p.torrent" | grep -o '[0-9a-f]\{40\}') \
  || fail "add (1) says the hash"
other=$(tw downloads add "$WWW_URL/Sintel.2010.720p.torrent" | grep -o '[0-9a-f]\{40\}') \
  || fail "add (2) says the hash"
state_of() { tw downloads list | awk -v h="$1" '$1==h {print $2}'; }
until_state() { for _ in $(seq 1 80); do [ "$(state_of "$1")" $2 "$3" ] && return 0; sleep 0.1; done; return 1; }
until_state "$seed" = seeding || fail "the torrent with its data seeds: $(tw downloads list)"
until_state "$other" = downloading || fail "the torrent without data downloads: $(tw downloads list)"

tw downloads pause "$other" >/dev/null && until_state "$other" = paused || fail "pause ID"
tw downloads resume "$other" >/dev/null && until_state "$other" != paused || fail "resume ID"
tw downloads top "$other" >/dev/null || fail "top"
tw downloads limit 5M | grep -q "limit 5 MiB/s" || fail "limit 5M: $(tw downloads list | head -1)"
tw downloads limit off | grep -q "no limit" || fail "limit off"

# Deluge's own view of a torrent, for checking what each command did.
field_of() {
  api '{"method":"core.get_torrent_status","params":["'"$1"'",["'"$2"'"]],"id":9}' \
    | python3 -c "import json,sys; r=json.load(sys.stdin)['result']; print(json.dumps(r.get('$2', '')))"
}

# A torrent added paused by Deluge itself is listed paused.
torrent_paused_file "$work"
paused=$(api '{"method":"core.add_torrent_url","params":["'"$WWW_URL/Elephants.Dream.2006.480p.torrent"'",{"add_paused":true}],"id":8}' \
  | python3 -c "import json,sys; print(json.load(sys.stdin)['result'] or '')")
[ -n "$paused" ] || fail "adding a paused torrent through Deluge"
until_state "$paused" = paused || fail "the torrent added paused is listed paused: $(tw downloads list)"

tw downloads show "$other" >"$work/show.out" || fail "show"
grep -q "http://127.0.0.1:9/announce" "$work/show.out" && grep -q "^Files" "$work/show.out" \
  || fail "show names the tracker and the files: $(cat "$work/show.out")"
# Labels need Deluge's Label plugin, off out of the box: said, then on.
set +e
tw downloads category "$other" tv >/dev/null 2>"$work/label.err"; off=$?
set -e
[ "$off" -ne 0 ] && grep -q "Label plugin is off" "$work/label.err" || fail "a label without the plugin says so: $(cat "$work/label.err")"
api '{"method":"core.enable_plugin","params":["Label"],"id":7}' | grep -q '"result": true' || fail "enabling the Label plugin"
for _ in $(seq 1 50); do tw downloads category "$other" tv >/dev/null 2>&1 && break; sleep 0.1; done
[ "$(field_of "$other" label)" = '"tv"' ] || fail "Deluge holds the label: $(field_of "$other" label)"
tw downloads limit "$other" 2M | grep -q "limit 2 MiB/s" || fail "limit ID 2M"
[[ "$(field_of "$other" max_download_speed)" =~ ^2048(\.0)?$ ]] || fail "Deluge holds the torrent's own limit in KiB/s: $(field_of "$other" max_download_speed)"
tw downloads limit "$other" off >/dev/null && [[ "$(field_of "$other" max_download_speed)" =~ ^-1(\.0)?$ ]] || fail "limit ID off"
corrupt "$work/downloads/Big.Buck.Bunny.2008.1080p"
tw downloads recheck "$seed" | grep -q "Rechecking" || fail "recheck"
for _ in $(seq 1 100); do [ "$(field_of "$seed" progress)" != 100.0 ] && break; sleep 0.1; done
[ "$(field_of "$seed" progress)" != 100.0 ] || fail "the recheck found the bad piece"
set +e
tw downloads remove "$other" >/dev/null 2>"$work/remove.err"; unconfirmed=$?
set -e
[ "$unconfirmed" -eq 64 ] && grep -q "Sintel.2010.720p" "$work/remove.err" || fail "remove without --yes names the torrent"
tw downloads remove "$seed" --delete-files --yes | grep -q "Removed" || fail "remove --delete-files"
for _ in $(seq 1 50); do [ ! -e "$work/downloads/Big.Buck.Bunny.2008.1080p" ] && break; sleep 0.1; done
[ ! -e "$work/downloads/Big.Buck.Bunny.2008.1080p" ] || fail "--delete-files deletes the data"

check_add_by_hand "$work"

set +e
"$bin" downloads list --url "$DE_URL" --api-key wrong >/dev/null 2>"$work/auth.err"; refused=$?
set -e
[ "$refused" -eq 77 ] && grep -q "Deluge refused the user name or password" "$work/auth.err" \
  || fail "a wrong password exits 77 in Deluge's words, got $refused: $(cat "$work/auth.err")"
echo "real Deluge: add by hand (.torrent file paused, magnet; .nzb refused), connect, add, list (seeding, downloading, paused), pause, resume, top, limit, show, label (plugin off, then on), own limit, recheck, remove with data, refused password"
