# shellcheck shell=bash
# Installs what a check needs from Debian when it is missing: `need COMMAND:PACKAGE …`
# (e.g. `need nginx:nginx-light curl:curl`), one apt-get for all of them.
need() {
  local missing=() pair
  for pair in "$@"; do
    command -v "${pair%%:*}" >/dev/null || missing+=("${pair#*:}")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "installing: ${missing[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}
