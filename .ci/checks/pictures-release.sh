#!/usr/bin/env bash
# Pictures on the release build: libjpeg-turbo and libchafa are reached through C module maps,
# raw buffers and pointers the optimiser may treat differently — the same CLI and tmux steps as
# pictures.sh (every output mode, the poster beside a movie's facts, the grid), run optimised.
set -euo pipefail
swift build -c release --product thriftwood >/dev/null 2>&1 || { swift build -c release --product thriftwood; exit 1; }
PICTURES_BIN="$(swift build -c release --show-bin-path)/thriftwood" bash "$(dirname "$0")/pictures.sh"
