#!/bin/sh
# The image's command: run the app named by APP (set at build time, overridable at run time).
set -eu
case "${APP:-}" in
  migrate) exec node dist/scripts/migrate.js ;;
  '') echo "APP is not set" >&2; exit 64 ;;
  *) exec node "dist/apps/$APP/src/main.js" ;;
esac
