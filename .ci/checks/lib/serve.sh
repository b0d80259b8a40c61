# shellcheck shell=bash
# `thriftwood serve` for the web checks. Needs $bin, $data and a `fail` function.
# serve ARGS… starts it on the demo with ARGS (its log in $data/serve.log) and sets $pid and
# $address (what it says it serves), failing the check if it does not start; stop ends it.
pid=""
serve() {
  "$bin" serve --demo --data-dir "$data" "$@" >"$data/serve.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 100); do
    address=$(grep -o 'https\?://[^ ]*' "$data/serve.log" | head -1 || true)
    [ -n "$address" ] && return 0
    kill -0 "$pid" 2>/dev/null || fail "serve exited before listening"
    sleep 0.2
  done
  fail "serve did not say where it listens"
}
stop() { if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; pid=""; fi; }
