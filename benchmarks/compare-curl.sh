#!/usr/bin/env bash
# Thriftwood's CLI list commands against curl of the same endpoint, in one run, interleaved,
# against one demo server each (10,000 movies; 5,000 series), median of 5. Prints ratios and
# whether #35's budgets hold: --json ≤ 3× curl; the table ≤ 5× curl and never slower than the
# JSON of the same sorted list (`--json --sort title`: plain --json prints the server's answer as
# it came, reading nothing, which no table can match).
# Usage: bash benchmarks/compare-curl.sh [--no-build] [MOVIES SERIES]
set -euo pipefail
cd "$(dirname "$0")/.."
build=1
if [[ "${1:-}" == "--no-build" ]]; then build=0; shift; fi
movies="${1:-10000}"
series="${2:-5000}"
if ((build)); then swift build -c release --product thriftwood >/dev/null 2>&1; fi
bin="$(swift build -c release --show-bin-path)/thriftwood"
work="$(mktemp -d)"
# start_demo runs in a command substitution (a subshell), so the servers' PIDs go to a file.
cleanup() {
    if [[ -f "$work/pids" ]]; then
        while read -r pid; do kill "$pid" 2>/dev/null || true; done <"$work/pids"
    fi
    rm -rf "$work"
}
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
start_demo() { # SERVICE COUNT-OPTION COUNT → prints the URL
    local port log
    port="$(free_port)"
    log="$work/$1.log"
    "$bin" demo-server --service "$1" --port "$port" "$2" "$3" >"$log" 2>&1 &
    echo $! >>"$work/pids"
    for _ in $(seq 1 300); do grep -q "demo server at" "$log" && break; sleep 0.1; done
    echo "http://127.0.0.1:$port"
}
radarr="$(start_demo radarr --movies "$movies")"
sonarr="$(start_demo sonarr --series "$series")"
python3 - "$bin" "$radarr" "$sonarr" "$work" "$movies" "$series" <<'PY'
import os, statistics, subprocess, sys, time
bin, radarr, sonarr, work, movies, series = sys.argv[1:]
key = "thriftwood-demo-key"
env = dict(os.environ, XDG_DATA_HOME=os.path.join(work, "data"))
def cli(*words, url):
    return [bin, *words, "--url", url, "--api-key", key]
def curl(url, path):
    return ["curl", "-sS", "-o", "/dev/null", "-H", f"X-Api-Key: {key}", url + path]
groups = [
    (f"movies ({movies})", curl(radarr, "/api/v3/movie"), cli("movies", "list", "--json", url=radarr),
     cli("movies", "list", "--json", "--sort", "title", url=radarr), cli("movies", "list", url=radarr)),
    (f"series ({series})", curl(sonarr, "/api/v3/series"), cli("series", "list", "--json", url=sonarr),
     cli("series", "list", "--json", "--sort", "title", url=sonarr), cli("series", "list", url=sonarr)),
]
failed = False
for name, curl_cmd, json_cmd, sorted_cmd, table_cmd in groups:
    commands = {"curl": curl_cmd, "--json": json_cmd, "sorted": sorted_cmd, "table": table_cmd}
    for command in commands.values():  # warm-up: the demo builds its answer once
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env)
    times = {label: [] for label in commands}
    for _ in range(5):
        for label, command in commands.items():
            start = time.perf_counter()
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env)
            times[label].append(time.perf_counter() - start)
    median = {label: statistics.median(values) for label, values in times.items()}
    json_ratio = median["--json"] / median["curl"]
    table_ratio = median["table"] / median["curl"]
    checks = [
        (f"--json {json_ratio:.1f}× curl", json_ratio <= 3),
        (f"table {table_ratio:.1f}× curl", table_ratio <= 5),
        ("table not slower than --json --sort title", median["table"] <= median["sorted"] * 1.05),
    ]
    print(f"{name}: curl {median['curl']*1000:.0f} ms, --json {median['--json']*1000:.0f} ms, "
          f"--json --sort title {median['sorted']*1000:.0f} ms, table {median['table']*1000:.0f} ms (medians of 5)")
    for text, met in checks:
        print(f"  {text}: {'met' if met else 'MISSED'}")
        failed = failed or not met
print("budgets:", "all met" if not failed else "some missed")
PY
