#!/usr/bin/env bash
# Every demo server driven by the published clients people script their stacks with and Home
# Assistant uses (#78): pyarr (Radarr, Sonarr, Lidarr), qbittorrent-api, transmission-rpc,
# deluge-web-client, pysabnzbd, pynzbgetapi, pytautulli and python-overseerr, each call checked
# against what the real server answers (.ci/checks/realclients/). Prints, per client, the calls
# answered as the real server answers them of the calls made; fails on any other.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="${TMPDIR:-/tmp}/thriftwood-real-clients"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q pyarr==5.2.0 qbittorrent-api==2026.10.1 transmission-rpc==7.0.12 \
  deluge-web-client==2.1.1 pysabnzbd==1.1.1 pynzbgetapi==0.4.0 pytautulli==23.1.1 async-timeout \
  python-overseerr==0.8.0
swift build --product thriftwood >/dev/null 2>&1
bin="$(swift build --show-bin-path)/thriftwood"
key=thriftwood-demo-key
# demo runs in a command substitution (a subshell), so the demos' PIDs go to a file, not a variable.
pidfile=$(mktemp)
trap 'kill $(cat "$pidfile") 2>/dev/null || true; rm -f "$pidfile"' EXIT

# demo SERVICE → the port of a fresh demo of SERVICE on loopback.
demo() {
  local service=$1 port log
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
  log="/tmp/thriftwood-$service-real-clients.log"
  "$bin" demo-server --service "$service" --port "$port" --api-key "$key" >"$log" 2>&1 </dev/null &
  echo "$!" >>"$pidfile"
  for _ in $(seq 1 100); do grep -q "demo server at" "$log" && break; sleep 0.1; done
  echo "$port"
}

url() { echo "http://127.0.0.1:$1"; }
cd "$here/realclients"
status=0
"$venv/bin/python" -W ignore arr_clients.py "$(url "$(demo radarr)")" "$(url "$(demo sonarr)")" \
  "$(url "$(demo lidarr)")" "$key" || status=1
"$venv/bin/python" -W ignore torrent_clients.py "$(demo qbittorrent)" "$(demo transmission)" \
  "$(url "$(demo deluge)")" "$key" || status=1
"$venv/bin/python" -W ignore usenet_clients.py "$(demo sabnzbd)" "$(demo nzbget)" "$key" || status=1
"$venv/bin/python" -W ignore media_clients.py "$(demo tautulli)" "$(demo seerr)" "$key" || status=1
exit "$status"
