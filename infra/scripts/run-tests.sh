#!/usr/bin/env bash
# Every test of the shop, in three stages. Within a stage the commands share nothing, so they run
# side by side (a 2-core machine is mostly waiting on PostgreSQL, Redis or a browser in the test
# stages); each one's output is kept in its own log and printed whole when it ends, so the CI log
# reads one command at a time.
#   1. static checks and the build: typecheck, lint (eslint + prettier), build
#   2. unit and web tests, integration tests (real PostgreSQL and redis-server), and the web
#      build's first-load size budget (infra/build/bundle-budget.ts); the api's module
#      integration tests follow the unit and web tests, so both sides take about as long
#      (docs/decisions/0047-test-speed.md)
#   3. end-to-end tests in Chromium against the built shop
set -uo pipefail
cd "$(dirname "$0")/../.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$(date +%s)

# stage NAME:COMMAND... — runs the commands at once, prints each log, fails if any failed.
stage() {
  local pids=() names=() failed=0
  for job in "$@"; do
    local name=${job%%:*} command=${job#*:}
    names+=("$name")
    (
      start=$(date +%s)
      bash -c "$command" >"$logs/$name.log" 2>&1
      status=$?
      echo "$status $(($(date +%s) - start))" >"$logs/$name.status"
      exit $status
    ) &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}"
  done
  # Passing logs first and failing ones last, so the end of a long CI log shows what broke.
  for pass in passed failed; do
    for name in "${names[@]}"; do
      read -r status seconds <"$logs/$name.status"
      if [ "$pass" = passed ] && [ "$status" -ne 0 ]; then continue; fi
      if [ "$pass" = failed ] && [ "$status" -eq 0 ]; then continue; fi
      echo "──── $name: exit $status after $seconds s ────"
      cat "$logs/$name.log"
      [ "$status" -eq 0 ] || failed=1
    done
  done
  # vitest and Playwright name each failing test on a line of its own; repeat those at the very end,
  # with Playwright's error, what it expected and received, and the spec's line that failed.
  for name in "${names[@]}"; do
    read -r status _ <"$logs/$name.status"
    [ "$status" -eq 0 ] && continue
    echo "──── $name failed; the failing tests: ────"
    # An error thrown outside any test fails the run without failing a test: vitest calls it
    # unhandled and names the file and the test it happened beside.
    sed -E 's/\x1b\[[0-9;]*m//g' "$logs/$name.log" |
      awk '/^ *(FAIL|✗|×|[0-9]+\) )/ { print; next }
           /^ +(Error|TimeoutError|Locator|Expected|Received):/ || /^ +> +[0-9]+ \|/ { print; next }
           /^ +at .*e2e\/.*\.ts:[0-9]+/ { print; next }
           /(Uncaught Exception|Unhandled Rejection|Unhandled Error)/ { print; after = 4; next }
           /This error originated in|The latest test that might|Errors +[0-9]+ error/ { print; next }
           after > 0 { print; after-- }' | awk '!seen[$0]++' | head -60
  done
  for name in "${names[@]}"; do
    read -r status seconds <"$logs/$name.status"
    printf '  %-12s exit %s after %4s s\n' "$name" "$status" "$seconds"
  done
  return $failed
}

finish() {
  echo "make test: exit $1 after $(($(date +%s) - started)) s"
  exit "$1"
}

stage "typecheck:npm run typecheck --silent" \
  "lint:npm run lint --silent" \
  "build:npm run build --silent" || finish 1
# Both halves run even when the first fails, so that one run names every failing test.
stage "unit+modules:npm run test:unit --silent; unit=\$?; npx vitest run --project integration-modules && exit \$unit" \
  "integration:npx vitest run --project integration" \
  "budget:npx tsx infra/build/bundle-budget.ts" || finish 1
stage "e2e:npm run test:e2e --silent" || finish 1
finish 0
