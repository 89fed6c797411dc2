#!/usr/bin/env bash
# Renders deploy/nginx/console.conf.template to stdout: every ${CONSOLE_*} placeholder is replaced
# by the environment variable of that name; nginx's own $variables are left alone. The production
# install and the deploy test (scripts/ci/test-deploy.sh) both render through this script, so there is
# one configuration, not a hand-kept copy per use.
#
#   CONSOLE_SERVER_NAME   required     host name(s) of the console, e.g. console.example.com
#   CONSOLE_TLS_CERT      required     certificate chain (PEM)
#   CONSOLE_TLS_KEY       required     its private key (PEM)
#   CONSOLE_PUBLIC_URL    https://<first server name>   where plain http redirects to (no trailing /)
#   CONSOLE_HTTPS_LISTEN  443          nginx "listen" address of the https server
#   CONSOLE_HTTP_LISTEN   80           nginx "listen" address of the redirecting http server
#   CONSOLE_ROOT          /srv/console/dist   the built console (`npm run build` output)
#   CONSOLE_UPSTREAM      127.0.0.1:4173      the UI-server (host:port)
#   CONSOLE_BROTLI        auto         on / off / auto (on when Debian's brotli filter module is installed)
#   CONSOLE_OTLP_ORIGIN   (none)       the OpenTelemetry collector the console posts its telemetry to, as
#                                      scheme + host [+ port], no path (https://collector.example.com): added
#                                      to the CSP's connect-src. Unset: connect-src 'self' alone, as before.
#
# ${CONSOLE_CONNECT_EXTRA} is the one placeholder not named after a variable: it is filled from
# CONSOLE_OTLP_ORIGIN, and may be empty, which the other placeholders may not.
set -euo pipefail
shopt -u patsub_replacement 2>/dev/null || true # bash 5.2: "&" in a replacement must stay literal

here="$(cd "$(dirname "$0")" && pwd)"
template="$here/nginx/console.conf.template"
BROTLI_MODULE="${BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so}"

fail() {
  echo "render.sh: $*" >&2
  exit 1
}

: "${CONSOLE_SERVER_NAME:?render.sh: set CONSOLE_SERVER_NAME (the console host name)}"
: "${CONSOLE_TLS_CERT:?render.sh: set CONSOLE_TLS_CERT (certificate chain, PEM)}"
: "${CONSOLE_TLS_KEY:?render.sh: set CONSOLE_TLS_KEY (private key, PEM)}"
CONSOLE_PUBLIC_URL="${CONSOLE_PUBLIC_URL:-https://${CONSOLE_SERVER_NAME%% *}}"
CONSOLE_HTTPS_LISTEN="${CONSOLE_HTTPS_LISTEN:-443}"
CONSOLE_HTTP_LISTEN="${CONSOLE_HTTP_LISTEN:-80}"
CONSOLE_ROOT="${CONSOLE_ROOT:-/srv/console/dist}"
CONSOLE_UPSTREAM="${CONSOLE_UPSTREAM:-127.0.0.1:4173}"
CONSOLE_BROTLI="${CONSOLE_BROTLI:-auto}"

case "$CONSOLE_BROTLI" in
  on | off) ;;
  auto) if [ -e "$BROTLI_MODULE" ]; then CONSOLE_BROTLI=on; else CONSOLE_BROTLI=off; fi ;;
  *) fail "CONSOLE_BROTLI must be on, off or auto, got '$CONSOLE_BROTLI'" ;;
esac
case "$CONSOLE_PUBLIC_URL" in
  https://*) ;;
  *) fail "CONSOLE_PUBLIC_URL must be an https:// url, got '$CONSOLE_PUBLIC_URL'" ;;
esac

# The origin goes into a quoted CSP header: only the characters an https origin is made of, and in
# the C locale, where a letter range holds ASCII letters alone.
is_https_origin() {
  local LC_ALL=C
  [[ "$1" =~ ^https://[A-Za-z0-9.-]+(:[0-9]+)?$ ]]
}
CONSOLE_CONNECT_EXTRA=""
if [ -n "${CONSOLE_OTLP_ORIGIN:-}" ]; then
  is_https_origin "$CONSOLE_OTLP_ORIGIN" ||
    fail "CONSOLE_OTLP_ORIGIN must be an https origin, scheme + host [+ :port] with no path or trailing /, e.g. https://collector.example.com; got '$CONSOLE_OTLP_ORIGIN'"
  CONSOLE_CONNECT_EXTRA=" $CONSOLE_OTLP_ORIGIN"
fi

names=(CONSOLE_SERVER_NAME CONSOLE_TLS_CERT CONSOLE_TLS_KEY CONSOLE_PUBLIC_URL CONSOLE_HTTPS_LISTEN CONSOLE_HTTP_LISTEN CONSOLE_ROOT CONSOLE_UPSTREAM)
conf="$(cat "$template")"
for name in "${names[@]}"; do
  value="${!name}"
  # A value is one nginx word (server names: several words): nothing that ends or opens a directive.
  if [ -z "$value" ] || [[ "$value" == *[\;\{\}\"\'\$\#\\]* ]] || [[ "$value" == *$'\n'* ]]; then
    fail "$name is empty or holds one of ; { } \" ' \$ # \\ or a newline: '$value'"
  fi
  if [ "$name" != CONSOLE_SERVER_NAME ] && [[ "$value" == *[[:space:]]* ]]; then
    fail "$name must not contain spaces: '$value'"
  fi
  conf="${conf//"\${$name}"/$value}"
done
# Checked above; empty when no collector is set.
conf="${conf//"\${CONSOLE_CONNECT_EXTRA}"/$CONSOLE_CONNECT_EXTRA}"

if [[ "$conf" =~ \$\{CONSOLE_[A-Z_]*\} ]]; then
  fail "the template has a placeholder this script does not know: ${BASH_REMATCH[0]}"
fi

if [ "$CONSOLE_BROTLI" = off ]; then
  printf '%s\n' "$conf" | sed '/# brotli-begin/,/# brotli-end/d'
else
  printf '%s\n' "$conf"
fi
