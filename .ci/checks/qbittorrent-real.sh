#!/usr/bin/env bash
# The download commands against a real qBittorrent (Debian's qbittorrent-nox, installed here if
# missing), on loopback with DHT, PeX and LSD off and torrents whose tracker is closed: add by
# URL, list (stalled and seeding), one added paused by qBittorrent itself, pause, resume, force
# start, top, limit, alternative speeds, a torrent's details, category (made when new), its own limit, recheck (of
# data made bad on purpose), remove with data; each checked in qBittorrent's own answers. A wrong
# password exits 77.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build_log=$(mktemp)
source "$here/lib/qbittorrent.sh"
qb_install
swift build --product thriftwood >"$build_log" 2>&1 || { cat "$build_log"; exit 1; }
bin="$(swift build --show-bin-path)/thriftwood"
fail() { echo "FAIL: $*"; [ -f "$work/qbittorrent.out" ] && tail -5 "$work/qbittorrent.out"; exit 1; }

work=$(mktemp -d)
QB_PIDS=()
trap 'kill "${QB_PIDS[@]}" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"' EXIT
qb_start "$work"
echo "$(qbittorrent-nox -v 2>/dev/null) at $QB_URL"

# One torrent whose data is already where qBittorrent saves (it seeds), one without (stalled).
torrent_pair "$work" "$work/downloads" QB_PIDS

tw() { "$bin" "$@" --data-dir "$work/data"; }
printf '%s\n' "$QB_PASS" >"$work/password"
chmod 600 "$work/password"
tw profiles add Home >/dev/null
tw servers add --kind qbittorrent --url "$QB_URL" --user "$QB_USER" --password-file "$work/password" \
  | grep -q "Added qBittorrent (qbittorrent)" || fail "servers add --kind qbittorrent"

tw downloads add "$WWW_URL/Big.Buck.Bunny.2008.1080p.torrent" >/dev/null || fail "add (1)"
tw downloads add "$WWW_URL/Sintel.2010.720p.torrent" >/dev/null || fail "add (2)"
hash_of() { tw downloads list --json | python3 -c "import json,sys; print(next((r['hash'] for r in json.load(sys.stdin) if r['name']=='$1'), ''))"; }
state_of() { tw downloads list | awk -v h="$1" '$1==h {print $2}'; }
for _ in $(seq 1 100); do
  seed=$(hash_of Big.Buck.Bunny.2008.1080p); stalled=$(hash_of Sintel.2010.720p)
  [ -n "$seed" ] && [ -n "$stalled" ] && [ "$(state_of "$seed")" = "seeding" ] && [ "$(state_of "$stalled")" = "stalled" ] && break
  sleep 0.2
done
[ "$(state_of "$seed")" = "seeding" ] || fail "the torrent with its data seeds: $(tw downloads list)"
[ "$(state_of "$stalled")" = "stalled" ] || fail "the torrent without peers is stalled: $(tw downloads list)"
tw downloads list | grep -E "^qBittorrent: .*↑" >/dev/null || fail "the header shows the upload speed: $(tw downloads list | head -1)"

# qBittorrent applies an action a moment after answering it: wait for the list to show it.
until_state() { for _ in $(seq 1 50); do [ "$(state_of "$1")" $2 "$3" ] && return 0; sleep 0.1; done; return 1; }
# The *arrs show a torrent's hash in upper case: it names the torrent all the same.
tw downloads pause "$(printf %s "$stalled" | tr a-f A-F)" >/dev/null && until_state "$stalled" = paused \
  || fail "pause ID (upper case): $(tw downloads list)"
tw downloads resume "$stalled" >/dev/null && until_state "$stalled" != paused || fail "resume ID"
tw downloads priority "$stalled" force >/dev/null
forced() { tw downloads list --json | python3 -c "import json,sys; d=[r for r in json.load(sys.stdin) if r['hash']=='$stalled']; sys.exit(0 if d and d[0].get('force_start') else 1)"; }
for _ in $(seq 1 50); do forced && break; sleep 0.1; done
forced || fail "priority force sets force start"
# Back to normal while paused: the torrent stops being forced and stays paused (qBittorrent
# resumes any torrent told setForceStart, so only a forced one may be told it).
tw downloads pause "$stalled" >/dev/null && until_state "$stalled" = paused || fail "pause the forced torrent"
tw downloads priority "$stalled" normal >/dev/null || fail "priority normal"
sleep 0.5
[ "$(state_of "$stalled")" = paused ] || fail "priority normal resumed a paused torrent: $(tw downloads list)"
forced && fail "priority normal left force start on"
tw downloads resume "$stalled" >/dev/null && until_state "$stalled" != paused || fail "resume after normal"
tw downloads top "$stalled" >/dev/null || fail "top"
tw downloads limit 5M | grep -q "limit 5 MiB/s" || fail "limit 5M: $(tw downloads list | head -1)"
tw downloads limit off | grep -q "no limit" || fail "limit off"

# qBittorrent's own view of a torrent, for checking what each command did.
qapi() { curl -s -b "$work/qb.cookie" -c "$work/qb.cookie" -H "Referer: $QB_URL" "$@"; }
qapi -d "username=$QB_USER&password=$QB_PASS" "$QB_URL/api/v2/auth/login" | grep -q "Ok." || fail "curl sign-in"
field_of() { qapi "$QB_URL/api/v2/torrents/info?hashes=$1" | python3 -c "import json,sys; d=json.load(sys.stdin); print(d[0]['$2'] if d else '')"; }

# A torrent added paused by qBittorrent itself is listed paused.
torrent_paused_file "$work"
qapi -F "urls=$WWW_URL/Elephants.Dream.2006.480p.torrent" -F paused=true "$QB_URL/api/v2/torrents/add" | grep -q "Ok." \
  || fail "adding a paused torrent through qBittorrent"
for _ in $(seq 1 50); do paused=$(hash_of Elephants.Dream.2006.480p); [ -n "$paused" ] && break; sleep 0.1; done
until_state "$paused" = paused || fail "the torrent added paused is listed paused: $(tw downloads list)"

tw downloads show "$stalled" >"$work/show.out" || fail "show"
grep -q "http://127.0.0.1:9/announce" "$work/show.out" && grep -q "^Files" "$work/show.out" \
  && ! grep -q "DHT" "$work/show.out" || fail "show names the tracker and the files, not DHT: $(cat "$work/show.out")"
tw downloads category "$stalled" documentaries | grep -q "under documentaries" || fail "category (a new one)"
[ "$(field_of "$stalled" category)" = documentaries ] || fail "qBittorrent holds the new category"
tw downloads category "$stalled" --none >/dev/null && [ "$(field_of "$stalled" category)" = "" ] || fail "category --none"
tw downloads limit "$stalled" 2M | grep -q "limit 2 MiB/s" || fail "limit ID 2M"
[ "$(field_of "$stalled" dl_limit)" = 2097152 ] || fail "qBittorrent holds the torrent's own limit"
tw downloads limit "$stalled" off >/dev/null && [ "$(field_of "$stalled" dl_limit)" = 0 ] || fail "limit ID off"
tw downloads alt-speed on | grep -q "limits on" && [ "$(qapi "$QB_URL/api/v2/transfer/speedLimitsMode")" = 1 ] \
  || fail "alt-speed on"
tw downloads alt-speed off >/dev/null && [ "$(qapi "$QB_URL/api/v2/transfer/speedLimitsMode")" = 0 ] || fail "alt-speed off"
corrupt "$work/downloads/Big.Buck.Bunny.2008.1080p"
tw downloads recheck "$seed" | grep -q "Rechecking" || fail "recheck"
for _ in $(seq 1 100); do [ "$(field_of "$seed" progress)" != 1 ] && break; sleep 0.1; done
[ "$(field_of "$seed" progress)" != 1 ] || fail "the recheck found the bad piece (progress $(field_of "$seed" progress))"
set +e
tw downloads remove "$stalled" >/dev/null 2>"$work/remove.err"; unconfirmed=$?
set -e
[ "$unconfirmed" -eq 64 ] && grep -q "Sintel.2010.720p" "$work/remove.err" || fail "remove without --yes names the torrent"
tw downloads remove "$seed" --delete-files --yes | grep -q "Removed" || fail "remove --delete-files"
for _ in $(seq 1 50); do [ ! -e "$work/downloads/Big.Buck.Bunny.2008.1080p" ] && break; sleep 0.1; done
[ ! -e "$work/downloads/Big.Buck.Bunny.2008.1080p" ] || fail "--delete-files deletes the data"
until_state "$seed" = "" || fail "the removed torrent is gone"

check_add_by_hand "$work"

set +e
"$bin" downloads list --url "$QB_URL" --api-key "$QB_USER:wrong" >/dev/null 2>"$work/auth.err"; refused=$?
set -e
[ "$refused" -eq 77 ] && grep -q "qBittorrent refused the user name or password" "$work/auth.err" \
  || fail "a wrong password exits 77 in qBittorrent's words, got $refused: $(cat "$work/auth.err")"
echo "real qBittorrent: add (link, .torrent file paused, magnet; .nzb refused), list (seeding, stalled, paused), pause, resume, force start, top, limit, alternative speeds, show, category, own limit, recheck, remove with data, refused password"
