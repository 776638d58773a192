#!/usr/bin/env bash
# Installs what a fresh machine lacks: Debian's chromium (for every browser test), nginx (for the production
# build's tests), pnpm, and the workspace's dependencies. Safe to run again: each step is skipped when done.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export STORYBOOK_DISABLE_TELEMETRY=1
PNPM_VERSION=12.21.0

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if [ ! -x /usr/bin/chromium ] || ! fc-list 2>/dev/null | grep -qi dejavu; then
  echo "==> Installing Debian chromium and fonts (browser downloads are not possible here)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core fontconfig >/dev/null
fi

# The production build's tests and scripts/serve-production.sh serve it with Debian's nginx (deploy/).
if [ ! -x /usr/sbin/nginx ] || [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  echo "==> Installing Debian nginx with the brotli_static module"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-brotli-static >/dev/null
fi

# The local stack's HTTPS mode and the generator's TLS tests make a self-signed certificate with openssl.
if ! command -v openssl >/dev/null 2>&1; then
  echo "==> Installing openssl"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends openssl >/dev/null
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "==> Installing pnpm $PNPM_VERSION"
  # pnpm's install script swaps its Node.js launcher for its native binary. npm 11.16 and later warn about an
  # install script not allowed by name (and are to skip it); older npm knows no such setting and warns about that.
  allow_scripts=()
  if npm config ls -l 2>/dev/null | grep '^allow-scripts ' >/dev/null; then allow_scripts=(--allow-scripts=pnpm); fi
  npm install -g "${allow_scripts[@]}" "pnpm@$PNPM_VERSION" >/dev/null
fi

echo "==> Installing dependencies"
pnpm install --frozen-lockfile --reporter=silent
