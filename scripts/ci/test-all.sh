#!/usr/bin/env bash
# The one test command (`npm test`, and `.ci/run`): prerequisites, static checks, unit tests, build,
# end-to-end tests, then the deploy tests (the build behind deploy/'s nginx configuration). Every step
# runs even when an earlier one failed (except the browser tests, which need a build); the last line
# is always "N passed, M failed" (unit + end-to-end + deploy tests), and the exit status is non-zero
# when any step failed.
set -euo pipefail

cd "$(dirname "$0")/../.."
ROOT="$PWD"
REPORTS="$ROOT/.tmp/test-reports"
VITEST_JSON="$REPORTS/vitest.json"
PLAYWRIGHT_JSON="$REPORTS/playwright.json"
DEPLOY_JSON="$REPORTS/deploy.json"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"

failed_steps=()

step() { printf '\n==> %s\n' "$*"; }

# Runs a step; a failure is recorded, not fatal.
run_step() {
  local name="$1"
  shift
  step "$name: $*"
  if "$@"; then
    return 0
  fi
  failed_steps+=("$name")
  return 1
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  else
    sudo "$@"
  fi
}

# --- Prerequisites ----------------------------------------------------------------------------
if [ ! -x "$CHROMIUM" ]; then
  step "installing Debian's chromium (no $CHROMIUM)"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi
if [ ! -x "$NGINX" ]; then
  step "installing Debian's nginx (no $NGINX), with its brotli module where Debian has one"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y nginx
  # Optional: without it the deployment (and its test) compress with gzip alone.
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y libnginx-mod-http-brotli-filter ||
    echo "no brotli module for this nginx: the deploy tests check gzip only"
fi

# npm ci when node_modules is missing or older than package-lock.json (npm ci and npm install
# both rewrite node_modules/.package-lock.json). npm ci refuses a lock that lacks any platform's
# optional package; package.json's overrides pin unrs-resolver (the lint's module resolver) to
# 1.12.2, the newest whose bindings for every platform the registry serves.
if [ ! -d node_modules ] || [ ! -e node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci (node_modules missing or older than package-lock.json)"
  npm ci
fi

mkdir -p "$REPORTS"
rm -f "$VITEST_JSON" "$PLAYWRIGHT_JSON" "$DEPLOY_JSON"
# Each end-to-end run seeds a fresh data dir (playwright.config.ts); drop those of runs long gone,
# never one a run in progress may still be using.
find "$ROOT/.tmp" -maxdepth 1 -type d -name 'e2e-data-*' -mmin +120 -exec rm -rf {} + 2>/dev/null || true

# --- Generated code, static checks ------------------------------------------------------------
run_step generate npx tsx scripts/build/generate.ts || true
run_step check npm run check || true

# --- Unit tests -------------------------------------------------------------------------------
run_step unit npx vitest run --reporter=default --reporter=json --outputFile.json="$VITEST_JSON" || true

# --- Build and end-to-end tests ---------------------------------------------------------------
if run_step build npm run build; then
  run_step bundle npx tsx scripts/cli/check-bundle.ts || true
  export PLAYWRIGHT_JSON_OUTPUT_NAME="$PLAYWRIGHT_JSON"
  run_step e2e npx playwright test --reporter=list,json || true
  PLAYWRIGHT_JSON_OUTPUT_NAME="$DEPLOY_JSON" run_step deploy bash scripts/ci/test-deploy.sh --reporter=list,json || true
else
  step "e2e and deploy: skipped, the build failed"
  failed_steps+=("e2e (not run)" "deploy (not run)")
fi

# --- Summary ----------------------------------------------------------------------------------
# Prints "passed failed" for the unit, the end-to-end and the deploy report; a missing or unreadable
# report counts as nothing (its step has already been recorded as failed).
count_tests() {
  node --input-type=module - "$VITEST_JSON" "$PLAYWRIGHT_JSON" "$DEPLOY_JSON" <<'NODE'
import { existsSync, readFileSync } from 'node:fs';
const [vitestFile, ...playwrightFiles] = process.argv.slice(2);
const read = (file) => {
  if (!existsSync(file)) return null;
  try { return JSON.parse(readFileSync(file, 'utf8')); } catch { return null; }
};
let passed = 0;
let failed = 0;
const unit = read(vitestFile);
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += unit.numFailedTests ?? 0;
}
for (const file of playwrightFiles) {
  const run = read(file);
  if (!run?.stats) continue;
  // expected: passed first time; flaky: passed on retry; unexpected: failed.
  passed += (run.stats.expected ?? 0) + (run.stats.flaky ?? 0);
  failed += run.stats.unexpected ?? 0;
}
console.log(`${passed} ${failed}`);
NODE
}

read -r passed failed < <(count_tests) || true
passed="${passed:-0}"
failed="${failed:-0}"
echo
if [ "${#failed_steps[@]}" -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
fi
echo "${passed} passed, ${failed} failed"

if [ "${#failed_steps[@]}" -gt 0 ] || [ "$failed" -gt 0 ]; then
  exit 1
fi
