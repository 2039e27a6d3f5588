// swift-tools-version: 6.0
import PackageDescription

// Scripts/ConsumerApp without RouteRegistrarPlugin: the Internal targets register their screens by
// hand. Scripts/check-consumer.sh builds it to measure what the plugin costs a first build; it is
// Scripts/ConsumerApp's manifest without its `plugins:` lines.

let package = Package(
    name: "ConsumerApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(url: "https://github.com/wayfinder-swift/Wayfinder.git", .upToNextMinor(from: "0.1.0"))
    ],
    targets: [
        // Interface modules: routes only, on WayfinderCore.
        .target(
            name: "HomeUI",
            dependencies: [.product(name: "WayfinderCore", package: "Wayfinder")]
        ),
        .target(
            name: "ProfileUI",
            dependencies: [.product(name: "WayfinderCore", package: "Wayfinder")]
        ),
        // Implementation modules: screens, on Wayfinder, their own interface module and the
        // interface modules of the features they navigate to; `register(in:)` is generated.
        .target(
            name: "HomeInternal",
            dependencies: ["HomeUI", "ProfileUI", .product(name: "Wayfinder", package: "Wayfinder")]
        ),
        .target(
            name: "ProfileInternal",
            dependencies: ["ProfileUI", .product(name: "Wayfinder", package: "Wayfinder")]
        ),
        // The composition root: the only place the features are listed.
        .executableTarget(
            name: "App",
            dependencies: [
                "HomeUI", "HomeInternal", "ProfileUI", "ProfileInternal",
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderDebug", package: "Wayfinder"),
            ]
        ),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "HomeUI", "HomeInternal", "ProfileUI", "ProfileInternal",
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderTesting", package: "Wayfinder"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
