// swift-tools-version: 6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

// MARK: - SwiftSyntax without a download
//
// The Swift toolchain ships SwiftSyntax and its siblings prebuilt in `<toolchain>/usr/lib/swift/host`.
// When this repository is built directly (and offline), the macro target links those copies.
// When Wayfinder is a dependency of another package (it lives under `.build/checkouts`), SwiftPM
// refuses unsafe flags, so the manifest falls back to the swift-syntax package instead, as it does
// on any toolchain that does not ship the host libraries.

/// The folder holding the toolchain's prebuilt SwiftSyntax modules, or nil.
///
/// `WAYFINDER_SWIFT_SYNTAX_HOST` overrides the search; otherwise the folder is found beside the
/// `swiftc` on `PATH` (symlinks resolved): `<bin>/../lib/swift/host`.
func toolchainSwiftSyntaxFolder() -> String? {
    let environment = ProcessInfo.processInfo.environment
    let fileManager = FileManager.default
    func holdsSwiftSyntax(_ folder: String) -> Bool {
        fileManager.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule")
    }
    if let override = environment["WAYFINDER_SWIFT_SYNTAX_HOST"], !override.isEmpty {
        return holdsSwiftSyntax(override) ? override : nil
    }
    var candidates: [String] = []
    if let toolchain = environment["TOOLCHAIN_DIR"] {
        candidates.append(toolchain + "/usr/bin/swiftc")
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        candidates.append(String(folder) + "/swiftc")
    }
    for candidate in candidates where fileManager.isExecutableFile(atPath: candidate) {
        let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
        let host = resolved.deletingLastPathComponent()  // bin
            .deletingLastPathComponent()  // usr
            .appendingPathComponent("lib/swift/host").path
        if holdsSwiftSyntax(host) { return host }
    }
    return nil
}

let packageDirectory = Context.packageDirectory
let isCheckedOutDependency = packageDirectory.contains("/.build/checkouts/")
let hostSyntaxFolder = isCheckedOutDependency ? nil : toolchainSwiftSyntaxFolder()

/// The SwiftSyntax libraries the macro and the registrar tool use.
let syntaxLibraries = [
    "SwiftSyntax", "SwiftSyntaxBuilder", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion",
    "SwiftDiagnostics", "SwiftParser", "SwiftParserDiagnostics", "SwiftBasicFormat", "SwiftOperators",
    "SwiftCompilerPluginMessageHandling",
]

var packageDependencies: [Package.Dependency] = []
var syntaxDependencies: [Target.Dependency] = []
var syntaxSwiftSettings: [SwiftSetting] = []
var syntaxLinkerSettings: [LinkerSetting] = []

if let host = hostSyntaxFolder {
    syntaxSwiftSettings = [.unsafeFlags(["-I", host])]
    syntaxLinkerSettings = [
        .unsafeFlags(
            ["-L", host] + syntaxLibraries.map { "-l\($0)" } + ["-Xlinker", "-rpath", "-Xlinker", host])
    ]
} else {
    packageDependencies.append(
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"700.0.0"))
    syntaxDependencies = [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
    ]
    syntaxSwiftSettings = [.define("WAYFINDER_SWIFT_SYNTAX_PACKAGE")]
}

// MARK: - Settings shared by every target

let sharedSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

// MARK: - Tooling: screen registration at build time, the module-graph lint, test helpers

let toolingProducts: [Product] = [
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
    .executable(name: "wayfinder-registrar", targets: ["wayfinder-registrar"]),
    .executable(name: "wayfinder-lint", targets: ["wayfinder-lint"]),
    .plugin(name: "RouteRegistrarPlugin", targets: ["RouteRegistrarPlugin"]),
]

let toolingTargets: [Target] = [
    .target(
        name: "WayfinderRegistrar",
        dependencies: syntaxDependencies,
        swiftSettings: sharedSwiftSettings + syntaxSwiftSettings,
        linkerSettings: syntaxLinkerSettings
    ),
    .executableTarget(
        name: "wayfinder-registrar",
        dependencies: ["WayfinderRegistrar"],
        swiftSettings: sharedSwiftSettings + syntaxSwiftSettings,
        linkerSettings: syntaxLinkerSettings
    ),
    .plugin(
        name: "RouteRegistrarPlugin",
        capability: .buildTool(),
        dependencies: ["wayfinder-registrar"]
    ),
    .target(name: "WayfinderLint", swiftSettings: sharedSwiftSettings),
    .executableTarget(
        name: "wayfinder-lint",
        dependencies: ["WayfinderLint"],
        swiftSettings: sharedSwiftSettings
    ),
    .target(
        name: "WayfinderTesting",
        dependencies: ["Wayfinder", "WayfinderCore"],
        swiftSettings: sharedSwiftSettings
    ),
    .testTarget(
        name: "WayfinderRegistrarTests",
        dependencies: ["WayfinderRegistrar"],
        exclude: ["Fixtures"],
        swiftSettings: sharedSwiftSettings + syntaxSwiftSettings,
        linkerSettings: syntaxLinkerSettings
    ),
    .testTarget(
        name: "WayfinderLintTests",
        dependencies: ["WayfinderLint"],
        exclude: ["Fixtures"],
        swiftSettings: sharedSwiftSettings
    ),
    .testTarget(
        name: "WayfinderTestingTests",
        dependencies: ["WayfinderTesting", "Wayfinder", "WayfinderCore"],
        swiftSettings: sharedSwiftSettings
    ),
]

// MARK: - The demo app (Examples/DemoApp): four features, each a UI and an Internal target
//
// `<Feature>UI` holds routes only and depends on WayfinderCore (and other features' UI targets
// for parent routes); `<Feature>Internal` holds the screens, depends on Wayfinder, its own UI
// target and the UI targets of the features it navigates to, and gets `register(in:)` from the
// RouteRegistrarPlugin. Only the app, `wayfinder-demo`, lists the features.

/// The two targets of one demo feature.
func demoFeature(_ name: String, ui uiDependencies: [String] = [], navigatesTo: [String] = []) -> [Target] {
    let folder = "Examples/DemoApp/Features/\(name)"
    return [
        .target(
            name: "\(name)UI",
            dependencies: ["WayfinderCore"] + uiDependencies.map { .target(name: "\($0)UI") },
            path: "\(folder)/\(name)UI",
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "\(name)Internal",
            dependencies: ["Wayfinder", "WayfinderCore", .target(name: "\(name)UI")]
                + navigatesTo.map { .target(name: "\($0)UI") },
            path: "\(folder)/\(name)Internal",
            swiftSettings: sharedSwiftSettings,
            plugins: [.plugin(name: "RouteRegistrarPlugin")]
        ),
    ]
}

let demoFeatureTargets: [Target] =
    demoFeature("Auth")
    + demoFeature("Home")
    + demoFeature("Profile", ui: ["Home"], navigatesTo: ["Auth"])
    + demoFeature("Settings")

/// Every target of the demo's features, for the app and its tests.
let demoFeatureDependencies: [Target.Dependency] = ["Auth", "Home", "Profile", "Settings"].flatMap {
    [Target.Dependency.target(name: "\($0)UI"), .target(name: "\($0)Internal")]
}

let package = Package(
    name: "Wayfinder",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "WayfinderCore", targets: ["WayfinderCore"]),
        .library(name: "Wayfinder", targets: ["Wayfinder"]),
        .executable(name: "wayfinder-bench", targets: ["wayfinder-bench"]),
        .executable(name: "wayfinder-demo", targets: ["wayfinder-demo"]),
        // Debug tooling: the DEBUG-only debug server and its command-line companion.
        .library(name: "WayfinderDebug", targets: ["WayfinderDebug"]),
        .executable(name: "wayfinder", targets: ["wayfinder"]),
    ] + toolingProducts,
    dependencies: packageDependencies,
    targets: [
        .macro(
            name: "WayfinderMacros",
            dependencies: syntaxDependencies,
            swiftSettings: sharedSwiftSettings + syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .target(
            name: "WayfinderCore",
            dependencies: ["WayfinderMacros"],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "Wayfinder",
            dependencies: ["WayfinderCore"],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "wayfinder-bench",
            dependencies: ["WayfinderCore", "Wayfinder", "BenchHeap"],
            swiftSettings: sharedSwiftSettings
        ),
        // mallinfo2 for the benchmark's memory case: Swift's Glibc module does not export it.
        .target(name: "BenchHeap"),
        .executableTarget(
            name: "wayfinder-demo",
            dependencies: ["WayfinderCore", "Wayfinder", "WayfinderDebug"] + demoFeatureDependencies,
            path: "Examples/DemoApp/App",
            swiftSettings: sharedSwiftSettings
        ),
        // Debug tooling: the server (every file inside `#if DEBUG`), the CLI and their tests.
        .target(
            name: "WayfinderDebug",
            dependencies: ["Wayfinder"],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "wayfinder",
            dependencies: ["WayfinderCore", "WayfinderLint"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "WayfinderDebugTests",
            dependencies: ["WayfinderDebug", "Wayfinder", "WayfinderCore", "wayfinder"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "WayfinderCoreTests",
            dependencies: ["WayfinderCore"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "WayfinderMacrosTests",
            dependencies: ["WayfinderMacros", "WayfinderCore"],
            exclude: ["Fixtures"],
            swiftSettings: sharedSwiftSettings + syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .testTarget(
            name: "WayfinderDemoTests",
            dependencies: ["wayfinder-demo", "Wayfinder", "WayfinderCore", "WayfinderTesting"]
                + demoFeatureDependencies,
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "WayfinderTests",
            dependencies: ["Wayfinder", "WayfinderCore"],
            swiftSettings: sharedSwiftSettings
        ),
    ] + toolingTargets + demoFeatureTargets,
    swiftLanguageModes: [.v6]
)
