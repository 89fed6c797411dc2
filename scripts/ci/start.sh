#!/usr/bin/env bash
# `npm start`: installs the packages if needed, builds the console and serves it with the
# reference UI-server and its demo data on http://127.0.0.1:${PORT:-4173}/.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ ! -d node_modules ] || [ ! -e node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> npm ci"
  npm ci
fi

echo "==> building the console"
npx tsx scripts/build/generate.ts
npx vite build --logLevel warn

echo "==> starting the reference UI-server"
exec node --import tsx server/main.ts
