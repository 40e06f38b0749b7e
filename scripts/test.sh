#!/usr/bin/env bash
# Every test of the project, as `npm test` runs it (and CI through .ci/run):
#   1. unit tests (Vitest),
#   2. the associate API against embedded PGlite, then against PostgreSQL when one is reachable,
#   3. the built portal end to end in Debian's Chromium, with axe on every page reached.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== Testes unitários"
vitest run --project unit

echo "== API do associado em PGlite"
TEST_DB=pglite vitest run --project api

if node scripts/pg-reachable.ts; then
  echo "== API do associado em PostgreSQL"
  TEST_DB=postgres vitest run --project api
else
  echo "== PostgreSQL inacessível (${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}): suíte PostgreSQL pulada"
fi

echo "== Portal: build e jornadas no navegador"
astro build
playwright test
