#!/usr/bin/env bash
# Installs everything a fresh machine lacks, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
exec bash scripts/run-tests.sh
