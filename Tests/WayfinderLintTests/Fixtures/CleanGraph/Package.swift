// swift-tools-version: 6.0
import PackageDescription

// Two features that follow the two-package rule: ProfileInternal navigates to Post through PostUI.
let package = Package(
    name: "CleanGraph",
    targets: [
        .target(name: "PostUI"),
        .target(name: "PostInternal", dependencies: ["PostUI"]),
        .target(name: "ProfileUI"),
        .target(name: "ProfileInternal", dependencies: ["ProfileUI", "PostUI"]),
        .executableTarget(name: "App", dependencies: ["PostInternal", "ProfileInternal"]),
    ]
)
