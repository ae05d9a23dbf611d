#!/usr/bin/env bash
# Migrates, seeds the demo catalogue (with its artwork and catalogue cache), builds and serves the
# store on http://localhost:${PORT:-3000} with the embedded database (or DATABASE_URL when set).
set -euo pipefail
cd "$(dirname "$0")/.."
export APP_ENV="${APP_ENV:-production}"
export NEXT_TELEMETRY_DISABLED=1
# This is the demo, and says so: the seed adds the demo associates, editor and promo codes (their
# PINs and password are in the README), and start-up allows them, simulated payments and mail
# to files. A real store never sets DEMO (docs/operating.md, "Going live").
export DEMO=1
echo "DEMO MODE: the demo store with its published demo PINs, password and promo codes; not for a real store (docs/operating.md, \"Going live\")."
# The demo store pays with the built-in simulation unless real provider keys are set; a real
# deployment leaves this unset, which refuses simulated payments in production.
export PAYMENTS_REQUIRE_LIVE="${PAYMENTS_REQUIRE_LIVE:-0}"
[ -d node_modules ] || npm install --no-audit --no-fund
source scripts/node-lts.sh
npm run db:seed
node_modules/.bin/next build
exec node server.mjs
