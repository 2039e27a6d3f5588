#!/usr/bin/env bash
# Type-checks every Swift code block of README.md, Docs/ and the DocC catalogs that does not use
# SwiftUI or UIKit (those are Scripts/typecheck-adapters.sh's), against this package's real
# modules as `swift build` makes them, the way an app team's code would compile:
#
#   Scripts/check-doc-blocks.sh
#
# Scripts/doc-blocks.py --code extracts the blocks: one file per document (statements wrapped in
# functions, declarations kept at the top level), plus one file per package manifest or manifest
# fragment. A document's blocks compile together and, since a reader copies them, with nothing but
# what they declare and import: a context file Tests/DocBlocks/<name>.swift may hold only
# doc-blocks directives. The exceptions are documents that show generated code, which a reader
# reads rather than copies: the decision records in Docs/Decisions and Docs/Tooling.md compile
# with their own context file (the declarations the generated code refers to), and nothing
# shared. Tests/DocBlocks/Modules are stand-in modules an example imports (Tooling.md's `PostUI`).
# Manifests are type-checked against the toolchain's PackageDescription. Errors name the document
# and line.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-doc-blocks: $*" >&2; exit 1; }

swift build >/dev/null || fail "swift build failed"
bin=$(swift build --show-bin-path)
plugin="$bin/WayfinderMacros-tool"
[ -x "$plugin" ] || fail "no macro plugin at $plugin"
toolchain="$(dirname "$(readlink -f "$(command -v swift)")")/.."
manifest_api="$toolchain/lib/swift/pm/ManifestAPI"
[ -d "$manifest_api" ] || fail "no PackageDescription at $manifest_api"

# The stand-in modules some examples import (Tooling.md's `PostUI`).
mkdir -p "$work/modules"
for module in "$root"/Tests/DocBlocks/Modules/*.swift; do
  [ -e "$module" ] || continue
  swiftc -emit-module -parse-as-library -swift-version 6 -module-name "$(basename "$module" .swift)" \
    -module-cache-path "$work/cache" -I "$bin/Modules" -load-plugin-executable "$plugin#WayfinderMacros" \
    -emit-module-path "$work/modules/$(basename "$module" .swift).swiftmodule" "$module" \
    || fail "the stand-in module $module does not compile"
done

python3 "$root/Scripts/doc-blocks.py" --code --context "$root/Tests/DocBlocks" --out "$work/blocks" "$root"
count=0
for file in "$work"/blocks/*.blocks.swift; do
  [ -e "$file" ] || fail "no code block was found in the docs"
  name=$(basename "$file" .blocks.swift)
  own="$root/Tests/DocBlocks/$name.swift"
  context=()
  case "$name" in
    Docs_Decisions_* | Docs_Tooling)
      # Generated code, shown for reading: its own context file declares what it refers to.
      [ -e "$own" ] && context=("$own")
      ;;
    *)
      # Self-contained: a context file of directives and comments only.
      if [ -e "$own" ] && grep -vqE '^(//.*)?$' "$own"; then
        fail "Tests/DocBlocks/$name.swift may hold only doc-blocks directives: $(grep -vE '^(//.*)?$' "$own" | head -1)"
      fi
      ;;
  esac
  # DEBUG as in the debug builds the docs describe (the debug server exists only there).
  swiftc -typecheck -parse-as-library -swift-version 6 -module-name DocBlocks -D DEBUG \
    -module-cache-path "$work/cache" -I "$bin/Modules" -I "$work/modules" \
    -load-plugin-executable "$plugin#WayfinderMacros" ${context[@]+"${context[@]}"} "$file" \
    || fail "a code block of $(head -1 "$file" | sed 's|// ||') does not type-check"
  count=$((count + 1))
done
for file in "$work"/blocks/*.manifest*.swift; do
  [ -e "$file" ] || continue
  # The block's own tools version, 6.0 for a fragment or a block that states none: a manifest
  # that uses a newer API (a dependency's traits) is checked as SwiftPM would read it.
  tools=$(sed -n 's|^// swift-tools-version: *\([0-9.]*\).*|\1|p' "$file" | head -1)
  swiftc -typecheck -swift-version 6 -package-description-version "${tools:-6.0}" -module-cache-path "$work/cache" \
    -I "$manifest_api" "$file" \
    || fail "the manifest block of $(head -1 "$file" | sed 's|// ||') does not type-check"
  count=$((count + 1))
done
echo "check-doc-blocks: the non-UI code blocks of $count files type-check"
