#!/usr/bin/env bash
# Converts each DocC catalog (Sources/<Module>/<Module>.docc) with the module's symbol graph and
# fails on any warning: an unresolved link, a symbol the curation names that does not exist.
#
#   Scripts/check-docc.sh
#
# Links across modules (`Route` from the Wayfinder catalog) are written in code voice, because a
# catalog is converted with its own module's symbols only.
#
# First, Scripts/check-docc-curation.py: every public top-level type of Api/<Module>.txt must be
# curated in a Topics section of the module's catalog. The graphs are emitted with extension
# blocks, so the standard-library and Foundation types a module extends (`Int` as a
# `RouteParameter`) have pages of their own (``Swift/Int``) holding only the module's members.
# `UUID` is ``FoundationEssentials/UUID`` here: the catalogs are checked on Linux, like Api/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-docc: $*" >&2; exit 1; }

python3 Scripts/check-docc-curation.py WayfinderCore Wayfinder WayfinderLinkTools || fail "a public type is not curated"

swift build --target WayfinderLinkTools -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
  -Xswiftc "$work/graphs" -Xswiftc -emit-extension-block-symbols --scratch-path .build/docc >/dev/null \
  || fail "building the symbol graphs failed"
for module in WayfinderCore Wayfinder WayfinderLinkTools; do
  mkdir -p "$work/$module"
  # The module's graph, and its extensions of other modules' types (`WayfinderCore@Swift`) if any.
  cp "$work/graphs/$module".symbols.json "$work/$module/"
  for extension in "$work/graphs/$module"@*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$work/$module/"
  done
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$work/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.wayfinder.$module" \
    --output-path "$work/$module.doccarchive" >"$work/$module.log" 2>&1 || {
    cat "$work/$module.log" >&2
    fail "docc convert of $module.docc failed"
  }
  if grep -E "^(warning|error):" "$work/$module.log" >/dev/null; then
    grep -E -A3 "^(warning|error):" "$work/$module.log" >&2
    fail "$module.docc has $(grep -cE '^(warning|error):' "$work/$module.log") warnings"
  fi
  echo "check-docc: $module.docc converts without warnings"
done
