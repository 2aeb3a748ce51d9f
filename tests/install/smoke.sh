#!/bin/sh
# Starts the real program under a virtual X server, waits until its main window is mapped, asks
# it to quit (SIGTERM, as a session logout does) and checks that it exits cleanly and saved the
# game on the way out. Usage: smoke.sh PATH/TO/bashni   (needs xvfb-run and xwininfo)
set -eu
bashni=$1
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_RUNTIME_DIR="$home/run"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
# The X server's, in English (the window title is looked for), whatever this machine says.
export QT_QPA_PLATFORM=xcb LC_ALL=C.UTF-8 LANGUAGE=
cat > "$home/run.sh" <<'INNER'
#!/bin/sh
"$1" & pid=$!
for i in $(seq 1 100); do
    if xwininfo -root -tree 2>/dev/null | grep -q '"Untitled.*Bashni"'; then break; fi
    sleep 0.1
done
xwininfo -root -tree | grep -q '"Untitled.*Bashni"' || { echo "no Bashni window appeared" >&2; kill -9 $pid; exit 1; }
sleep 1
rm -f "$XDG_DATA_HOME/bashni/bashni/autosave.pdn" # must be written again on the way out
kill -TERM $pid
wait $pid
INNER
if ! xvfb-run -a -s "-screen 0 1024x768x24" sh "$home/run.sh" "$bashni"; then
    echo "bashni did not exit cleanly" >&2
    exit 1
fi
[ -s "$XDG_DATA_HOME/bashni/bashni/autosave.pdn" ] || { echo "no autosave written on quit" >&2; exit 1; }
echo "bashni started, showed its window and quit cleanly"
