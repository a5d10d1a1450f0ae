#!/usr/bin/env bash
# Shared set-up of `npm start` and `npm test`: dependencies, local services, build, migrations.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # `npm install`, not `npm ci`: a lock written on Linux lacks other platforms' optional
  # binaries (@swc/core-darwin-*, ...), which newer npm ci rejects (npm/cli#8805). Install
  # still takes every version from the lock and leaves it unchanged.
  echo "[prepare] installing dependencies from package-lock.json"
  npm install --no-audit --no-fund --loglevel=error
fi
bash scripts/ensure-services.sh
node scripts/build.js
node dist/scripts/migrate.js
