#!/usr/bin/env bash
# test-server.sh start|stop: a production build of the store on $TEST_PORT over the database the
# environment names (a fresh PGlite by default, PostgreSQL when DATABASE_URL is set).
set -euo pipefail
source "$(dirname "$0")/test-env.sh"
cd "$ROOT"
PIDFILE="$DATA_DIR.server.pid"
LOG="$DATA_DIR.server.log"

stop() {
  if [ -f "$PIDFILE" ]; then
    kill "$(cat "$PIDFILE")" 2>/dev/null || true
    # server.mjs drains and exits on SIGTERM (a CPU profile is written on that exit).
    for _ in $(seq 1 100); do kill -0 "$(cat "$PIDFILE")" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$(cat "$PIDFILE")" 2>/dev/null || true
    rm -f "$PIDFILE"
  fi
}

start() {
  stop
  mkdir -p "$ROOT/.data"
  if [ -z "${DATABASE_URL:-}" ]; then rm -rf "$DATA_DIR"; fi
  mkdir -p "$DATA_DIR"
  # SKIP_SEED=1: another server already seeded the database this one shares (several servers).
  if [ "${SKIP_SEED:-0}" != "1" ]; then
    if [ -n "${DATABASE_URL:-}" ]; then npx tsx --conditions=react-server scripts/db-reset.ts; else npx tsx --conditions=react-server scripts/db-seed.ts; fi
    if [ "$APP_ENV" = "test" ]; then npx tsx --conditions=react-server scripts/test-fixtures.ts; fi
  fi
  if [ "${SKIP_BUILD:-0}" != "1" ] || [ ! -f "$ROOT/$NEXT_DIST_DIR/BUILD_ID" ]; then
    # next build adds its build folder's type files to tsconfig.json; a test or benchmark build
    # must leave the work tree as it found it.
    cp "$ROOT/tsconfig.json" "$DATA_DIR.tsconfig.json"
    "$ROOT/node_modules/.bin/next" build > "$DATA_DIR.build.log" 2>&1 || { cp "$DATA_DIR.tsconfig.json" "$ROOT/tsconfig.json"; tail -60 "$DATA_DIR.build.log"; exit 1; }
    cp "$DATA_DIR.tsconfig.json" "$ROOT/tsconfig.json"
    rm -f "$DATA_DIR.tsconfig.json"
  fi
  # SERVER_NODE_ARGS: flags for the server's node only (bench:profile passes --cpu-prof).
  # shellcheck disable=SC2086
  node ${SERVER_NODE_ARGS:-} "$ROOT/server.mjs" > "$LOG" 2>&1 &
  echo $! > "$PIDFILE"
  for _ in $(seq 1 120); do
    # Ready as a load balancer sees it: database, Redis when set, and the catalogue answer.
    if curl -fsS "http://127.0.0.1:$TEST_PORT/api/ready" > /dev/null 2>&1; then
      echo "Test server ready on $SITE_URL"
      return 0
    fi
    sleep 0.5
  done
  echo "Test server did not start; log:" >&2
  tail -50 "$LOG" >&2
  exit 1
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
