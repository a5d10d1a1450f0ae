#!/usr/bin/env bash
# `npm run eval -- <task>`: scores libs/language on ../shared/eval/ with the rules of its
# README; prints one JSON line per task. Tasks: libs/language/eval/<task>.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
task=${1:-}
if [ -z "$task" ] || [ ! -f "libs/language/eval/$task.ts" ]; then
  echo "usage: npm run eval -- <task>   (one of: $(ls libs/language/eval/*.ts 2>/dev/null | xargs -rn1 basename | grep -v '^_' | sed 's/\.ts$//' | tr '\n' ' '))" >&2
  exit 2
fi
node scripts/build.js >&2
exec node dist/libs/language/eval/"$task".js "${@:2}"
