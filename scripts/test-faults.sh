#!/usr/bin/env bash
# npm run test:faults: the fault suite (tests/faults). Two production servers of the test build
# on one PostgreSQL and one Redis (loopback, started by their ensure scripts), a steady mix of
# page views, cart changes and orders, and five faults one after another: every database backend
# cut, PostgreSQL stopped 15 s, Redis stopped 20 s (a server restarted meanwhile), an app server
# killed with kill -9, the stock rows locked 10 s. Prints a table of figures per fault; non-zero
# on any miss. Reuses the test build when present (SKIP_BUILD=0 rebuilds).
#   FAULTS         a subset, comma-separated: cut,pg-stop,redis,kill,lock (all by default)
#   FAULTS_SHOPPERS (10), FAULTS_BUDGET_MS (300000: no fault is started after it)
#   FAULTS_PORT_A / FAULTS_PORT_B   the servers' ports (3120 / 3121)
#   PGPORT PGROOT REDIS_PORT REDIS_ROOT   as for ensure-postgres.sh / ensure-redis.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
started=$(date +%s)
export FAULTS_PORT_A="${FAULTS_PORT_A:-3120}"
export FAULTS_PORT_B="${FAULTS_PORT_B:-3121}"
export FAULTS_DATA_A="$ROOT/.data/test-faults-a"
export FAULTS_DATA_B="$ROOT/.data/test-faults-b"
DATABASE_URL="$(PGDB=atelier_faults bash scripts/ensure-postgres.sh | tail -1)"
REDIS_URL="$(bash scripts/ensure-redis.sh | tail -1)"
redis-cli -u "$REDIS_URL" flushdb > /dev/null
export DATABASE_URL REDIS_URL
# The virtual shoppers speak from many addresses, but the pool check sends 20 requests at once
# from one: limits far above the load, so a 429 is never what a fault shows.
export RATE_LIMIT_PER_MINUTE=100000 PAGE_RATE_LIMIT_PER_MINUTE=100000
# Both servers read the catalogue folder of the build, as servers deployed from one image do: a
# Redis restarted empty must not leave one of them without a catalogue (that is not a fault the
# issue names; the several-servers suite covers the catalogue shared through Redis).
A=(TEST_PORT="$FAULTS_PORT_A" TEST_DATA_DIR="$FAULTS_DATA_A")
B=(TEST_PORT="$FAULTS_PORT_B" TEST_DATA_DIR="$FAULTS_DATA_B" SKIP_SEED=1)
cleanup() {
  env "${A[@]}" bash scripts/test-server.sh stop || true
  env "${B[@]}" bash scripts/test-server.sh stop || true
}
trap cleanup EXIT
env "${A[@]}" SKIP_BUILD="${SKIP_BUILD:-1}" bash scripts/test-server.sh start
env "${B[@]}" SKIP_BUILD=1 bash scripts/test-server.sh start
source scripts/test-env.sh
status=0
npx tsx --conditions=react-server tests/faults/run.ts || status=$?
echo "fault suite wall time: $(( $(date +%s) - started )) s (server starts included)"
exit "$status"
