#!/usr/bin/env bash
# Makes sure PostgreSQL, Redis and NATS (JetStream on) answer on loopback at their standard
# ports. For each: leave it if it answers; else start the installed server; else, when a
# Docker engine answers, `docker compose up` that service; else install it from Debian
# packages (needs root) and start it. Idempotent; used by `npm start` and `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '[services] %s\n' "$*"; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_port() {
  for _ in $(seq 1 60); do port_open "$1" && return 0; sleep 0.5; done
  log "$2 did not come up on port $1"; return 1
}
docker_ok() { command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; }
apt_updated=0
apt_install() {
  if [ "$(id -u)" != 0 ]; then log "cannot install $* (not root): install it or start it yourself"; exit 1; fi
  if [ $apt_updated = 0 ]; then DEBIAN_FRONTEND=noninteractive apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

ensure_postgres() {
  port_open 5432 && return 0
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1 && ! command -v pg_ctlcluster >/dev/null 2>&1; then
    if docker_ok; then docker compose up -d postgres; wait_port 5432 PostgreSQL; return; fi
    log "installing PostgreSQL from Debian packages"
    apt_install postgresql
  fi
  local version; version=$(ls /etc/postgresql | sort -V | tail -1)
  local hba="/etc/postgresql/$version/main/pg_hba.conf"
  # Local development trusts loopback, as the machines this project runs on do.
  if ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
    sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
  fi
  log "starting PostgreSQL $version"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  wait_port 5432 PostgreSQL
}

ensure_redis() {
  port_open 6379 && return 0
  if ! command -v redis-server >/dev/null 2>&1; then
    if docker_ok; then docker compose up -d redis; wait_port 6379 Redis; return; fi
    log "installing Redis from Debian packages"
    apt_install redis-server
  fi
  log "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/parley.log
  wait_port 6379 Redis
}

ensure_nats() {
  port_open 4222 && return 0
  if ! command -v nats-server >/dev/null 2>&1 && [ ! -x /usr/sbin/nats-server ]; then
    if docker_ok; then docker compose up -d nats; wait_port 4222 NATS; return; fi
    log "installing NATS from Debian packages"
    apt_install nats-server
  fi
  local bin; bin=$(command -v nats-server || echo /usr/sbin/nats-server)
  log "starting NATS with JetStream"
  mkdir -p /var/lib/nats-server
  start-stop-daemon --start --oknodo --background --exec "$bin" -- \
    -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log
  wait_port 4222 NATS
}

ensure_postgres
ensure_redis
ensure_nats

# The platform's database (tests make their own, one per test file).
db_url="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/parley}"
db_name="${db_url##*/}"
admin_url="${db_url%/*}/postgres"
if ! psql "$admin_url" -tAc "SELECT 1 FROM pg_database WHERE datname='$db_name'" | grep -q 1; then
  psql "$admin_url" -qc "CREATE DATABASE \"$db_name\"" && log "created database $db_name"
fi
log "PostgreSQL, Redis and NATS are up"
