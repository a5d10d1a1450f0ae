#!/usr/bin/env bash
# `npm start`: prepares everything (dependencies, Postgres/Redis/NATS, build, migrations),
# seeds the demo workspace, then runs all six apps in the foreground with prefixed logs.
# Ctrl-C (or SIGTERM) stops them all; if one app dies, the rest are stopped too.
#
# Settings (environment):
#   ALLOW_PRIVATE_URLS  default true here: local webhook receivers and callbacks live on
#                       loopback/private addresses. Production leaves it false (the apps'
#                       default), so outbound HTTP cannot reach internal networks.
#   LOG_LEVEL           default info.
#   APPS                run only these apps (space-separated, e.g. "agents gateway"); default all.
#   Anything else the apps read (DATABASE_URL, REDIS_URL, NATS_URL, ...) passes through.
set -euo pipefail
cd "$(dirname "$0")/.."

export ALLOW_PRIVATE_URLS="${ALLOW_PRIVATE_URLS:-true}"
export LOG_LEVEL="${LOG_LEVEL:-info}"

say() { printf '[start] %s\n' "$*"; }

bash scripts/prepare.sh
if [ -f dist/scripts/seed.js ]; then node dist/scripts/seed.js; fi

# Ports come from the one table in libs/contracts: "<app> <port>" per line, gateway last.
mapfile -t TABLE < <(node -e '
  const { SERVICES, GATEWAY_PORT } = require("./dist/libs/contracts/src");
  for (const s of Object.values(SERVICES)) console.log(`${s.name} ${s.port}`);
  console.log(`gateway ${GATEWAY_PORT}`);
')

pretty=0
if [ -t 1 ] && [ -x node_modules/.bin/pino-pretty ]; then pretty=1; fi

# Prefixes each line of an app's output; pino JSON is made readable on a terminal. Runs in
# its own session so a Ctrl-C at the terminal reaches this script, not the log pipes: they
# end when their app closes its output, after its shutdown lines.
format() {
  local label; label=$(printf '[%-13s]' "$1")
  if [ $pretty = 1 ]; then
    setsid bash -c 'node_modules/.bin/pino-pretty --singleLine --colorize --ignore pid,hostname,service \
      --translateTime SYS:HH:MM:ss.l | sed -u "s/^/$1 /"' _ "$label"
  else
    setsid sed -u "s/^/$label /"
  fi
}

is_ready() {
  if command -v curl >/dev/null 2>&1; then
    curl -fsS -o /dev/null --max-time 2 "$1" 2>/dev/null
  else
    node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$1"
  fi
}

names=() ports=() pids=() skipped=0
waiter=''
stopping=0

stop_all() {
  stopping=1
  [ -n "$waiter" ] && kill "$waiter" 2>/dev/null || true
  local pid
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  # Apps drain their consumers and queues on SIGTERM; give them a while, then insist.
  for _ in $(seq 1 100); do
    local alive=0
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ $alive = 0 ] && break
    sleep 0.1
  done
  for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}

on_signal() {
  trap '' INT TERM
  echo
  say "stopping all apps"
  stop_all
  say "all apps stopped"
  exit 0
}
trap on_signal INT TERM

# Which apps run: all of them, or those named in APPS, and only those already built.
for row in "${TABLE[@]}"; do
  read -r name port <<<"$row"
  if [ -n "${APPS:-}" ] && [[ " $APPS " != *" $name "* ]]; then skipped=1; continue; fi
  if [ ! -f "dist/apps/$name/src/main.js" ]; then
    say "warning: dist/apps/$name/src/main.js does not exist (app not built yet); skipping $name"
    skipped=1
    continue
  fi
  names+=("$name") ports+=("$port")
done
if [ ${#names[@]} = 0 ]; then say "no app to start"; exit 1; fi

say "URLs:"
gateway_url=''
for i in "${!names[@]}"; do
  name=${names[$i]} port=${ports[$i]}
  if [ "$name" = gateway ]; then
    gateway_url="http://localhost:$port"
    say "  gateway        $gateway_url   (every API under one base URL)"
  else
    extra=''
    [ "$name" = language ] && extra="  http://localhost:$port/ner/docs"
    say "  $(printf '%-14s' "$name") http://localhost:$port/docs$extra"
  fi
done

for i in "${!names[@]}"; do
  # Each app in its own session, so only this script decides when it stops.
  PORT=${ports[$i]} setsid node "dist/apps/${names[$i]}/src/main.js" > >(format "${names[$i]}") 2>&1 &
  pids+=("$!")
done

# Reports each app's readiness while the main loop below watches for exits.
(
  trap - INT TERM
  pending=("${!names[@]}")
  waited=0
  while [ ${#pending[@]} -gt 0 ]; do
    still=()
    for i in "${pending[@]}"; do
      # The gateway is ready only when every upstream is; with some apps left out, it is
      # enough that it answers.
      probe=/readyz
      [ "${names[$i]}" = gateway ] && [ $skipped = 1 ] && probe=/healthz
      if is_ready "http://127.0.0.1:${ports[$i]}$probe"; then
        say "${names[$i]} is ready on http://localhost:${ports[$i]}"
      else
        still+=("$i")
      fi
    done
    pending=("${still[@]}")
    [ ${#pending[@]} = 0 ] && break
    waited=$((waited + 1))
    if [ $waited = 120 ]; then
      say "still waiting for: $(for i in "${pending[@]}"; do printf '%s ' "${names[$i]}"; done)(see their logs)"
    fi
    sleep 0.5
  done
  say "all ${#names[@]} apps are ready${gateway_url:+; gateway at $gateway_url} (Ctrl-C stops everything)"
) &
waiter=$!

# Any app leaving on its own is a failure: name it and stop the others.
exited=''
status=0
wait -n -p exited "${pids[@]}" || status=$?
if [ $stopping = 0 ]; then
  trap '' INT TERM
  for i in "${!pids[@]}"; do
    [ "${pids[$i]}" = "$exited" ] && say "${names[$i]} exited unexpectedly (status $status); stopping the others"
  done
  stop_all
  say "all apps stopped"
  exit 1
fi
