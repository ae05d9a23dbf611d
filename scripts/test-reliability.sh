#!/usr/bin/env bash
# npm run test:reliability: the reliability suite (tests/reliability) against a server on its own
# fresh embedded database: a fuzz of every API operation, the money races, and kill -9 during 40
# placeOrders followed by a restart on the same data. Prints its figures; non-zero on any failed
# invariant. Reuses the test build when present (SKIP_BUILD=0 rebuilds).
#   RELIABILITY_PORT (3102), RELIABILITY_DATA_DIR (.data/test-reliability), NEXT_DIST_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
export TEST_PORT="${RELIABILITY_PORT:-3102}"
export TEST_DATA_DIR="${RELIABILITY_DATA_DIR:-$PWD/.data/test-reliability}"
export SKIP_BUILD="${SKIP_BUILD:-1}"
# The crash part restarts the server itself and writes the new pid where test-server.sh reads it.
trap 'bash scripts/test-server.sh stop' EXIT
bash scripts/test-server.sh start
source scripts/test-env.sh
status=0
npx tsx --conditions=react-server tests/reliability/run.ts || status=$?
echo "reliability suite wall time: $(( $(date +%s) - started )) s (server start included)"
exit "$status"
