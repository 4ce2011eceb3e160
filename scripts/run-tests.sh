#!/usr/bin/env bash
# Set up (packages, configure, build) and run every test suite except the benchmarks.
# Without a display, the suites run under xvfb-run so the Qt3D views get a GL context.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
build_dir=${PW_BUILD_DIR:-build}
ctest_cmd=(ctest --test-dir "$build_dir" --label-exclude bench --output-on-failure
           --timeout 600 --parallel "$(nproc)" "$@")
if [[ -z "${DISPLAY:-}" ]]; then
    exec xvfb-run -a -s "-screen 0 1920x1080x24" "${ctest_cmd[@]}"
fi
exec "${ctest_cmd[@]}"
