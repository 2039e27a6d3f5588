// swift-tools-version: 6.0
import PackageDescription

// An app package that adds Wayfinder the way the README's "Adding Wayfinder to an app" says.
// Scripts/check-consumer.sh copies it into a temporary folder, points the two URLs at local mirrors
// (`swift package config set-mirror`), and builds, runs and tests it.

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
            dependencies: ["HomeUI", "ProfileUI", .product(name: "Wayfinder", package: "Wayfinder")],
            plugins: [.plugin(name: "RouteRegistrarPlugin", package: "Wayfinder")]
        ),
        .target(
            name: "ProfileInternal",
            dependencies: ["ProfileUI", .product(name: "Wayfinder", package: "Wayfinder")],
            plugins: [.plugin(name: "RouteRegistrarPlugin", package: "Wayfinder")]
        ),
        // The composition root: the only place the features are listed.
        .executableTarget(
            name: "App",
            dependencies: [
                "HomeUI", "HomeInternal", "ProfileUI", "ProfileInternal",
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderDebug", package: "Wayfinder"),
            ],
            // An App Intent for each IntentRoute of the app's modules (compiled where App Intents
            // exists; on Linux the generated file is empty).
            plugins: [.plugin(name: "RouteIntentsPlugin", package: "Wayfinder")]
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
