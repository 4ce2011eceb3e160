#!/usr/bin/env bash
# Installs the Debian 12 packages the build needs (only those missing), then configures and
# builds into ./build. Sourced by run-gui.sh and run-tests.sh; extra cmake arguments pass through
# PW_CMAKE_ARGS (e.g. PW_CMAKE_ARGS="-DPW_SANITIZE=address").
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

packages=(cmake ninja-build g++ ccache pkg-config
          qt6-base-dev libqt6opengl6-dev qt6-3d-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools qt6-svg-dev
          qt6-charts-dev  # Game ▸ Statistics draws its charts with Qt Charts
          qt6-multimedia-dev  # Entanglement's sounds go to the audio output through Qt Multimedia
          qt6-translations-l10n xvfb xauth libgl1-mesa-dri
          appstream desktop-file-utils groff-base)  # tests/desktop: validators, man page check
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
        || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}"
    sudo_cmd=()
    [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends \
        "${missing[@]}"
fi

build_dir=${PW_BUILD_DIR:-build}
# shellcheck disable=SC2086
cmake -S . -B "$build_dir" -G Ninja ${PW_CMAKE_ARGS:-}
cmake --build "$build_dir"
