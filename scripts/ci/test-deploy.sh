#!/usr/bin/env bash
# The production deployment, tested with the real server software: renders deploy/'s nginx
# configuration for loopback ports with a throwaway self-signed certificate, validates it with
# `nginx -t`, starts the reference UI-server (fresh data, TRUST_PROXY) and nginx in front of it,
# and runs the deploy tests (playwright.deploy.config.ts: a browser smoke run and a header check)
# over https through nginx. nginx and the server are always stopped again.
#
#   DEPLOY_HTTPS_PORT (4185)  DEPLOY_HTTP_PORT (4186)  DEPLOY_SERVER_PORT (4187)
#   PLAYWRIGHT_JSON_OUTPUT_NAME: where the JSON report goes (scripts/ci/test-all.sh counts it)
# Needs `npm run build` first, Debian's nginx and openssl. Everything it writes is in .tmp/deploy/.
set -euo pipefail

cd "$(dirname "$0")/../.."
ROOT="$PWD"
WORK="$ROOT/.tmp/deploy"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
BROTLI_MODULE="/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so"
HTTPS_PORT="${DEPLOY_HTTPS_PORT:-4185}"
HTTP_PORT="${DEPLOY_HTTP_PORT:-4186}"
SERVER_PORT="${DEPLOY_SERVER_PORT:-4187}"

fail() {
  echo "test-deploy: $*" >&2
  exit 1
}

[ -x "$NGINX" ] || fail "no nginx at $NGINX (scripts/ci/test-all.sh installs Debian's)"
command -v openssl >/dev/null || fail "openssl is missing"
[ -f "$ROOT/dist/index.html" ] || fail "dist/index.html is missing: run \`npm run build\` first"
# The paths go into nginx's configuration as bare words.
[[ "$WORK" =~ ^[A-Za-z0-9/._-]+$ ]] || fail "the checkout's path has characters nginx's configuration cannot take: $WORK"

# A run that was killed outright may have left its nginx behind; it would hold the ports.
if [ -s "$WORK/nginx.pid" ] && kill -0 "$(cat "$WORK/nginx.pid")" 2>/dev/null; then
  fail "an nginx of an earlier run is still running (pid $(cat "$WORK/nginx.pid"), $WORK/nginx.conf): stop it first"
fi
rm -rf "$WORK"
mkdir -p "$WORK/temp" "$WORK/no-static"

server_pid=""
nginx_pid=""
# TERM: the server closes gracefully (10 s at most, then it is killed).
stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 100); do
      kill -0 "$server_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  server_pid=""
}
# TERM: nginx's fast shutdown of master and workers.
stop_nginx() {
  if [ -n "$nginx_pid" ] && kill -0 "$nginx_pid" 2>/dev/null; then
    kill -TERM "$nginx_pid" 2>/dev/null || true
    wait "$nginx_pid" 2>/dev/null || true
  fi
  nginx_pid=""
}
stop() {
  stop_nginx
  stop_server
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# True once something accepts connections on the loopback port.
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Waits until the port listens, or fails when the process has died or 60 s have passed.
await_port() {
  local port="$1" pid="$2" name="$3" log="$4"
  for _ in $(seq 1 600); do
    listening "$port" && return 0
    if ! kill -0 "$pid" 2>/dev/null; then
      cat "$log" >&2 || true
      fail "$name exited before it listened on $port"
    fi
    sleep 0.1
  done
  cat "$log" >&2 || true
  fail "$name did not listen on $port within 60 s"
}

for port in "$HTTPS_PORT" "$HTTP_PORT" "$SERVER_PORT"; do
  listening "$port" && fail "port $port is already in use (set DEPLOY_HTTPS_PORT / DEPLOY_HTTP_PORT / DEPLOY_SERVER_PORT)"
done

# --- A throwaway certificate for the loopback address ------------------------------------------
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
  -subj "/CN=127.0.0.1" -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
  -keyout "$WORK/tls.key" -out "$WORK/tls.crt" 2>/dev/null
chmod 600 "$WORK/tls.key"

# --- The configuration: deploy/'s site file, in a main file of the test's own --------------------
if [ -e "$BROTLI_MODULE" ]; then brotli=on; else brotli=off; fi
CONSOLE_SERVER_NAME=127.0.0.1 \
  CONSOLE_PUBLIC_URL="https://127.0.0.1:$HTTPS_PORT" \
  CONSOLE_HTTPS_LISTEN="127.0.0.1:$HTTPS_PORT" \
  CONSOLE_HTTP_LISTEN="127.0.0.1:$HTTP_PORT" \
  CONSOLE_ROOT="$ROOT/dist" \
  CONSOLE_UPSTREAM="127.0.0.1:$SERVER_PORT" \
  CONSOLE_TLS_CERT="$WORK/tls.crt" \
  CONSOLE_TLS_KEY="$WORK/tls.key" \
  CONSOLE_BROTLI="$brotli" \
  bash deploy/render.sh >"$WORK/console.conf"

# What Debian's /etc/nginx/nginx.conf provides around a site file, with every path (pid, logs,
# temp files) under $WORK so the run needs nothing of the system's nginx set-up. As root, the
# workers run as root too: they read the checkout and write their temp files, wherever those are.
{
  if [ "$brotli" = on ]; then echo "load_module $BROTLI_MODULE;"; fi
  if [ "$(id -u)" -eq 0 ]; then echo "user root;"; fi
  cat <<CONF
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log $WORK/access.log;
    client_body_temp_path $WORK/temp/body;
    proxy_temp_path $WORK/temp/proxy;
    fastcgi_temp_path $WORK/temp/fastcgi;
    uwsgi_temp_path $WORK/temp/uwsgi;
    scgi_temp_path $WORK/temp/scgi;
    include $WORK/console.conf;
}
CONF
} >"$WORK/nginx.conf"

echo "test-deploy: nginx -t (brotli $brotli)"
"$NGINX" -t -q -p "$WORK" -e "$WORK/error.log" -c "$WORK/nginx.conf" || {
  cat "$WORK/error.log" >&2 || true
  fail "nginx -t refused the rendered configuration ($WORK/console.conf)"
}

# --- The reference server behind it, and nginx ------------------------------------------------
# STATIC_DIR is an empty folder: every console file must come from nginx, never from the server.
PORT="$SERVER_PORT" HOST=127.0.0.1 DATA_DIR="$WORK/data" FRESH=1 STATIC_DIR="$WORK/no-static" TRUST_PROXY=127.0.0.1 \
  node --import tsx server/main.ts >"$WORK/server.log" 2>&1 &
server_pid=$!
await_port "$SERVER_PORT" "$server_pid" "the reference server" "$WORK/server.log"

"$NGINX" -p "$WORK" -e "$WORK/error.log" -c "$WORK/nginx.conf" -g "daemon off;" &
nginx_pid=$!
await_port "$HTTPS_PORT" "$nginx_pid" "nginx" "$WORK/error.log"

# --- The tests --------------------------------------------------------------------------------
echo "test-deploy: nginx on https://127.0.0.1:$HTTPS_PORT (http $HTTP_PORT) in front of the server on $SERVER_PORT"
status=0
DEPLOY_BASE_URL="https://127.0.0.1:$HTTPS_PORT" \
  DEPLOY_HTTP_URL="http://127.0.0.1:$HTTP_PORT" \
  DEPLOY_BROTLI="$brotli" \
  npx playwright test -c playwright.deploy.config.ts "$@" || status=$?

# With the UI-server gone, a proxied call gets nginx's own 502, and that too carries every header.
stop_server
DEPLOY_BASE_URL="https://127.0.0.1:$HTTPS_PORT" node --import tsx tests/deploy/upstream-down.ts || status=1

stop
# Nothing of this run may outlive it.
if [ -s "$WORK/nginx.pid" ] && kill -0 "$(cat "$WORK/nginx.pid")" 2>/dev/null; then
  fail "nginx is still running after the run (pid $(cat "$WORK/nginx.pid"))"
fi
if grep -E '\[(emerg|alert|crit)\]' "$WORK/error.log" >&2; then
  fail "nginx logged a critical error ($WORK/error.log)"
fi
exit "$status"
