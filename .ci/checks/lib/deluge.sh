# Starts Debian's deluged and deluge-web on loopback (deluge-web not yet connected to it).
# Source it, then: de_start DIR → sets DE_URL, DE_PASS, DE_DAEMON_PORT and appends to DE_PIDS.
# `-L info` crashes the daemon's logging on Python 3.11 (it then never listens): use error.
de_install() {
  command -v deluged >/dev/null && command -v deluge-web >/dev/null && command -v mktorrent >/dev/null && return 0
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    deluged deluge-web mktorrent >/dev/null
}
de_free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
de_start() {
  local dir=$1 web
  DE_DAEMON_PORT=$(de_free_port)
  web=$(de_free_port)
  mkdir -p "$dir/config" "$dir/downloads"
  # deluge-web reads the localclient line to find the daemon; deluged does not add it to a file it finds.
  printf "localclient:%s:10\nthriftwood:daemon-secret:10\n" "$(head -c 12 /dev/urandom | od -An -tx1 | tr -d " \n")" >"$dir/config/auth"
  deluged -d -c "$dir/config" -p "$DE_DAEMON_PORT" -i 127.0.0.1 -u 127.0.0.1 -L error </dev/null >"$dir/deluged.out" 2>&1 &
  DE_PIDS+=("$!")
  deluge-web -d -c "$dir/config" -p "$web" -i 127.0.0.1 -L error </dev/null >"$dir/deluge-web.out" 2>&1 &
  DE_PIDS+=("$!")
  DE_URL="http://127.0.0.1:$web"
  DE_PASS=deluge  # deluge-web's password out of the box
  for _ in $(seq 1 150); do
    curl -s -o /dev/null "$DE_URL/json" -H 'Content-Type: application/json' -d '{"method":"web.connected","params":[],"id":1}' \
      && (echo >"/dev/tcp/127.0.0.1/$DE_DAEMON_PORT") 2>/dev/null && return 0
    sleep 0.1
  done
  echo "Deluge did not start:"; tail -n 20 "$dir/deluged.out" "$dir/deluge-web.out"; return 1
}
