#!/usr/bin/env bash
# Replaces the README's route graph (between <!-- graph:start --> and <!-- graph:end -->) with
# the demo app's graph as `wayfinder-demo --graph mermaid` prints it. ReadmeGraphTests fails when
# the two differ.
set -euo pipefail
cd "$(dirname "$0")/.."
graph="$(mktemp)"
updated="$(mktemp)"
trap 'rm -f "$graph" "$updated"' EXIT
swift run -q --package-path Examples/DemoApp wayfinder-demo --graph mermaid >"$graph"
awk -v graph="$graph" '
  /^<!-- graph:start -->$/ {
    print; print "```mermaid"
    while ((getline line < graph) > 0) print line
    print "```"; skipping = 1; next
  }
  /^<!-- graph:end -->$/ { skipping = 0 }
  !skipping { print }
' README.md >"$updated"
grep -q '^<!-- graph:end -->$' "$updated" || { echo "README.md has no graph markers" >&2; exit 1; }
cat "$updated" >README.md
echo "README.md: graph updated"
