#!/usr/bin/env bash
# Compares the public API of each library module with its recorded baseline in Api/<Module>.txt
# and fails on any difference, added declarations included, so a public change is always a
# decision recorded in the same commit.
#
#   Scripts/check-api.sh [--module NAME]...            check (CI runs this without options)
#   Scripts/check-api.sh [--module NAME]... --update   record the current API as the baseline
#
#   --module NAME   check (or record) this module only, after building only its target; may be
#                   repeated. Scripts/check-api-bites.sh uses it to rebuild WayfinderCore alone.
#
# The API comes from the debug build's modules (DEBUG defined, so WayfinderDebug's server is in
# it): `swift-api-digester -dump-sdk` gives the declarations and their signatures, and
# `swift-symbolgraph-extract` gives what the dump leaves out (`async`, the type a declaration
# throws, the global actor it is isolated to, written or inherited). Scripts/api-listing.py joins
# the two into one sorted line per declaration. It is the API on Linux: the SwiftUI and UIKit
# adapters are not in it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-api: $*" >&2; exit 1; }
modules=(WayfinderCore Wayfinder WayfinderDebug WayfinderDebugSupport WayfinderTesting WayfinderLinkTools)
update=0
only=()
while [ $# -gt 0 ]; do
  case "$1" in
    --update) update=1; shift ;;
    --module)
      [ $# -ge 2 ] && [[ " ${modules[*]} " == *" $2 "* ]] || fail "--module takes one of: ${modules[*]}"
      only+=("$2"); shift 2 ;;
    *) echo "usage: Scripts/check-api.sh [--module NAME]... [--update]" >&2; exit 64 ;;
  esac
done

if [ ${#only[@]} -gt 0 ]; then
  modules=("${only[@]}")
  for module in "${modules[@]}"; do
    swift build --target "$module" >/dev/null || fail "swift build --target $module failed"
  done
else
  swift build >/dev/null || fail "swift build failed"
fi
bin=$(swift build --show-bin-path)
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
changed=0
for module in "${modules[@]}"; do
  swift-api-digester -dump-sdk -module "$module" -I "$bin/Modules" -o "$work/$module.json" \
    -module-cache-path "$work/cache" >/dev/null 2>"$work/$module.err" \
    || { cat "$work/$module.err" >&2; fail "swift-api-digester could not read $module"; }
  mkdir -p "$work/$module.symbols"
  swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
    -output-dir "$work/$module.symbols" -module-cache-path "$work/cache" >/dev/null 2>"$work/$module.err" \
    || { cat "$work/$module.err" >&2; fail "swift-symbolgraph-extract could not read $module"; }
  python3 Scripts/api-listing.py "$work/$module.json" "$work/$module.symbols" >"$work/$module.txt" \
    || fail "Scripts/api-listing.py failed on $module"
  [ "$(wc -l <"$work/$module.txt")" -gt 1 ] || fail "the API listing of $module is empty"
  if [ "$update" = 1 ]; then
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
[ "$update" = 1 ] || echo "check-api: the public API of ${modules[*]} matches Api/"

# No public signature carries `Any`, or meaning in a `reason:` or `style:` string a caller would
# have to parse, except the documented exceptions (Docs/Decisions/api-names.md): the push
# payload, typed as the system hands it over, where the navigator, the `Navigating` protocol and
# the recording navigator take it, and the `PushPayload` a call carries is made from.
exceptions='^(Navigator|Navigating|RecordingNavigator)\.open\(pushPayload:(placement:)?\) |^PushPayload\.(init\(_:linkKeyPath:\)|init\(dictionaryLiteral:\)) '
erased=$(grep -hE '(\bAny\b|reason: Swift\.String|style: Swift\.String)' Api/*.txt \
  | sed -E 's/AnyHashable//g' | grep -E '(\bAny\b|reason: Swift\.String|style: Swift\.String)' \
  | grep -vE "$exceptions" || true)
[ -z "$erased" ] || fail "public API with Any or a reason/style string (type it, or document the exception):
$erased"
echo "check-api: no public Any, reason: String or style: String outside the documented exceptions"
