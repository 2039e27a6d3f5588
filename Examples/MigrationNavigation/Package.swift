// swift-tools-version: 6.0
import PackageDescription

// The navigation of the two migration samples (Examples/MigrationUIKitSample,
// Examples/MigrationSwiftUISample): an existing music app whose Library tab has moved to Wayfinder
// while its Browse tab, its coordinator and its hand-written link router stay. Routes, feature
// modules, the legacy coordinator and router as models, and the link door that splits links
// between the two, with no UI framework, so it builds and is tested on every platform.
//
// A package of its own, depending on the repository by path, like Examples/NotesNavigation.

let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "MigrationNavigation",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "MigrationNavigation", targets: ["MigrationNavigation"])
    ],
    dependencies: [.package(name: "Wayfinder", path: "../..")],
    targets: [
        .target(
            name: "MigrationNavigation",
            dependencies: [
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderCore", package: "Wayfinder"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "MigrationNavigationTests",
            dependencies: [
                "MigrationNavigation",
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderTesting", package: "Wayfinder"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
