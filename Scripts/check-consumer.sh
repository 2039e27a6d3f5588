#!/usr/bin/env bash
# Adds Wayfinder to an app the way an app team does, and proves the app builds, runs and passes
# its tests, in debug and in the release configuration (built without the optimizer; see below).
#
#   Scripts/check-consumer.sh [--source REPOSITORY]
#
# The app is Scripts/ConsumerApp, copied into a temporary folder: targets named as the README
# tells teams to name theirs (HomeUI, HomeInternal, ProfileUI, ProfileInternal, App, AppTests),
# `@Route` with path and query parameters, a parent chain, a guard with a redirect, two tabs, the
# RouteRegistrarPlugin on both Internal targets, WayfinderDebug in debug builds and
# WayfinderTesting in its tests. Its manifest adds Wayfinder by an ordinary https URL; that URL
# and swift-syntax's are mirrored (`swift package config set-mirror`) to a clone of REPOSITORY's
# HEAD commit (default: this repository; only committed work is seen) and to
# ../shared/mirrors/swift-syntax.git (override: WAYFINDER_MIRRORS=folder). Nothing is downloaded.
#
# It fails on any error, on any warning from the app's targets or Wayfinder's, when the app's
# output differs from the expected outline, and when the release build carries the debug server.
# KEEP=1 keeps the temporary folder.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source_repository=$root
if [ "${1:-}" = "--source" ]; then source_repository=$(cd "$2" && pwd); fi
mirrors="${WAYFINDER_MIRRORS:-$root/../shared/mirrors}"
wayfinder_url=https://github.com/wayfinder-swift/Wayfinder.git
syntax_url=https://github.com/swiftlang/swift-syntax.git

fail() { echo "check-consumer: FAILED: $*" >&2; exit 1; }
[ -d "$mirrors/swift-syntax.git" ] || fail "no swift-syntax mirror at $mirrors/swift-syntax.git (set WAYFINDER_MIRRORS)"

work=$(mktemp -d "${TMPDIR:-/tmp}/wayfinder-consumer.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then echo "check-consumer: working in $work"; else trap 'rm -rf "$work"' EXIT; fi
app="$work/app"

# Wayfinder as a git repository whose `main` is the commit under test.
commit=$(git -C "$source_repository" rev-parse HEAD)
[ -z "$(git -C "$source_repository" status --porcelain)" ] \
  || echo "check-consumer: note: $source_repository has uncommitted changes; only commit ${commit:0:12} is tested"
git clone -q "$source_repository" "$work/Wayfinder"
git -C "$work/Wayfinder" checkout -q -B main "$commit"
cp -R "$root/Scripts/ConsumerApp" "$app"
rm -rf "$app/.build" "$app/.swiftpm"
swift package --package-path "$app" config set-mirror --original "$wayfinder_url" --mirror "$work/Wayfinder"
swift package --package-path "$app" config set-mirror --original "$syntax_url" --mirror "$mirrors/swift-syntax.git"
echo "check-consumer: an app adds Wayfinder ${commit:0:12} by URL (mirrored), with swift-syntax from $mirrors"

# Explains a failed SwiftPM run by the causes seen before, then fails.
explain() {
  local what=$1 log=$2
  grep -E "error:|warning:" "$log" | grep -v '^\[' | head -20 >&2 || true
  if grep -q "declare targets with a conflicting name" "$log"; then
    fail "$what: a target of Wayfinder's package has a name the app uses too; the root package must hold only Wayfinder's own products (move examples and benchmarks to packages of their own)"
  elif grep -q "exhausted attempts to resolve the dependencies graph" "$log"; then
    fail "$what: SwiftPM gave up resolving Wayfinder: its manifest declared different dependencies in two evaluations (from the repository cache and from the checkout); the swift-syntax rule in Package.swift must not depend on where the manifest is read from"
  elif grep -q "unsafe flags" "$log"; then
    fail "$what: Wayfinder's manifest used unsafe flags (the toolchain's SwiftSyntax) as a dependency fetched by URL; there it must use the swift-syntax package"
  fi
  fail "$what failed (log above)"
}

# Runs a SwiftPM command into a log; explains a failure.
swiftpm() {
  local what=$1 log="$work/$2.log"
  shift 2
  "$@" >"$log" 2>&1 || explain "$what" "$log"
}

# Fails on a warning from anything but swift-syntax.
no_warnings() {
  local log="$work/$1.log" found
  found=$(grep -E '^(/[^ ]*: )?warning:' "$log" | grep -v "/checkouts/swift-syntax/" | sort -u || true)
  [ -z "$found" ] || { echo "$found" >&2; fail "$1: warnings in the app's or Wayfinder's code (above)"; }
}

seconds() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(seconds)" 'BEGIN { printf "%.0f", b - a }'; }

swiftpm "resolving the app's dependencies" resolve swift package --package-path "$app" resolve
grep -q '"identity" : "swift-syntax"' "$app/Package.resolved" \
  || fail "Package.resolved names no swift-syntax: Wayfinder did not declare the swift-syntax package as a dependency"
syntax_version=$(sed -n '/"identity" : "swift-syntax"/,/}/s/.*"version" : "\(.*\)".*/\1/p' "$app/Package.resolved")
echo "check-consumer: resolved swift-syntax $syntax_version"

start=$(seconds)
swiftpm "the debug build" build-debug swift build --package-path "$app" --build-tests
no_warnings build-debug
echo "check-consumer: debug build (swift-syntax from source included) in $(elapsed "$start") s"

expected="$work/expected.txt"
cat >"$expected" <<'OUTPUT'
# open myapp://home/profile/ann/post/7?highlight=intro: applied
tabs: home* profile
home: home > profile/ann > post/7?highlight=intro
profile: profile/me
# open myapp://profile/me/edit (signed out): blocked at profile/me/edit: redirected to signin
tabs: home* profile
home: home > profile/ann > post/7?highlight=intro
  cover: signin
profile: profile/me
# signed in, resumed: applied
tabs: home profile*
home: home > profile/ann > post/7?highlight=intro
profile: profile/me > profile/me/edit
top screen: Edit profile
diagnostics: 0
OUTPUT

check_output() {
  local configuration=$1 output="$work/run-$1.txt"
  "$app/.build/$configuration/App" >"$output" 2>&1 || { cat "$output" >&2; fail "the $configuration app exited with an error"; }
  diff -u "$expected" "$output" >&2 || fail "the $configuration app's outline differs from the expected one (diff above: - expected, + actual)"
}
check_output debug
echo "check-consumer: the app opened the links and printed the expected outline"

swiftpm "the app's tests" test swift test --package-path "$app" --skip-build
no_warnings test
grep -E "Test run with [0-9]+ tests? .*passed" "$work/test.log" || fail "the app's test run printed no passing summary"

# The release configuration (no DEBUG, the release-only settings, no debug-server module code)
# built without the optimizer: `-Onone` after SwiftPM's `-O`. What this stage proves is decided by
# the configuration, not the optimizer, and unoptimized objects keep every symbol the optimizer
# could strip, so the symbol check below is at least as strict. Optimizing swift-syntax (only a
# build tool here, under the macro and the registrar) took 495 s on one of our machines and 1,603 s
# on another; the optimizer on Wayfinder's own code runs in CI's other release builds (the
# release-symbol check of this package and the benchmarks' smoke run).
start=$(seconds)
swiftpm "the release build" build-release swift build --package-path "$app" -c release -Xswiftc -Onone
no_warnings build-release
echo "check-consumer: release build in $(elapsed "$start") s"
check_output release
"$root/Scripts/check-release-debug-symbols.sh" "$app/.build/release" "$app/.build/debug"

# SwiftPM hides the warnings of a package fetched by URL (`-suppress-warnings`). To see Wayfinder's
# as an app builds it (the swift-syntax package, not the toolchain's copies), the same clone is
# made an edited dependency, which SwiftPM compiles with warnings, and built again.
swiftpm "making Wayfinder an edited dependency" edit swift package --package-path "$app" edit Wayfinder --path "$work/Wayfinder"
swiftpm "the debug build with Wayfinder's warnings shown" build-edited swift build --package-path "$app" --build-tests
no_warnings build-edited
# The warning check must bite: a warning planted in Wayfinder's core has to show in this build.
echo 'func plantedByCheckConsumer() { let unused = 1 }' >>"$work/Wayfinder/Sources/WayfinderCore/Route.swift"
swiftpm "the build with a planted warning" build-planted swift build --package-path "$app"
grep -qE '^/[^ ]*Sources/WayfinderCore/Route.swift:[0-9]+:[0-9]+: warning:' "$work/build-planted.log" \
  || fail "a warning planted in WayfinderCore did not show: the warning check sees nothing"
echo "check-consumer: no warning in the app's targets or in Wayfinder's (a planted one shows)"

echo "check-consumer: passed"
