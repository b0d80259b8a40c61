# Starts Debian's transmission-daemon on loopback, with peer exchange, DHT and LPD off.
# Source it, then: tr_start DIR → sets TR_URL, TR_USER, TR_PASS and appends to TR_PIDS.
tr_install() {
  command -v transmission-daemon >/dev/null && command -v mktorrent >/dev/null && return 0
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    transmission-daemon mktorrent >/dev/null
}
tr_free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
tr_start() {
  local dir=$1 port peer
  port=$(tr_free_port)
  peer=$(tr_free_port)
  mkdir -p "$dir/config" "$dir/downloads"
  TR_USER=thriftwood
  TR_PASS=transmission-secret
  transmission-daemon -f -g "$dir/config" -p "$port" -r 127.0.0.1 -t -u "$TR_USER" -v "$TR_PASS" \
    -a 127.0.0.1 -P "$peer" -O -Y -w "$dir/downloads" </dev/null >"$dir/transmission.out" 2>&1 &
  TR_PIDS+=("$!")
  TR_URL="http://127.0.0.1:$port"
  for _ in $(seq 1 100); do
    curl -s -o /dev/null "$TR_URL/transmission/rpc" && return 0
    sleep 0.1
  done
  echo "Transmission did not start:"; tail -20 "$dir/transmission.out"; return 1
}
