#!/usr/bin/env bash
# Thriftwood vs pyarr 5.2.0: fetch and decode the same 10,000-movie library from the demo server,
# as whole commands (process start included), median of 7 runs each.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c 'import pyarr' 2>/dev/null || pip install -q pyarr==5.2.0
swift build -c release --product thriftwood >/dev/null 2>&1
bin="$(swift build -c release --show-bin-path)/thriftwood"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$bin" demo-server --port "$port" --movies 10000 >/tmp/thriftwood-bench-demo.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do grep -q "demo server at" /tmp/thriftwood-bench-demo.log && break; sleep 0.1; done
url="http://127.0.0.1:$port"
python3 - "$bin" "$url" <<'PY'
import statistics, subprocess, sys, time
bin, url = sys.argv[1], sys.argv[2]
key = "thriftwood-demo-key"
commands = {
    "thriftwood movies list --json": [bin, "movies", "list", "--json", "--url", url, "--api-key", key],
    "pyarr 5.2.0 get_movie()": [sys.executable, "benchmarks/pyarr_fetch.py", url, key],
}
results = {}
for name, command in commands.items():
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)  # warm-up
    times = []
    for _ in range(7):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    results[name] = statistics.median(times)
    print(f"{name:34s} median {results[name]*1000:7.0f} ms  (min {min(times)*1000:.0f}, max {max(times)*1000:.0f})")
ratio = results["thriftwood movies list --json"] / results["pyarr 5.2.0 get_movie()"]
print(f"ratio thriftwood / pyarr: {ratio:.2f}  (budget ≤ 0.50: {'met' if ratio <= 0.5 else 'MISSED'})")
PY
