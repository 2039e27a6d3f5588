#!/usr/bin/env bash
# The whole test suite: the Wayfinder package's tests, then the demo app's (Examples/DemoApp is a
# package of its own), then the sample apps' navigation (Examples/NotesNavigation, the package
# both Examples/SwiftUISample and Examples/UIKitSample build on), then the migration samples'
# (Examples/MigrationNavigation). Extra arguments go to every `swift test` run (e.g. --parallel).
#
#   Scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== Wayfinder (swift test)"
swift test "$@"
echo "== the demo app (swift test --package-path Examples/DemoApp)"
swift test --package-path Examples/DemoApp "$@"
echo "== the sample apps' navigation (swift test --package-path Examples/NotesNavigation)"
swift test --package-path Examples/NotesNavigation "$@"
echo "== the migration samples' navigation (swift test --package-path Examples/MigrationNavigation)"
swift test --package-path Examples/MigrationNavigation "$@"
