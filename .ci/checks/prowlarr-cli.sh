#!/usr/bin/env bash
# Prowlarr from the CLI (#53), against its demo keeping its state between commands, in a profile
# with a Radarr beside it: `indexers` means Prowlarr's there (the *arr's own with --service),
# the failing indexer is named with why and until when, its test fails with exit 1, switching
# indexers off and on is one request, a search across the indexers names the failing one left
# out, and a grab asks first and then shows in Prowlarr's history.
set -euo pipefail
swift build --product thriftwood >/dev/null
bin="$(swift build --show-bin-path)/thriftwood"
fail() { echo "FAIL: $*"; exit 1; }

data=$(mktemp -d)
source "$(dirname "$0")/lib/demos.sh"
trap 'stop_demos; rm -rf "$data"' EXIT
p1=$(start_demo_at prowlarr prowlarr)
r1=$(start_demo_at radarr radarr)
tw() { "$bin" "$@" --data-dir "$data"; }
tw profiles add Home >/dev/null
tw servers add --kind prowlarr --url "$p1" --api-key thriftwood-demo-key | grep -q "Prowlarr" \
  || fail "servers add --kind prowlarr"
tw servers add --kind radarr --url "$r1" --api-key thriftwood-demo-key >/dev/null

tw indexers list >"$data/list.out"
grep -q "6 indexers · 5 on · 1 failing" "$data/list.out" || fail "indexers list summary: $(cat "$data/list.out")"
grep -E "^2 +DemoNZB .*Failing · back in" "$data/list.out" >/dev/null || fail "the failing indexer: $(cat "$data/list.out")"
grep -q "Prowlarr leaves it out until" "$data/list.out" || fail "why it is left out"
tw indexers list --service radarr | grep -q "Torznab" || fail "--service radarr lists the *arr's own indexers"
tw indexers stats | grep -E "^3 +DemoTracker +2,210" >/dev/null || fail "indexers stats"

set +e
tw indexers test 2 >"$data/test.out" 2>&1; tested=$?
tw indexers grab 3:nothing >"$data/grab.out" 2>&1; unasked=$?
tw indexers disable 99 >"$data/unknown.out" 2>&1; unknown=$?
set -e
[ "$tested" = 1 ] && grep -q "Test failed: Unable to connect to indexer" "$data/test.out" \
  || fail "a failing indexer's test exits 1 and says why ($tested): $(cat "$data/test.out")"
[ "$unasked" = 64 ] && grep -q "Grab nothing from DemoTracker? Prowlarr sends it" "$data/grab.out" \
  || fail "a grab without --yes asks, naming the indexer ($unasked): $(cat "$data/grab.out")"
[ "$unknown" != 0 ] && grep -q "Prowlarr has no indexer 99" "$data/unknown.out" || fail "an unknown indexer id"

tw indexers disable 3 4 | grep -q "Switched off: DemoTracker, Harbour." || fail "indexers disable"
tw indexers list | grep -E "^3 +DemoTracker .* Off " >/dev/null || fail "DemoTracker should be off"
tw search --indexers "arrival" >"$data/search.out"
grep -q "left out, failing: DemoNZB" "$data/search.out" || fail "the search names the failing indexer"
grep -q "DemoTracker" "$data/search.out" && fail "a switched-off indexer is not searched"
tw indexers enable 3 4 | grep -q "Switched on: DemoTracker, Harbour." || fail "indexers enable"
release=$(tw search --indexers "arrival" | awk '$1 ~ /^3:/ { print $1; exit }')
[ -n "$release" ] || fail "DemoTracker should find arrival once on again"
tw indexers grab "$release" --yes | grep -q "from DemoTracker to Prowlarr's download client" || fail "indexers grab"
tw search --indexers "arrival" --json | python3 -c 'import json,sys; r=json.load(sys.stdin); assert r and all("guid" in x and "indexerId" in x for x in r)' \
  || fail "search --indexers --json prints the releases"
tw indexers history --indexer 3 --limit 5 | grep -E "Grab +DemoTracker +Arrival" >/dev/null \
  || fail "the grab shows in Prowlarr's history: $(tw indexers history --limit 5)"
echo "prowlarr cli: ok"
