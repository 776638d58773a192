#!/usr/bin/env bash
# Two builds of the app: dist/ for a real API (no mock code may reach it) and dist-mock/ for demos and tests.
set -euo pipefail
cd "$(dirname "$0")/../app"
VITE_API_URL="${VITE_API_URL:-https://api.example.invalid}" pnpm exec vite build --outDir dist --emptyOutDir --logLevel warn
VITE_MOCK=1 pnpm exec vite build --outDir dist-mock --emptyOutDir --logLevel warn
