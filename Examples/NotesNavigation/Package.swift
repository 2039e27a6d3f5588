// swift-tools-version: 6.0
import PackageDescription

// The navigation of the two sample apps (Examples/SwiftUISample, Examples/UIKitSample): their
// routes, feature modules, session, link handling and `makeNavigator`, with no UI framework, so it
// builds and is tested on every platform. The apps add only their views (SwiftUI) or view
// controllers (UIKit), handed in as a `SampleScreens` value; the tests hand in titles.
//
// A package of its own, depending on the repository by path, like Examples/DemoApp.

let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "NotesNavigation",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "NotesNavigation", targets: ["NotesNavigation"])
    ],
    dependencies: [.package(name: "Wayfinder", path: "../..")],
    targets: [
        .target(
            name: "NotesNavigation",
            dependencies: [
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderCore", package: "Wayfinder"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "NotesNavigationTests",
            dependencies: [
                "NotesNavigation",
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderTesting", package: "Wayfinder"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
