#!/usr/bin/env bash
# Every test: typecheck, lint, unit, API over HTTP (fresh embedded database), e2e in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { echo; echo "==> $1 ($(( $(date +%s) - started ))s)"; }

step "typecheck"; npx tsc --noEmit
step "lint"; npx eslint . && npx prettier --check . > /dev/null
step "unit tests"; NODE_OPTIONS=--experimental-vm-modules npx jest
step "test server"
trap 'bash scripts/test-server.sh stop' EXIT
bash scripts/test-server.sh start
export TEST_SERVER_RUNNING=1
step "API tests (embedded database)"; bash scripts/test-api.sh
step "e2e tests (Chromium)"; bash scripts/test-e2e.sh
step "all tests passed"
