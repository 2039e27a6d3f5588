#!/usr/bin/env bash
# Checks the sample apps' checked-in Xcode projects (Examples/<Sample>/<Sample>.xcodeproj) without
# Xcode: they are what Scripts/xcodeproj.py generates from the specs and source folders today, and
# they hold together when read back (Scripts/check-xcodeprojs.py says what is checked).
#
#   Scripts/check-xcodeprojs.sh           check the repository
#   Scripts/check-xcodeprojs.sh --bites   also prove, on a copy in a temporary folder, that the
#                                         check fails on planted defects and passes once the UI
#                                         tests exist
#
# Nothing here opens or builds a project: that needs Xcode, which these machines do not have.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bites=0
case "${1:-}" in
  "") ;;
  --bites) bites=1 ;;
  *) echo "usage: Scripts/check-xcodeprojs.sh [--bites]" >&2; exit 64 ;;
esac

python3 "$root/Scripts/check-xcodeprojs.py" --root "$root"
[ "$bites" = 1 ] || exit 0

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# A fresh copy of what the check reads: the root manifest, the three sample packages, the scripts.
fresh_copy() {
  rm -rf "$scratch/repo"
  mkdir -p "$scratch/repo/Scripts" "$scratch/repo/Examples"
  cp "$root/Package.swift" "$scratch/repo/"
  cp "$root/Scripts/xcodeproj.py" "$root/Scripts/check-xcodeprojs.py" "$scratch/repo/Scripts/"
  (cd "$root/Examples" && tar -cf - --exclude=.build --exclude=.swiftpm \
    SwiftUISample UIKitSample NotesNavigation SampleUITests) | (cd "$scratch/repo/Examples" && tar -xf -)
}

# The check on the copy must fail and say `expected`.
expect_failure() {
  local name="$1" expected="$2" output
  if output=$(python3 "$scratch/repo/Scripts/check-xcodeprojs.py" --root "$scratch/repo" 2>&1); then
    echo "check-xcodeprojs: BITE FAILED: $name: the check passed" >&2
    exit 1
  fi
  if ! grep -qF -- "$expected" <<<"$output"; then
    echo "check-xcodeprojs: BITE FAILED: $name: the check failed without saying '$expected':" >&2
    echo "$output" >&2
    exit 1
  fi
  echo "bite: $name: fails, saying '$expected'"
}

expect_success() {
  local name="$1" output
  if ! output=$(python3 "$scratch/repo/Scripts/check-xcodeprojs.py" --root "$scratch/repo" 2>&1); then
    echo "check-xcodeprojs: BITE FAILED: $name: the check failed:" >&2
    echo "$output" >&2
    exit 1
  fi
  echo "bite: $name: passes"
}

# Edits a file of the copy with a Python expression over its text `t`.
edit() {
  python3 - "$scratch/repo/$1" "$2" <<'EOF'
import re
import sys
from pathlib import Path
path = Path(sys.argv[1])
t = path.read_text(encoding="utf-8")
new = eval(sys.argv[2])
if new == t:
    sys.exit(f"the edit changed nothing in {path}")
path.write_text(new, encoding="utf-8")
EOF
}

swiftui=Examples/SwiftUISample
uikit=Examples/UIKitSample
pbx_swiftui=$swiftui/SwiftUISample.xcodeproj/project.pbxproj
pbx_uikit=$uikit/UIKitSample.xcodeproj/project.pbxproj

fresh_copy
expect_success "the unchanged copy"

fresh_copy
printf 'struct Added {}\n' >"$scratch/repo/$swiftui/Sources/SwiftUISample/Added.swift"
expect_failure "a Swift file added without regenerating" "Run \`python3 Scripts/xcodeproj.py\`"

fresh_copy
printf 'struct Added {}\n' >"$scratch/repo/$swiftui/Sources/SwiftUISample/Added.swift"
python3 "$scratch/repo/Scripts/check-xcodeprojs.py" --root "$scratch/repo" --skip-fresh \
  >/dev/null 2>"$scratch/out" && { echo "check-xcodeprojs: BITE FAILED: unlisted file passed the structure check" >&2; exit 1; }
grep -qF "Added.swift is compiled by 0 targets" "$scratch/out" \
  || { echo "check-xcodeprojs: BITE FAILED: the structure check did not name Added.swift:" >&2; cat "$scratch/out" >&2; exit 1; }
echo "bite: the same file, structure check alone: fails, saying 'Added.swift is compiled by 0 targets'"

fresh_copy
rm "$scratch/repo/$uikit/Sources/UIKitSample/ScreenViewController.swift"
expect_failure "a Swift file removed without regenerating" "which does not exist"

# A dangling reference: the app's Frameworks phase names a build file that is not there.
fresh_copy
edit "$pbx_uikit" "'\n'.join(l for l in t.split('\n') if not ('in Frameworks */ = {isa = PBXBuildFile' in l and 'NotesNavigation' in l)) "
expect_failure "a dangling reference" "a dangling reference"

fresh_copy
edit "$pbx_swiftui" "t.replace('productName = NotesNavigation;', 'productName = NotesNavigationKit;')"
expect_failure "a product no referenced package declares" "links product NotesNavigationKit"

fresh_copy
edit "$pbx_uikit" "t.replace('productName = \"plugin:RouteIntentsPlugin\";', 'productName = \"plugin:RouteIntentPlugin\";')"
expect_failure "a build tool plugin its package does not declare" "runs plugin:RouteIntentPlugin"

fresh_copy
edit "$swiftui/SwiftUISample.xcodeproj/xcshareddata/xcschemes/SwiftUISample.xcscheme" \
  "re.sub(r'BlueprintIdentifier = \"[0-9A-F]{24}\"', 'BlueprintIdentifier = \"0123456789ABCDEF01234567\"', t, count=1)"
expect_failure "a scheme naming no target" "is not a target of the project"

fresh_copy
edit "$uikit/UIKitSample.xcodeproj/xcshareddata/xcschemes/UIKitSample.xcscheme" \
  "t.replace('container:UIKitSample.xcodeproj', 'container:UIKit.xcodeproj')"
expect_failure "a scheme in the wrong container" "is not container:UIKitSample.xcodeproj"

fresh_copy
edit "$uikit/Info.plist" "t.replace('<string>wayfinder-notes</string>', '<string>wayfinder</string>')"
expect_failure "Info.plist without the URL scheme" "does not register the URL scheme wayfinder-notes"

fresh_copy
edit "$uikit/Info.plist" "t.replace('<key>UIApplicationSceneManifest</key>', '<key>UIApplicationSceneManifests</key>')"
expect_failure "a UIKit scene delegate without a scene manifest" "declares no UIApplicationSceneManifest"

fresh_copy
edit "Examples/NotesNavigation/Sources/NotesNavigation/LinkPolicy+Notes.swift" \
  "t.replace('[\"wayfinder-notes\"]', '[\"wayfinder-memo\"]')"
expect_failure "the samples' links change scheme" "appears in none of the app's"

fresh_copy
edit "$swiftui/Package.swift" "t.replace('.enableUpcomingFeature(\"ExistentialAny\"),', '')"
expect_failure "the package's upcoming features drift from the spec" "differ from Package.swift"

fresh_copy
edit "$pbx_uikit" "t.replace('objects = {', 'objects = {\n\t\tBROKEN = ', 1)"
expect_failure "a pbxproj that does not parse" "cannot be read"

# A UI test added: the check fails until the project is regenerated, and the regenerated project
# compiles it in the UI-test target.
fresh_copy
mkdir -p "$scratch/repo/Examples/SampleUITests/Support" "$scratch/repo/$swiftui/UITests"
printf 'import XCTest\nfinal class LaunchUITests: XCTestCase {}\n' \
  >"$scratch/repo/$swiftui/UITests/LaunchUITests.swift"
printf 'import XCTest\nextension XCUIApplication {}\n' \
  >"$scratch/repo/Examples/SampleUITests/Support/Helpers.swift"
expect_failure "UI tests added without regenerating" "Run \`python3 Scripts/xcodeproj.py\`"
python3 "$scratch/repo/Scripts/xcodeproj.py" --root "$scratch/repo" >/dev/null
grep -qF 'LaunchUITests.swift in Sources' "$scratch/repo/$pbx_swiftui" \
  || { echo "check-xcodeprojs: BITE FAILED: the new UI test is not compiled after regenerating" >&2; exit 1; }
grep -qF 'Helpers.swift in Sources' "$scratch/repo/$pbx_uikit" \
  || { echo "check-xcodeprojs: BITE FAILED: the UIKit sample did not pick up Examples/SampleUITests" >&2; exit 1; }
expect_success "UI tests added and regenerated"
edit "$pbx_swiftui" "re.sub(r'TestTargetID = [0-9A-F]{24};', 'TestTargetID = 0123456789ABCDEF01234567;', t)"
expect_failure "a UI-test target whose TestTargetID dangles" "a dangling reference"

echo "check-xcodeprojs: the bites hold"
