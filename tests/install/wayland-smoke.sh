#!/bin/sh
# The program on a headless Wayland compositor (Debian's weston), natively (QT_QPA_PLATFORM=wayland,
# no fallback to X11): the layout test's window plays a move with the mouse with the board the largest part,
# then the real program starts, and quits cleanly on SIGTERM with its game saved.
# Usage: wayland-smoke.sh PATH/TO/bashni PATH/TO/tst_layout
set -eu
bashni=$1
layout=$2
home=$(mktemp -d)
wpid=
cleanup() {
    [ -n "$wpid" ] && kill "$wpid" 2>/dev/null
    rm -rf "$home"
}
trap cleanup EXIT
export XDG_RUNTIME_DIR="$home/run" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
mkdir -p -m 700 "$XDG_RUNTIME_DIR"
weston --backend=headless-backend.so --use-pixman --width=1366 --height=768 \
    --socket=bashni-test --idle-time=0 >"$home/weston.log" 2>&1 &
wpid=$!
for _ in $(seq 1 100); do
    [ -S "$XDG_RUNTIME_DIR/bashni-test" ] && break
    sleep 0.1
done
[ -S "$XDG_RUNTIME_DIR/bashni-test" ] || { cat "$home/weston.log" >&2; echo "weston did not start" >&2; exit 1; }
export WAYLAND_DISPLAY=bashni-test QT_QPA_PLATFORM=wayland LC_ALL=C.UTF-8 LANGUAGE=
# Under AddressSanitizer (the sanitize preset) leaks are not looked for here: libwayland-client
# and the plugins Qt unloads keep small allocations until exit (688 bytes, none of ours); the
# same code's leaks are checked by every other test, offscreen and under X11.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"

BASHNI_TEST_SCREEN=native "$layout" playsAMoveWithTheMouse boardIsTheDominantElement

"$bashni" >"$home/bashni.log" 2>&1 &
pid=$!
sleep 3
kill -0 "$pid" 2>/dev/null || { cat "$home/bashni.log" >&2; echo "bashni did not stay up" >&2; exit 1; }
autosave="$XDG_DATA_HOME/bashni/bashni/autosave.pdn"
rm -f "$autosave" # must be written again on the way out
kill -TERM "$pid"
if ! wait "$pid"; then
    cat "$home/bashni.log" >&2
    echo "bashni did not exit cleanly" >&2
    exit 1
fi
[ -s "$autosave" ] || { echo "no autosave written on quit" >&2; exit 1; }
echo "bashni ran on Wayland, played a move and quit cleanly"
