#!/usr/bin/env bash
# Starts a throw-away Redis on 127.0.0.1 for the several-servers suite (the state app servers
# share: rate limits, the catalogue, the page cache), installing Debian's package when absent.
# Prints the REDIS_URL to use on its last line.
set -euo pipefail
REDIS_PORT="${REDIS_PORT:-63790}"
REDIS_ROOT="${REDIS_ROOT:-/tmp/atelier-redis}"
SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"

if ! command -v redis-server > /dev/null 2>&1; then
  echo "Installing Redis from Debian packages..." >&2
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends redis-server > /dev/null
  # The package starts a system service on 6379; ours runs on its own port, so stop that one.
  $SUDO service redis-server stop > /dev/null 2>&1 || true
fi

if ! redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping > /dev/null 2>&1; then
  mkdir -p "$REDIS_ROOT"
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --save "" --appendonly no \
    --dir "$REDIS_ROOT" --daemonize yes --logfile "$REDIS_ROOT/redis.log" \
    --pidfile "$REDIS_ROOT/redis.pid" > /dev/null
  for _ in $(seq 1 50); do
    redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping > /dev/null 2>&1 && break
    sleep 0.1
  done
fi
redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping > /dev/null
echo "redis://127.0.0.1:$REDIS_PORT"
