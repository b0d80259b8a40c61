#!/usr/bin/env bash
# The download commands against a real NZBGet (Debian's package, installed here if missing),
# on loopback with a news server that has no articles: add by URL, list, pause, resume,
# priority, top, limit, remove, and a job that fails on the missing articles showing in the
# history with its reason; wrong credentials exit 77.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
TMPDIR_BUILD_LOG=$(mktemp)
source "$here/lib/nzbget.sh"
nzbget_install
swift build --product thriftwood >"$TMPDIR_BUILD_LOG" 2>&1 || { cat "$TMPDIR_BUILD_LOG"; exit 1; }
bin="$(swift build --show-bin-path)/thriftwood"
fail() { echo "FAIL: $*"; [ -f "$work/nzbget.out" ] && tail -5 "$work/nzbget.out"; exit 1; }

work=$(mktemp -d)
NZBGET_PIDS=()
trap 'kill "${NZBGET_PIDS[@]}" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"' EXIT
nzbget_start "$work"
echo "NZBGet $(nzbget -v 2>/dev/null | head -1 | sed 's/.*version: //') at $NZBGET_URL"

# The NZBs, served over HTTP so `downloads add URL` has something to fetch.
mkdir -p "$work/www"
nzb_file Blade.Runner.1982.1080p 734003200 >"$work/www/Blade.Runner.1982.1080p.nzb"
nzb_file The.Office.S01E01.720p 350000000 >"$work/www/The.Office.S01E01.720p.nzb"
www_port=$(free_port)
(cd "$work/www" && exec python3 -m http.server "$www_port" --bind 127.0.0.1 >/dev/null 2>&1) &
NZBGET_PIDS+=("$!")
for _ in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$www_port/" && break; sleep 0.1; done

tw() { "$bin" "$@" --data-dir "$work/data"; }
printf '%s\n' "$NZBGET_PASS" >"$work/password"
chmod 600 "$work/password"
tw profiles add Home >/dev/null
tw servers add --kind nzbget --url "$NZBGET_URL" --user "$NZBGET_USER" --password-file "$work/password" \
  | grep -q "Added NZBGet (nzbget)" || fail "servers add --kind nzbget"

tw downloads pause --all | grep -q "Paused NZBGet" || fail "pause --all"
tw downloads add "http://127.0.0.1:$www_port/Blade.Runner.1982.1080p.nzb" --category movies >/dev/null || fail "add (1)"
tw downloads add "http://127.0.0.1:$www_port/The.Office.S01E01.720p.nzb" --category tv >/dev/null || fail "add (2)"
ids() { tw downloads list --json | python3 -c 'import json,sys; print(" ".join(str(r["NZBID"]) for r in json.load(sys.stdin) if r.get("Status") != "FETCHING" and r.get("FileSizeLo",0)>0))'; }
for _ in $(seq 1 100); do [ "$(ids | wc -w)" -eq 2 ] && break; sleep 0.1; done
read -r first second <<<"$(ids)"
[ -n "${second:-}" ] || fail "the two added NZBs should be listed: $(tw downloads list)"

tw downloads list | grep -E "^NZBGet: paused" >/dev/null || fail "the header says paused: $(tw downloads list | head -1)"
# NZBGet's own configuration has a category Movies, and files "movies" under it.
tw downloads list | grep -E "^$first +queued .*Movies +Blade.Runner.1982.1080p" >/dev/null \
  || fail "the first job, queued in Movies: $(tw downloads list)"
# A job's own view: its files, as NZBGet's listfiles gives them.
tw downloads show "$first" >"$work/show.out" || fail "show"
grep -q "^Files" "$work/show.out" && grep -q "Blade.Runner" "$work/show.out" \
  || fail "show lists the job's files: $(cat "$work/show.out")"
tw downloads pause "$first" >/dev/null && tw downloads list | grep -qE "^$first +paused" || fail "pause ID"
tw downloads resume "$first" >/dev/null && tw downloads list | grep -qE "^$first +queued" || fail "resume ID"
tw downloads priority "$second" high >/dev/null && tw downloads list | grep -qE "^$second .* high " || fail "priority"
tw downloads top "$second" >/dev/null
tw downloads list --json | python3 -c "import json,sys; d=json.load(sys.stdin); assert d[0]['NZBID']==$second, d" \
  || fail "top moves $second first"
# An .nzb uploaded from a local file (base64 through append), added paused; a magnet is refused.
nzb_file Heat.1995.1080p 500000000 >"$work/Heat.1995.1080p.nzb"
uploaded=$(tw downloads add "$work/Heat.1995.1080p.nzb" --paused | grep -o 'as [0-9]*' | cut -d' ' -f2) \
  || fail "downloads add FILE --paused"
for _ in $(seq 1 50); do tw downloads list | grep -qE "^$uploaded +paused .*Heat.1995.1080p" && break; sleep 0.1; done
tw downloads list | grep -qE "^$uploaded +paused .*Heat.1995.1080p" || fail "the uploaded NZB, paused: $(tw downloads list)"
set +e
tw downloads add "magnet:?xt=urn:btih:c9e15763f722f23e98a29decdfae341b98d53056" >/dev/null 2>"$work/magnet.err"; code=$?
set -e
[ "$code" -eq 64 ] && grep -q "takes NZB links" "$work/magnet.err" || fail "a magnet is refused by NZBGet (exit $code)"
tw downloads limit 5M | grep -q "limit 5 MiB/s" || fail "limit 5M"
tw downloads limit off | grep -q "no limit" || fail "limit off"
set +e
tw downloads limit 50% >/dev/null 2>"$work/percent.err"; percent=$?
tw downloads remove "$first" >/dev/null 2>"$work/remove.err"; unconfirmed=$?
set -e
[ "$percent" -ne 0 ] && grep -q "percentage" "$work/percent.err" || fail "NZBGet has no limit in percent"
[ "$unconfirmed" -eq 64 ] && grep -q "Blade.Runner.1982.1080p" "$work/remove.err" \
  || fail "remove without --yes names the job and exits 64: $(cat "$work/remove.err")"
tw downloads remove "$first" --delete-files --yes | grep -q "Removed" || fail "remove --yes"
tw downloads list | grep -qE "^$first " && fail "the removed job is gone"

# Downloading from a news server without the articles fails; the history says why.
tw downloads resume --all >/dev/null
for _ in $(seq 1 100); do tw downloads history --failed | grep -q "The.Office.S01E01.720p" && break; sleep 0.2; done
tw downloads history --failed | grep -E "The.Office.S01E01.720p +too many articles are missing" >/dev/null \
  || fail "the failed job in the history with its reason: $(tw downloads history)"
tw downloads history --json | python3 -c 'import json,sys; d=json.load(sys.stdin); assert any(r["Status"].startswith("FAILURE/") for r in d), d' \
  || fail "history --json prints NZBGet's own records"

set +e
"$bin" downloads list --url "$NZBGET_URL" --api-key "$NZBGET_USER:wrong" >/dev/null 2>"$work/auth.err"; refused=$?
set -e
[ "$refused" -eq 77 ] && grep -q "NZBGet refused the user name or password" "$work/auth.err" \
  || fail "a wrong password exits 77 in NZBGet's words, got $refused: $(cat "$work/auth.err")"
echo "real NZBGet: upload an .nzb paused, magnet refused, add, list, show (its files), pause, resume, priority, top, limit, remove, failed history, refused password"
