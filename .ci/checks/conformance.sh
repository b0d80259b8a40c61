#!/usr/bin/env bash
# The demo server against Radarr's OpenAPI document and the radarr-py client (issue: demo server).
set -euo pipefail
python3 -c 'import openapi_schema_validator, jsonschema' 2>/dev/null || pip install -q openapi-schema-validator jsonschema
python3 -c 'import radarr' 2>/dev/null || pip install -q radarr-py==1.2.0
swift build --product thriftwood >/dev/null 2>&1
bin="$(swift build --show-bin-path)/thriftwood"
spec="$(cd "$(dirname "$0")/../.." && pwd)/Tests/conformance/radarr-openapi.json"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$bin" demo-server --port "$port" >/tmp/thriftwood-conformance.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do grep -q "demo server at" /tmp/thriftwood-conformance.log && break; sleep 0.1; done
python3 Tests/conformance/conformance.py "http://127.0.0.1:$port" thriftwood-demo-key "$spec"

# The Sonarr demo server against Sonarr's OpenAPI document and SONARR-WIRE.md.
sonarr_spec="$(cd "$(dirname "$0")/../.." && pwd)/Tests/conformance/sonarr-openapi.json"
sonarr_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$bin" demo-server --service sonarr --port "$sonarr_port" >/tmp/thriftwood-sonarr-conformance.log 2>&1 &
sonarr=$!
trap 'kill $server $sonarr 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do grep -q "demo server at" /tmp/thriftwood-sonarr-conformance.log && break; sleep 0.1; done
python3 Tests/conformance/sonarr_conformance.py "http://127.0.0.1:$sonarr_port" thriftwood-demo-key "$sonarr_spec"

# The Seerr demo server against Seerr's OpenAPI document (YAML) and SERVICES-WIRE.md.
python3 -c 'import yaml' 2>/dev/null || pip install -q pyyaml
seerr_spec="$(cd "$(dirname "$0")/../.." && pwd)/Tests/conformance/seerr-api.yml"
seerr_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$bin" demo-server --service seerr --port "$seerr_port" >/tmp/thriftwood-seerr-conformance.log 2>&1 &
seerr=$!
trap 'kill $server $sonarr $seerr 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do grep -q "demo server at" /tmp/thriftwood-seerr-conformance.log && break; sleep 0.1; done
python3 Tests/conformance/seerr_conformance.py "http://127.0.0.1:$seerr_port" thriftwood-demo-key "$seerr_spec"

# The Tautulli demo and the client's calls against the command list a real Tautulli 2.17 publishes.
tautulli_commands="$(cd "$(dirname "$0")/../.." && pwd)/Tests/conformance/tautulli-api-commands.json"
tautulli_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$bin" demo-server --service tautulli --port "$tautulli_port" >/tmp/thriftwood-tautulli-conformance.log 2>&1 &
tautulli=$!
trap 'kill $server $sonarr $seerr $tautulli 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do grep -q "demo server at" /tmp/thriftwood-tautulli-conformance.log && break; sleep 0.1; done
python3 Tests/conformance/tautulli_conformance.py "http://127.0.0.1:$tautulli_port" thriftwood-demo-key "$tautulli_commands"

# The Lidarr demo server against Lidarr's OpenAPI document (API v1) and SERVICES-WIRE.md.
lidarr_spec="$(cd "$(dirname "$0")/../.." && pwd)/Tests/conformance/lidarr-openapi.json"
lidarr_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$bin" demo-server --service lidarr --port "$lidarr_port" >/tmp/thriftwood-lidarr-conformance.log 2>&1 &
lidarr=$!
trap 'kill $server $sonarr $seerr $tautulli $lidarr 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do grep -q "demo server at" /tmp/thriftwood-lidarr-conformance.log && break; sleep 0.1; done
python3 Tests/conformance/lidarr_conformance.py "http://127.0.0.1:$lidarr_port" thriftwood-demo-key "$lidarr_spec"

# The Prowlarr demo server against Prowlarr's OpenAPI document (API v1) and its source's rules.
prowlarr_spec="$(cd "$(dirname "$0")/../.." && pwd)/Tests/conformance/prowlarr-openapi.json"
prowlarr_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$bin" demo-server --service prowlarr --port "$prowlarr_port" >/tmp/thriftwood-prowlarr-conformance.log 2>&1 &
prowlarr=$!
trap 'kill $server $sonarr $seerr $tautulli $lidarr $prowlarr 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do grep -q "demo server at" /tmp/thriftwood-prowlarr-conformance.log && break; sleep 0.1; done
python3 Tests/conformance/prowlarr_conformance.py "http://127.0.0.1:$prowlarr_port" thriftwood-demo-key "$prowlarr_spec"
