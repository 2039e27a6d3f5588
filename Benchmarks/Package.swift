// swift-tools-version: 6.0
import PackageDescription

// wayfinder-bench: Wayfinder's performance figures, each measured in the same run as its baseline.
// A package of its own, depending on the repository by path, so the benchmark targets never
// enter the package graph of an app that adds Wayfinder.
//
//     swift run --package-path Benchmarks -c release wayfinder-bench [--quick] [--json FILE]

let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "WayfinderBenchmarks",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "wayfinder-bench", targets: ["wayfinder-bench"])
    ],
    dependencies: [
        .package(name: "Wayfinder", path: ".."),
        // The side-by-side peers of the lookup cases, by their real URLs. Machines without a
        // package host resolve them through mirrors (`.ci/run` sets them from ../shared/mirrors).
        .package(url: "https://github.com/vapor/routing-kit.git", from: "4.9.0"),
        .package(url: "https://github.com/devxoul/URLNavigator.git", exact: "2.5.1"),
    ],
    targets: [
        .executableTarget(
            name: "wayfinder-bench",
            dependencies: [
                .product(name: "WayfinderCore", package: "Wayfinder"),
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "URLMatcher", package: "URLNavigator"),
                "BenchHeap",
            ],
            swiftSettings: settings
        ),
        // mallinfo2 for the memory case: Swift's Glibc module does not export it.
        .target(name: "BenchHeap"),
    ],
    swiftLanguageModes: [.v6]
)
