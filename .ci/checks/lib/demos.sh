# Shared by the checks that run standalone demo servers. Source it after setting $bin (the
# thriftwood binary) and $data (a scratch folder); stop_demos ends every demo it started.
# The PIDs go to a file, so a demo started inside a command substitution is stopped too.

# Starts `demo-server --service KIND` on a free port with any further arguments (--fault …) and
# waits until it says where it listens.
start_demo() { start_demo_as "$1" "$@"; }
# The same under its own NAME (for two demos of one kind): its address is `demo_url NAME`;
# start_demo_at prints it, for a command substitution.
start_demo_as() {
  local name=$1 kind=$2
  shift 2
  "$bin" demo-server --service "$kind" --port 0 "$@" >"$data/$name.out" 2>&1 &
  echo "$!" >>"$data/demo-pids"
  for _ in $(seq 1 100); do grep -q 'API key' "$data/$name.out" && break; sleep 0.1; done
}
start_demo_at() { start_demo_as "$@" && demo_url "$1"; }
# The address and the key (or user:password) the demo of KIND printed.
demo_url() { grep -oE 'http://127\.0\.0\.1:[0-9]+' "$data/$1.out" | head -n 1; }
demo_key() { sed -nE 's/.*API key: ([^ ]+).*/\1/p' "$data/$1.out" | head -n 1; }
# Stops every demo started here.
stop_demos() { if [ -f "$data/demo-pids" ]; then xargs kill <"$data/demo-pids" 2>/dev/null || true; fi; }
