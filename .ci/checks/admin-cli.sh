#!/usr/bin/env bash
# Looking after the servers from the CLI (#52), against demo servers that keep their state
# between commands: tasks, a backup saved to a file, logs, updates, the server's own indexer
# test, the blocklist (asked first, then removed and cleared), marking a release failed, and the
# download the demo leaves waiting for manual import, imported until it leaves the queue.
set -euo pipefail
swift build --product thriftwood >/dev/null
bin="$(swift build --show-bin-path)/thriftwood"
fail() { echo "FAIL: $*"; exit 1; }

data=$(mktemp -d)
source "$(dirname "$0")/lib/demos.sh"
trap 'stop_demos; rm -rf "$data"' EXIT
r1=$(start_demo_at radarr radarr)
r2=$(start_demo_at radarr-4k radarr)
s1=$(start_demo_at sonarr sonarr)
tw() { "$bin" "$@" --data-dir "$data"; }
tw profiles add Home >/dev/null
# A profile with no server yet says so, naming no kind it was never asked about.
set +e
tw status >/dev/null 2>"$data/empty.err"; empty=$?
set -e
[ "$empty" = 64 ] && grep -q "This profile has no server to ask yet." "$data/empty.err" && ! grep -q "Radarr" "$data/empty.err" \
  || fail "status on an empty profile ($empty): $(cat "$data/empty.err")"
tw servers add --kind radarr --url "$r1" --api-key thriftwood-demo-key >/dev/null
tw servers add --kind radarr --name "Radarr 4K" --url "$r2" --api-key thriftwood-demo-key >/dev/null
tw servers add --kind sonarr --url "$s1" --api-key thriftwood-demo-key >/dev/null

set +e
tw system tasks --service radarr >/dev/null 2>"$data/two.err"; two=$?
tw system logs --server radarr --file ../config.xml >/dev/null 2>&1; badfile=$?
tw blocklist remove 1 --server radarr >/dev/null 2>"$data/unasked.err"; unasked=$?
tw indexers test --all --server radarr >"$data/test.out" 2>&1; tested=$?
set -e
[ "$two" = 64 ] && grep -q "choose one with --service or --server" "$data/two.err" \
  || fail "two Radarrs and no --server should ask which ($two): $(cat "$data/two.err")"
[ "$badfile" = 64 ] || fail "a log file name that is not one should be a usage error ($badfile)"
[ "$unasked" = 64 ] && grep -q "remove “Fight.Club.1999.1080p.BluRay.x264-FAKE” from Radarr's blocklist" "$data/unasked.err" \
  || fail "removing from the blocklist without --yes should name the release ($unasked): $(cat "$data/unasked.err")"
[ "$tested" = 1 ] && grep -q "Test failed: Unable to connect to indexer" "$data/test.out" \
  && grep -q "Test passed." "$data/test.out" || fail "indexers test --all: $(cat "$data/test.out")"

tw system tasks --server radarr | grep -q "Rss Sync" || fail "system tasks should list Rss Sync"
tw system run "rss sync" --server sonarr | grep -q "Rss Sync ran on Sonarr." || fail "system run"
tw system tasks --server sonarr | grep "Rss Sync" | grep -q "just now" || fail "the task's last run should move"
tw system backup --server radarr-4k --output "$data/backup.zip" | grep -q "Saved radarr_backup_v" \
  || fail "system backup --output"
python3 -c 'import sys, zipfile; assert "config.xml" in zipfile.ZipFile(sys.argv[1]).namelist()' "$data/backup.zip" \
  || fail "the saved backup should be a zip holding config.xml"
tw system backups --server radarr-4k | grep -q "manual" || fail "the new backup should be listed as manual"
tw system logs --server radarr --level warn --limit 5 | grep -q "Warnings and above" || fail "system logs --level"
tw system logs --server radarr --file radarr.txt | grep -q "|Info|" || fail "system logs --file"
tw system updates --server sonarr | grep -q "is available" || fail "system updates"

tw blocklist remove 1 --server radarr --yes | grep -q "Removed “Fight.Club" || fail "blocklist remove --yes"
tw blocklist clear --server radarr --yes | grep -q "Removed 2 releases" || fail "blocklist clear --yes"
tw blocklist --server radarr | grep -q "Nothing is blocklisted." || fail "the cleared blocklist should say so"

waiting=$(tw queue --server radarr --json | python3 -c '
import json, sys
rows = json.load(sys.stdin)
rows = [r.get("record", r) for r in rows] if isinstance(rows, list) else rows
print(next(r["downloadId"] for r in rows if r.get("trackedDownloadState") == "importPending"))')
tw import list --server radarr --download "$waiting" | grep -q "refused" || fail "import list should show the refused sample"
tw import apply --server radarr --download "$waiting" --yes | grep -q "Imported 1 file into Radarr." \
  || fail "import apply --yes"
if tw queue --server radarr --json | grep -q "$waiting"; then fail "the imported download should leave the queue"; fi

grabbed=$(tw history --server radarr --event grabbed --json | python3 -c '
import json, sys
rows = json.load(sys.stdin)
print(rows[0].get("record", rows[0])["id"])')
tw history --server radarr --fail "$grabbed" --yes | grep -q "as failed on Radarr" || fail "history --fail --yes"
tw blocklist --server radarr | grep -q "Manually marked as failed" || fail "the failed release should be blocklisted"
# The IDs `blocklist remove ID` and `history --fail ID` take are in the tables.
tw blocklist --server radarr | sed -n 2p | grep -q "^ID " || fail "blocklist has no ID column: $(tw blocklist --server radarr | head -3)"
tw history --server radarr --page-size 3 | head -1 | grep -q "^ID " || fail "history has no ID column"
echo "admin cli: tasks, backups, logs, updates, indexer tests, the blocklist, mark failed and manual import work"
