#!/usr/bin/env bash
# Proves that a release build carries no debug server: no object of any module (every
# `<Module>.build` folder of the build folder, not only WayfinderDebug's) may define or refer to a
# symbol (demangled) of the server's types: DebugServer, LoopbackSocket, DebugPage, TraceFeed, FrameQueue,
# ServerFileStore, ChallengeNonceStore, RequestAuthorization, and its HTTP handling:
# HTTPRequestParser, HTTPRequest, HTTPParseError, HTTPLimits. WayfinderCore's objects, which every
# feature interface package carries, may not hold what the server and the tool share either
# (DebugAPI, DebugServerFile, DebugProof, HMACSHA256).
#
#   Scripts/check-release-debug-symbols.sh                 build this package's WayfinderDebug in release, check every module of it
#   Scripts/check-release-debug-symbols.sh RELEASE DEBUG   check an app's build folders (`.build/release`, `.build/debug`)
#
# It fails closed: no module folder, a module folder list without a single object, or `nm` failing
# on any object is a failure. When a debug build folder is given, the same search must find the
# server there, which proves the search can find what it looks for.
#
# What it allows: WayfinderDebugSupport (DebugAPI, DebugServerFile, DebugProof, SHA256, HMACSHA256),
# which the server and the `wayfinder` tool share, is compiled in every configuration;
# Docs/Reliability.md lists its size.
set -euo pipefail
cd "$(dirname "$0")/.."
# A type name on its own: `WayfinderDebug.DebugServer.start…` matches, `DebugServerFile` does not.
pattern='(^|[^A-Za-z0-9_])(DebugServer|LoopbackSocket|DebugPage|TraceFeed|FrameQueue|ServerFileStore|ChallengeNonceStore|RequestAuthorization|HTTPRequestParser|HTTPRequest|HTTPParseError|HTTPLimits)([^A-Za-z0-9_]|$)'
# What WayfinderCore's objects may not mention besides.
core_pattern='(^|[^A-Za-z0-9_])(DebugAPI|DebugServerFile|DebugProof|HMACSHA256)([^A-Za-z0-9_]|$)'

if [ $# -eq 0 ]; then
  scratch=.build/release-symbol-check
  # Objects of files that moved or were deleted stay in a build folder; start from nothing.
  rm -rf "$scratch"
  swift build -c release --target WayfinderDebug --scratch-path "$scratch" >/dev/null
  release="$scratch/release"
  debug=""
else
  release=$1
  debug=${2:-}
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Writes "<object>: <demangled symbol>" for every symbol of every object of every module of a
# build folder to $2, and a summary to $3; fails when there are no objects or nm fails.
symbols() {
  local folder=$1 out=$2 summary=$3 modules=() count
  mapfile -t modules < <(find -H "$folder" -maxdepth 1 -type d -name '*.build' 2>/dev/null | sort)
  [ "${#modules[@]}" -gt 0 ] || { echo "check-release: no module folders (*.build) in $folder" >&2; return 1; }
  find "${modules[@]}" -name '*.o' -print0 | sort -z >"$work/objects"
  count=$(tr -cd '\0' <"$work/objects" | wc -c)
  [ "$count" -gt 0 ] || { echo "check-release: no objects in the module folders of $folder" >&2; return 1; }
  # `nm -A` prefixes each symbol with its object; xargs fails when any nm run fails.
  xargs -0 nm -A <"$work/objects" >"$work/nm.txt" 2>"$work/nm-errors.txt" || {
    echo "check-release: nm failed on the objects in $folder:" >&2
    head -5 "$work/nm-errors.txt" >&2
    return 1
  }
  swift demangle <"$work/nm.txt" >"$out"
  echo "${#modules[@]} modules, $count objects" >"$summary"
}

# The lines of $1 whose symbol (after the "<object>.o:" prefix) matches the pattern ($2, or the
# server's).
matching() {
  awk -v pattern="${2:-$pattern}" '{ i = index($0, ".o:"); if (i > 0 && substr($0, i + 3) ~ pattern) print }' "$1"
}

symbols "$release" "$work/release.txt" "$work/release-summary.txt"
matching "$work/release.txt" >"$work/found.txt"
if [ -s "$work/found.txt" ]; then
  echo "check-release: the release build ($release) contains debug-server symbols in these objects:" >&2
  cut -d: -f1 "$work/found.txt" | sort | uniq -c | sed "s|$release/||" >&2
  echo "for example:" >&2
  head -3 "$work/found.txt" | sed "s|$release/||" >&2
  exit 1
fi
grep '/WayfinderCore.build/' "$work/release.txt" >"$work/core.txt" || true
if [ -s "$work/core.txt" ]; then
  matching "$work/core.txt" "$pattern|$core_pattern" >"$work/core-found.txt"
  if [ -s "$work/core-found.txt" ]; then
    echo "check-release: WayfinderCore ($release) holds debug-tool symbols:" >&2
    head -3 "$work/core-found.txt" | sed "s|$release/||" >&2
    exit 1
  fi
fi
if [ -n "$debug" ]; then
  symbols "$debug" "$work/debug.txt" "$work/debug-summary.txt"
  [ -n "$(matching "$work/debug.txt" | head -1)" ] || {
    echo "check-release: the debug build ($debug) has no debug-server symbol either: the search finds nothing" >&2
    exit 1
  }
fi
echo "check-release: the release build ($release, $(cat "$work/release-summary.txt")) has no debug-server symbol"
