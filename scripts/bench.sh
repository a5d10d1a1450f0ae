#!/usr/bin/env bash
# `npm run bench -- <name>`: prepares like `npm start` (services, build, migrations), then runs
# bench/<name>.ts from dist/. Each benchmark prints one JSON line with its figures last.
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:-}
if [ -z "$name" ] || [ ! -f "bench/$name.ts" ]; then
  echo "usage: npm run bench -- <name>   (one of: $(ls bench/*.ts | xargs -n1 basename | sed 's/\.ts$//' | tr '\n' ' '))" >&2
  exit 2
fi
bash scripts/prepare.sh >&2
exec node dist/bench/"$name".js "${@:2}"
