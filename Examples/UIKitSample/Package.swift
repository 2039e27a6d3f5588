// swift-tools-version: 6.0
import PackageDescription

// The UIKit sample app: notes, an account and a compose action tab. Its navigation (routes,
// feature modules, guard, tabs, link handling, `makeNavigator`) is the NotesNavigation package,
// shared with the SwiftUI sample and tested there; this package adds the view controllers.
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
    name: "UIKitSample",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "UIKitSample", targets: ["UIKitSample"])
    ],
    dependencies: [
        .package(name: "Wayfinder", path: "../.."),
        .package(name: "NotesNavigation", path: "../NotesNavigation"),
    ],
    targets: [
        .executableTarget(
            name: "UIKitSample",
            dependencies: [
                .product(name: "NotesNavigation", package: "NotesNavigation"),
                .product(name: "Wayfinder", package: "Wayfinder"),
            ],
            swiftSettings: settings,
            // An App Intent for every IntentRoute (a note: Open Note), for Shortcuts, Siri,
            // Spotlight and controls.
            plugins: [.plugin(name: "RouteIntentsPlugin", package: "Wayfinder")]
        )
    ],
    swiftLanguageModes: [.v6]
)
