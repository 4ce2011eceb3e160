#!/usr/bin/env bash
# Regenerates the README's screenshots (docs/screenshots/*.png) with the program's own
# --screenshot option, one per tab, each showing a sample puzzle when the tab ships one.
# Usage: bash scripts/screenshots.sh   (after a build; runs under xvfb-run without a display)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
gui=${PW_BUILD_DIR:-build}/app/gui/puzzle-workbench
mkdir -p docs/screenshots
run() {
    if [[ -z "${DISPLAY:-}" ]]; then
        xvfb-run -a -s "-screen 0 1920x1080x24" "$gui" "$@"
    else
        "$gui" "$@"
    fi
}
# A fresh settings folder, so window size and state are the defaults.
export XDG_CONFIG_HOME=$(mktemp -d)
for tab in noodles kanoodle entanglement sliding; do
    sample=$(ls resources/samples/"$tab"/*.json 2>/dev/null | head -1 || true)
    args=(--tab "$tab" --screenshot "docs/screenshots/$tab.png")
    [[ -n "$sample" ]] && args+=(--open "$sample")
    run "${args[@]}"
    echo "docs/screenshots/$tab.png${sample:+ (with $sample)}"
done
