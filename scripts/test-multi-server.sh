#!/usr/bin/env bash
# Several servers, one state: two production servers of the test build on one PostgreSQL and one
# Redis (both started on loopback by their ensure scripts), then tests/multi-server against both.
# Server B gets an empty catalogue folder of its own, so whatever catalogue it serves came from
# the shared copy in Redis. MULTI_PORT_A and MULTI_PORT_B move the two servers off 3110 and 3111.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
DATABASE_URL="$(PGDB=atelier_multi bash scripts/ensure-postgres.sh | tail -1)"
REDIS_URL="$(bash scripts/ensure-redis.sh | tail -1)"
redis-cli -u "$REDIS_URL" flushdb > /dev/null
export DATABASE_URL REDIS_URL
# Low enough that two servers' shares of one client's requests must be counted together.
export RATE_LIMIT_PER_MINUTE=40
PORT_A="${MULTI_PORT_A:-3110}"
PORT_B="${MULTI_PORT_B:-3111}"
A=(TEST_PORT="$PORT_A" TEST_DATA_DIR="$ROOT/.data/test-multi-a")
B=(TEST_PORT="$PORT_B" TEST_DATA_DIR="$ROOT/.data/test-multi-b" SKIP_SEED=1 TEST_CATALOGUE_DIR="$ROOT/.data/test-multi-b-catalogue")
cleanup() {
  env "${A[@]}" bash scripts/test-server.sh stop || true
  env "${B[@]}" bash scripts/test-server.sh stop || true
}
trap cleanup EXIT
rm -rf "$ROOT/.data/test-multi-b-catalogue" && mkdir -p "$ROOT/.data/test-multi-b-catalogue"
env "${A[@]}" SKIP_BUILD="${SKIP_BUILD:-1}" bash scripts/test-server.sh start
env "${B[@]}" SKIP_BUILD=1 bash scripts/test-server.sh start
source scripts/test-env.sh
# Either server may deliver a queued mail: the tests read both outboxes.
export OUTBOX_DIRS="$ROOT/.data/test-multi-a/outbox:$ROOT/.data/test-multi-b/outbox"
SERVER_A="http://localhost:$PORT_A" SERVER_B="http://localhost:$PORT_B" BASE_URL="http://localhost:$PORT_A" \
  npx jest -c tests/multi-server/jest.config.mjs "$@"
