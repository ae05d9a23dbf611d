#!/usr/bin/env bash
# The partner example end to end against a running store: generate the client's types from the
# store's openapi.json, type-check the order script against them, then place a guest order.
#   bash scripts/partner/run.sh http://localhost:3000
set -euo pipefail
cd "$(dirname "$0")/../.."
ORIGIN="${1:-http://localhost:3000}"
npx tsx scripts/partner/generate-client.ts "$ORIGIN" scripts/partner/api.d.ts
npx tsc -p scripts/partner
npx tsx scripts/partner/place-guest-order.ts "$ORIGIN"
