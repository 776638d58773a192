#!/usr/bin/env bash
# Installs everything, then serves the built mock-mode app (app/dist-mock, the build the end-to-end tests use)
# against the in-browser mock API. It rebuilds only when a source changed since the last build.
# Hot reload instead: `pnpm dev:mock`. A demo shared between browsers: see "A shared demo" in the README.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
PORT="${PORT:-5390}"
stamp=app/dist-mock-meta/.sources-stamp

# Everything the mock-mode build reads from this repository.
sources=(app/src app/index.html app/vite.config.ts app/build app/package.json packages mocks/src
  pnpm-lock.yaml tsconfig.json)
changed() {
  [ ! -f "$stamp" ] || [ ! -f app/dist-mock/index.html ] && return 0
  [ -n "$(find "${sources[@]}" -newer "$stamp" -not -path '*/node_modules/*' -print -quit 2>/dev/null)" ]
}

if changed; then
  echo "==> Building the demo (mock mode) into app/dist-mock"
  (cd app && VITE_MOCK=1 pnpm exec vite build --outDir dist-mock --emptyOutDir --logLevel warn)
  mkdir -p "$(dirname "$stamp")" && touch "$stamp"
else
  echo "==> app/dist-mock is up to date with the sources"
fi

echo
echo "==> Demo app (mock API) at http://localhost:$PORT/"
echo "    Sign in as alex.morgan@example.com / DemoPass123!  or  jamie.lee@example.com / DemoPass456!"
echo
cd app
exec pnpm exec vite preview --outDir dist-mock --port "$PORT" --strictPort --host 127.0.0.1
