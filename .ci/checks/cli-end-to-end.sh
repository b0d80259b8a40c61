#!/usr/bin/env bash
# End-to-end: the real binary against the embedded demo server and a standalone one.
set -euo pipefail
swift build --product thriftwood >/dev/null
bin="$(swift build --show-bin-path)/thriftwood"
fail() { echo "FAIL: $*"; exit 1; }

out=$("$bin" --demo) || fail "thriftwood --demo exited $?"
grep -q "Library: 96 movies" <<<"$out" || fail "--demo did not show the library: $out"

"$bin" movies list --demo --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d)==96 and all("tmdbId" in m and "title" in m for m in d)' \
  || fail "movies list --json is not an array of movies"

"$bin" route thriftwood://radarr/movies/42 | grep -q "radarrMovieDetail(movieId: 42)" || fail "route did not parse"
if "$bin" route thriftwood://radarr/films 2>/dev/null; then fail "a malformed link must exit non-zero"; fi

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$bin" demo-server --port "$port" --url-base /radarr >/tmp/thriftwood-demo.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do grep -q "demo server at" /tmp/thriftwood-demo.log && break; sleep 0.2; done
"$bin" status --url "http://127.0.0.1:$port/radarr" --api-key thriftwood-demo-key --json | grep -q '"version"' || fail "status --json"
set +e
"$bin" status --url "http://127.0.0.1:$port/radarr" --api-key wrong >/dev/null 2>/tmp/thriftwood-err.txt
code=$?
set -e
[ "$code" -eq 77 ] || fail "wrong API key should exit 77, got $code"
grep -q "API key" /tmp/thriftwood-err.txt || fail "wrong key message should mention the API key"
echo "cli end-to-end: ok"
