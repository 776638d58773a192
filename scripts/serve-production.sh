#!/usr/bin/env bash
# The production build as it ships, on this machine, in one command: installs what is missing, builds app/dist for
# the local API server, generates the nginx config from deploy/nginx-config.mjs, and starts the mock API over HTTP
# and nginx in front of the build. Ctrl-C stops both. Ports: APP_PORT (5393), API_PORT (8788).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
APP_PORT="${APP_PORT:-5393}"
API_PORT="${API_PORT:-8788}"

echo "==> Building the production app (app/dist): the API on its own origin, proxied by nginx to http://127.0.0.1:$API_PORT"
eval "export $(node scripts/production-stack.mjs --port "$APP_PORT" --api-port "$API_PORT" --env | tr '\n' ' ')"
bash scripts/build-app.sh production

echo
echo "==> Starting the API server and nginx"
echo "    Sign in as alex.morgan@example.com / DemoPass123!  or  jamie.lee@example.com / DemoPass456!"
echo "    There is no mail server: e-mailed codes are listed at http://127.0.0.1:$API_PORT/__test__/outbox?to=<address>"
exec node scripts/production-stack.mjs --port "$APP_PORT" --api-port "$API_PORT"
