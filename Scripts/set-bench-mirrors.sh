#!/usr/bin/env bash
# Points the benchmarks package's peers (RoutingKit, its swift-log, URLNavigator) at the local git
# mirrors, so `swift build --package-path Benchmarks` resolves them offline. Benchmarks/Package.swift
# keeps declaring the real URLs; the setting lives in Benchmarks/.swiftpm/configuration/mirrors.json
# (ignored by git). Mirrors folder: ../shared/mirrors next to the repository (override:
# WAYFINDER_MIRRORS=folder).
set -euo pipefail
cd "$(dirname "$0")/.."
mirrors="$(cd "${WAYFINDER_MIRRORS:-../shared/mirrors}" && pwd)"
for pair in \
  routing-kit.git=https://github.com/vapor/routing-kit.git \
  swift-log.git=https://github.com/apple/swift-log.git \
  URLNavigator.git=https://github.com/devxoul/URLNavigator.git; do
  name="${pair%%=*}"
  [ -d "$mirrors/$name" ] || { echo "set-bench-mirrors: no mirror at $mirrors/$name (set WAYFINDER_MIRRORS)" >&2; exit 1; }
  swift package --package-path Benchmarks config set-mirror --original "${pair#*=}" --mirror "$mirrors/$name"
done
