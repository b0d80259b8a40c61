#!/usr/bin/env bash
# thriftwood serve as it is deployed: refused on a network address until someone can sign in;
# HTTPS with a certificate (Secure __Host- cookie); behind Debian's nginx under /thriftwood with
# the proxy's user header and X-Forwarded-* (links, cookie path and the live stream through it);
# the same header straight from a browser, not through the proxy, signs nobody in.
set -euo pipefail
# shellcheck source=lib/packages.sh
source "$(dirname "$0")/lib/packages.sh"
need nginx:nginx-light openssl:openssl curl:curl
swift build --product thriftwood >/dev/null 2>&1
bin="$(swift build --show-bin-path)/thriftwood"
data=$(mktemp -d)
# shellcheck source=lib/serve.sh
source "$(dirname "$0")/lib/serve.sh"
# shellcheck source=lib/nginx.sh
source "$(dirname "$0")/lib/nginx.sh"
cleanup() {
  stop
  stop_nginx
  rm -rf "$data"
}
trap cleanup EXIT
fail() { echo "web-serve: $*"; [ -f "$data/serve.log" ] && tail -20 "$data/serve.log"; exit 1; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# 1. A network address with nobody to sign in is refused, saying how to add someone.
set +e
"$bin" serve --listen 0.0.0.0:0 --data-dir "$data" >"$data/refused.log" 2>&1
status=$?
set -e
[ "$status" -eq 64 ] || fail "serve on 0.0.0.0 without users exited $status, not 64"
grep -q "thriftwood users add NAME --password-file FILE" "$data/refused.log" || fail "the refusal does not say how"

printf 'a household password\n' >"$data/password"
chmod 600 "$data/password"
"$bin" users add maria --password-file "$data/password" --data-dir "$data" >/dev/null
# An admin lifts the locks failed guesses put on a name; an unknown name is refused in words.
"$bin" users unlock maria --data-dir "$data" | grep -q "maria was not locked out" || fail "users unlock maria"
set +e
"$bin" users unlock nobody --data-dir "$data" 2>"$data/unlock.log"
status=$?
set -e
[ "$status" -eq 64 ] && grep -q "There is no user called nobody" "$data/unlock.log" || fail "users unlock nobody: $status"
# The Seerr user a person requests as: linked, listed, unlinked.
"$bin" users seerr maria --id 3 --data-dir "$data" | grep -q "maria requests in Seerr as user 3" || fail "users seerr --id"
"$bin" users list --data-dir "$data" | grep -q "Requests in Seerr as user 3" || fail "users list names the Seerr user"
"$bin" users seerr maria --none --data-dir "$data" | grep -q "no Seerr user now" || fail "users seerr --none"

# 2. HTTPS straight from serve: the cookie is Secure with the __Host- prefix.
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=127.0.0.1" -addext "subjectAltName=IP:127.0.0.1" \
  -keyout "$data/key.pem" -out "$data/cert.pem" 2>/dev/null
serve --listen 127.0.0.1:0 --tls-cert "$data/cert.pem" --tls-key "$data/key.pem"
case "$address" in https://*) ;; *) fail "serve with a certificate said $address" ;; esac
headers=$(curl -s -D - -o /dev/null --cacert "$data/cert.pem" "${address}_/signin")
echo "$headers" | grep -qi '^set-cookie: __Host-thriftwood=.*Secure' || fail "no Secure __Host- cookie over HTTPS: $headers"
echo "$headers" | grep -qi '^strict-transport-security: max-age=31536000' || fail "no HSTS over HTTPS: $headers"
# A body declared larger than any route takes is refused at its headers (413), not read.
for path in _/upload _/do hooks/radarr; do
  code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 --cacert "$data/cert.pem" -H 'Content-Length: 2147483648' \
    --data-binary x "${address}$path" || true)
  [ "$code" = 413 ] || fail "a declared 2 GB body to /$path answered $code, not 413 at once"
done
stop

# 3. Behind nginx under /thriftwood, the proxy signing people in with Remote-User.
port=$(free_port)
proxy=$(free_port)
serve --listen "127.0.0.1:$port" --base-path /thriftwood --trusted-proxy 127.0.0.1 --trusted-header Remote-User \
  --public-host "127.0.0.1:$proxy"
start_nginx "$data/nginx" "$proxy" "$(cat <<SERVERS
  server {
    listen 127.0.0.1:$proxy;
    location /thriftwood/ {
      proxy_pass http://127.0.0.1:$port;
      proxy_set_header Host \$host:\$server_port;
      proxy_set_header X-Forwarded-Host \$host:\$server_port;
      proxy_set_header X-Forwarded-Proto \$scheme;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header Remote-User maria;
      proxy_buffering off;
      proxy_read_timeout 60s;
    }
  }
SERVERS
)"
page=$(curl -s -D "$data/h" "http://127.0.0.1:$proxy/thriftwood/radarr/movies")
grep -q "^HTTP/1.1 200" "$data/h" || fail "through nginx: $(head -1 "$data/h")"
echo "$page" | grep -q 'href="/thriftwood/radarr/movies/' || fail "links do not carry the base path"
echo "$page" | grep -q 'class="account"[^>]*>maria<' || fail "the proxy's user is not signed in"
grep -qi '^set-cookie: thriftwood=.*Path=/thriftwood' "$data/h" || fail "the cookie is not scoped to /thriftwood"
live=$(timeout 5 curl -s -N "http://127.0.0.1:$proxy/thriftwood/_/live?at=%2Fthriftwood%2Factivity%2Fqueue" || true)
echo "$live" | grep -q '^event: main' || fail "no live event through nginx"
# The same header sent by a browser straight to serve's port signs nobody in... unless it comes
# from the proxy's address: here both are 127.0.0.1, so check a listed proxy that is not us.
stop
serve --listen "127.0.0.1:$port" --trusted-proxy 10.0.0.2 --trusted-header Remote-User
direct=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -H 'Remote-User: maria' "http://127.0.0.1:$port/")
case "$direct" in "303 "*"/_/signin"*) ;; *) fail "Remote-User from a non-proxy address was believed: $direct" ;; esac
echo "web-serve: ok (nginx $(nginx -v 2>&1 | sed 's/.*nginx\///'))"
