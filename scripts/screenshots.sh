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
# A fresh settings folder, so window size and state are the defaults; the first-start tips are
# dismissed, as after a player's first minute.
export XDG_CONFIG_HOME=$(mktemp -d)
mkdir -p "$XDG_CONFIG_HOME/puzzle-workbench"
printf '[tips]\ndismissed\\noodles=true\ndismissed\\kanoodle=true\ndismissed\\entanglement=true\ndismissed\\sliding=true\n' \
    > "$XDG_CONFIG_HOME/puzzle-workbench/puzzle-workbench.conf"
# Fresh data and cache too: no autosave to offer back, no statistics, no notes about the folders.
export XDG_DATA_HOME=$(mktemp -d)
export XDG_CACHE_HOME=$(mktemp -d)
# One picture per tab with its first sample; Kanoodle also one per mode (flat, pyramid, sliding).
# Each in English (docs/screenshots), in German (docs/screenshots/de, for the German guide) and
# in the dark colours (docs/screenshots/dark), all three from the same samples.
theme=light
shoot() { # FOLDER NAME TAB [SAMPLE]
    local args=(--theme "$theme" --tab "$3" --screenshot "$1/$2.png")
    [[ -n "${4:-}" ]] && args+=(--open "$4")
    run "${args[@]}"
    echo "$1/$2.png${4:+ (with $4)}"
}
shoot_every_tab() { # FOLDER
    mkdir -p "$1"
    shoot "$1" noodles noodles resources/samples/noodles/square-easy-7x7.json
    shoot "$1" noodles-hex noodles resources/samples/noodles/hex-expert-10x9-wrap.json
    shoot "$1" kanoodle-flat kanoodle resources/samples/kanoodle/flat-4-given.json
    shoot "$1" kanoodle-pyramid kanoodle resources/samples/kanoodle/pyramid-level-30.json
    shoot "$1" kanoodle-sliding kanoodle resources/samples/kanoodle/sliding-aijkl.json
    shoot "$1" entanglement entanglement resources/samples/entanglement/game-in-progress.json
    shoot "$1" sliding sliding resources/samples/sliding/15-puzzle-korf-55.json
}
LANGUAGE=en LANG=en_GB.UTF-8 shoot_every_tab docs/screenshots
LANGUAGE=de LANG=de_DE.UTF-8 shoot_every_tab docs/screenshots/de
theme=dark LANGUAGE=en LANG=en_GB.UTF-8 shoot_every_tab docs/screenshots/dark
# The Statistics dialog's Charts page and Today's Puzzle Archive, drawn from made-up records in a
# data folder of the tool's own.
QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} \
    "${PW_BUILD_DIR:-build}/tests/ui/shell/dialog_screenshots" docs/screenshots
