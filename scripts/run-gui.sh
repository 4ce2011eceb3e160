#!/usr/bin/env bash
# Set up (packages, configure, build) and start Puzzle Workbench. Arguments go to the program.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
exec "${PW_BUILD_DIR:-build}/app/gui/puzzle-workbench" "$@"
