# Sourced by the test scripts: one isolated environment for a test run (fresh embedded database,
# its own catalogue prefix and build folder, a fixed port).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/node-lts.sh"
export APP_ENV="${TEST_APP_ENV:-test}"
# The tests run on the demo: its associates, editor and promo codes are their fixtures.
export DEMO=1
export PREVIEW_SECRET="test-preview-secret-0123456789"
export REVALIDATE_SECRET="test-revalidate-secret-0123456789"
export NEXT_TELEMETRY_DISABLED=1
export TEST_PORT="${TEST_PORT:-3100}"
export PORT="$TEST_PORT"
export SITE_URL="http://localhost:$TEST_PORT"
export BASE_URL="$SITE_URL"
export DATA_DIR="${TEST_DATA_DIR:-$ROOT/.data/test}"
export CATALOGUE_DIR="${TEST_CATALOGUE_DIR:-$ROOT/.catalogue}"
export NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-test}"
export SESSION_SECRET="test-only-session-secret-0123456789abcdef"
export RATE_LIMIT_PER_MINUTE="${RATE_LIMIT_PER_MINUTE:-300}"
# The tests speak as many clients through one trusted proxy hop: X-Forwarded-For names them.
export TRUST_PROXY="${TRUST_PROXY:-1}"
export PAGE_RATE_LIMIT_PER_MINUTE="${PAGE_RATE_LIMIT_PER_MINUTE:-1200}"
# The CDN's country header (issue 37): the tests send it to choose opt-in or opt-out consent.
export CONSENT_COUNTRY_HEADER="${CONSENT_COUNTRY_HEADER:-CF-IPCountry}"
