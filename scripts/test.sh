#!/usr/bin/env bash
# `npm test`: preparation, then lint, type-check and every unit and integration test.
# Ends with one line `N passed, M failed` (lint and type-check count as one check each).
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/prepare.sh || { echo "0 passed, 1 failed"; exit 1; }
mkdir -p tmp
passed=0; failed=0
step() {
  local name=$1; shift
  echo "== $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "== $name FAILED"; fi
}
# The module-boundary rule reads the Nx project graph: compute it first.
NX_DAEMON=false npx --no-install nx show projects >/dev/null
step lint npx --no-install eslint --config scripts/eslint.config.js --no-error-on-unmatched-pattern --max-warnings=0 apps libs bench scripts deploy
step typecheck npx --no-install tsc -p tsconfig.base.json --noEmit
rm -f tmp/jest-results.json
npx --no-install jest --config scripts/jest.config.js --ci --json --outputFile=tmp/jest-results.json "$@"
jest_status=$?
if [ -f tmp/jest-results.json ]; then
  read -r jp jf < <(node -e "const r=require('./tmp/jest-results.json');console.log(r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites)")
  passed=$((passed + jp)); failed=$((failed + jf))
  [ "$jest_status" != 0 ] && [ "$jf" = 0 ] && failed=$((failed + 1))
else
  failed=$((failed + 1))
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
