#!/usr/bin/env bash
# Bazarr from the CLI (#53), against its demo keeping its state between commands, in a profile
# beside a Sonarr: what lacks subtitles, a search that downloads the best for each missing
# language (the episode then leaves the list and enters the history), a manual search's
# candidates, and the throttled providers reset only after --yes.
set -euo pipefail
swift build --product thriftwood >/dev/null
bin="$(swift build --show-bin-path)/thriftwood"
fail() { echo "FAIL: $*"; exit 1; }

data=$(mktemp -d)
source "$(dirname "$0")/lib/demos.sh"
trap 'stop_demos; rm -rf "$data"' EXIT
b1=$(start_demo_at bazarr bazarr)
s1=$(start_demo_at sonarr sonarr)
tw() { "$bin" "$@" --data-dir "$data"; }
tw profiles add Home >/dev/null
tw servers add --kind bazarr --url "$b1" --api-key thriftwood-demo-key | grep -q "Bazarr" || fail "servers add --kind bazarr"
tw servers add --kind sonarr --url "$s1" --api-key thriftwood-demo-key >/dev/null

tw subtitles wanted >"$data/wanted.out"
grep -q "^24 episodes missing subtitles" "$data/wanted.out" || fail "wanted: $(cat "$data/wanted.out")"
grep -E "^2:65 +Severance +1x1 +Episode 1 +English, French" "$data/wanted.out" >/dev/null || fail "Severance 1x1 lacks both"
tw subtitles wanted --movies | grep -E "^96 +The Martian +English" >/dev/null || fail "wanted --movies"
tw subtitles search 2:65 | grep -q "Found English and French for episode 2:65." || fail "search downloads the best"
tw subtitles search 2:66 --json | python3 -c "import json,sys; d=json.load(sys.stdin); assert d[\"target\"]==\"episode 2:66\" and d[\"message\"], d" || fail "search --json prints JSON"
tw subtitles wanted | grep -q "^2:65 " && fail "the episode should have left the wanted list"
tw subtitles history | grep -E "now +Downloaded +Severance 1x1 +English" >/dev/null || fail "the download is in the history"
tw subtitles search 96 --movie --manual | grep -E "^opensubtitlescom +en +96 " >/dev/null || fail "manual candidates"

set +e
tw subtitles providers --reset >"$data/reset.out" 2>&1; unasked=$?
tw subtitles search 1:999 >"$data/unknown.out" 2>&1; unknown=$?
set -e
[ "$unasked" = 64 ] && grep -q "Reset the 2 throttled providers of Bazarr?" "$data/reset.out" \
  || fail "a reset without --yes asks, naming how many ($unasked): $(cat "$data/reset.out")"
[ "$unknown" = 1 ] && grep -q "Bazarr said: Episode not found" "$data/unknown.out" || fail "an unknown episode: $(cat "$data/unknown.out")"
tw subtitles providers | grep -q "2 of 4 throttled" || fail "providers before the reset"
tw subtitles providers --reset --yes | grep -q "Every provider is in use." || fail "providers --reset --yes"
echo "bazarr cli: ok"
