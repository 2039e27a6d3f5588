#!/usr/bin/env bash
# shellcheck disable=SC2016 # the variants' edits are Python programs in single quotes
# Proves Scripts/check-consumer.sh fails, naming the cause, on the defects it exists to catch:
#
# 1. a manifest whose swift-syntax rule flips between SwiftPM's evaluations (the first design:
#    "toolchain unless the folder lies under .build/checkouts"), which SwiftPM cannot resolve;
# 2. a root package with an executable product built from a target named like the app's
#    (`HomeUI`), which SwiftPM refuses as a conflicting target name;
# 3. a README.md whose five-minute app lost a block's caption (the routes file's), which would let
#    the README stage skip that file;
# 4. a README.md whose five-minute manifest declares a dependency the consumer app lacks, which
#    the README's targets cannot be merged with as written.
#
# Each defect is committed onto a temporary clone of HEAD and the consumer check is run against it;
# all fail before anything is compiled, so this takes seconds. (That an error in a README block
# fails the build, named by its README line, check-consumer.sh proves itself after its own build:
# it plants one in the routes block and rebuilds that target.)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work=$(mktemp -d "${TMPDIR:-/tmp}/wayfinder-bites.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Commits a variant of HEAD made by a Python edit (of Package.swift or README.md); fails when the
# edit finds nothing to change (the file moved on: update this script).
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
variant readme-missing-caption '
import sys
s = open("README.md").read()
caption = "**The routes**, `Sources/NotesUI/NotesRoutes.swift`."
if caption not in s: sys.exit("README.md: the routes block caption was not found")
open("README.md", "w").write(s.replace(caption, "**The routes**, in the interface module.", 1))
'
variant readme-foreign-dependency '
import sys
s = open("README.md").read()
dependency = "        .package(url: \"https://github.com/wayfinder-swift/Wayfinder.git\", .upToNextMinor(from: \"0.1.0\"))\n    ],\n    targets: [\n        // The feature"
if dependency not in s: sys.exit("README.md: the five-minute manifest dependency was not found")
s = s.replace(dependency, dependency.replace("from: \"0.1.0\"))\n", "from: \"0.1.0\")),\n        .package(url: \"https://github.com/apple/swift-log.git\", from: \"1.5.0\")\n"), 1)
open("README.md", "w").write(s)
'
expect_failure flipping-manifest "its manifest declared different dependencies in two evaluations"
expect_failure conflicting-target "a target of Wayfinder's package has a name the app uses too"
expect_failure readme-missing-caption "has no block captioned \`Sources/NotesUI/NotesRoutes.swift\`"
expect_failure readme-foreign-dependency "README.md's manifest cannot be merged into the app's as it is"
echo "check-consumer-bites: the consumer check fails on all four defects, naming each"
