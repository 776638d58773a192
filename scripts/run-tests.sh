#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p test-results
started=$(date +%s)
step() { printf '\n==> %s\n' "$*"; }

step "OpenAPI lint"
pnpm -s api:lint
step "Typecheck"
pnpm -s typecheck
step "Lint"
pnpm -s lint
step "Unit tests (includes the contract drift and mock-contract tests)"
pnpm -s exec vitest run --project unit --reporter=default --reporter=json --outputFile.json=test-results/unit.json
step "Story tests (every story in chromium with axe WCAG 2.2 AA, its final state's colours checked in dark too)"
rm -rf test-results/story-texts # what each story shows, recorded afresh by this run
pnpm -s exec vitest run --project storybook --reporter=default --reporter=json --outputFile.json=test-results/stories.json
step "Message coverage (every spec text of @tp/messages shown by a story; writes docs/message-coverage.md)"
node scripts/message-coverage.mjs
step "Production builds (real API, and mock mode for the end-to-end tests)"
bash scripts/build-app.sh
step "Bundle budget (JavaScript before the first paint of /, production build)"
node scripts/check-bundle.mjs app/dist
step "End-to-end and visual regression tests (Playwright: the mock-mode app, and the production build behind nginx over HTTP)"
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/e2e.json pnpm -s exec playwright test --reporter=list,json

step "Summary"
node scripts/summarize-tests.mjs test-results/unit.json test-results/stories.json test-results/e2e.json
echo "took $(( $(date +%s) - started )) s"
