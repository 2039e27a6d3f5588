// swift-tools-version: 6.0
import PackageDescription

// The SwiftUI migration sample: an existing app (a `TabView` with a plain `NavigationStack` in
// its Browse tab) whose Library tab has moved to Wayfinder. Its navigation, the legacy coordinator
// and router as models, and the link door are the MigrationNavigation package, shared with the
// UIKit migration sample and tested there; this package adds the SwiftUI views.
//
// On platforms without SwiftUI (Linux) the app's sources compile to a stub that says so, so the
// package builds everywhere; Scripts/typecheck-adapters.sh type-checks the real views against
// stand-ins of Apple's API.

let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "MigrationSwiftUISample",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "MigrationSwiftUISample", targets: ["MigrationSwiftUISample"])
    ],
    dependencies: [
        .package(name: "Wayfinder", path: "../.."),
        .package(name: "MigrationNavigation", path: "../MigrationNavigation"),
    ],
    targets: [
        .executableTarget(
            name: "MigrationSwiftUISample",
            dependencies: [
                .product(name: "MigrationNavigation", package: "MigrationNavigation"),
                .product(name: "Wayfinder", package: "Wayfinder"),
            ],
            swiftSettings: settings
        )
    ],
    swiftLanguageModes: [.v6]
)
