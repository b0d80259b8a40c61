# shellcheck shell=bash
# An ntfy-shaped receiver for the webhook checks (webhooks/receiver.py): records each request
# (path, Authorization, body) as a JSON line in $data/received.jsonl and answers as ntfy does.
# Needs $data. start_receiver sets $receiver_port; stop_receiver ends it.
receiver_pid=""
start_receiver() {
  receiver_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  python3 "$(dirname "${BASH_SOURCE[0]}")/../webhooks/receiver.py" "$receiver_port" "$data/received.jsonl" &
  receiver_pid=$!
}
stop_receiver() { if [ -n "$receiver_pid" ]; then kill "$receiver_pid" 2>/dev/null || true; fi; }
