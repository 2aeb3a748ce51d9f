#!/bin/bash
# Checks what Bashni installs: the programs, the desktop file, the AppStream metainfo, the icons,
# the MIME type, the man pages and the puzzle collection.
#
#   tests/install/check-install.sh BUILD_DIR...   install each build into a temporary prefix
#                                                 (cmake --install BUILD --prefix TMP), check it,
#                                                 remove it again
#   tests/install/check-install.sh PREFIX...      check an installed tree in place, e.g. /usr
#                                                 after installing the Debian package (read only)
#
# A directory with a CMakeCache.txt is a build directory; anything else is a prefix.
# Needs desktop-file-validate (desktop-file-utils), appstreamcli (appstream), xmllint
# (libxml2-utils) and update-mime-database (shared-mime-info); groff (groff-base) when present
# also checks the man pages. Exits non-zero, saying what, at the first failure.
set -eu
set -o pipefail

app_id=org.bashni.Bashni
mime_type=application/x-bashni-pdn
png_sizes="16 24 32 48 64 128 256"

fail() {
    echo "check-install: FAIL: $*" >&2
    exit 1
}
ok() { echo "  ok: $*"; }

[ $# -gt 0 ] || { echo "usage: $0 BUILD_DIR_OR_PREFIX..." >&2; exit 2; }

need() { # TOOL PACKAGE
    command -v "$1" >/dev/null 2>&1 ||
        fail "$1 is not installed (Debian package $2); it is needed to check the installation"
}
need desktop-file-validate desktop-file-utils
need appstreamcli appstream
need xmllint libxml2-utils
need update-mime-database shared-mime-info

scratch=""
cleanup() { [ -z "$scratch" ] || rm -rf "$scratch"; }
trap cleanup EXIT

# check_prefix PREFIX PNGS: PNGS is "yes" when the PNG icons must be there, "no" when they must
# not, "any" when either is right.
check_prefix() {
    local prefix=$1 pngs=$2
    local share=$prefix/share

    for program in bashni bashni-cli; do
        [ -x "$prefix/bin/$program" ] || fail "$prefix/bin/$program is missing or not executable"
    done
    local version cli_version
    version=$(QT_QPA_PLATFORM=offscreen "$prefix/bin/bashni" --version) ||
        fail "$prefix/bin/bashni --version failed"
    cli_version=$("$prefix/bin/bashni-cli" --version) || fail "$prefix/bin/bashni-cli --version failed"
    version=${version##* }
    cli_version=${cli_version##* }
    if [ -z "$version" ] || [ "$version" != "$cli_version" ]; then
        fail "bashni --version says \"$version\", bashni-cli --version \"$cli_version\""
    fi
    ok "bin/bashni and bin/bashni-cli run, version $version"
    [ -x "$prefix/bin/bashni-server" ] || fail "$prefix/bin/bashni-server is missing"
    local server_version
    server_version=$("$prefix/bin/bashni-server" --version) || fail "bashni-server --version failed"
    [ "${server_version##* }" = "$version" ] ||
        fail "bashni-server --version says \"${server_version##* }\", bashni \"$version\""
    local unit=$prefix/lib/systemd/system/bashni-server.service
    [ -f "$unit" ] || fail "$unit is missing"
    grep -q "^ExecStart=bashni-server --db " "$unit" || fail "$unit does not start bashni-server"
    ok "bin/bashni-server runs, its systemd unit is in place"

    # Loaded by bashni at the first sound (ui/CMakeLists.txt): lib/bashni, or lib/ARCH/bashni.
    local sound
    sound=$(find "$prefix/lib" -path '*/bashni/libbashni_sound.so' 2>/dev/null | head -n 1)
    [ -n "$sound" ] || fail "the sound module (lib/bashni/libbashni_sound.so) is missing"
    ok "sound module ${sound#"$prefix"/}"
    # Loaded by bashni at the first network game, from the same folder.
    [ -f "$(dirname "$sound")/libbashni_netlink.so" ] ||
        fail "the network module (lib/bashni/libbashni_netlink.so) is missing"
    ok "network module"

    local desktop=$share/applications/$app_id.desktop
    [ -f "$desktop" ] || fail "$desktop is missing"
    desktop-file-validate "$desktop" || fail "desktop-file-validate rejects $desktop"
    grep -q "^Exec=bashni " "$desktop" || fail "$desktop does not start bashni"
    grep -q "^Icon=$app_id\$" "$desktop" || fail "$desktop does not name the icon $app_id"
    grep -q "^MimeType=.*$mime_type;" "$desktop" || fail "$desktop does not open $mime_type"
    ok "desktop file valid"

    local metainfo=$share/metainfo/$app_id.metainfo.xml
    [ -f "$metainfo" ] || fail "$metainfo is missing"
    appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate rejects $metainfo"
    # The newest release (the first one listed) is this version: a version change needs its notes.
    local release
    release=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$metainfo" | head -n 1)
    [ "$release" = "$version" ] ||
        fail "$metainfo: the newest <release> is \"$release\", but the programs are version $version"
    ok "metainfo valid, release $release"

    local icon
    for icon in scalable/apps/$app_id.svg symbolic/apps/$app_id-symbolic.svg; do
        [ -s "$share/icons/hicolor/$icon" ] || fail "$share/icons/hicolor/$icon is missing"
        xmllint --noout "$share/icons/hicolor/$icon" || fail "$share/icons/hicolor/$icon is not well-formed"
    done
    local size found=0 missing=""
    for size in $png_sizes; do
        if [ -s "$share/icons/hicolor/${size}x$size/apps/$app_id.png" ]; then
            found=$((found + 1))
        else
            missing="$missing ${size}x$size"
        fi
    done
    case $pngs in
    yes) [ -z "$missing" ] || fail "PNG icons missing in $share/icons/hicolor:$missing" ;;
    no) [ "$found" -eq 0 ] || fail "PNG icons installed although rsvg-convert was not found" ;;
    *) [ "$found" -eq 0 ] || [ -z "$missing" ] || fail "PNG icons missing in $share/icons/hicolor:$missing" ;;
    esac
    ok "icons in place (scalable, symbolic, $found PNG sizes)"
    grep -q "License: GPL-3.0-or-later" "$share/doc/bashni/copyright" 2>/dev/null ||
        fail "$share/doc/bashni/copyright (the licence) is missing"
    ok "copyright file in place"

    local puzzles=$share/bashni/puzzles/puzzles.pdn
    [ -s "$puzzles" ] || fail "$puzzles (the puzzle collection) is missing"
    grep -q '^\[Difficulty "' "$puzzles" || fail "$puzzles holds no puzzle"
    ok "puzzle collection in place"

    local mime_xml=$share/mime/packages/$app_id.xml
    [ -f "$mime_xml" ] || fail "$mime_xml is missing"
    xmllint --noout "$mime_xml" || fail "$mime_xml is not well-formed"
    # A database of our package alone, built next to the prefix so that an installed /usr is
    # never written to.
    local mime_share mime_dir
    mime_share=$(mktemp -d "${TMPDIR:-/tmp}/bashni-mime.XXXXXX")
    mime_dir=$mime_share/mime
    mkdir -p "$mime_dir/packages"
    cp "$mime_xml" "$mime_dir/packages/"
    local log
    # (XDG_DATA_DIRS only keeps it from noting that the directory is not searched.)
    log=$(XDG_DATA_DIRS=$mime_share update-mime-database "$mime_dir" 2>&1) ||
        { rm -rf "$mime_share"; fail "update-mime-database: $log"; }
    if [ -n "$log" ]; then rm -rf "$mime_share"; fail "update-mime-database complains: $log"; fi
    local known=yes
    grep -qx "$mime_type" "$mime_dir/types" || known=no
    grep -q "^[0-9]*:$mime_type:\*\.pdn" "$mime_dir/globs2" || known=no
    grep -qx "$mime_type text/plain" "$mime_dir/subclasses" || known=no
    grep -aq 'GameType "Bashni' "$mime_dir/magic" || known=no
    rm -rf "$mime_share"
    [ $known = yes ] || fail "update-mime-database does not know $mime_type (glob, parent, magic) from $mime_xml"
    ok "MIME package valid, $mime_type known"

    local page
    for page in bashni bashni-cli bashni-server; do
        local man=$share/man/man6/$page.6.gz
        [ -s "$man" ] || fail "$man is missing"
        gzip -t "$man" || fail "$man is not a gzip file"
        if command -v groff >/dev/null 2>&1; then
            log=$(gzip -dc "$man" | groff -man -Tutf8 -ww -z 2>&1) || fail "groff cannot format $man: $log"
            [ -z "$log" ] || fail "groff warns about $man: $log"
        fi
    done
    if command -v groff >/dev/null 2>&1; then
        ok "man pages in place, groff has no warnings"
    else
        ok "man pages in place (groff not installed: not formatted)"
    fi
}

for target in "$@"; do
    if [ -f "$target/CMakeCache.txt" ]; then
        echo "== $target (build directory)"
        scratch=$(mktemp -d "${TMPDIR:-/tmp}/bashni-install.XXXXXX")
        cmake --install "$target" --prefix "$scratch/prefix" >"$scratch/install.log" 2>&1 ||
            { cat "$scratch/install.log" >&2; fail "cmake --install $target failed"; }
        # The PNG icons are made when the build found rsvg-convert.
        pngs=no
        if grep -q '^BASHNI_RSVG_CONVERT:FILEPATH=.*rsvg-convert$' "$target/CMakeCache.txt"; then
            pngs=yes
        fi
        check_prefix "$scratch/prefix" $pngs
        # The metainfo together with the desktop file and icons it points to (only here: on an
        # installed prefix it would judge every other package's metainfo too).
        appstreamcli validate-tree --no-net "$scratch/prefix" ||
            fail "appstreamcli validate-tree rejects the installed tree"
        ok "appstreamcli validate-tree passes"
        rm -rf "$scratch"
        scratch=""
    elif [ -d "$target" ]; then
        echo "== $target (installed prefix)"
        check_prefix "$target" any
    else
        fail "$target is neither a build directory nor an installed prefix"
    fi
done
echo "check-install: all good"
