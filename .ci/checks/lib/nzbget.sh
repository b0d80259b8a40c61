# Starts Debian's NZBGet on loopback with a news server that has no articles.
# Source it, then: nzbget_start DIR  → sets NZBGET_URL, NZBGET_USER, NZBGET_PASS, NZBGET_PIDS.
nzbget_install() {
  command -v nzbget >/dev/null && return 0
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nzbget >/dev/null
}
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
nzbget_start() {
  local dir=$1 here nntp_port port
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  mkdir -p "$dir/main"
  python3 "$here/fake_nntp.py" >"$dir/nntp.port" 2>"$dir/nntp.log" &
  NZBGET_PIDS=("$!")
  for _ in $(seq 1 50); do [ -s "$dir/nntp.port" ] && break; sleep 0.1; done
  nntp_port=$(cat "$dir/nntp.port")
  port=$(free_port)
  NZBGET_USER=thriftwood
  NZBGET_PASS=nzbget-secret
  sed -e "s|^MainDir=.*|MainDir=$dir/main|" \
      -e "s|^ControlIP=.*|ControlIP=127.0.0.1|" -e "s|^ControlPort=.*|ControlPort=$port|" \
      -e "s|^ControlUsername=.*|ControlUsername=$NZBGET_USER|" -e "s|^ControlPassword=.*|ControlPassword=$NZBGET_PASS|" \
      -e "s|^Server1.Host=.*|Server1.Host=127.0.0.1|" -e "s|^Server1.Port=.*|Server1.Port=$nntp_port|" \
      -e "s|^Server1.Connections=.*|Server1.Connections=2|" -e "s|^OutputMode=.*|OutputMode=loggable|" \
      -e "s|^DestDir=.*|DestDir=$dir/main/dst|" -e "s|^InterDir=.*|InterDir=$dir/main/inter|" \
      -e "s|^NzbDir=.*|NzbDir=$dir/main/nzb|" -e "s|^QueueDir=.*|QueueDir=$dir/main/queue|" \
      -e "s|^TempDir=.*|TempDir=$dir/main/tmp|" -e "s|^LockFile=.*|LockFile=$dir/main/nzbget.lock|" \
      -e "s|^LogFile=.*|LogFile=$dir/main/nzbget.log|" -e "s|^ScriptDir=.*|ScriptDir=$dir/main/scripts|" \
      /etc/nzbget.conf >"$dir/nzbget.conf"
  nzbget -c "$dir/nzbget.conf" -s >"$dir/nzbget.out" 2>&1 &
  NZBGET_PIDS+=("$!")
  NZBGET_URL="http://127.0.0.1:$port"
  for _ in $(seq 1 100); do
    curl -s -o /dev/null -u "$NZBGET_USER:$NZBGET_PASS" "$NZBGET_URL/jsonrpc/version" && return 0
    sleep 0.1
  done
  echo "NZBGet did not start:"; tail -20 "$dir/nzbget.out"; return 1
}
# nzb_file NAME SIZE_BYTES → prints a one-file NZB of SIZE_BYTES in 700 KB segments (none of the
# articles exists; SABnzbd refuses segments of 8 MB or more, so a big file needs many)
nzb_file() {
  python3 - "$1" "$2" <<'PY'
import sys
name, size = sys.argv[1], int(sys.argv[2])
part = 716800
count = max(1, -(-size // part))
print('<?xml version="1.0" encoding="UTF-8"?>')
print('<nzb xmlns="http://www.newzbin.com/DTD/2003/nzb">')
print(f' <file poster="thriftwood" date="1700000000" subject="{name} &quot;{name}.mkv&quot; yEnc (1/{count})">')
print('  <groups><group>alt.binaries.test</group></groups>')
print('  <segments>')
for n in range(1, count + 1):
    print(f'   <segment bytes="{min(part, size - (n - 1) * part)}" number="{n}">{name}-{n}@thriftwood.test</segment>')
print('  </segments>')
print(' </file>')
print('</nzb>')
PY
}
