# shellcheck shell=bash
# Debian's nginx for a check, all its files under one folder. start_nginx DIR PORT SERVERS
# writes DIR/nginx.conf around SERVERS (the `server { … }` blocks), starts nginx in the
# foreground of a background job ($nginx_pid) and waits until PORT answers; stop_nginx ends it.
nginx_pid=""
start_nginx() {
  local dir=$1 port=$2 servers=$3
  mkdir -p "$dir"
  cat >"$dir/nginx.conf" <<CONF
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/error.log;
daemon off;
events { worker_connections 64; }
http {
  access_log $dir/access.log;
  client_body_temp_path $dir/body;
  proxy_temp_path $dir/proxy;
  fastcgi_temp_path $dir/fastcgi;
  uwsgi_temp_path $dir/uwsgi;
  scgi_temp_path $dir/scgi;
$servers
}
CONF
  nginx -c "$dir/nginx.conf" -p "$dir" &
  nginx_pid=$!
  for _ in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
}
stop_nginx() {
  if [ -n "$nginx_pid" ]; then kill "$nginx_pid" 2>/dev/null || true; wait "$nginx_pid" 2>/dev/null || true; fi
  nginx_pid=""
}
