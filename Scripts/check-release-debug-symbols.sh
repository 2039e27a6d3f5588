#!/usr/bin/env bash
# Proves that a release build carries no debug server: no symbol (demangled) of the server
# (DebugServer, LoopbackSocket, DebugPage, EventMailbox) may be in WayfinderDebug's objects.
#
#   Scripts/check-release-debug-symbols.sh                 build this package's WayfinderDebug in release, check it
#   Scripts/check-release-debug-symbols.sh RELEASE DEBUG   check an app's build folders (`.build/release`, `.build/debug`)
#
# It fails closed: no objects, or `nm` failing, is a failure. When a debug build folder is given, the
# same search must find the server there, which proves the search can find what it looks for.
set -euo pipefail
cd "$(dirname "$0")/.."
pattern='DebugServer|LoopbackSocket|DebugPage|EventMailbox'

if [ $# -eq 0 ]; then
  scratch=.build/release-symbol-check
  swift build -c release --target WayfinderDebug --scratch-path "$scratch" >/dev/null
  release="$scratch/release"
  debug=""
else
  release=$1
  debug=${2:-}
fi

# The demangled symbols of a build folder's WayfinderDebug objects; fails when there are none.
symbols() {
  local folder=$1/WayfinderDebug.build objects
  objects=$(find "$folder" -name '*.o' 2>/dev/null)
  [ -n "$objects" ] || { echo "check-release: no WayfinderDebug objects in $folder" >&2; return 1; }
  # shellcheck disable=SC2086
  nm $objects >"$work/nm.txt" || { echo "check-release: nm failed on the objects in $folder" >&2; return 1; }
  grep -v ':$' "$work/nm.txt" | swift demangle
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

symbols "$release" >"$work/release.txt"
if grep -E "$pattern" "$work/release.txt" >"$work/found.txt"; then
  echo "check-release: the release build of WayfinderDebug ($release) contains debug-server symbols:" >&2
  head -5 "$work/found.txt" >&2
  exit 1
fi
if [ -n "$debug" ]; then
  symbols "$debug" >"$work/debug.txt"
  grep -qE "$pattern" "$work/debug.txt" || {
    echo "check-release: the debug build ($debug) has no debug-server symbol either: the search finds nothing" >&2
    exit 1
  }
fi
echo "check-release: the release build of WayfinderDebug ($release) has no debug-server symbol"
