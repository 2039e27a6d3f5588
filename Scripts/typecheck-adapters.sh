#!/usr/bin/env bash
# Type-checks the SwiftUI and UIKit adapters, the sample apps, their UI tests and the UI code of
# the docs against stand-ins of Apple's documented API (Tests/AppleSurface), with warnings as
# errors in Swift 6 mode. There is no Apple SDK here: this is the ceiling, not a build for a
# device, and no UI test runs.
#
#   Scripts/typecheck-adapters.sh [--sources DIR] [--modules DIR] [--only-wayfinder] [--ui-tests DIR]
#
#   --sources DIR     the Wayfinder module's sources to check (default Sources/Wayfinder); the
#                     test that plants errors points this at a copy
#   --modules DIR     a build products folder holding the WayfinderMacros-tool plugin; default:
#                     `swift build --target WayfinderCore`
#   --only-wayfinder  stop after the Wayfinder module
#   --reuse DIR       keep the stand-ins and WayfinderCore in DIR and, when DIR already holds
#                     them, do not compile them again (the test that plants errors passes one
#                     DIR to every run: only the Wayfinder module's copy changes between them)
#   --intents-app DIR check only the route intents (stage 4 below), with the Swift files of DIR as
#                     the fixture app target (in place of Tests/AppleSurface/IntentsFixture/App),
#                     then stop; the test that plants errors points this at a copy
#   --ui-tests DIR    check only UI tests: the Swift files of DIR (in place of Examples/SampleUITests,
#                     the UI tests both samples share), against the XCTest stand-in, then stop; the
#                     test that plants errors points this at a copy
#
# Stages: 1. the UIKit and SwiftUI stand-ins, then the XCTest stand-in (its UI-testing API, on
# the UIKit stand-in), then the ActivityKit and WidgetKit stand-ins (on the SwiftUI and App
# Intents stand-ins: a control's button takes an intent); 2. the Wayfinder module with both adapters, in debug (-DDEBUG) and
# release, then once more with iOS availability enforced (every use of an iOS 18 or 26
# declaration inside its `#available` check); 3. the sample apps: their shared navigation (Examples/NotesNavigation, compiled as the
# module NotesNavigation), then the app targets of Examples/SwiftUISample and Examples/UIKitSample
# (their `#if canImport(SwiftUI)` / `canImport(UIKit)` code, which the stand-ins make true), and
# each one's UI tests (Examples/SampleUITests, the tests both samples share, with the sample's own
# Examples/<name>/UITests if it has any and the identifiers the views carry,
# Examples/NotesNavigation/.../SampleAccessibilityID.swift), as the module <name>UITests; then the
# migration samples' navigation (Examples/MigrationNavigation) and the app targets of
# Examples/MigrationSwiftUISample and Examples/MigrationUIKitSample (no UI tests), and the
# SwiftUI sample's widget extension sources (Examples/SwiftUISample/Widgets, with the app's
# NoteEntity.swift, which both targets compile). The two sample apps and the widget extension are
# type-checked with the route intents `wayfinder-registrar intents` generates for them from their
# sources and Examples/NotesNavigation's (what their RouteIntentsPlugin writes); 4. the route
# intents of the fixture app of Tests/AppleSurface/IntentsFixture (its routes compiled as the
# module IntentFixtureRoutes), type-checked with its generated file against the App Intents
# stand-in (Tests/AppleSurface/AppIntents, on the SwiftUI and UIKit stand-ins); 5. every Swift
# code block of README.md, Docs/ and the DocC catalogs that uses SwiftUI or UIKit
# (Scripts/doc-blocks.py extracts them). Compiler errors print as `file:line:column: error: …`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
sources="$root/Sources/Wayfinder"
products=""
only_wayfinder=0
ui_tests=""
intents_app=""
reuse=""
while [ $# -gt 0 ]; do
  case "$1" in
    --sources) sources=$(cd "$2" && pwd); shift 2 ;;
    --modules) products=$(cd "$2" && pwd); shift 2 ;;
    --only-wayfinder) only_wayfinder=1; shift ;;
    --reuse) mkdir -p "$2"; reuse=$(cd "$2" && pwd); shift 2 ;;
    --ui-tests) ui_tests=$(cd "$2" && pwd); shift 2 ;;
    --intents-app) intents_app=$(cd "$2" && pwd); shift 2 ;;
    *) echo "usage: Scripts/typecheck-adapters.sh [--sources DIR] [--modules DIR] [--only-wayfinder] [--reuse DIR] [--ui-tests DIR] [--intents-app DIR]" >&2; exit 64 ;;
  esac
done

fail() { echo "typecheck-adapters: FAILED: $*" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/wayfinder-typecheck.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/wayfinder" "$work/cache"
if [ -n "$reuse" ]; then
  mkdir -p "$reuse/core" "$reuse/surface" "$reuse/xctest"
  ln -s "$reuse/core" "$work/core"; ln -s "$reuse/surface" "$work/surface"; ln -s "$reuse/xctest" "$work/xctest"
else
  mkdir -p "$work/core" "$work/surface" "$work/xctest"
fi
# With --reuse, a folder that already holds the stand-ins and WayfinderCore skips stages 1 and the core.
reused=0
if [ -n "$reuse" ] && [ -e "$reuse/complete" ]; then reused=1; fi
flags=(
  -swift-version 6 -warnings-as-errors -module-cache-path "$work/cache"
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility
)
swift_files() { find -L "$@" -name '*.swift' | LC_ALL=C sort; }

# The stand-in figures: declarations with a documentation URL, distinct pages, public types.
# Docs/Adapters.md states them; it must stay true.
stand_in_figures() {
  local files=("$root"/Tests/AppleSurface/"$1"/*.swift) declarations pages types figures
  declarations=$(cat "${files[@]}" | grep -c '^ *// https://developer.apple.com/documentation/' || true)
  pages=$(grep -ho 'https://developer.apple.com/documentation/[^ ]*' "${files[@]}" | sort -u | wc -l)
  types=$(cat "${files[@]}" | grep -cE '^ *(@[A-Za-z]+ )*(public|open) (final )?(class|struct|enum|protocol) [A-Z_]' || true)
  figures="$1: $declarations documented declarations, $pages documentation pages, $types public types"
  echo "typecheck-adapters: $figures"
  tr '\n' ' ' <"$root/Docs/Adapters.md" | sed 's/  */ /g' | grep -qF "($figures)" \
    || fail "Docs/Adapters.md does not state the stand-in's figures: ($figures)"
}

# WAYFINDER_SURFACES=UIKit (or SwiftUI) builds one stand-in only and stops after the Wayfinder
# module: the other adapter then compiles to nothing, as on a platform without its framework.
surfaces=${WAYFINDER_SURFACES:-UIKit SwiftUI}
[ "$surfaces" = "UIKit SwiftUI" ] || only_wayfinder=1
if [ "$reused" = 1 ]; then
  echo "== stand-ins of Apple's API and WayfinderCore: reused from $reuse"
else
  echo "== stand-ins of Apple's API: $surfaces"
fi
for surface in $surfaces; do
  [ "$reused" = 1 ] && break
  stand_in_figures "$surface"
  # shellcheck disable=SC2046
  swiftc -emit-module -parse-as-library -module-name "$surface" "${flags[@]}" -I "$work/surface" \
    -emit-module-path "$work/surface/$surface.swiftmodule" $(swift_files "$root/Tests/AppleSurface/$surface") \
    || fail "the $surface stand-in does not compile"
done

# App Intents, on the UIKit and SwiftUI stand-ins (its scene delivery extends both).
if [ "$surfaces" = "UIKit SwiftUI" ] && [ "$reused" = 0 ]; then
  echo "== stand-in of Apple's API: AppIntents"
  stand_in_figures AppIntents
  # shellcheck disable=SC2046
  swiftc -emit-module -parse-as-library -module-name AppIntents "${flags[@]}" -I "$work/surface" \
    -emit-module-path "$work/surface/AppIntents.swiftmodule" $(swift_files "$root/Tests/AppleSurface/AppIntents") \
    || fail "the AppIntents stand-in does not compile"
fi

# The UI tests' XCTest: Apple's UI-testing API, on the UIKit stand-in. It is compiled as the module
# `XCTest`, into a folder of its own that the UI tests' compilation searches before anything else;
# the toolchain's real XCTest (swift-corelibs-xctest, no UI API) must not be the one they get, and
# check_ui_tests proves from the compiler's loaded-module trace that it was not.
if [[ " $surfaces " == *" UIKit "* ]] && [ "$reused" = 0 ]; then
  echo "== stand-in of Apple's API: XCTest (UI testing)"
  stand_in_figures XCTest
  # shellcheck disable=SC2046
  swiftc -emit-module -parse-as-library -module-name XCTest "${flags[@]}" -I "$work/surface" \
    -emit-module-path "$work/xctest/XCTest.swiftmodule" $(swift_files "$root/Tests/AppleSurface/XCTest") \
    || fail "the XCTest stand-in does not compile"
fi

# The ActivityKit and WidgetKit stand-ins (widgets, Live Activities, controls), on the SwiftUI and
# App Intents stand-ins (a control's button takes an intent).
if [ "$surfaces" = "UIKit SwiftUI" ] && [ "$reused" = 0 ]; then
  for surface in ActivityKit WidgetKit; do
    echo "== stand-in of Apple's API: $surface"
    stand_in_figures "$surface"
    # shellcheck disable=SC2046
    swiftc -emit-module -parse-as-library -module-name "$surface" "${flags[@]}" -I "$work/surface" \
      -emit-module-path "$work/surface/$surface.swiftmodule" $(swift_files "$root/Tests/AppleSurface/$surface") \
      || fail "the $surface stand-in does not compile"
  done
fi

# check_ui_tests NAME SHARED [OWN]: type-checks the shared UI tests in SHARED, with a sample's own
# in OWN when that folder exists, and the identifiers the views carry, as the module NAME, against
# the XCTest stand-in.
check_ui_tests() {
  local name=$1 shared=$2 own=${3:-} trace="$work/$1.modules.json" folders
  folders=("$shared")
  [ -n "$own" ] && [ -d "$own" ] && folders+=("$own")
  [ -n "$(swift_files "${folders[@]}")" ] || fail "no UI tests in ${folders[*]}"
  # shellcheck disable=SC2046
  swiftc -typecheck -parse-as-library -module-name "$name" "${flags[@]}" -I "$work/xctest" -I "$work/surface" \
    -emit-loaded-module-trace-path "$trace" $(swift_files "${folders[@]}") \
    "$root/Examples/NotesNavigation/Sources/NotesNavigation/SampleAccessibilityID.swift" \
    || fail "the UI tests of $name do not type-check"
  local loaded
  loaded=$(python3 -c 'import json, sys
print(next((m["path"] for m in json.load(open(sys.argv[1]))["swiftmodulesDetailedInfo"] if m["name"] == "XCTest"), ""))' "$trace")
  [ "$loaded" = "$work/xctest/XCTest.swiftmodule" ] \
    || fail "the UI tests of $name were compiled against ${loaded:-no} XCTest, not the stand-in"
  echo "typecheck-adapters: $name type-checks against the XCTest stand-in"
}

if [ -n "$ui_tests" ]; then
  echo "== the UI tests in $ui_tests"
  check_ui_tests SampleUITests "$ui_tests"
  echo "typecheck-adapters: passed (UI tests only)"
  exit 0
fi

if [ -z "$products" ]; then
  swift build --package-path "$root" --target WayfinderCore >/dev/null
  products=$(swift build --package-path "$root" --show-bin-path)
fi
plugin="$products/WayfinderMacros-tool"
[ -x "$plugin" ] || fail "no WayfinderMacros-tool in $products"

if [ "$reused" = 0 ]; then
  echo "== WayfinderCore"
  # Compiled here, with Wayfinder's package name, so the Wayfinder module's `package` symbols match,
  # and with the package's default trait, RouteMacro, which SwiftPM passes as a condition: `@Route`.
  # shellcheck disable=SC2046
  swiftc -emit-module -parse-as-library -module-name WayfinderCore -package-name Wayfinder "${flags[@]}" -D RouteMacro \
    -load-plugin-executable "$plugin#WayfinderMacros" -emit-module-path "$work/core/WayfinderCore.swiftmodule" \
    $(swift_files "$root/Sources/WayfinderCore") || fail "WayfinderCore does not compile"
  if [ -n "$reuse" ] && [ "$surfaces" = "UIKit SwiftUI" ]; then touch "$reuse/complete"; fi
fi

echo "== the Wayfinder module with its SwiftUI and UIKit adapters (debug, then release)"
# shellcheck disable=SC2046
swiftc -emit-module -parse-as-library -module-name Wayfinder -package-name Wayfinder "${flags[@]}" -DDEBUG \
  -I "$work/surface" -I "$work/core" -emit-module-path "$work/wayfinder/Wayfinder.swiftmodule" \
  $(swift_files "$sources") || fail "the Wayfinder module does not type-check with its adapters (debug)"
# shellcheck disable=SC2046
swiftc -typecheck -parse-as-library -module-name Wayfinder -package-name Wayfinder "${flags[@]}" \
  -I "$work/surface" -I "$work/core" $(swift_files "$sources") \
  || fail "the Wayfinder module does not type-check with its adapters (release)"

echo "== the Wayfinder module's iOS availability (versions above the minimum as checked domains)"
# Linux ignores iOS availability, so a use of an iOS 18 or 26 declaration outside `if #available`
# compiles above. Here each iOS version above the package's minimum becomes a dynamic availability
# domain the compiler enforces (Scripts/availability-domains.py), and the stand-ins and the module
# compile as one module, since such a domain cannot cross a module boundary.
if [ "$surfaces" = "UIKit SwiftUI" ] && [ -z "$intents_app" ]; then
  minimum=$(sed -n 's/.*\.iOS(\.v\([0-9]*\)).*/\1/p' "$root/Package.swift" | head -1)
  [ -n "$minimum" ] || fail "no iOS minimum in Package.swift"
  # shellcheck disable=SC2046
  domains=$(python3 "$root/Scripts/availability-domains.py" --minimum "$minimum" --root "$root" \
    --module Wayfinder --out "$work/availability" \
    $(swift_files "$root/Tests/AppleSurface/UIKit" "$root/Tests/AppleSurface/SwiftUI" "$sources"))
  domain_flags=(-enable-experimental-feature CustomAvailability)
  for domain in $domains; do domain_flags+=(-Xfrontend -define-dynamic-availability-domain -Xfrontend "$domain"); done
  # shellcheck disable=SC2046
  swiftc -typecheck -parse-as-library -module-name Wayfinder -package-name Wayfinder "${flags[@]}" -DDEBUG \
    "${domain_flags[@]}" -I "$work/core" $(swift_files "$work/availability") \
    || fail "the Wayfinder module uses an iOS declaration newer than iOS $minimum outside its #available check"
  versions=$(echo "$domains" | sed 's/^IOS//; s/_/./' | paste -sd, - | sed 's/,/, /g')
  echo "typecheck-adapters: every use of an iOS ${versions:-(none)} declaration is inside its availability check"
fi
[ "$only_wayfinder" = 1 ] && { echo "typecheck-adapters: the Wayfinder module type-checks"; exit 0; }

client_flags=("${flags[@]}" -I "$work/surface" -I "$work/wayfinder" -I "$work/core"
  -load-plugin-executable "$plugin#WayfinderMacros")

# The route intents' generator: wayfinder-registrar, beside the macro tool or built now.
registrar="$products/wayfinder-registrar"
if [ ! -x "$registrar" ]; then
  swift build --package-path "$root" --product wayfinder-registrar >/dev/null
  registrar="$(swift build --package-path "$root" --show-bin-path)/wayfinder-registrar"
fi

# check_intents NAME APP ROUTES_MODULE ROUTES: runs the generator over the Swift files of APP (the
# app target NAME) and of ROUTES (the module ROUTES_MODULE, compiled already), then type-checks the
# app with the generated file against the App Intents stand-in.
check_intents() {
  local name=$1 app=$2 routes_module=$3 routes=$4 generated="$work/intents/$1+RouteIntents.swift" module_sources=()
  mkdir -p "$work/intents"
  while IFS= read -r file; do module_sources+=("$routes_module=$file"); done < <(swift_files "$routes")
  # shellcheck disable=SC2046
  "$registrar" intents --app-module "$name" --output "$generated" --app-sources $(swift_files "$app") \
    --module-sources "${module_sources[@]}" || fail "the route intents of $name could not be generated"
  # shellcheck disable=SC2046
  swiftc -typecheck -parse-as-library -module-name "$name" "${client_flags[@]}" \
    $(swift_files "$app") "$generated" || fail "$name does not type-check with its generated route intents"
  echo "typecheck-adapters: $name type-checks with its $(grep -c '^    struct ' "$generated" || true) generated route intents"
}

# check_intent_fixture APP: the fixture's routes as a module, then its app (APP) with its intents.
check_intent_fixture() {
  local routes="$root/Tests/AppleSurface/IntentsFixture/Routes"
  # shellcheck disable=SC2046
  swiftc -emit-module -parse-as-library -module-name IntentFixtureRoutes "${client_flags[@]}" \
    -emit-module-path "$work/wayfinder/IntentFixtureRoutes.swiftmodule" $(swift_files "$routes") \
    || fail "the route intents fixture's routes do not compile"
  check_intents IntentFixtureApp "$1" IntentFixtureRoutes "$routes"
}

if [ -n "$intents_app" ]; then
  echo "== the route intents of the app in $intents_app"
  check_intent_fixture "$intents_app"
  echo "typecheck-adapters: passed (route intents only)"
  exit 0
fi

echo "== the sample apps"
# The navigation both apps share (routes, feature modules, makeNavigator), as the module the app
# targets import; its tests run on the real package (swift test --package-path Examples/NotesNavigation).
# shellcheck disable=SC2046
swiftc -emit-module -parse-as-library -module-name NotesNavigation "${client_flags[@]}" \
  -emit-module-path "$work/wayfinder/NotesNavigation.swiftmodule" \
  $(swift_files "$root/Examples/NotesNavigation/Sources/NotesNavigation") \
  || fail "Examples/NotesNavigation does not compile"
# The migration samples' navigation (Examples/MigrationNavigation), the same way.
# shellcheck disable=SC2046
swiftc -emit-module -parse-as-library -module-name MigrationNavigation "${client_flags[@]}" \
  -emit-module-path "$work/wayfinder/MigrationNavigation.swiftmodule" \
  $(swift_files "$root/Examples/MigrationNavigation/Sources/MigrationNavigation") \
  || fail "Examples/MigrationNavigation does not compile"
# WAYFINDER_SAMPLES="SwiftUISample" checks one sample; WAYFINDER_SKIP_DOCS=1 skips the docs
# (both for working on one part; CI sets neither).
for name in ${WAYFINDER_SAMPLES:-SwiftUISample UIKitSample MigrationSwiftUISample MigrationUIKitSample}; do
  # The app target: Examples/<name>/Sources/<name>, the module of the same name.
  sample="$root/Examples/$name/Sources/$name"
  [ -d "$sample" ] && [ -n "$(swift_files "$sample")" ] || fail "no sources in $sample"
  case "$name" in
    Migration*)
      # shellcheck disable=SC2046
      swiftc -typecheck -parse-as-library -module-name "$name" "${client_flags[@]}" \
        $(swift_files "$sample") || fail "$name does not type-check"
      echo "typecheck-adapters: $name type-checks"
      ;;
    *)
      # With the App Intents its RouteIntentsPlugin generates (a note's OpenNoteIntent).
      check_intents "$name" "$sample" NotesNavigation "$root/Examples/NotesNavigation/Sources/NotesNavigation"
      ;;
  esac
  # Its UI tests (XCUITest): type-checked here, run only on a Mac with a simulator. The migration
  # samples have none: their flows are the headless tests of Examples/MigrationNavigation.
  case "$name" in
    Migration*) ;;
    *) check_ui_tests "${name}UITests" "$root/Examples/SampleUITests" "$root/Examples/$name/UITests" ;;
  esac
done

# The SwiftUI sample's widget and Live Activity (Examples/SwiftUISample/Widgets): the sources of a
# widget extension, which the sample has no target for, type-checked as the module NotesWidgets.
if [[ " ${WAYFINDER_SAMPLES:-SwiftUISample} " == *" SwiftUISample "* ]]; then
  # The extension compiles the app's NoteEntity too and applies the RouteIntentsPlugin, so its
  # control's OpenNoteIntent is the app's, as Apple requires of a control's intent.
  mkdir -p "$work/widgets"
  ln -s "$root"/Examples/SwiftUISample/Widgets/*.swift "$root/Examples/SwiftUISample/Sources/SwiftUISample/NoteEntity.swift" \
    "$work/widgets/"
  check_intents NotesWidgets "$work/widgets" NotesNavigation "$root/Examples/NotesNavigation/Sources/NotesNavigation"
  echo "typecheck-adapters: the SwiftUI sample's widgets and control type-check"
fi

echo "== the route intents"
check_intent_fixture "$root/Tests/AppleSurface/IntentsFixture/App"
# (The sample apps and the widget extension were checked with their generated intents above.)

[ "${WAYFINDER_SKIP_DOCS:-0}" = 1 ] && { echo "typecheck-adapters: passed (docs skipped)"; exit 0; }
echo "== the UI code blocks of README.md, Docs/ and the DocC catalogs"
python3 "$root/Scripts/doc-blocks.py" --ui --context "$root/Tests/AppleSurface/DocContext" --out "$work/docs" "$root"
# App code as an app team writes it: Swift 6 mode, without this package's upcoming features.
doc_flags=(-swift-version 6 -warnings-as-errors -module-cache-path "$work/cache" -I "$work/surface"
  -I "$work/wayfinder" -I "$work/core" -load-plugin-executable "$plugin#WayfinderMacros")
for file in "$work"/docs/*.swift; do
  [ -e "$file" ] || fail "no UI code block was found in the docs"
  name=$(basename "$file" .blocks.swift)
  context=()
  [ -e "$root/Tests/AppleSurface/DocContext/$name.swift" ] && context=("$root/Tests/AppleSurface/DocContext/$name.swift")
  swiftc -typecheck -parse-as-library -module-name DocBlocks "${doc_flags[@]}" "${context[@]}" "$file" \
    || fail "a UI code block of $(head -1 "$file" | sed 's|// ||') does not type-check"
done
echo "typecheck-adapters: $(find "$work/docs" -name '*.swift' | wc -l) documents' UI code blocks type-check"
echo "typecheck-adapters: passed"
