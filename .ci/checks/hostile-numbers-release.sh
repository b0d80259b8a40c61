#!/usr/bin/env bash
# The hostile-numbers matrix (every kind's CLI reads and app screens against numbers at the edge
# of what a client holds) on the release build: what traps on overflow is what the optimiser
# may change, so a crash class must be shown absent on both builds.
set -euo pipefail
swift build -c release --product thriftwood >/dev/null 2>&1 || { swift build -c release --product thriftwood; exit 1; }
RELEASE_BIN="$(swift build -c release --show-bin-path)/thriftwood" exec bash "$(dirname "$0")/hostile-numbers.sh"
