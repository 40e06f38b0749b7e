#!/usr/bin/env bash
# Every test of the project, as `npm test` runs it (and CI through .ci/run). Two phases:
#   1. at once, since no one of them alone keeps both cores busy:
#      - unit tests and the associate API against embedded PGlite (one Vitest run),
#      - the associate API against PostgreSQL (required under CI=true, skipped with a notice
#        elsewhere when no server answers),
#      - the type check (astro check + tsc), then the portal's build;
#   2. the built portal end to end in Debian's Chromium, with axe on every page state reached.
# Each tier's output is shown whole when it ends, with its wall time.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
# Java for the W3C Nu HTML Checker (html-validity.spec.ts), installed before the clock starts on
# the browser tier rather than inside its test.
bash scripts/ensure-java.sh

LOGS=$(mktemp -d)
trap 'rm -rf "$LOGS"' EXIT
STARTED=$SECONDS

# tier NAME COMMAND…: runs the command with its output in $LOGS/NAME, then appends its wall time.
tier() {
  local name=$1 start=$SECONDS status=0
  shift
  "$@" >"$LOGS/$name" 2>&1 || status=$?
  echo "== $name: $((SECONDS - start)) s$([ "$status" -eq 0 ] || echo ", FALHOU (código $status)")" >>"$LOGS/$name"
  return "$status"
}

postgres_tier() {
  if node scripts/pg-reachable.ts; then
    TEST_DB=postgres vitest run --project api
  elif [ "${CI:-}" = "true" ]; then
    echo "PostgreSQL inacessível (${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}): com CI=true a suíte PostgreSQL e os testes de duas instâncias são obrigatórios."
    return 1
  else
    echo "PostgreSQL inacessível (${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}): suíte PostgreSQL e testes de duas instâncias pulados."
  fi
}

static_tier() {
  npm run --silent typecheck && astro build
}

echo "== Fase 1: unitários + API em PGlite, API em PostgreSQL, tipos + build do portal (em paralelo)"
tier "unitarios-e-api-pglite" vitest run & unit_and_pglite=$!
tier "api-postgresql" postgres_tier & postgres=$!
tier "tipos-e-build" static_tier & static=$!

failed=0
for job in "unitarios-e-api-pglite:$unit_and_pglite" "api-postgresql:$postgres" "tipos-e-build:$static"; do
  wait "${job#*:}" || failed=1
  echo "== ${job%%:*}"
  cat "$LOGS/${job%%:*}"
done
if [ "$failed" -ne 0 ]; then
  echo "== Fase 1 falhou: jornadas no navegador não executadas ($((SECONDS - STARTED)) s)"
  exit 1
fi

echo "== Fase 2: jornadas no navegador"
start=$SECONDS
playwright test
echo "== jornadas no navegador: $((SECONDS - start)) s"
echo "== npm test: $((SECONDS - STARTED)) s"
