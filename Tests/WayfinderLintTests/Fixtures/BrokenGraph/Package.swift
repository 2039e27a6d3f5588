// swift-tools-version: 6.0
import PackageDescription

// Breaks the two-package rule twice without a cycle: PostUI → ProfileInternal and
// PostInternal → ProfileInternal.
let package = Package(
    name: "BrokenGraph",
    targets: [
        .target(name: "PostUI", dependencies: ["ProfileInternal"]),
        .target(name: "PostInternal", dependencies: ["PostUI", "ProfileInternal"]),
        .target(name: "ProfileUI"),
        .target(name: "ProfileInternal", dependencies: ["ProfileUI"]),
        .executableTarget(name: "App", dependencies: ["PostInternal", "ProfileInternal"]),
    ]
)
