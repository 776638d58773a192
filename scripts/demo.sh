#!/usr/bin/env bash
# Installs everything, then serves the app against the in-browser mock API.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
PORT="${PORT:-5390}"
echo
echo "==> Demo app (mock API) at http://localhost:$PORT/"
echo "    Sign in as alex.morgan@example.com / DemoPass123!  or  jamie.lee@example.com / DemoPass456!"
echo
cd app
VITE_MOCK=1 exec pnpm exec vite --port "$PORT" --strictPort --host 127.0.0.1
