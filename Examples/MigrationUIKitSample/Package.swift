// swift-tools-version: 6.0
import PackageDescription

// The UIKit migration sample: an existing app (a tab bar controller, a coordinator and a
// hand-written link router) whose Library tab has moved to Wayfinder. Its navigation, the legacy
// coordinator and router as models, and the link door are the MigrationNavigation package, shared
// with the SwiftUI migration sample and tested there; this package adds the view controllers.
//
// Where UIKit does not exist (Linux, macOS) the app's sources compile to a stub that says so, so
// the package builds everywhere; Scripts/typecheck-adapters.sh type-checks the real view
// controllers against stand-ins of Apple's API.

let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "MigrationUIKitSample",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "MigrationUIKitSample", targets: ["MigrationUIKitSample"])
    ],
    dependencies: [
        .package(name: "Wayfinder", path: "../.."),
        .package(name: "MigrationNavigation", path: "../MigrationNavigation"),
    ],
    targets: [
        .executableTarget(
            name: "MigrationUIKitSample",
            dependencies: [
                .product(name: "MigrationNavigation", package: "MigrationNavigation"),
                .product(name: "Wayfinder", package: "Wayfinder"),
            ],
            swiftSettings: settings
        )
    ],
    swiftLanguageModes: [.v6]
)
