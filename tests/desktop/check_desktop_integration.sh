#!/usr/bin/env bash
# The program as a desktop citizen: its .desktop file, AppStream metadata, man page and bash
# completion. Run by ctest (tests/desktop/CMakeLists.txt) in two modes:
#
#   files SOURCE_DIR PUZZLE_CLI MANPAGE COMPLETION VERSION
#       the .desktop file passes desktop-file-validate, the metainfo `appstreamcli validate`
#       (offline, strict) and names this version and the .desktop file; the man page formats
#       without a warning and holds every verb's help; the completion offers every verb the
#       CLI's --help lists, every action and option of each verb's --help, the choices of
#       options such as --grid, and file names for FILE arguments
#   install BUILD_DIR [CMAKE]
#       `cmake --install` into a scratch prefix puts every one of these files in place and
#       `appstreamcli validate-tree` accepts the tree
set -euo pipefail

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
need() { command -v "$1" >/dev/null || { echo "FAIL: $1 is not installed (scripts/setup.sh installs it)" >&2; exit 1; }; }

metainfo_name=org.puzzleworkbench.PuzzleWorkbench.metainfo.xml
desktop_name=puzzle-workbench.desktop

check_files() {
    local source_dir=$1 cli=$2 manpage=$3 completion=$4 version=$5
    local desktop=$source_dir/resources/$desktop_name
    local metainfo=$source_dir/resources/$metainfo_name
    need desktop-file-validate
    need appstreamcli
    need groff

    echo "--- desktop-file-validate $desktop_name"
    desktop-file-validate "$desktop" || fail "desktop-file-validate $desktop"
    # desktop-file-validate exits 0 on hints too; the file is kept free of them.
    [[ -z $(desktop-file-validate "$desktop" 2>&1) ]] || fail "desktop-file-validate has remarks"

    echo "--- appstreamcli validate $metainfo_name"
    appstreamcli validate --no-net --strict "$metainfo" || fail "appstreamcli validate $metainfo"
    grep -q "<launchable type=\"desktop-id\">$desktop_name</launchable>" "$metainfo" \
        || fail "the metainfo does not launch $desktop_name"
    local release
    release=$(grep -o -m1 '<release version="[^"]*"' "$metainfo" | cut -d'"' -f2)
    [[ $release == "$version" ]] \
        || fail "the newest <release> in the metainfo is '$release', the project is $version"
    for binary in puzzle-workbench puzzle-cli; do
        grep -q "<binary>$binary</binary>" "$metainfo" || fail "the metainfo does not provide $binary"
    done

    # The verbs, read from the help the way a user reads it: the "Verbs:" list.
    local -a verbs
    mapfile -t verbs < <("$cli" --help | awk '/^Verbs:/ { on = 1; next } on && !NF { exit }
                                              on { print $1 }')
    ((${#verbs[@]} >= 4)) || fail "found only ${#verbs[@]} verbs in 'puzzle-cli --help'"
    echo "--- verbs: ${verbs[*]}"

    echo "--- man page"
    local warnings
    warnings=$(groff -man -ww -z "$manpage" 2>&1) || fail "groff failed on $manpage"
    [[ -z $warnings ]] || fail "groff warns about $manpage: $warnings"
    grep -q "^\\.TH PUZZLE\\\\-CLI 1 .*puzzle\\\\-cli $version" "$manpage" \
        || fail "the man page's title does not name puzzle-cli $version"
    local text
    text=$(groff -man -Tutf8 -P-cbou "$manpage" 2>/dev/null | sed 's/‐/-/g; s/−/-/g')
    for verb in "${verbs[@]}"; do
        # Every line of the verb's help appears in the page (spacing aside).
        while IFS= read -r line; do
            [[ -n ${line//[[:space:]]/} ]] || continue
            grep -qF -- "$(sed -E 's/^[[:space:]]+//' <<<"$line")" <<<"$text" \
                || fail "man page lacks from '$verb --help': $line"
        done < <("$cli" "$verb" --help)
    done

    echo "--- bash completion"
    bash -n "$completion" || fail "the completion script does not parse"
    # shellcheck disable=SC1090
    source "$completion"
    complete -p puzzle-cli >/dev/null 2>&1 || fail "the completion does not register puzzle-cli"
    offers() { # WORD... (the last one being completed): prints the candidates
        COMP_WORDS=("$@")
        COMP_CWORD=$(($# - 1))
        COMP_LINE="$*"
        COMP_POINT=${#COMP_LINE}
        COMPREPLY=()
        _puzzle_cli
        printf '%s\n' "${COMPREPLY[@]}"
    }
    expect() { # CANDIDATE WORD...
        local candidate=$1 offered
        shift
        # Not "offers | grep -q": grep's early exit would fail the pipeline under pipefail.
        offered=$(offers "$@")
        grep -qxF -- "$candidate" <<<"$offered" \
            || fail "completing '$*' does not offer '$candidate' (offers: $(tr '\n' ' ' <<<"$offered"))"
    }
    expect --help puzzle-cli ""
    expect --version puzzle-cli --
    for verb in "${verbs[@]}"; do
        expect "$verb" puzzle-cli ""
        expect "$verb" puzzle-cli "${verb:0:2}"
        local help
        help=$("$cli" "$verb" --help)
        local -a actions
        # Actions: "puzzle-cli VERB action" in the usage, or "  action ..." under "Actions:".
        mapfile -t actions < <({ grep -oE "puzzle-cli $verb [a-z][a-z0-9-]*" <<<"$help" \
                                     | awk '{ print $3 }' || true
                                 awk '/^Actions:/ { on = 1; next } /^[^ ]/ { on = 0 }
                                      on && /^  [a-z]/ { print $1 }' <<<"$help"; } | sort -u)
        echo "$verb: ${actions[*]:-(no actions)}"
        for action in "${actions[@]}"; do
            expect "$action" puzzle-cli "$verb" ""
        done
        # Options are completed after the action, or right after a verb without actions.
        local -a before_options=()
        ((${#actions[@]} == 0)) || before_options=("${actions[0]}")
        local -a options
        mapfile -t options < <(grep -oE -- '(^|[^A-Za-z0-9-])--[a-z][a-z0-9-]*' <<<"$help" \
                                   | sed 's/^[^-]*//' | sort -u)
        for option in "${options[@]}"; do
            expect "$option" puzzle-cli "$verb" "${before_options[@]}" --
        done
    done
    expect hex puzzle-cli noodles generate --grid ""
    expect lookahead puzzle-cli entanglement play --ai ""
    expect pdb puzzle-cli slide solve --heuristic ""
    [[ -z $(offers puzzle-cli noodles generate --seed "") ]] \
        || fail "completing a --seed value offers something"
    local scratch
    scratch=$(mktemp -d)
    touch "$scratch/board.txt"
    (cd "$scratch" && grep -qxF board.txt <<<"$(offers puzzle-cli slide solve bo)") \
        || fail "completing a FILE argument does not offer file names"
    rm -rf "$scratch"
}

check_install() {
    local build_dir=$1 cmake=${2:-cmake}
    need appstreamcli
    prefix=$(mktemp -d)
    trap 'rm -rf "$prefix"' EXIT
    echo "--- cmake --install $build_dir --prefix $prefix"
    "$cmake" --install "$build_dir" --prefix "$prefix" >/dev/null || fail "cmake --install failed"
    for file in bin/puzzle-cli bin/puzzle-workbench \
                share/applications/$desktop_name \
                share/metainfo/$metainfo_name \
                share/icons/hicolor/scalable/apps/puzzle-workbench.svg \
                share/man/man1/puzzle-cli.1.gz \
                share/bash-completion/completions/puzzle-cli; do
        if [[ -s $prefix/$file ]]; then echo "installed: $file"; else fail "not installed: $file"; fi
    done
    gzip -t "$prefix/share/man/man1/puzzle-cli.1.gz" || fail "the man page is not a valid gzip file"
    echo "--- appstreamcli validate-tree"
    appstreamcli validate-tree --no-net "$prefix" || fail "appstreamcli validate-tree $prefix"
}

mode=${1:-}
shift || true
case $mode in
    files) (($# == 5)) || { echo "usage: $0 files SOURCE_DIR PUZZLE_CLI MANPAGE COMPLETION VERSION" >&2; exit 2; }
           check_files "$@" ;;
    install) (($# == 1 || $# == 2)) || { echo "usage: $0 install BUILD_DIR [CMAKE]" >&2; exit 2; }
             check_install "$@" ;;
    *) echo "usage: $0 files|install ..." >&2; exit 2 ;;
esac
if ((failures)); then
    echo "$failures check(s) failed" >&2
    exit 1
fi
echo "all checks passed"
