#!/usr/bin/env bash
# Formats the tree in place, then lints it strictly. Usage: Scripts/format.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Plugins Sources Tests)
[ -d Examples ] && paths+=(Examples)
[ -d Benchmarks ] && paths+=(Benchmarks/Package.swift Benchmarks/Sources)
paths+=(Scripts/ConsumerApp/Package.swift Scripts/ConsumerApp/Sources Scripts/ConsumerApp/Tests Scripts/ReadmeApp)
paths+=(Scripts/ConsumerAppStub Scripts/ConsumerAppVariants)
[ -d Fuzz ] && paths+=(Fuzz/Package.swift Fuzz/Sources)
if [ "${1:-}" != "--check" ]; then
  swift-format format --in-place --recursive --parallel --configuration .swift-format "${paths[@]}"
fi
swift-format lint --strict --recursive --parallel --configuration .swift-format "${paths[@]}"
