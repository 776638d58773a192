#!/usr/bin/env bash
# Publishes Storybook to Chromatic for visual review. Needs the project's token; without it, says so and stops.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "Chromatic not run: CHROMATIC_PROJECT_TOKEN is not set."
  echo "Set it to the project token from chromatic.com (Manage > Configure) and run 'pnpm chromatic' again."
  echo "Local visual regression runs without it: 'pnpm test' compares screenshots in e2e/visual.spec.ts."
  exit 0
fi
export STORYBOOK_DISABLE_TELEMETRY=1
pnpm -s build-storybook --quiet
exec pnpm exec chromatic --storybook-build-dir storybook-static --config-file chromatic.config.json "$@"
