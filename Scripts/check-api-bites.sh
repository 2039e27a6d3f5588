#!/usr/bin/env bash
# Proves Scripts/check-api.sh fails, naming the declaration, on the public changes the digester's
# dump alone lets through, and on changes to the hosts' API, which the Linux build does not see:
#
# 1. sync → async: `Route.url(host:)` made `async`;
# 2. a global actor: `Route.url(scheme:)` made `@MainActor`;
# 3. a thrown type: `LinkPolicy.linkPath(of: URL)` throwing any error instead of `RouteURLError`
#    (both were `throws` to the dump);
# 4. a SwiftUI host: a public property added to `NavigationHost` (Api/Wayfinder+SwiftUI.txt);
# 5. a UIKit host: `NavigationHostController.detach()` made `async` (Api/Wayfinder+UIKit.txt).
#
# The package (manifest, sources, tests, scripts, Api/) is copied into a temporary folder with a
# build folder of its own; the unchanged copy must pass first, so each failure is the planted
# change's. Each change is planted into the copy, checked with `Scripts/check-api.sh --module
# WayfinderCore` (which rebuilds that target only) or, for a host, with `--module
# Wayfinder+SwiftUI --module Wayfinder+UIKit` (which builds WayfinderCore, then compiles the
# Wayfinder module without a stand-in, with SwiftUI's and with both, at once), and undone before
# the next. Each must fail the listing it belongs to and no other. The working tree is never touched. The
# files are found by name, wherever they sit in their module's folders.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work=$(mktemp -d "${TMPDIR:-/tmp}/wayfinder-api-bites.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "check-api-bites: $*" >&2; exit 1; }

copy="$work/package"
mkdir -p "$copy"
(cd "$root" && cp -R Package.swift Sources Tests Plugins Scripts Api "$copy/")

# check MODULE...: runs check-api.sh on the copy for those modules or host listings.
check() {
  local options=()
  for module in "$@"; do options+=(--module "$module"); done
  (cd "$copy" && Scripts/check-api.sh "${options[@]}") >"$work/check.log" 2>&1
}

hosts=(Wayfinder+SwiftUI Wayfinder+UIKit)
check WayfinderCore "${hosts[@]}" \
  || { tail -20 "$work/check.log" >&2; fail "the unchanged copy does not pass check-api.sh"; }
echo "check-api-bites: the unchanged copy passes: $(grep -F 'matches Api/' "$work/check.log")"

# source_file MODULE PATTERN: the one Swift file of Sources/MODULE whose path matches PATTERN (as
# `find -path` reads it), relative to the copy.
source_file() {
  local found
  found=$(cd "$copy" && find "Sources/$1" -path "$2" -name '*.swift')
  [ -n "$found" ] && [ "$(wc -l <<<"$found")" -eq 1 ] \
    || fail "no single file of Sources/$1 matches $2 (found: ${found:-none}): update this script"
  echo "$found"
}

# plant NAME LISTING FILE OLD NEW DECLARATION EXPECTED [added]: replaces OLD by NEW in FILE
# (relative to the copy), runs the check (of WayfinderCore, or of both hosts when LISTING is a
# host's), expects Api/LISTING.txt and no other listing to differ, with a `+` line for
# DECLARATION holding EXPECTED and, unless the declaration is `added`, a `-` line for
# DECLARATION, then puts the file back.
plant() {
  local name=$1 listing=$2 file="$copy/$3" old=$4 new=$5 declaration=$6 expected=$7 added=${8:-}
  local selected=("$listing")
  [[ " ${hosts[*]} " != *" $listing "* ]] || selected=("${hosts[@]}")
  cp "$file" "$work/original.swift"
  OLD=$old NEW=$new python3 - "$file" <<'EOF' || fail "$name: the planted line was not found in $3 (the source moved on: update this script)"
import os, sys
path, old, new = sys.argv[1], os.environ["OLD"], os.environ["NEW"]
text = open(path, encoding="utf-8").read()
if text.count(old) != 1:
    sys.exit(1)
open(path, "w", encoding="utf-8").write(text.replace(old, new))
EOF
  if check "${selected[@]}"; then
    fail "$name: check-api.sh passed"
  fi
  local plus minus differing
  plus=$(grep -F "+$declaration " "$work/check.log" | grep -F -- "$expected" || true)
  minus=$(grep -F -- "-$declaration " "$work/check.log" || true)
  differing=$(sed -n 's/^check-api: the public API of .* differs from \(Api\/.*\.txt\):$/\1/p' "$work/check.log")
  if [ -z "$plus" ] || { [ -z "$minus" ] && [ "$added" != added ]; } \
    || { [ -n "$minus" ] && [ "$added" = added ]; } || [ "$differing" != "Api/$listing.txt" ]; then
    cat "$work/check.log" >&2
    fail "$name: check-api.sh failed without naming $declaration with '$expected' in Api/$listing.txt alone"
  fi
  echo "check-api-bites: $name fails check-api.sh ($differing):"
  # shellcheck disable=SC2001 # indents every line
  [ -z "$minus" ] || sed 's/^/    /' <<<"$minus"
  # shellcheck disable=SC2001
  sed 's/^/    /' <<<"$plus"
  cp "$work/original.swift" "$file"
}

route_url=$(source_file WayfinderCore '*/Route+URL.swift')
link_policy=$(source_file WayfinderCore '*/LinkPolicy.swift')
swiftui_host=$(source_file Wayfinder '*/SwiftUI/NavigationHost.swift')
uikit_host=$(source_file Wayfinder '*/UIKit/NavigationHostController.swift')
plant "sync → async" WayfinderCore "$route_url" \
  "public func url(host: String) -> URL {" "public func url(host: String) async -> URL {" \
  "Route.url(host:) Func" "[async"
plant "a global actor" WayfinderCore "$route_url" \
  "public func url(scheme: String) -> URL {" "@MainActor public func url(scheme: String) -> URL {" \
  "Route.url(scheme:) Func" "@MainActor"
plant "a thrown type" WayfinderCore "$link_policy" \
  "public func linkPath(of url: URL) throws(RouteURLError) -> LinkPath {" \
  "public func linkPath(of url: URL) throws -> LinkPath {" \
  "LinkPolicy.linkPath(of:) Func (FoundationEssentials.URL)" "[throws]"
plant "a SwiftUI host's new property" Wayfinder+SwiftUI "$swiftui_host" \
  "public var body: some View {" "public var planted: Int { 0 }
        public var body: some View {" \
  "NavigationHost.planted Var" ": Swift.Int" added
plant "a UIKit host's sync → async" Wayfinder+UIKit "$uikit_host" \
  "public func detach() {" "public func detach() async {" \
  "NavigationHostController.detach() Func" "[async"
echo "check-api-bites: check-api.sh fails on all five changes, naming each declaration"
