#!/usr/bin/env bash
# The app's builds: dist/ is the production build (real API, no mock code, public pages prerendered, precompressed
# for nginx), built by
# default for the local production stack (scripts/production-stack.mjs) the `production` tests run, in its
# same-origin mode (with dist-cross-origin/ for its cross-origin mode); dist-mock/ is
# the mock-mode build for demos and the other end-to-end tests.
#   bash scripts/build-app.sh [production|mock|all]      (default all)
# A real deployment sets VITE_API_URL (and VITE_MARKET_API_URL) itself: see "Deploying" in the README.
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:-all}"
# dist/ and its public pages as HTML, rendered by a server-side build of the same code (never deployed).
build_production() {
  (cd app && pnpm exec vite build --outDir "$1" --emptyOutDir --logLevel warn)
  (cd app && pnpm exec vite build --ssr src/prerender/renderPage.tsx --outDir dist-prerender --emptyOutDir --logLevel warn)
  node scripts/prerender.mjs "app/$1" app/dist-prerender/renderPage.js
}
if [ "$which" = production ] || [ "$which" = all ]; then
  if [ -z "${VITE_API_URL:-}" ]; then
    # Issue 26: the local stack's same-origin build (VITE_API_URL=/: nginx proxies the API on the app's origin),
    # and dist-cross-origin/, the same app calling the API server's port across origins, for the
    # `production-cross-origin` e2e project (a real deployment builds one of the two, for its own URLs).
    (eval "export $(node scripts/production-stack.mjs --env | tr '\n' ' ')" && build_production dist)
    (eval "export $(node scripts/production-stack.mjs --env --cross-origin | tr '\n' ' ')" &&
      build_production dist-cross-origin)
  else
    build_production dist
  fi
fi
if [ "$which" = mock ] || [ "$which" = all ]; then
  (cd app && VITE_MOCK=1 pnpm exec vite build --outDir dist-mock --emptyOutDir --logLevel warn)
fi
