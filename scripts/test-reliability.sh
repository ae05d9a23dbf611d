#!/usr/bin/env bash
# npm run test:reliability: the fuzz corpus and the money races (tests/reliability) against a
# server on its own fresh database, printing their figures. Reuses the test build when present.
set -euo pipefail
cd "$(dirname "$0")/.."
export TEST_PORT="${RELIABILITY_PORT:-3102}"
export TEST_DATA_DIR="${RELIABILITY_DATA_DIR:-$PWD/.data/test-reliability}"
export SKIP_BUILD="${SKIP_BUILD:-1}"
trap 'bash scripts/test-server.sh stop' EXIT
bash scripts/test-server.sh start
source scripts/test-env.sh
npx tsx --conditions=react-server tests/reliability/run.ts
