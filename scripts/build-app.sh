#!/usr/bin/env bash
# The app's builds: dist/ is the production build (real API, no mock code, public pages prerendered, precompressed
# for nginx), built by
# default for the local production stack (scripts/production-stack.mjs) the `production` tests run; dist-mock/ is
# the mock-mode build for demos and the other end-to-end tests.
#   bash scripts/build-app.sh [production|mock|all]      (default all)
# A real deployment sets VITE_API_URL (and VITE_MARKET_API_URL) itself: see "Deploying" in the README.
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:-all}"
if [ "$which" = production ] || [ "$which" = all ]; then
  if [ -z "${VITE_API_URL:-}" ]; then
    eval "export $(node scripts/production-stack.mjs --env | tr '\n' ' ')"
  fi
  (cd app && pnpm exec vite build --outDir dist --emptyOutDir --logLevel warn)
  # The public pages as HTML, rendered by a server-side build of the same code (never deployed).
  (cd app && pnpm exec vite build --ssr src/prerender/renderPage.tsx --outDir dist-prerender --emptyOutDir --logLevel warn)
  node scripts/prerender.mjs app/dist app/dist-prerender/renderPage.js
fi
if [ "$which" = mock ] || [ "$which" = all ]; then
  (cd app && VITE_MOCK=1 pnpm exec vite build --outDir dist-mock --emptyOutDir --logLevel warn)
fi
