# Shared by the checks that drive the full-screen app in tmux. Source it after setting
# $sock (the tmux socket name); it defines t, fail, session, expect and send.
t() { tmux -L "$sock" "$@"; }
fail() { echo "FAIL: $*"; echo "--- screen:"; t capture-pane -p -t app 2>/dev/null || true; exit 1; }

# Starts a tmux session running $1. Right after kill-server the old server may still be
# exiting on the same socket ("server exited unexpectedly"), so a refused start is retried.
session() {
  for _ in $(seq 1 20); do
    t new-session -d -s app -x 100 -y 36 "$1" 2>/dev/null && return 0
    sleep 0.3
  done
  fail "tmux could not start a session"
}
# Waits until the screen shows the pattern (grep -E), up to 20 seconds.
expect() {
  for _ in $(seq 1 100); do
    if t capture-pane -p -t app 2>/dev/null | grep -Eq "$1"; then return 0; fi
    sleep 0.2
  done
  fail "the screen never showed /$1/"
}
send() { t send-keys -t app "$@"; }
