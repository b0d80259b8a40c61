#!/usr/bin/env bash
# Each demo server against its kind's published contract, through one Python check per kind:
# Radarr's OpenAPI document and the radarr-py client; Sonarr's document and SONARR-WIRE.md;
# Seerr's document (YAML); the command list a real Tautulli 2.17 publishes; Lidarr's and
# Prowlarr's documents (API v1) and what Prowlarr's source does.
set -euo pipefail
python3 -c 'import openapi_schema_validator, jsonschema' 2>/dev/null || pip install -q openapi-schema-validator jsonschema
python3 -c 'import radarr' 2>/dev/null || pip install -q radarr-py==1.2.0
python3 -c 'import yaml' 2>/dev/null || pip install -q pyyaml
swift build --product thriftwood >/dev/null 2>&1
bin="$(swift build --show-bin-path)/thriftwood"
contracts="$(cd "$(dirname "$0")/../.." && pwd)/Tests/conformance"
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT

# conform SERVICE CHECK CONTRACT: the demo of SERVICE on a free loopback port, held to CONTRACT
# by Tests/conformance/CHECK.
conform() {
  local service=$1 check=$2 contract=$3 port log
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
  log="/tmp/thriftwood-$service-conformance.log"
  "$bin" demo-server --service "$service" --port "$port" >"$log" 2>&1 &
  pids+=("$!")
  for _ in $(seq 1 100); do grep -q "demo server at" "$log" && break; sleep 0.1; done
  python3 "$contracts/$check" "http://127.0.0.1:$port" thriftwood-demo-key "$contracts/$contract"
}

conform radarr conformance.py radarr-openapi.json
conform sonarr sonarr_conformance.py sonarr-openapi.json
conform seerr seerr_conformance.py seerr-api.yml
conform tautulli tautulli_conformance.py tautulli-api-commands.json
conform lidarr lidarr_conformance.py lidarr-openapi.json
conform prowlarr prowlarr_conformance.py prowlarr-openapi.json
