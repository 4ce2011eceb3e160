#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each on its committed corpus
# for SECONDS seconds (default 60), failing on a crash, a leak or an input slower than 1 s.
# (Every build without PW_FUZZ replays the committed corpora as ctest suites, fuzz_x_corpus.)
# Usage: bash scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seconds=${1:-60}
missing=()
for package in clang libclang-rt-14-dev; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
        || missing+=("$package")
done
if ((${#missing[@]})); then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
build_dir=${PW_FUZZ_BUILD_DIR:-build-fuzz}
CC=clang CXX=clang++ cmake -S . -B "$build_dir" -G Ninja -DPW_FUZZ=ON -DPW_SANITIZE=address \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build_dir" --target pw_fuzzers
status=0
for fuzzer in "$build_dir"/tests/fuzz/fuzz_* "$build_dir"/tests/fuzz/*/fuzz_*; do
    [[ -x "$fuzzer" && -f "$fuzzer" ]] || continue
    name=$(basename "$fuzzer")
    corpus=tests/fuzz/corpus/${name#fuzz_}
    work=$(mktemp -d)
    echo "== $name for ${seconds}s (corpus $corpus)"
    if ! "$fuzzer" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 \
        -artifact_prefix="$build_dir/$name-" "$work" "$corpus" 2>"$build_dir/$name.log"; then
        echo "$name FAILED; see $build_dir/$name.log"
        status=1
    fi
    grep -E "^#[0-9]+.*DONE|Done [0-9]+ runs" "$build_dir/$name.log" | tail -1 || true
    rm -rf "$work"
done
exit $status
