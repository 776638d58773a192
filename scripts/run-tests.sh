#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p test-results
started=$(date +%s)
step() { printf '\n==> %s\n' "$*"; }

# Runs `name command` pairs side by side (each of these checks uses one core), then prints each one's
# output in turn; fails if any failed.
side_by_side() {
  local logs names=() pids=() failed=0 i
  logs=$(mktemp -d)
  while (($#)); do
    names+=("$1")
    bash -c "$2" >"$logs/${#names[@]}.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!names[@]}"; do
    if wait "${pids[$i]}"; then echo "--- ${names[$i]}: passed"; else echo "--- ${names[$i]}: FAILED"; failed=1; fi
    cat "$logs/$((i + 1)).log"
  done
  rm -rf "$logs"
  return "$failed"
}

step "OpenAPI lint, typecheck, lint, format check, the production builds (real API, and mock mode for the end-to-end tests) and the static Storybook, side by side"
side_by_side \
  openapi 'pnpm -s api:lint' \
  typecheck 'pnpm -s typecheck' \
  eslint 'pnpm -s lint:code' \
  prettier 'pnpm -s lint:format' \
  builds 'bash scripts/build-app.sh' \
  storybook 'pnpm -s build-storybook --quiet'
step "Unit tests (includes the contract drift and mock-contract tests)"
pnpm -s exec vitest run --project unit --project unit-node --reporter=default --reporter=json --outputFile.json=test-results/unit.json
step "Story tests (every story in chromium with axe WCAG 2.2 AA, its final state's colours checked in dark too)"
rm -rf test-results/story-texts # what each story shows, recorded afresh by this run
pnpm -s exec vitest run --project storybook --reporter=default --reporter=json --outputFile.json=test-results/stories.json
step "Message coverage (every spec text of @tp/messages shown by a story; writes docs/message-coverage.md)"
node scripts/message-coverage.mjs
step "Bundle budget (JavaScript before the first paint of /, production build)"
node scripts/check-bundle.mjs app/dist
step "End-to-end and visual regression tests (Playwright: the mock-mode app, the production build behind nginx over HTTP, and the built Storybook's docs pages)"
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/e2e.json pnpm -s exec playwright test --reporter=list,json

step "Summary"
node scripts/summarize-tests.mjs test-results/unit.json test-results/stories.json test-results/e2e.json
echo "took $(( $(date +%s) - started )) s"
