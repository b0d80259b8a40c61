# Starts Debian's qBittorrent (qbittorrent-nox) on loopback with DHT, PeX and LSD off.
# Source it, then: qb_start DIR → sets QB_URL, QB_USER, QB_PASS and appends to QB_PIDS.
# 4.5 accepts admin/adminadmin; `torrent_file NAME DIR` makes a torrent whose tracker is closed.
qb_install() {
  command -v qbittorrent-nox >/dev/null && command -v mktorrent >/dev/null && return 0
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    qbittorrent-nox mktorrent >/dev/null
}
qb_free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
qb_start() {
  local dir=$1 port peer
  port=$(qb_free_port)
  peer=$(qb_free_port)
  mkdir -p "$dir/profile/qBittorrent/config" "$dir/downloads"
  cat >"$dir/profile/qBittorrent/config/qBittorrent.conf" <<CONF
[LegalNotice]
Accepted=true

[BitTorrent]
Session\\DHTEnabled=false
Session\\PeXEnabled=false
Session\\LSDEnabled=false
Session\\Port=$peer
Session\\DefaultSavePath=$dir/downloads
Session\\Interface=lo
Session\\InterfaceName=lo

[Preferences]
WebUI\\Address=127.0.0.1
WebUI\\Port=$port
WebUI\\Username=admin
WebUI\\LocalHostAuth=true
Downloads\\SavePath=$dir/downloads
CONF
  qbittorrent-nox --profile="$dir/profile" </dev/null >"$dir/qbittorrent.out" 2>&1 &
  QB_PIDS+=("$!")
  QB_URL="http://127.0.0.1:$port"
  QB_USER=admin
  QB_PASS=adminadmin
  for _ in $(seq 1 100); do
    curl -s -o /dev/null "$QB_URL/api/v2/app/version" && return 0
    sleep 0.1
  done
  echo "qBittorrent did not start:"; tail -20 "$dir/qbittorrent.out"; return 1
}
# torrent_file NAME DIR [SIZE_MB] → DIR/NAME.torrent over DIR/NAME (SIZE_MB of random data, default 2)
torrent_file() {
  local name=$1 dir=$2 size=${3:-2}
  head -c "$((size * 1048576))" /dev/urandom >"$dir/$name"
  mktorrent -a "http://127.0.0.1:9/announce" -o "$dir/$name.torrent" "$dir/$name" >/dev/null
}
# torrent_pair WORK DOWNLOADS → two torrents served over HTTP from WORK/www on a free port
# (sets WWW_URL, appends the server to the array named by PIDS_VAR, default QB_PIDS):
# Big.Buck.Bunny.2008.1080p with its data in DOWNLOADS (it seeds) and Sintel.2010.720p
# without any (it waits for peers that never come).
torrent_pair() {
  local work=$1 downloads=$2 pids=${3:-QB_PIDS} port
  mkdir -p "$work/www" "$downloads"
  torrent_file Big.Buck.Bunny.2008.1080p "$downloads" 3
  mv "$downloads/Big.Buck.Bunny.2008.1080p.torrent" "$work/www/"
  torrent_file Sintel.2010.720p "$work/www" 2
  rm "$work/www/Sintel.2010.720p"
  port=$(qb_free_port)
  (cd "$work/www" && exec python3 -m http.server "$port" --bind 127.0.0.1 >/dev/null 2>&1) &
  eval "$pids+=(\"\$!\")"
  WWW_URL="http://127.0.0.1:$port"
  for _ in $(seq 1 50); do curl -s -o /dev/null "$WWW_URL/" && return 0; sleep 0.1; done
  echo "the torrent files' web server did not start"; return 1
}
# torrent_paused_file WORK → Elephants.Dream.2006.480p.torrent in WORK/www (no data anywhere),
# for the torrent each check adds paused through the daemon's own API.
torrent_paused_file() {
  torrent_file Elephants.Dream.2006.480p "$1/www" 1
  rm "$1/www/Elephants.Dream.2006.480p"
}
# corrupt FILE → overwrites its first 64 KB, so a recheck finds a bad piece.
corrupt() { head -c 65536 /dev/zero | dd of="$1" conv=notrunc status=none; }
# check_add_by_hand WORK → `downloads add` of a local .torrent file (paused) and of a magnet
# link, each found in the client's list under the hash Thriftwood printed; an .nzb is refused
# (exit 64) naming what the client takes. Needs tw() and fail().
check_add_by_hand() {
  local work=$1 file_hash magnet_hash code
  mkdir -p "$work/hand"
  torrent_file Tears.of.Steel.2012 "$work/hand" 1
  rm "$work/hand/Tears.of.Steel.2012"
  file_hash=$(tw downloads add "$work/hand/Tears.of.Steel.2012.torrent" --paused | grep -o '[0-9a-f]\{40\}') \
    || fail "downloads add FILE --paused printed no hash"
  for _ in $(seq 1 50); do tw downloads list --json | grep -qi "$file_hash" && break; sleep 0.2; done
  tw downloads list --json | grep -qi "$file_hash" || fail "the added file is not listed under $file_hash: $(tw downloads list)"
  for _ in $(seq 1 50); do tw downloads list | grep -i "^$file_hash" | grep -q paused && break; sleep 0.2; done
  tw downloads list | grep -i "^$file_hash" | grep -q paused || fail "the file added --paused is not paused: $(tw downloads list)"
  magnet_hash=$(tw downloads add "magnet:?xt=urn:btih:c9e15763f722f23e98a29decdfae341b98d53056&dn=Cosmos.Laundromat" \
    | grep -o '[0-9a-f]\{40\}') || fail "downloads add MAGNET printed no hash"
  [ "$magnet_hash" = c9e15763f722f23e98a29decdfae341b98d53056 ] || fail "the magnet's hash: $magnet_hash"
  for _ in $(seq 1 50); do tw downloads list --json | grep -qi "$magnet_hash" && break; sleep 0.2; done
  tw downloads list --json | grep -qi "$magnet_hash" || fail "the magnet is not listed: $(tw downloads list)"
  echo '<nzb/>' >"$work/hand/Heat.1995.nzb"
  set +e
  tw downloads add "$work/hand/Heat.1995.nzb" >/dev/null 2>"$work/hand/refused.err"; code=$?
  set -e
  [ "$code" -eq 64 ] && grep -q "takes magnet links" "$work/hand/refused.err" \
    || fail "an .nzb given to a torrent client is refused with exit 64, got $code: $(cat "$work/hand/refused.err")"
}
