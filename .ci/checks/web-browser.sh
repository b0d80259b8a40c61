#!/usr/bin/env bash
# The browser front end as a person uses it: Debian's Chromium (headless, through Debian's
# chromedriver and Selenium from PyPI) drives `thriftwood serve --demo` as a phone (a true
# 360×740 by mobile emulation, innerWidth checked) and at desktop size (1280×800), with axe-core
# (WCAG 2.1 AA and best practices) on every page it checks: Home, a tap into a movie, the back button, a deep link in a new
# tab, an action, the queue changing without a reload, no sideways scrolling, no console errors
# or CSP violations; part 2: a magnet added to the demo qBittorrent and listed, a download paused
# and one removed (the question first), a Seerr request approved reaching the demo Radarr's
# queue, a Tautulli stream stopped, a server added through the profile form (tested, then
# listed), a profile switch, every other screen toured; the posters and covers on the detail
# pages (a smaller file on a phone); then with a user set up: signing in
# lands where asked, signing out ends it.
# Screenshots are kept in $CI_ARTEFACTS/web (default .build/ci-artefacts/web).
set -euo pipefail
need=()
command -v chromium >/dev/null || need+=(chromium)
command -v chromedriver >/dev/null || need+=(chromium-driver)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
python3 -c "import selenium" 2>/dev/null || pip install -q "selenium>=4.20,<5" 2>&1 | grep -v "as the 'root' user" || true
# axe-core as PyPI carries it (only its script is read; the Playwright wrapper's dependencies are not needed).
python3 -c "import importlib.util as u; assert u.find_spec('axe_playwright_python')" 2>/dev/null ||
  pip install -q --no-deps "axe-playwright-python==0.1.8" 2>&1 | grep -v "as the 'root' user" || true
swift build --product thriftwood >/dev/null 2>&1
bin="$(swift build --show-bin-path)/thriftwood"
data=$(mktemp -d)
# shellcheck source=lib/serve.sh
source "$(dirname "$0")/lib/serve.sh"
artefacts="${CI_ARTEFACTS:-$(pwd)/.build/ci-artefacts}/web"
mkdir -p "$artefacts"
cleanup() { stop; rm -rf "$data"; }
trap cleanup EXIT
fail() { echo "web-browser: $*"; [ -f "$data/serve.log" ] && tail -20 "$data/serve.log"; exit 1; }

python3 "$(dirname "$0")/web/axe_self_test.py" || fail "the accessibility check cannot fail (above)"
serve --listen 127.0.0.1:0
python3 "$(dirname "$0")/web/browse.py" "$address" "$artefacts" || fail "the browser run failed (above)"
stop
# Part 2 on a fresh data directory, with a standalone demo Lidarr to add through the form.
rm -rf "$data" && data=$(mktemp -d)
"$bin" demo-server --service lidarr --port 0 >"$data/lidarr.log" 2>&1 &
lidarr=$!
for _ in $(seq 1 100); do grep -q "demo server at" "$data/lidarr.log" && break; sleep 0.1; done
lidarr_url=$(grep -o 'http://[^ ]*' "$data/lidarr.log" | head -1)
[ -n "$lidarr_url" ] || { kill "$lidarr"; fail "the standalone Lidarr demo did not start"; }
serve --listen 127.0.0.1:0
python3 "$(dirname "$0")/web/browse_part2.py" "$address" "$artefacts" "$lidarr_url" thriftwood-demo-key ||
  { kill "$lidarr"; fail "the part 2 browser run failed (above)"; }
stop
kill "$lidarr" 2>/dev/null || true
wait "$lidarr" 2>/dev/null || true
# Looking after the servers, on a fresh data directory (fresh demos).
rm -rf "$data" && data=$(mktemp -d)
serve --listen 127.0.0.1:0
python3 "$(dirname "$0")/web/browse_admin.py" "$address" "$artefacts" || fail "the admin browser run failed (above)"
stop
# Prowlarr and Bazarr, on a fresh data directory (fresh demos).
rm -rf "$data" && data=$(mktemp -d)
serve --listen 127.0.0.1:0
python3 "$(dirname "$0")/web/browse_kinds.py" "$address" "$artefacts" || fail "the Prowlarr and Bazarr browser run failed (above)"
stop
# Pictures: the demo's posters and covers on the detail pages, a smaller one on a phone.
serve --listen 127.0.0.1:0
python3 "$(dirname "$0")/web/browse_pictures.py" "$address" "$artefacts" || fail "the pictures browser run failed (above)"
stop
printf 'a household password\n' >"$data/password"
chmod 600 "$data/password"
"$bin" users add maria --password-file "$data/password" --data-dir "$data" >/dev/null
serve --listen 127.0.0.1:0
python3 "$(dirname "$0")/web/sign_in.py" "$address" "$artefacts" maria "a household password" ||
  fail "the sign-in run failed (above)"
stop
echo "web-browser: ok (screenshots in $artefacts)"
