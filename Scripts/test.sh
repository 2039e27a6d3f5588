#!/usr/bin/env bash
# The whole test suite: the Wayfinder package's tests, then the demo app's (Examples/DemoApp is a
# package of its own). Extra arguments go to both `swift test` runs (e.g. --parallel).
#
#   Scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== Wayfinder (swift test)"
swift test "$@"
echo "== the demo app (swift test --package-path Examples/DemoApp)"
swift test --package-path Examples/DemoApp "$@"
