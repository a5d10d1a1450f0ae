#!/usr/bin/env bash
# `npm run train -- <model>`: rebuilds a committed model file of libs/language from the
# shared training data. Models: libs/language/train/<model>.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
model=${1:-}
if [ -z "$model" ] || [ ! -f "libs/language/train/$model.ts" ]; then
  echo "usage: npm run train -- <model>   (one of: $(ls libs/language/train/*.ts 2>/dev/null | xargs -rn1 basename | grep -v '^_' | sed 's/\.ts$//' | tr '\n' ' '))" >&2
  exit 2
fi
node scripts/build.js >&2
exec node dist/libs/language/train/"$model".js "${@:2}"
