#!/bin/sh
# Refreshes the screenshots of the README and the manual (docs/manual): runs the real windows under
# a virtual X server the size of a common laptop screen, in the layout the program itself gives a
# first start.
# Usage: tools/screenshots.sh [BUILD_DIR] [OUT_DIR]   (needs xvfb-run: Debian package xvfb)
# The language follows LANG, e.g. LANG=ru_RU.UTF-8 tools/screenshots.sh build/release /tmp/ru;
# a third argument --dark takes them with a dark palette.
set -e
build=${1:-build/release}
out=${2:-docs/screenshots}
cmake --build "$build" --target bashni-screenshots
xvfb-run -a -s "-screen 0 1366x768x24" "$build/tools/bashni-screenshots" "$out" ${3:-}
