// swift-tools-version: 6.0
import PackageDescription

// Every declared edge follows the two-package rule (so `wayfinder-lint lint-modules` passes), but
// PostInternal imports ProfileInternal without declaring it. SwiftPM builds it anyway when
// ProfileInternal happens to be built first; `swift build --explicit-target-dependency-import-check
// error` rejects it.
let package = Package(
    name: "UndeclaredImport",
    targets: [
        .target(name: "PostUI"),
        .target(name: "PostInternal", dependencies: ["PostUI"]),
        .target(name: "ProfileUI"),
        .target(name: "ProfileInternal", dependencies: ["ProfileUI"]),
        .executableTarget(name: "App", dependencies: ["PostInternal", "ProfileInternal"]),
    ]
)
