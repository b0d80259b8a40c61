#!/usr/bin/env bash
# Crash safety: processes killed (SIGKILL) mid-write, two of them writing at once, leave a
# database that passes SQLite's integrity check and holds one complete library, never half of one.
set -euo pipefail
swift build --product thriftwood >/dev/null 2>&1
bin="$(swift build --show-bin-path)/thriftwood"
data=$(mktemp -d)
trap 'kill -9 $first $second 2>/dev/null || true; rm -rf "$data"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$bin" profiles add Home --url http://127.0.0.1:1 --api-key x --skip-test --data-dir "$data" >/dev/null
check() {
  python3 - "$data/thriftwood.sqlite" <<'PY' || fail "after $1"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok", "integrity check failed"
count = db.execute("SELECT COUNT(*) FROM cachedMovie").fetchone()[0]
info = db.execute("SELECT movieCount FROM libraryCacheInfo").fetchone()
assert count in (0, 3000, 5000), f"a partial library of {count} movies"
assert info is None or info[0] == count, f"cache info says {info[0]}, rows say {count}"
assert db.execute("SELECT COUNT(*) FROM profile").fetchone()[0] >= 1, "the profile was lost"
PY
}
for round in 1 2 3 4 5; do
  "$bin" debug-write-loop --data-dir "$data" >"$data/out1" 2>&1 &
  first=$!
  "$bin" debug-write-loop --data-dir "$data" >"$data/out2" 2>&1 &
  second=$!
  for _ in $(seq 1 100); do grep -q writing "$data/out1" && grep -q writing "$data/out2" && break; sleep 0.1; done
  sleep "0.$((RANDOM % 9 + 1))"
  kill -9 "$first" "$second"
  wait "$first" "$second" 2>/dev/null || true
  check "round $round"
done
"$bin" profiles list --data-dir "$data" | grep -q Home || fail "the app cannot read the database afterwards"

# Two instances: while two others rewrite the cache without pause, a third's writes still succeed.
"$bin" debug-write-loop --data-dir "$data" >"$data/out1" 2>&1 &
first=$!
"$bin" debug-write-loop --data-dir "$data" >"$data/out2" 2>&1 &
second=$!
for _ in $(seq 1 100); do grep -q writing "$data/out1" && grep -q writing "$data/out2" && break; sleep 0.1; done
for n in 1 2 3 4 5; do
  "$bin" profiles add "Busy $n" --skip-test --data-dir "$data" >/dev/null 2>"$data/err" \
    || fail "a write beside two busy instances failed: $(cat "$data/err")"
done
kill -9 "$first" "$second"; wait "$first" "$second" 2>/dev/null || true
grep -q "error" "$data/out1" "$data/out2" && fail "a busy writer gave up: $(cat "$data/out1" "$data/out2")"
check "two busy writers"
echo "crash safety: ok"
