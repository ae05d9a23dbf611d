#!/usr/bin/env bash
# test-integrations.sh: the browser test of the integrations (issue 24). A second server of the
# test build (NEXT_DIST_DIR, built by test-server.sh), started as production with every
# integration configured against stand-ins: the providers' fixed origins are answered by the
# browser test's routes, live chat by its loopback server on CHAT_STAND_IN_PORT. Nothing is
# rebuilt: the integrations are read when the server runs.
set -euo pipefail
cd "$(dirname "$0")/.."
export TEST_PORT="${INTEGRATIONS_PORT:-3103}"
export TEST_DATA_DIR="${INTEGRATIONS_DATA_DIR:-$PWD/.data/test-integrations}"
export CHAT_STAND_IN_PORT="${CHAT_STAND_IN_PORT:-4199}"
export TEST_APP_ENV=production SKIP_BUILD=1
export STRIPE_SECRET_KEY=sk_test_stand_in STRIPE_PUBLISHABLE_KEY=pk_test_stand_in
export PAYPAL_CLIENT_ID=stand-in PAYPAL_CLIENT_SECRET=stand-in PAYPAL_ENV=live
export WALLET_MERCHANT_ID=STANDIN WALLET_ACCESS_KEY=stand-in WALLET_SECRET_KEY=stand-in
export WALLET_CLIENT_ID=amzn1.application-oa2-client.stand-in WALLET_ENV=live
export FINANCING_PUBLIC_KEY=stand-in FINANCING_PRIVATE_KEY=stand-in FINANCING_ENV=live
export GA_MEASUREMENT_ID=G-STANDIN1 NEXT_PUBLIC_EMAIL_MARKETING_KEY=StandIn
export LIVE_CHAT_SRC="http://127.0.0.1:$CHAT_STAND_IN_PORT/widget.js"
trap 'bash scripts/test-server.sh stop' EXIT
bash scripts/test-server.sh start
E2E_INTEGRATIONS=1 TEST_SERVER_RUNNING=1 BASE_URL="http://localhost:$TEST_PORT" \
  bash scripts/test-e2e.sh "$@"
