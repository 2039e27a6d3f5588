#!/usr/bin/env bash
# Type-checks the Xcode conformances of RouteRegistrarPlugin and RouteIntentsPlugin (`XcodeBuildToolPlugin`, inside
# `#if canImport(XcodeProjectPlugin)`) against a stand-in of Apple's documented XcodeProjectPlugin
# API (Tests/AppleSurface/XcodeProjectPlugin), with warnings as errors in Swift 6 mode. There is
# no Xcode here: the conformance is type-checked, never run.
#
#   Scripts/typecheck-xcode-plugin.sh [--sources DIR]
#
#   --sources DIR   one plugin's sources to check (default: Plugins/RouteRegistrarPlugin, then
#                   Plugins/RouteIntentsPlugin); the test that plants errors points this at a copy
#
# Stages: 1. the stand-in, compiled as the module `XcodeProjectPlugin` against the toolchain's real
# PackagePlugin module (lib/swift/pm/PluginAPI, which SwiftPM builds plugins against); 2. the
# plugin's sources with the stand-in on the import path, so `canImport(XcodeProjectPlugin)` holds
# and the Xcode conformance is compiled; 3. the same sources without it, as `swift build` compiles
# them. Compiler errors print as `file:line:column: error: …`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
plugin_folders=("$root/Plugins/RouteRegistrarPlugin" "$root/Plugins/RouteIntentsPlugin")
while [ $# -gt 0 ]; do
  case "$1" in
    --sources) plugin_folders=("$(cd "$2" && pwd)"); shift 2 ;;
    *) echo "usage: Scripts/typecheck-xcode-plugin.sh [--sources DIR]" >&2; exit 64 ;;
  esac
done
fail() { echo "typecheck-xcode-plugin: FAILED: $*" >&2; exit 1; }

swiftc_path=$(command -v swiftc) || fail "no swiftc on PATH"
plugin_api="$(dirname "$(readlink -f "$swiftc_path")")/../lib/swift/pm/PluginAPI"
[ -e "$plugin_api/PackagePlugin.swiftmodule" ] || fail "no PackagePlugin.swiftmodule in $plugin_api"
# Plugins are compiled for the manifest's tools version (`// swift-tools-version: 6.0`).
tools_version=$(sed -n '1s|^// swift-tools-version: *\([0-9.]*\).*|\1|p' "$root/Package.swift")
[ -n "$tools_version" ] || fail "Package.swift names no tools version on its first line"

work=$(mktemp -d "${TMPDIR:-/tmp}/wayfinder-xcode-plugin.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/surface" "$work/cache"
swift_files() { find -L "$@" -name '*.swift' | LC_ALL=C sort; }
plugin_flags=(-swift-version 6 -warnings-as-errors -module-cache-path "$work/cache" -I "$plugin_api"
  -package-description-version "$tools_version")

echo "== stand-in of Apple's API: XcodeProjectPlugin"
files=("$root"/Tests/AppleSurface/XcodeProjectPlugin/*.swift)
declarations=$(cat "${files[@]}" | grep -c '^ *// https://developer.apple.com/documentation/' || true)
types=$(cat "${files[@]}" | grep -cE '^ *public (struct|enum|protocol) ' || true)
echo "typecheck-xcode-plugin: XcodeProjectPlugin: $declarations documented declarations, $types public types"
# shellcheck disable=SC2046
swiftc -emit-module -parse-as-library -module-name XcodeProjectPlugin "${plugin_flags[@]}" \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault \
  -enable-upcoming-feature MemberImportVisibility \
  -emit-module-path "$work/surface/XcodeProjectPlugin.swiftmodule" \
  $(swift_files "$root/Tests/AppleSurface/XcodeProjectPlugin") \
  || fail "the XcodeProjectPlugin stand-in does not compile"

for sources in "${plugin_folders[@]}"; do
  # The plugin's name: its folder's, or RouteRegistrarPlugin for a copy in a folder of another name.
  name=$(basename "$sources")
  case "$name" in Route*Plugin) ;; *) name=RouteRegistrarPlugin ;; esac
  mapfile -t plugin_files < <(swift_files "$sources")
  [ "${#plugin_files[@]}" -gt 0 ] || fail "no Swift sources in $sources"
  grep -l 'canImport(XcodeProjectPlugin)' "${plugin_files[@]}" >/dev/null \
    || fail "no source in $sources has an #if canImport(XcodeProjectPlugin) part"

  echo "== $name as Xcode builds it (XcodeProjectPlugin importable)"
  swiftc -typecheck -parse-as-library -module-name "$name" "${plugin_flags[@]}" -I "$work/surface" \
    "${plugin_files[@]}" || fail "$name does not type-check with its Xcode conformance"

  echo "== $name as SwiftPM builds it (no XcodeProjectPlugin)"
  swiftc -typecheck -parse-as-library -module-name "$name" "${plugin_flags[@]}" \
    "${plugin_files[@]}" || fail "$name does not type-check without XcodeProjectPlugin"
done
echo "typecheck-xcode-plugin: passed"
