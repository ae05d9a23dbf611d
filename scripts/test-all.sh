#!/usr/bin/env bash
# Every test: typecheck, lint, unit, API over HTTP (fresh embedded database), e2e in Chromium,
# the integrations' e2e (the same build started as production, scripts/test-integrations.sh),
# then the production-only e2e (content visibility, preview, robots) on a production build, then
# the reliability suite.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-lts.sh
echo "Node.js $(node --version), npm $(npm --version)"
started=$(date +%s)
step() { echo; echo "==> $1 ($(( $(date +%s) - started ))s)"; }
PROD=(TEST_APP_ENV=production TEST_PORT=3101 TEST_DATA_DIR="$PWD/.data/test-prod" NEXT_DIST_DIR=.next-test-prod)
cleanup() {
  bash scripts/test-server.sh stop || true
  env "${PROD[@]}" bash scripts/test-server.sh stop || true
}
trap cleanup EXIT

step "typecheck"; npx tsc --noEmit
step "lint"; npx eslint . && npx prettier --check . > /dev/null
step "unit tests"; NODE_OPTIONS=--experimental-vm-modules npx jest
step "test server"
bash scripts/test-server.sh start
step "API tests (embedded database)"; TEST_SERVER_RUNNING=1 bash scripts/test-api.sh
step "e2e tests (Chromium)"; TEST_SERVER_RUNNING=1 bash scripts/test-e2e.sh
bash scripts/test-server.sh stop
step "e2e tests of the integrations (the same build, run as production, providers stood in)"
bash scripts/test-integrations.sh
step "production build for the production-only e2e tests"
env "${PROD[@]}" bash scripts/test-server.sh start
step "e2e tests in production mode (Chromium)"
env "${PROD[@]}" E2E_PRODUCTION=1 TEST_SERVER_RUNNING=1 BASE_URL=http://localhost:3101 bash scripts/test-e2e.sh
step "reliability suite (fuzz of every operation, money races, kill -9 during orders)"; bash scripts/test-reliability.sh
step "all tests passed"
