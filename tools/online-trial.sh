#!/bin/sh
# A new player's first rated game online, in the real window under Xvfb on a fresh HOME, against
# a computer player on a server on loopback (tools/online-trial.cpp): screenshots of each step and
# the time each took. Usage: tools/online-trial.sh [BUILD_DIR] [OUT_DIR] [WIDTHxHEIGHT] [--dark]
set -e
build=${1:-build/release}
out=${2:-/tmp/online-trial}
size=${3:-1366x768}
cmake --build "$build" --target bashni-online-trial bashni-server bashni-cli
home=$(mktemp -d)
HOME=$home XDG_CONFIG_HOME=$home/.config XDG_DATA_HOME=$home/.local/share \
    xvfb-run -a -s "-screen 0 ${size}x24" "$build/tools/bashni-online-trial" \
    "$build/server/bashni-server" "$build/app/bashni-cli" "$out" ${4:-}
rm -rf "$home"
