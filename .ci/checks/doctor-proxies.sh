#!/usr/bin/env bash
# `thriftwood doctor` behind Debian's nginx (#54): one demo Radarr under /radarr, reached three
# ways through the proxy — without the URL base, behind HTTP Basic auth, and over TLS with a
# self-signed certificate — and each named for what it is, with the fix; then each fixed as the
# doctor says, and the server passes.
set -euo pipefail
# shellcheck source=lib/packages.sh
source "$(dirname "$0")/lib/packages.sh"
need nginx:nginx-light openssl:openssl curl:curl
swift build --product thriftwood >/dev/null 2>&1
bin="$(swift build --show-bin-path)/thriftwood"
data=$(mktemp -d)
source "$(dirname "$0")/lib/demos.sh"
# shellcheck source=lib/nginx.sh
source "$(dirname "$0")/lib/nginx.sh"
cleanup() {
  stop_demos
  stop_nginx
  rm -rf "$data"
}
trap cleanup EXIT
fail() { echo "doctor-proxies: $*"; [ -f "$data/nginx/error.log" ] && tail -5 "$data/nginx/error.log"; exit 1; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
tw() { "$bin" "$@" --data-dir "$data/tw"; }

demo=$(start_demo_at radarr radarr --url-base /radarr)
demo_port=${demo##*:}
plain=$(free_port)
walled=$(free_port)
secure=$(free_port)
gateway=$(free_port)
dead=$(free_port)
openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=127.0.0.1" -addext "subjectAltName=IP:127.0.0.1" \
  -keyout "$data/key.pem" -out "$data/cert.pem" >/dev/null 2>&1
# maria:secret, hashed as htpasswd would.
echo "maria:$(openssl passwd -apr1 secret)" >"$data/htpasswd"
# nginx's workers run as nobody: they read the password file.
chmod o+rx "$data"
chmod o+r "$data/htpasswd"
start_nginx "$data/nginx" "$plain" "$(cat <<SERVERS
  server {
    listen 127.0.0.1:$plain;
    location /radarr/ { proxy_pass http://127.0.0.1:$demo_port; }
  }
  server {
    listen 127.0.0.1:$walled;
    location / {
      auth_basic "Home";
      auth_basic_user_file $data/htpasswd;
      proxy_pass http://127.0.0.1:$demo_port;
    }
  }
  server {
    listen 127.0.0.1:$secure ssl;
    ssl_certificate $data/cert.pem;
    ssl_certificate_key $data/key.pem;
    location / { proxy_pass http://127.0.0.1:$demo_port; }
  }
  server {
    listen 127.0.0.1:$gateway;
    location / { proxy_pass http://127.0.0.1:$dead; }
  }
SERVERS
)"

tw profiles add Home >/dev/null
key=thriftwood-demo-key
tw servers add --kind radarr --name "No base" --url "http://127.0.0.1:$plain" --api-key "$key" --skip-test >/dev/null
tw servers add --kind radarr --name "Walled" --url "http://127.0.0.1:$walled/radarr" --api-key "$key" --skip-test >/dev/null
tw servers add --kind radarr --name "Gone" --url "http://127.0.0.1:$gateway/radarr" --api-key "$key" --skip-test >/dev/null
tw servers add --kind radarr --name "Secure" --url "https://127.0.0.1:$secure/radarr" --api-key "$key" --skip-test >/dev/null

doctor() { set +e; tw doctor --server "$1" >"$data/doctor.out" 2>&1; status=$?; set -e; }
doctor "No base"
grep -q "✗ URL base: the API is not at http://127.0.0.1:$plain, but it answers at http://127.0.0.1:$plain/radarr" \
  "$data/doctor.out" || fail "a missing URL base behind nginx: $(cat "$data/doctor.out")"
[ "$status" -eq 69 ] || fail "a failing step exits 69, not $status"
echo "a URL base left out, behind nginx: named, with the base that works"

doctor "Walled"
grep -q "✗ Service: .*login" "$data/doctor.out" || fail "HTTP Basic auth in front: $(cat "$data/doctor.out")"
grep -qi "authorization" "$data/doctor.out" || fail "the fix should name the Authorization header: $(cat "$data/doctor.out")"
echo "HTTP Basic auth in front: named a login wall, with the header to add"

doctor "Secure"
grep -q "✗ TLS: .*self-signed\|✗ TLS: .*not trusted\|✗ TLS: .*refuses" "$data/doctor.out" \
  || fail "a self-signed certificate: $(cat "$data/doctor.out")"
grep -q "accept self-signed" "$data/doctor.out" || fail "the fix should say to accept it: $(cat "$data/doctor.out")"
echo "a self-signed certificate: named at the TLS step, with the fix"

doctor "Gone"
grep -q "✗ Service: .*proxy.*(HTTP 502)\|✗ Service: .*HTTP 502.*proxy" "$data/doctor.out" \
  || fail "a proxy whose server is down: $(cat "$data/doctor.out")"
echo "a proxy whose server does not answer (502): named the proxy's error, not the server's"
tw servers remove Gone --yes >/dev/null

# Each fixed as the doctor said: every step passes.
tw servers edit "No base" --url "http://127.0.0.1:$plain/radarr" >/dev/null || fail "edit No base"
basic=$(printf 'maria:secret' | base64)
tw servers edit "Walled" --header "Authorization: Basic $basic" >/dev/null || fail "edit Walled"
tw servers edit "Secure" --accept-self-signed >/dev/null || fail "edit Secure"
set +e; tw doctor >"$data/doctor.out" 2>&1; status=$?; set -e
[ "$status" -eq 0 ] || fail "after the fixes every step should pass (exit $status): $(cat "$data/doctor.out")"
echo "doctor-proxies: ok"
