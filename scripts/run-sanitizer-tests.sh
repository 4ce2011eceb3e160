#!/usr/bin/env bash
# The sanitizer stages of CI:
#  1. AddressSanitizer + UndefinedBehaviorSanitizer: every suite but the benchmarks, the fuzz
#     corpus replays included.
#  2. ThreadSanitizer: the suites labelled "threads" (SolverRunner and the threaded solvers).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PW_BUILD_DIR=build-asan PW_CMAKE_ARGS="-DPW_SANITIZE=address" bash scripts/run-tests.sh

cmake -S . -B build-tsan -G Ninja -DPW_SANITIZE=thread
cmake --build build-tsan --target pw_thread_tests
ctest_cmd=(ctest --test-dir build-tsan --label-regex threads --output-on-failure --timeout 900
           --parallel "$(nproc)")
if [[ -z "${DISPLAY:-}" ]]; then
    exec xvfb-run -a -s "-screen 0 1920x1080x24" "${ctest_cmd[@]}"
fi
exec "${ctest_cmd[@]}"
