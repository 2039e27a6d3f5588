#!/usr/bin/env bash
# Builds WayfinderDebug in release into its own scratch path and proves the module is empty:
# no symbol (demangled) of the debug server (DebugServer, LoopbackSocket, DebugPage) may be in its objects.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/release-symbol-check
swift build -c release --target WayfinderDebug --scratch-path "$scratch" >/dev/null
objects=$(find "$scratch/release/WayfinderDebug.build" -name '*.o')
[ -n "$objects" ] || { echo "check-release: no WayfinderDebug objects were built" >&2; exit 1; }
if nm $objects 2>/dev/null | grep -v ':$' | swift demangle | grep -E 'DebugServer|LoopbackSocket|DebugPage|EventMailbox' >/dev/null; then
  echo "check-release: the release build of WayfinderDebug contains debug-server symbols:" >&2
  nm $objects | grep -v ':$' | swift demangle | grep -E 'DebugServer|LoopbackSocket|DebugPage|EventMailbox' | head -5 >&2
  exit 1
fi
echo "check-release: the release build of WayfinderDebug has no debug-server symbol"
