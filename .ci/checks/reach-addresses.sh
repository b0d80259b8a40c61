#!/usr/bin/env bash
# A server kept with two addresses (#54), on a real network made here: two network namespaces
# joined by two veth pairs (traffic stays inside them), a demo Radarr in one listening on both
# of its addresses, Thriftwood in the other. The CLI and a running `serve` reach it at the
# first address; with that link taken down, reads go on at the second, the address in use is
# named (servers list, the Services page, the log), and a write sent as the link drops is not
# sent again.
set -euo pipefail
# shellcheck source=lib/packages.sh
source "$(dirname "$0")/lib/packages.sh"
need ip:iproute2 curl:curl ss:iproute2
swift build --product thriftwood >/dev/null 2>&1
bin="$(swift build --show-bin-path)/thriftwood"
data=$(mktemp -d)
client="twc$$"
server="tws$$"
# `ip netns exec` may run its command as a child: each is stopped by its data folder's name.
stop_all() { pkill -f -- "$1" 2>/dev/null || true; for _ in $(seq 1 50); do pgrep -f -- "$1" >/dev/null || break; sleep 0.1; done; }
cleanup() {
  stop_all "$data/tw"
  stop_all "demo-server --service radarr --host 0.0.0.0 --port 7878"
  ip netns del "$client" 2>/dev/null || true
  ip netns del "$server" 2>/dev/null || true
  rm -rf "$data"
}
trap cleanup EXIT
fail() {
  echo "reach-addresses: $*"
  for f in "$data"/*.log; do [ -f "$f" ] && { echo "--- $f"; tail -15 "$f"; }; done
  exit 1
}
inc() { ip netns exec "$client" "$@"; }
tw() { inc "$bin" "$@" --data-dir "$data/tw"; }

ip netns add "$client"
ip netns add "$server"
ip -n "$client" link set lo up
ip -n "$server" link set lo up
ip link add lan netns "$client" type veth peer name lan netns "$server"
ip link add vpn netns "$client" type veth peer name vpn netns "$server"
ip -n "$client" addr add 10.231.1.1/24 dev lan
ip -n "$server" addr add 10.231.1.2/24 dev lan
ip -n "$client" addr add 10.231.2.1/24 dev vpn
ip -n "$server" addr add 10.231.2.2/24 dev vpn
for ns in "$client" "$server"; do
  ip -n "$ns" link set lan up
  ip -n "$ns" link set vpn up
done
a="http://10.231.1.2:7878"
b="http://10.231.2.2:7878"

# The demo listens on every address of its namespace, which has only these two (and loopback).
ip netns exec "$server" "$bin" demo-server --service radarr --host 0.0.0.0 --port 7878 >"$data/demo.log" 2>&1 &
for _ in $(seq 1 100); do grep -q 'API key' "$data/demo.log" && break; sleep 0.1; done
inc curl -sf -o /dev/null "$a/ping" || fail "the demo does not answer at $a"
inc curl -sf -o /dev/null "$b/ping" || fail "the demo does not answer at $b"

tw profiles add Home >/dev/null
out=$(tw servers add --kind radarr --url "$a" --url "$b" --api-key thriftwood-demo-key) || fail "servers add: $out"
echo "$out" | grep -q "Connected to Radarr at $a" || fail "servers add should test $a: $out"
echo "$out" | grep -q "Connected to Radarr at $b" || fail "servers add should test $b: $out"
tw servers list | grep -E "^Radarr .*$a $b .*enabled +$a\$" >/dev/null || fail "servers list should name $a in use: $(tw servers list)"
tw movies list --json | grep -q '"title"' || fail "movies list at $a"
echo "two addresses, the first in use: ok"

# A fresh command with the first link down: it checks, uses the second, says so.
ip -n "$client" link set lan down
tw movies list --json | grep -q '"title"' || fail "movies list should go on at $b with $a down"
tw servers list | grep -E "enabled +$b\$" >/dev/null || fail "servers list should name $b: $(tw servers list)"
# The next command starts at the address that answered (kept in the data directory) and says so.
tw movies list --json 2>"$data/note.err" >/dev/null || fail "movies list at $b again"
grep -q "note: Radarr answered at its other address $b" "$data/note.err" || fail "no note of the other address: $(cat "$data/note.err")"
ip -n "$client" link set lan up
echo "a command with the first address down: ok"

# A running serve, mid-session: reads at the first address, the link drops, the next read goes on.
port=8765
inc "$bin" serve --listen "127.0.0.1:$port" --data-dir "$data/tw" >"$data/serve.log" 2>&1 &
for _ in $(seq 1 100); do inc curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
jar="$data/cookies"
page() { inc curl -s -b "$jar" -c "$jar" "http://127.0.0.1:$port$1"; }
page /radarr/movies | grep -q "Alien" || fail "serve's movies page at $a"
page /services | grep -q "via $a" || fail "the Services page should name $a: $(page /services | grep -o 'connected[^<]*' | head -3)"
ip -n "$client" link set lan down
start=$(date +%s%N)
page /radarr/movies/1 > "$data/after-drop.html"
echo "the read after the drop took $(( ($(date +%s%N) - start) / 1000000 )) ms"
grep -q "<h1" "$data/after-drop.html" || fail "a read after the link dropped should go on at $b: $(grep -o '<main.*' "$data/after-drop.html" | head -c 600)"
page /services | grep -q "via $b" || fail "the Services page should name $b now"
page / | grep -q "reached at its other address $b" || fail "Home should say Radarr is reached at $b"
echo "serve, the link dropped mid-session, reads go on: ok"

# A write in flight when its link drops: sent once, never again at the second address. The demo
# now takes three seconds over each write, so the write is on its way when the link goes down;
# the connection is then closed under it (ss -K), as a dropped VPN or Wi-Fi does.
stop_all "$data/tw"
stop_all "demo-server --service radarr --host 0.0.0.0 --port 7878"
ip -n "$client" link set lan up
ip netns exec "$server" "$bin" demo-server --service radarr --host 0.0.0.0 --port 7878 --fault slow-writes=3s \
  >"$data/demo-slow.log" 2>&1 &
for _ in $(seq 1 100); do grep -q 'API key' "$data/demo-slow.log" && break; sleep 0.1; done
port=8766
inc "$bin" serve --listen "127.0.0.1:$port" --data-dir "$data/tw" >"$data/serve2.log" 2>&1 &
for _ in $(seq 1 100); do inc curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
rm -f "$jar"
form=$(page /radarr/movies/1)
csrf=$(echo "$form" | grep -o 'name="csrf" value="[^"]*"' | head -1 | sed 's/.*value="//; s/"$//')
[ -n "$csrf" ] || fail "no form token on the movie page: $(echo "$form" | head -c 300)"
page /services | grep -q "via $a" || fail "the second serve should use $a"
# Commands are numbered in order: one posted before and one after tell how many came between.
command_id() {
  inc curl -s -H 'X-Api-Key: thriftwood-demo-key' -H 'Content-Type: application/json' \
    -d '{"name":"RefreshMonitoredDownloads"}' "$b/api/v3/command" | grep -o '"id" *: *[0-9]*' | head -1 | grep -o '[0-9]*$'
}
before=$(command_id)
inc curl -s -D "$data/write.headers" -o "$data/write.html" -w '%{http_code}' -b "$jar" -c "$jar" -H "Origin: http://127.0.0.1:$port" \
  --data-urlencode "csrf=$csrf" --data-urlencode "at=/radarr/movies/1" --data-urlencode "action=search" \
  "http://127.0.0.1:$port/_/do" >"$data/write.status" &
writer=$!
sleep 1
ip -n "$client" link set lan down
inc ss -K dst 10.231.1.2 >/dev/null 2>&1 || true
wait "$writer" || true
after=$(command_id)
# The write reached Radarr at most once (once if it was read before the link went): never twice.
[ $((after - before)) -le 2 ] || fail "the write was sent again at $b (commands $before and $after around it)"
page /radarr/movies/1 >"$data/after-write.html"
grep -q "Could not reach 10.231.1.2: the connection broke before the answer came" "$data/after-write.html" \
  || fail "the failed write should be said on the movie page (status $(cat "$data/write.status"), commands $before $after, $(grep -i location "$data/write.headers")): $(grep -o '<main.*' "$data/after-write.html" | head -c 1500)"
page /services | grep -q "via $b" || fail "after the write, reads go on at $b"
echo "a write in flight when the link drops is not sent again: ok ($(grep -o 'class="notice[^>]*>[^<]*' "$data/after-write.html" | sed 's/.*>//'))"
# doctor, each address in turn (the first's link is down: no route), and a server at an
# address routed into the server's namespace, which drops what it does not serve (a timeout).
ip -n "$client" route add 10.231.3.0/24 via 10.231.2.2
tw servers add --kind radarr --name Blackholed --url http://10.231.3.5:7878 --api-key thriftwood-demo-key \
  --skip-test >/dev/null
set +e; tw doctor >"$data/doctor.out" 2>&1; status=$?; set -e
grep -q "✗ Connection: 10.231.1.2:7878 could not be reached: no network leads there" "$data/doctor.out" \
  || fail "doctor should say the first address cannot be reached: $(cat "$data/doctor.out")"
grep -q "✓ Service: Radarr .* answers" "$data/doctor.out" || fail "doctor should pass the second address"
grep -q "✗ Connection: 10.231.3.5:7878 did not answer within 4 s" "$data/doctor.out" \
  || fail "doctor should say the blackholed address timed out: $(cat "$data/doctor.out")"
[ "$status" -eq 69 ] || fail "doctor with a server no address of which answers should exit 69, not $status"
echo "doctor: an unreachable address, a working one, a timeout — each named"
echo "reach-addresses: ok"
