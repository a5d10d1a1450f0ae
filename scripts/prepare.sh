#!/usr/bin/env bash
# Shared set-up of `npm start` and `npm test`: dependencies, local services, build, migrations.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[prepare] installing dependencies (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
fi
bash scripts/ensure-services.sh
node scripts/build.js
node dist/scripts/migrate.js
