// swift-tools-version: 6.0
import PackageDescription

// Scripts/ConsumerApp's screens without Wayfinder: the same targets, routes and screens in plain
// Swift, navigating by hand-written code, printing the same outline. Scripts/measure-app-size.sh
// builds it in release to measure what Wayfinder adds to a stripped app; it needs no swift-syntax.

let package = Package(
    name: "ConsumerAppStub",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: [
        .target(name: "HomeUI"),
        .target(name: "ProfileUI"),
        .target(name: "HomeInternal", dependencies: ["HomeUI", "ProfileUI"]),
        .target(name: "ProfileInternal", dependencies: ["ProfileUI"]),
        .executableTarget(
            name: "App", dependencies: ["HomeUI", "HomeInternal", "ProfileUI", "ProfileInternal"]),
    ],
    swiftLanguageModes: [.v6]
)
