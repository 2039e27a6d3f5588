#!/usr/bin/env bash
# Proves Scripts/check-consumer.sh fails, naming the cause, on the two defects it exists to catch:
#
# 1. a manifest whose swift-syntax rule flips between SwiftPM's evaluations (the first design:
#    "toolchain unless the folder lies under .build/checkouts"), which SwiftPM cannot resolve;
# 2. a root package with an executable product built from a target named like the app's
#    (`HomeUI`), which SwiftPM refuses as a conflicting target name.
#
# Each defect is committed onto a temporary clone of HEAD and the consumer check is run against it;
# both fail before anything is compiled, so this takes seconds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work=$(mktemp -d "${TMPDIR:-/tmp}/wayfinder-bites.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Commits a variant of HEAD made by a Python edit of Package.swift; fails when the edit finds
# nothing to change (the manifest moved on: update this script).
variant() {
  local name=$1 edit=$2
  git clone -q "$root" "$work/$name"
  (cd "$work/$name" && python3 -c "$edit" && git -c user.name=check -c user.email=check@localhost commit -qam "variant: $name")
}

expect_failure() {
  local name=$1 cause=$2 log="$work/$1.log"
  if "$root/Scripts/check-consumer.sh" --source "$work/$name" >"$log" 2>&1; then
    echo "check-consumer-bites: the consumer check passed the '$name' variant" >&2
    exit 1
  fi
  grep -qF "$cause" "$log" || {
    tail -5 "$log" >&2
    echo "check-consumer-bites: the '$name' variant failed without naming its cause" >&2
    exit 1
  }
  echo "check-consumer-bites: '$name' fails: $(grep -F "$cause" "$log" | head -1 | cut -c1-160)…"
}

variant flipping-manifest '
import sys
s = open("Package.swift").read()
rule = "guard isBuiltFromInside(Context.packageDirectory) else { return .package }"
if rule not in s: sys.exit("Package.swift: the swift-syntax rule was not found")
open("Package.swift", "w").write(s.replace(rule, "guard !Context.packageDirectory.contains(\"/.build/checkouts/\") else { return .package }"))
'
variant conflicting-target '
import sys
s = open("Package.swift").read()
products = "        .executable(name: \"wayfinder\", targets: [\"wayfinder\"]),\n"
targets = "        // Tests"  # the comment that opens the test targets
if products not in s or targets not in s: sys.exit("Package.swift: the anchors were not found")
s = s.replace(products, products + "        .executable(name: \"wayfinder-demo\", targets: [\"wayfinder-demo\"]),\n")
s = s.replace(targets, "        .target(name: \"HomeUI\", dependencies: [\"WayfinderCore\"], path: \"Examples/DemoApp/Features/Home/HomeUI\"),\n"
    + "        .executableTarget(name: \"wayfinder-demo\", dependencies: [\"HomeUI\"], path: \"Examples/DemoApp/App\"),\n" + targets, 1)
open("Package.swift", "w").write(s)
'
expect_failure flipping-manifest "its manifest declared different dependencies in two evaluations"
expect_failure conflicting-target "a target of Wayfinder's package has a name the app uses too"
echo "check-consumer-bites: the consumer check fails on both defects, naming each"
