#!/bin/sh
# Builds bashni-cli as it was at a git revision (default: main) into DIR (default build/base), so
# that a change to the engine can be matched against the engine it started from:
#   bashni-cli match --a exe:build/release/app/bashni-cli,time=0.1 \
#                    --b exe:build/base/bashni-cli,time=0.1 --games 400 --sprt 0,10
# A binary of the revision rather than a frozen copy of the engine in the source: the base then
# is exactly what players had, and the source keeps one engine.
set -eu
rev=${1:-main}
out=${2:-build/base}
src=$(mktemp -d "${TMPDIR:-/tmp}/bashni-base.XXXXXX")
trap 'git worktree remove --force "$src" 2>/dev/null || rm -rf "$src"' EXIT
git worktree add --quiet --detach "$src" "$rev"
cmake -S "$src" -B "$src/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$src/build" --target bashni-cli
mkdir -p "$out"
cp "$src/build/app/bashni-cli" "$out/bashni-cli"
echo "$out/bashni-cli: bashni-cli at $(git rev-parse --short "$rev")"
