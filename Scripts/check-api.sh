#!/usr/bin/env bash
# Compares the public API of each library module with its recorded baseline in Api/<Module>.txt
# and fails on any difference, added declarations included, so a public change is always a
# decision recorded in the same commit.
#
#   Scripts/check-api.sh            check (CI runs this)
#   Scripts/check-api.sh --update   record the current API as the baseline
#
# The API comes from `swift-api-digester -dump-sdk` on the debug build's modules (DEBUG defined,
# so WayfinderDebug's server is in it), turned into one sorted line per declaration by
# Scripts/api-listing.py. It is the API on Linux: the SwiftUI and UIKit adapters are not in it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-api: $*" >&2; exit 1; }
modules=(WayfinderCore Wayfinder WayfinderDebug WayfinderDebugSupport WayfinderTesting)

swift build >/dev/null || fail "swift build failed"
bin=$(swift build --show-bin-path)
changed=0
for module in "${modules[@]}"; do
  swift-api-digester -dump-sdk -module "$module" -I "$bin/Modules" -o "$work/$module.json" \
    -module-cache-path "$work/cache" >/dev/null 2>"$work/$module.err" \
    || { cat "$work/$module.err" >&2; fail "swift-api-digester could not read $module"; }
  python3 Scripts/api-listing.py "$work/$module.json" >"$work/$module.txt"
  [ "$(wc -l <"$work/$module.txt")" -gt 1 ] || fail "the API listing of $module is empty"
  if [ "${1:-}" = "--update" ]; then
    mkdir -p Api
    cp "$work/$module.txt" "Api/$module.txt"
    echo "check-api: recorded Api/$module.txt ($(($(wc -l <"$work/$module.txt") - 1)) declarations)"
  elif ! diff -u "Api/$module.txt" "$work/$module.txt" >"$work/$module.diff"; then
    echo "check-api: the public API of $module differs from Api/$module.txt:" >&2
    sed -n '3,$p' "$work/$module.diff" >&2
    changed=1
  fi
done
[ "$changed" -eq 0 ] || fail "record an intended change with Scripts/check-api.sh --update and commit Api/"
[ "${1:-}" = "--update" ] || echo "check-api: the public API of ${#modules[@]} modules matches Api/"
