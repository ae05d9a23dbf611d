#!/usr/bin/env bash
# Playwright journeys in Debian's Chromium against a production build on a fresh database.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
if [ "${TEST_SERVER_RUNNING:-0}" != "1" ]; then
  trap 'bash scripts/test-server.sh stop' EXIT
  bash scripts/test-server.sh start
fi
source scripts/test-env.sh
npx playwright test -c tests/e2e/playwright.config.ts "$@"
