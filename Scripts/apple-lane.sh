#!/usr/bin/env bash
# The Apple lane: builds Wayfinder against Apple's SDKs, tests it on macOS, and builds and drives
# the two sample apps on an iOS Simulator. It needs a Mac with Xcode; nothing in it runs on Linux
# (`--steps` excepted). The workflow .github/workflows/apple.yml runs these steps on a GitHub macOS
# runner; on your own Mac, run `Scripts/apple-lane.sh all` from the repository root.
#
#   Scripts/apple-lane.sh STEP [ARGUMENTS]
#   Scripts/apple-lane.sh --steps          prints the steps' names, one per line
#
# Steps:
#   xcode                  selects the Xcode the lane is written for (WAYFINDER_XCODE, default
#                          26.0: the newest /Applications/Xcode_26.0*.app) with `xcode-select`
#                          (sudo); on your own Mac, skip it and use the Xcode you have selected
#   build-ios              builds each library product for the iOS Simulator with xcodebuild
#   build-macos            builds the package and its tests with `swift build --build-tests`
#   test-macos             runs the package's tests from that build (`swift test`), with xUnit
#                          results
#   build-sample NAME      builds the sample app NAME (SwiftUISample or UIKitSample) for the
#                          iOS Simulator from its Xcode project
#   ui-test NAME DEVICE    runs NAME's UI tests on a simulator of DEVICE (iPhone or iPad): the
#                          newest runtime's first available device of that kind
#   all                    every step above but `xcode`, both samples, both devices
#
# Every build fails on an error and on any warning in Wayfinder's own sources (Sources, Plugins,
# Tests, Examples): the log is searched, because a flag such as SWIFT_TREAT_WARNINGS_AS_ERRORS
# would also apply to swift-syntax, whose warnings are not ours. Logs, test results (xUnit XML
# and .xcresult bundles) go to .build/apple-lane, which the workflow uploads.
#
# The macro's SwiftSyntax comes from the swift-syntax package here (WAYFINDER_SWIFT_SYNTAX=package):
# Xcode's toolchain does not carry the prebuilt SwiftSyntax modules that the Linux toolchain does.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

steps=(xcode build-ios build-macos test-macos build-sample ui-test all)
samples=(SwiftUISample UIKitSample)
devices=(iPhone iPad)
# The library products an app links; the `wayfinder` CLI and the plugin are macOS tools.
ios_products=(WayfinderCore Wayfinder WayfinderTesting WayfinderDebug)

out="$root/.build/apple-lane"
derived="$out/DerivedData"
export WAYFINDER_SWIFT_SYNTAX=${WAYFINDER_SWIFT_SYNTAX:-package}

fail() { echo "apple-lane: FAILED: $*" >&2; exit 1; }
say() { echo "apple-lane: $*"; }
usage() { sed -n '7,9p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 64; }

# Our own warnings in a build log: compiler lines naming a file of this repository outside any
# build folder.
own_warnings() {
  grep -E '^/[^ ]*:[0-9]+:[0-9]+: warning:' "$1" \
    | grep -F "$root/" \
    | grep -vE "$root/(\\.build|[^ ]*/\\.build|[^ ]*DerivedData|[^ ]*SourcePackages)/" \
    | sort -u || true
}

# run_logged NAME COMMAND...: runs COMMAND with its output in $out/NAME.log, failing on an error
# (printing the log's errors) or on one of our warnings.
run_logged() {
  local name=$1 log status=0 warnings
  shift
  mkdir -p "$out"
  log="$out/$name.log"
  say "$name: $*"
  "$@" >"$log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    grep -E 'error:|\*\* .* FAILED \*\*|Test Case .* failed' "$log" | head -60 >&2 || tail -60 "$log" >&2
    fail "$name exited with $status (log: $log)"
  fi
  warnings=$(own_warnings "$log")
  if [ -n "$warnings" ]; then
    echo "$warnings" >&2
    fail "$name printed warnings in Wayfinder's sources (above); warnings are errors"
  fi
  say "$name: passed"
}

need_mac() {
  [ "$(uname -s)" = Darwin ] || fail "this step needs macOS with Xcode; this is $(uname -s)"
  command -v xcodebuild >/dev/null 2>&1 || fail "no xcodebuild on PATH: install Xcode and select it"
}

select_xcode() {
  need_mac
  local version=${WAYFINDER_XCODE:-26.0} app
  app=$(find /Applications -maxdepth 1 -type d -name "Xcode_${version}*.app" 2>/dev/null | sort -V | tail -1)
  if [ -z "$app" ]; then
    echo "apple-lane: the Xcodes in /Applications:" >&2
    find /Applications -maxdepth 1 -name 'Xcode*.app' >&2 || true
    fail "no Xcode $version in /Applications (set WAYFINDER_XCODE to one listed above)"
  fi
  sudo xcode-select --switch "$app/Contents/Developer"
  xcodebuild -version
  swift --version
}

xcodebuild_common=(-skipMacroValidation -skipPackagePluginValidation -derivedDataPath "$derived")

build_ios() {
  need_mac
  local product
  for product in "${ios_products[@]}"; do
    run_logged "build-ios-$product" xcodebuild build -scheme "$product" \
      -destination 'generic/platform=iOS Simulator' "${xcodebuild_common[@]}"
  done
}

build_macos() {
  need_mac
  run_logged build-macos swift build --build-tests
}

test_macos() {
  need_mac
  run_logged test-macos swift test --skip-build --xunit-output "$out/macos-tests.xml"
}

sample_project() {
  local name=$1 project
  case " ${samples[*]} " in *" $name "*) ;; *) fail "no sample named '$name' (${samples[*]})" ;; esac
  project="Examples/$name/$name.xcodeproj"
  [ -d "$project" ] || fail "no Xcode project at $project"
  echo "$project"
}

build_sample() {
  need_mac
  local name=${1:-} project
  [ -n "$name" ] || usage
  project=$(sample_project "$name")
  run_logged "build-sample-$name" xcodebuild build-for-testing -project "$project" -scheme "$name" \
    -destination 'generic/platform=iOS Simulator' "${xcodebuild_common[@]}" CODE_SIGNING_ALLOWED=NO
}

# The identifier of the first available simulator of a kind (iPhone or iPad) on the newest iOS
# runtime installed.
simulator() {
  local kind=$1
  xcrun simctl list devices available --json | python3 -c '
import json, re, sys
kind = sys.argv[1]
runtimes = json.load(sys.stdin)["devices"]
def version(runtime):
    return [int(part) for part in re.findall(r"\d+", runtime.split("SimRuntime.")[-1])]
for runtime in sorted((r for r in runtimes if ".SimRuntime.iOS-" in r), key=version, reverse=True):
    for device in runtimes[runtime]:
        if device["name"].startswith(kind + " ") and device.get("isAvailable", True):
            print(device["udid"]); sys.exit(0)
sys.exit(1)
' "$kind" || fail "no available $kind simulator (xcrun simctl list devices available)"
}

ui_test() {
  need_mac
  local name=${1:-} kind=${2:-} project udid bundle
  [ -n "$name" ] && [ -n "$kind" ] || usage
  case " ${devices[*]} " in *" $kind "*) ;; *) fail "no device kind '$kind' (${devices[*]})" ;; esac
  project=$(sample_project "$name")
  udid=$(simulator "$kind")
  bundle="$out/ui-tests-$name-$kind.xcresult"
  rm -rf "$bundle"
  run_logged "ui-test-$name-$kind" xcodebuild test -project "$project" -scheme "$name" \
    -destination "platform=iOS Simulator,id=$udid" -resultBundlePath "$bundle" \
    "${xcodebuild_common[@]}" CODE_SIGNING_ALLOWED=NO
}

[ $# -gt 0 ] || usage
step=$1
shift
case "$step" in
  --steps) printf '%s\n' "${steps[@]}" ;;
  xcode) select_xcode ;;
  build-ios) build_ios ;;
  build-macos) build_macos ;;
  test-macos) test_macos ;;
  build-sample) build_sample "$@" ;;
  ui-test) ui_test "$@" ;;
  all)
    build_ios
    build_macos
    test_macos
    for sample in "${samples[@]}"; do
      build_sample "$sample"
      for device in "${devices[@]}"; do ui_test "$sample" "$device"; done
    done
    ;;
  *) echo "apple-lane: no step '$step'" >&2; usage ;;
esac
