#!/bin/sh
# Fails when a shipped translation lacks a source string of the program, leaves an entry
# unfinished, or a language has no rules page, or when a text with %n lacks its English plural
# forms (translations/plurals_en.ts). Runs lupdate on copies, so nothing is changed.
# Usage: check_translations.sh LUPDATE SOURCE_DIR
set -eu
lupdate=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for ts in "$src"/translations/bashni_*.ts; do
    lang=$(basename "$ts" .ts | sed 's/^bashni_//')
    cp "$ts" "$tmp/"
    copy="$tmp/$(basename "$ts")"
    # Headers first, as the build's lupdate reads them, so classes are known in the sources.
    # shellcheck disable=SC2046
    "$lupdate" -silent -no-obsolete -locations none -I "$src" \
        -tr-function-alias QT_TRANSLATE_NOOP+=BASHNI_TR "$src/core/messages.h" \
        $(find "$src/ui" -name '*.h' | sort) $(find "$src/ui" -name '*.cpp' | sort) \
        -ts "$copy" >/dev/null 2>"$tmp/lupdate.log" || { cat "$tmp/lupdate.log" >&2; exit 1; }
    unfinished=$(grep -c 'type="unfinished"' "$copy" || true)
    if [ "$unfinished" -ne 0 ]; then
        echo "$ts: $unfinished unfinished or missing entries:" >&2
        grep -B2 'type="unfinished"' "$copy" | grep '<source>' | head -20 >&2
        status=1
    fi
    if grep -q '<numerusform></numerusform>' "$copy"; then
        echo "$ts: an empty plural form" >&2
        status=1
    fi
    if [ ! -s "$src/resources/help/rules_$lang.html" ]; then
        echo "$src/resources/help/rules_$lang.html: missing (the rules page in $lang)" >&2
        status=1
    fi
done
# The English plural forms: every text with %n, and nothing else (lupdate -pluralonly).
plurals="$tmp/plurals_en.ts"
cp "$src/translations/plurals_en.ts" "$plurals"
# shellcheck disable=SC2046
"$lupdate" -silent -pluralonly -no-obsolete -locations none -I "$src" \
    -tr-function-alias QT_TRANSLATE_NOOP+=BASHNI_TR "$src/core/messages.h" \
    $(find "$src/ui" -name '*.h' | sort) $(find "$src/ui" -name '*.cpp' | sort) \
    -ts "$plurals" >/dev/null 2>"$tmp/lupdate.log" || { cat "$tmp/lupdate.log" >&2; exit 1; }
if grep -q 'type="unfinished"\|<numerusform></numerusform>' "$plurals"; then
    echo "$src/translations/plurals_en.ts: a text with %n lacks its English forms:" >&2
    grep -B2 'type="unfinished"' "$plurals" | grep '<source>' | head -20 >&2
    status=1
fi
[ "$status" -eq 0 ] && echo "translations complete: $(ls "$src"/translations/bashni_*.ts | wc -l) languages"
exit "$status"
