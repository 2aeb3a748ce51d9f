#!/bin/sh
# Checks the manual pages against the programs' own --help.
#
#   tests/install/check-man.sh PATH/TO/bashni PATH/TO/bashni-cli MAN_DIR
#
# MAN_DIR holds bashni.6 and bashni-cli.6 (resources/man). The pages are read as groff source:
# an option is a word "-x" or "--word" (after \- is read as -) that does not follow a letter,
# digit or hyphen, so "c3-d4", "no-moves" and "-1.20" are not options. "--x" with one letter is
# the same option as "-x" (bashni-cli takes both). What is checked:
#
# bashni(6)
#   - every option that `bashni --help` prints has an entry (a .TP tag) under OPTIONS, and every
#     entry there is one of them;
#   - every option the page mentions anywhere is printed by `bashni --help` or `--help-all`, or
#     is one of the Qt options below, which Qt handles before bashni reads its arguments.
# bashni-cli(6)
#   - every command of `bashni-cli --help` (with "puzzles generate" and "puzzles verify") has a
#     SYNOPSIS block and an entry under COMMANDS, and one with options of its own (not only
#     the shared entries before the first subsection of OPTIONS) a subsection under OPTIONS;
#     the page names no other command in those places;
#   - for every command, each option its `bashni-cli COMMAND --help` prints is in the command's
#     SYNOPSIS block (-h/--help excepted: "COMMAND --help" has a block of its own) and has an
#     entry in the command's subsection of OPTIONS or in the shared entries before the first
#     subsection; and each option in its SYNOPSIS block and its subsection is one it prints;
#   - every option that `bashni-cli --help` itself prints is mentioned;
#   - every option the page mentions anywhere is printed by some --help, or else is accepted by
#     bashni-cli alone (`bashni-cli --version`: the top level's help lists no options).
# Both pages
#   - the version in .TH is the programs' --version;
#   - groff formats them without a warning (groff -man -Tutf8 -ww -z), when groff is installed
#     (Debian's groff-base, in .ci/deps).
# Exits 1 after listing every failure.
set -eu

[ $# -eq 3 ] || { echo "usage: $0 PATH/TO/bashni PATH/TO/bashni-cli MAN_DIR" >&2; exit 2; }
bashni=$1
cli=$2
mandir=$3

# Qt's own command-line options of every Qt widget program (QGuiApplication and QApplication,
# Qt 6): Qt takes them out of the arguments before bashni parses them, and --help does not list
# them.
qt_options="-platform -platformpluginpath -platformtheme -plugin -qwindowgeometry -qwindowicon
-qwindowtitle -reverse -session -display -geometry -style -stylesheet -widgetcount -qmljsdebugger
--qmljsdebugger"

work=$(mktemp -d "${TMPDIR:-/tmp}/bashni-man.XXXXXX")
trap 'rm -rf "$work"' EXIT
# In English and with settings of its own (bashni reads its chosen language from them).
export LC_ALL=C.UTF-8 LANGUAGE='' QT_QPA_PLATFORM=offscreen
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"

failures=0
fail() {
    echo "check-man: FAIL: $*" >&2
    failures=$((failures + 1))
}
ok() { echo "  ok: $*"; }

# The options in the text on standard input, one a line, sorted, "--x" written "-x".
options() {
    sed 's/^/ /' | grep -o -E -e '[^A-Za-z0-9_-]--?[A-Za-z][A-Za-z0-9-]*' |
        sed -e 's/^.//' -e 's/^--\(.\)$/-\1/' | sort -u
}

# The options listed in the "Options:" part of a QCommandLineParser help text on standard input:
# the names before the description on each line that starts "  -".
help_options() {
    sed -n 's/^  \(-[^ ].*\)$/\1/p' | sed 's/  .*//' | options
}

# Lines of file $1 missing from file $2.
missing() {
    grep -v -x -F -f "$2" "$1" || true
}

# Lists the lines of $2 as a failure $1 (nothing when $2 is empty).
fail_each() {
    [ -s "$2" ] || return 0
    fail "$1: $(tr '\n' ' ' <"$2")"
}

# The page's text with groff's escapes for hyphens, fonts, quotes and spacing undone, comments
# gone and each request's name kept (".TP", ".B", ...).
plain() {
    sed -e '/^\.\\"/d' -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' -e 's/\\f(..//g' \
        -e 's/\\f\[[^]]*\]//g' -e 's/\\(../ /g' -e 's/\\[&%|^c:]//g' -e 's/\\ / /g' \
        -e 's/\\e/\\/g' -e 's/"//g' "$1"
}

# The page's parts, one a line, "KIND<TAB>NAME<TAB>OPTION":
#   any      -     OPTION   every option mentioned anywhere
#   syn      CMD   OPTION   an option in the SYNOPSIS block of CMD ("moves", "puzzles generate")
#   synblock CMD   -        a SYNOPSIS block of CMD
#   opt      SUB   OPTION   an option in an entry's tag under OPTIONS, in subsection SUB
#                           ("common" before the first subsection)
#   optsub   SUB   -        a subsection of OPTIONS
#   command  CMD   -        an entry under COMMANDS
#   version  V     -        the version in .TH ("Bashni V")
parts() {
    plain "$1" | awk '
    function opts(kind, name, line,   s, t) {
        s = " " line
        while (match(s, /[^A-Za-z0-9_-]--?[A-Za-z][A-Za-z0-9-]*/)) {
            t = substr(s, RSTART + 1, RLENGTH - 1)
            if (t ~ /^--.$/) t = substr(t, 2)
            printf "%s\t%s\t%s\n", kind, name, t
            s = substr(s, RSTART + RLENGTH)
        }
    }
    # The lower-case words the line starts with (hyphens inside them too): a command name.
    function words(line,   n, i, a, w) {
        gsub(/\\-/, "-", line)
        n = split(line, a, " ")
        w = ""
        for (i = 1; i <= n && a[i] ~ /^[a-z][a-z-]*$/; ++i) w = w (w == "" ? "" : " ") a[i]
        return w
    }
    {
        request = ""
        text = $0
        if (text ~ /^\.[A-Za-z]+/) {
            request = text
            sub(/[ \t].*/, "", request)
            sub(/^\.[A-Za-z]+[ \t]*/, "", text)
        }
        if (request == ".TH") {
            if (match(text, /Bashni [0-9][^ ]*/))
                printf "version\t%s\t-\n", substr(text, RSTART + 7, RLENGTH - 7)
        }
        if (request == ".SH") { section = text; sub_ = "common"; tag = 0; next }
        if (request == ".SS") {
            if (section == "OPTIONS") { sub_ = text; printf "optsub\t%s\t-\n", text }
            tag = 0
            next
        }
        opts("any", "-", text)
        if (section == "SYNOPSIS") {
            if (request == ".SY") { block = 1; first = 1; cmd = ""; next }
            if (request == ".YS") { block = 0; next }
            if (block && first) {
                first = 0
                cmd = words(text)
                if (cmd != "") printf "synblock\t%s\t-\n", cmd
            }
            if (block && cmd != "") opts("syn", cmd, text)
        }
        if (tag) {
            if (section == "OPTIONS") opts("opt", sub_, text)
            if (section == "COMMANDS" && words(text) != "") printf "command\t%s\t-\n", words(text)
        }
        tag = request == ".TP"
    }'
}

# field KIND NAME FILE: the options of one kind and name, sorted.
field() {
    awk -F '\t' -v k="$1" -v n="$2" '$1 == k && $2 == n { print $3 }' "$3" | sort -u
}
# names KIND FILE: the names of one kind, sorted.
names() {
    awk -F '\t' -v k="$1" '$1 == k { print $2 }' "$2" | sort -u
}

for tool in "$bashni" "$cli"; do
    [ -x "$tool" ] || { echo "check-man: $tool is not an executable program" >&2; exit 2; }
done
for page in bashni bashni-cli; do
    [ -s "$mandir/$page.6" ] || { echo "check-man: $mandir/$page.6 is missing" >&2; exit 2; }
done

version=$("$bashni" --version) || fail "bashni --version failed"
version=${version##* }

# Both pages: the version, and groff's warnings.
for page in bashni bashni-cli; do
    src=$mandir/$page.6
    parts "$src" >"$work/$page.parts"
    th=$(names version "$work/$page.parts")
    if [ "$th" = "$version" ]; then
        ok "$page.6 is for version $version"
    else
        fail "$page.6: .TH says version \"$th\", the programs are $version"
    fi
    if command -v groff >/dev/null 2>&1; then
        if log=$(groff -man -Tutf8 -ww -z "$src" 2>&1) && [ -z "$log" ]; then
            ok "$page.6: groff -man -ww formats it without warnings"
        else
            fail "$page.6: groff warns: $log"
        fi
    else
        echo "  note: groff is not installed (Debian package groff-base): $page.6 not formatted"
    fi
done

# bashni(6)
p=$work/bashni.parts
"$bashni" --help >"$work/bashni.help" 2>&1 || fail "bashni --help failed"
"$bashni" --help-all >"$work/bashni.help-all" 2>&1 || fail "bashni --help-all failed"
help_options <"$work/bashni.help" >"$work/bashni.opts"
[ -s "$work/bashni.opts" ] || fail "bashni --help prints no options"
# shellcheck disable=SC2086 # one option a word
{ cat "$work/bashni.opts"; help_options <"$work/bashni.help-all"; printf '%s\n' $qt_options; } |
    sort -u >"$work/bashni.known"
field opt common "$p" >"$work/bashni.entries"
missing "$work/bashni.opts" "$work/bashni.entries" >"$work/m"
fail_each "bashni.6 has no OPTIONS entry for what bashni --help prints" "$work/m"
missing "$work/bashni.entries" "$work/bashni.opts" >"$work/m"
fail_each "bashni.6 has OPTIONS entries for what bashni --help does not print" "$work/m"
field any - "$p" >"$work/bashni.mentioned"
missing "$work/bashni.mentioned" "$work/bashni.known" >"$work/m"
fail_each "bashni.6 mentions options bashni does not have" "$work/m"
ok "bashni.6 documents $(wc -l <"$work/bashni.opts") options of bashni --help" \
    "and mentions $(wc -l <"$work/bashni.mentioned") options, all of them real"

# bashni-cli(6)
p=$work/bashni-cli.parts
"$cli" --help >"$work/cli.help" 2>&1 || fail "bashni-cli --help failed"
# "  bashni-cli NAME [SUBNAME] ...": the commands; "puzzles" has "generate" and "verify".
sed -n 's/^  bashni-cli \([a-z][a-z-]*\)\( [a-z][a-z]*\)\{0,1\}\( .*\)\{0,1\}$/\1\2/p' \
    "$work/cli.help" | sort -u >"$work/cli.commands"
[ -s "$work/cli.commands" ] || fail "bashni-cli --help lists no commands"
options <"$work/cli.help" >"$work/cli.known"
field any - "$p" >"$work/cli.mentioned"
missing "$work/cli.known" "$work/cli.mentioned" >"$work/m"
fail_each "bashni-cli.6 does not mention options bashni-cli --help prints" "$work/m"

for kind in synblock optsub command; do
    case $kind in
    synblock) where="a SYNOPSIS block" ;;
    optsub) where="a subsection under OPTIONS" ;;
    command) where="an entry under COMMANDS" ;;
    esac
    names $kind "$p" >"$work/have"
    if [ $kind != optsub ]; then # (below: only commands with options of their own need one)
        missing "$work/cli.commands" "$work/have" >"$work/m"
        fail_each "bashni-cli.6: commands of bashni-cli --help without $where" "$work/m"
    fi
    missing "$work/have" "$work/cli.commands" >"$work/m"
    fail_each "bashni-cli.6: $where for commands bashni-cli --help does not list" "$work/m"
done

field opt common "$p" >"$work/common"
checked=0
while read -r command; do
    # shellcheck disable=SC2086 # "puzzles generate" is two arguments
    if ! "$cli" $command --help >"$work/cmd.help" 2>&1; then
        fail "bashni-cli $command --help failed: $(head -n 1 "$work/cmd.help")"
        continue
    fi
    help_options <"$work/cmd.help" >"$work/cmd.opts"
    cat "$work/cmd.opts" >>"$work/cli.known"
    grep -v -x -e -h -e --help "$work/cmd.opts" >"$work/cmd.own" || true
    field syn "$command" "$p" >"$work/syn"
    missing "$work/cmd.own" "$work/syn" >"$work/m"
    fail_each "bashni-cli.6: the SYNOPSIS of $command lacks" "$work/m"
    missing "$work/syn" "$work/cmd.own" >"$work/m"
    fail_each "bashni-cli.6: the SYNOPSIS of $command has options $command --help does not print" \
        "$work/m"
    field opt "$command" "$p" >"$work/entries"
    if [ -n "$(missing "$work/cmd.opts" "$work/common")" ] &&
        ! names optsub "$p" | grep -q -x -F "$command"; then
        fail "bashni-cli.6: no subsection under OPTIONS for $command, which has options of its own"
    fi
    sort -u "$work/entries" "$work/common" >"$work/documented"
    missing "$work/cmd.opts" "$work/documented" >"$work/m"
    fail_each "bashni-cli.6: no OPTIONS entry for $command's" "$work/m"
    missing "$work/entries" "$work/cmd.opts" >"$work/m"
    fail_each "bashni-cli.6: OPTIONS entries under $command for what $command --help does not print" \
        "$work/m"
    checked=$((checked + $(wc -l <"$work/cmd.opts")))
done <"$work/cli.commands"
ok "bashni-cli.6 documents the $(wc -l <"$work/cli.commands") commands of bashni-cli --help" \
    "and the $checked options their --help prints"

# Options no --help prints may still be the top level's own (-v, --version): bashni-cli must
# then take them alone and exit 0.
sort -u "$work/cli.known" -o "$work/cli.known"
missing "$work/cli.mentioned" "$work/cli.known" >"$work/unlisted"
: >"$work/m"
while read -r option; do
    if "$cli" "$option" >/dev/null 2>&1 </dev/null; then
        echo "  note: bashni-cli.6 documents $option, which no --help lists but bashni-cli takes"
    else
        echo "$option" >>"$work/m"
    fi
done <"$work/unlisted"
fail_each "bashni-cli.6 mentions options bashni-cli does not have" "$work/m"
ok "bashni-cli.6 mentions $(wc -l <"$work/cli.mentioned") options, all of them real"

if [ "$failures" -gt 0 ]; then
    echo "check-man: $failures failure(s)" >&2
    exit 1
fi
echo "check-man: all good"
