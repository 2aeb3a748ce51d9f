#!/bin/sh
# Checks the AppStream metainfo and the desktop file in the source tree, beyond what
# check-install.sh checks of the installed ones:
#
#   tests/install/check-metainfo.sh SOURCE_DIR
#
#   - appstreamcli validate --no-net --pedantic reports no error and no warning (infos and
#     pedantic notes are printed, not failed: Debian 12's AppStream 0.16 does not know
#     <developer>, and the id has capitals, as a reverse-DNS desktop id does);
#   - every screenshot has a caption and a source image whose address ends in
#     docs/screenshots/NAME.png, NAME.png is in docs/screenshots, and the width and height given
#     are the picture's; one screenshot is the default;
#   - the releases are newest first, by version and by date (YYYY-MM-DD, none after today), each
#     with a description, and the newest is the version of project() in CMakeLists.txt;
#   - desktop-file-validate accepts the desktop file.
# Needs appstreamcli (appstream), xmllint (libxml2-utils) and desktop-file-validate
# (desktop-file-utils), all in .ci/deps. Exits 1 after listing every failure.
set -eu

[ $# -eq 1 ] || { echo "usage: $0 SOURCE_DIR" >&2; exit 2; }
src=$1
app_id=org.bashni.Bashni
metainfo=$src/resources/desktop/$app_id.metainfo.xml
desktop=$src/resources/desktop/$app_id.desktop
shots=$src/docs/screenshots

failures=0
fail() {
    echo "check-metainfo: FAIL: $*" >&2
    failures=$((failures + 1))
}
ok() { echo "  ok: $*"; }
for tool in appstreamcli:appstream xmllint:libxml2-utils desktop-file-validate:desktop-file-utils; do
    command -v "${tool%%:*}" >/dev/null 2>&1 || {
        echo "check-metainfo: ${tool%%:*} is not installed (Debian package ${tool#*:})" >&2
        exit 2
    }
done

xpath() { xmllint --xpath "$1" "$metainfo"; }

# The validator.
if log=$(appstreamcli validate --no-net --pedantic "$metainfo" 2>&1); then
    if printf '%s\n' "$log" | grep -q '^ *[EW]: '; then
        fail "appstreamcli validate --pedantic warns about $metainfo: $log"
    else
        ok "appstreamcli validate --no-net --pedantic: no error, no warning"
        printf '%s\n' "$log" | grep '^ *[IP]: ' | sed 's/^ */    /' || true
    fi
else
    fail "appstreamcli validate rejects $metainfo: $log"
fi

# The screenshots.
# The width and height of a PNG: the IHDR chunk's first two numbers, big-endian, at byte 16.
png_size() {
    od -An -tu1 -j16 -N8 "$1" |
        awk '{ printf "%d %d\n", (($1 * 256 + $2) * 256 + $3) * 256 + $4,
                                  (($5 * 256 + $6) * 256 + $7) * 256 + $8 }'
}
count=$(xpath 'count(//screenshots/screenshot)')
[ "$count" -gt 0 ] || fail "$metainfo has no screenshot"
defaults=$(xpath 'count(//screenshots/screenshot[@type="default"])')
[ "$defaults" -eq 1 ] || fail "$metainfo has $defaults default screenshots, not one"
i=1
while [ "$i" -le "$count" ]; do
    s="//screenshots/screenshot[$i]"
    url=$(xpath "normalize-space($s/image[@type='source'])")
    caption=$(xpath "normalize-space($s/caption[not(@xml:lang)])")
    width=$(xpath "string($s/image[@type='source']/@width)")
    height=$(xpath "string($s/image[@type='source']/@height)")
    name=${url##*/}
    i=$((i + 1))
    [ -n "$caption" ] || fail "screenshot $name has no caption"
    case $url in
    */docs/screenshots/*.png) ;;
    *) fail "screenshot \"$url\" is not a picture of docs/screenshots"; continue ;;
    esac
    if [ ! -f "$shots/$name" ]; then
        fail "screenshot $name is not in docs/screenshots"
        continue
    fi
    size=$(png_size "$shots/$name")
    if [ "$size" = "$width $height" ]; then
        ok "screenshot $name, ${width}x$height: $caption"
    else
        fail "screenshot $name: the metainfo says ${width}x$height, the picture is ${size% *}x${size#* }"
    fi
done

# The releases.
version=$(sed -n '/^project(/,/)/s/^ *VERSION \([0-9.]*\).*/\1/p' "$src/CMakeLists.txt")
count=$(xpath 'count(//releases/release)')
[ "$count" -gt 0 ] || fail "$metainfo has no release"
today=$(date -u +%Y-%m-%d)
i=1
previous_version=""
previous_date=""
while [ "$i" -le "$count" ]; do
    r="//releases/release[$i]"
    v=$(xpath "string($r/@version)")
    d=$(xpath "string($r/@date)")
    items=$(xpath "count($r/description/*)")
    i=$((i + 1))
    [ "$items" -gt 0 ] || fail "release $v has no description"
    case $d in
    [0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]) ;;
    *) fail "release $v: date \"$d\" is not YYYY-MM-DD" ;;
    esac
    [ "$(printf '%s\n%s\n' "$d" "$today" | sort | tail -n 1)" = "$today" ] ||
        fail "release $v is dated $d, after today"
    if [ -z "$previous_version" ]; then
        [ "$v" = "$version" ] ||
            fail "the newest release is $v, but CMakeLists.txt's project() is version $version"
    else
        if [ "$v" = "$previous_version" ] ||
            [ "$(printf '%s\n%s\n' "$v" "$previous_version" | sort -V | tail -n 1)" != "$previous_version" ]; then
            fail "release $v comes after $previous_version: newest first"
        fi
        [ "$(printf '%s\n%s\n' "$d" "$previous_date" | sort | tail -n 1)" = "$previous_date" ] ||
            fail "release $v ($d) is dated after $previous_version ($previous_date)"
    fi
    previous_version=$v
    previous_date=$d
    ok "release $v of $d, $items description parts"
done

# The desktop file.
if log=$(desktop-file-validate "$desktop" 2>&1) && [ -z "$log" ]; then
    ok "desktop-file-validate: no complaint"
else
    fail "desktop-file-validate complains about $desktop: $log"
fi

if [ "$failures" -gt 0 ]; then
    echo "check-metainfo: $failures failure(s)" >&2
    exit 1
fi
echo "check-metainfo: all good"
