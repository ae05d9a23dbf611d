#!/usr/bin/env bash
# API tests over HTTP against a server on a fresh database (PGlite, or PostgreSQL with DATABASE_URL).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${TEST_SERVER_RUNNING:-0}" != "1" ]; then
  trap 'bash scripts/test-server.sh stop' EXIT
  bash scripts/test-server.sh start
fi
source scripts/test-env.sh
npx jest -c tests/api/jest.config.mjs "$@"
