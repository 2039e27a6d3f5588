#!/usr/bin/env bash
# Proves Scripts/check-api.sh fails, naming the declaration, on the public changes the digester's
# dump alone lets through:
#
# 1. sync → async: `Route.url(host:)` made `async`;
# 2. a global actor: `Route.url(scheme:)` made `@MainActor`;
# 3. a thrown type: `LinkPolicy.linkPath(of: URL)` throwing any error instead of `RouteURLError`
#    (both were `throws` to the dump).
#
# The package (manifest, sources, tests, scripts, Api/) is copied into a temporary folder with a
# build folder of its own; the unchanged copy must pass first, so each failure is the planted
# change's. Each change is planted into the copy's WayfinderCore, checked with
# `Scripts/check-api.sh --module WayfinderCore` (which rebuilds that target only), and undone
# before the next. The working tree is never touched.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work=$(mktemp -d "${TMPDIR:-/tmp}/wayfinder-api-bites.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "check-api-bites: $*" >&2; exit 1; }

copy="$work/package"
mkdir -p "$copy"
(cd "$root" && cp -R Package.swift Sources Tests Plugins Scripts Api "$copy/")

check() { (cd "$copy" && Scripts/check-api.sh --module WayfinderCore) >"$work/check.log" 2>&1; }

check || { tail -20 "$work/check.log" >&2; fail "the unchanged copy does not pass check-api.sh"; }
echo "check-api-bites: the unchanged copy passes: $(tail -1 "$work/check.log")"

# plant NAME FILE OLD NEW DECLARATION EXPECTED: replaces OLD by NEW in FILE (relative to the
# copy), runs the check, expects it to fail with a `+` line for DECLARATION holding EXPECTED and a
# `-` line for DECLARATION, then puts the file back.
plant() {
  local name=$1 file="$copy/$2" old=$3 new=$4 declaration=$5 expected=$6
  cp "$file" "$work/original.swift"
  OLD=$old NEW=$new python3 - "$file" <<'EOF' || fail "$name: the planted line was not found in $2 (the source moved on: update this script)"
import os, sys
path, old, new = sys.argv[1], os.environ["OLD"], os.environ["NEW"]
text = open(path, encoding="utf-8").read()
if text.count(old) != 1:
    sys.exit(1)
open(path, "w", encoding="utf-8").write(text.replace(old, new))
EOF
  if check; then
    fail "$name: check-api.sh passed"
  fi
  local added removed
  added=$(grep -F "+$declaration " "$work/check.log" | grep -F -- "$expected" || true)
  removed=$(grep -F -- "-$declaration " "$work/check.log" || true)
  if [ -z "$added" ] || [ -z "$removed" ]; then
    cat "$work/check.log" >&2
    fail "$name: check-api.sh failed without naming $declaration with '$expected'"
  fi
  echo "check-api-bites: $name fails check-api.sh:"
  # shellcheck disable=SC2001 # indents every line
  sed 's/^/    /' <<<"$removed"
  # shellcheck disable=SC2001
  sed 's/^/    /' <<<"$added"
  cp "$work/original.swift" "$file"
}

plant "sync → async" Sources/WayfinderCore/Route+URL.swift \
  "public func url(host: String) -> URL {" "public func url(host: String) async -> URL {" \
  "Route.url(host:) Func" "[async"
plant "a global actor" Sources/WayfinderCore/Route+URL.swift \
  "public func url(scheme: String) -> URL {" "@MainActor public func url(scheme: String) -> URL {" \
  "Route.url(scheme:) Func" "@MainActor"
plant "a thrown type" Sources/WayfinderCore/LinkPolicy.swift \
  "public func linkPath(of url: URL) throws(RouteURLError) -> LinkPath {" \
  "public func linkPath(of url: URL) throws -> LinkPath {" \
  "LinkPolicy.linkPath(of:) Func (FoundationEssentials.URL)" "[throws]"
echo "check-api-bites: check-api.sh fails on all three changes, naming each declaration"
