// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

// MARK: - Where SwiftSyntax comes from
//
// The `@Route` macro is built on SwiftSyntax. (The screen registrar is not: it reads Swift with a
// scanner of its own, so an app that applies `RouteRegistrarPlugin` compiles no swift-syntax for
// it; Docs/Decisions/registrar-scanner.md.) There are two sources:
//
// - **The swift-syntax package**, declared the ordinary way. This is what every app that adds
//   Wayfinder gets, and the only source a dependency fetched by URL may use: SwiftPM refuses
//   unsafe flags in such a package.
// - **The toolchain's prebuilt copies** in `<toolchain>/usr/lib/swift/host`, linked with `-I`, `-L`
//   and an rpath (unsafe flags). Offline and fast, for building this repository itself and the
//   packages inside it (`Examples/DemoApp`, `Benchmarks`, `Fuzz`).
//
// The rule (Docs/Decisions/package-layout.md says why it holds for SwiftPM's repository
// cache, its checkouts and Xcode): the toolchain's copies are used only when the package being
// built lies at or under this manifest's folder. SwiftPM evaluates every manifest with the root
// package's folder as the working directory, so that is a comparison of two paths, and a
// dependency fetched by URL never passes it: its checkout lies under the app's folder, never the
// other way round, and a manifest read from the repository cache is given `/` as its folder.
// `WAYFINDER_SWIFT_SYNTAX=package` or `=toolchain` overrides the rule; `WAYFINDER_SWIFT_SYNTAX_HOST`
// names the toolchain's folder.

/// Where the macro (and the registrar's tests' reference scanner) get SwiftSyntax from.
enum SwiftSyntaxSource {
    /// The toolchain's prebuilt modules in this folder.
    case toolchain(String)
    /// The swift-syntax package.
    case package
}

/// The folder holding the toolchain's prebuilt SwiftSyntax modules, or nil.
///
/// `WAYFINDER_SWIFT_SYNTAX_HOST` names it; otherwise it is `<bin>/../lib/swift/host` beside the
/// `swiftc` on `PATH` (symlinks resolved).
func toolchainSwiftSyntaxFolder(_ environment: [String: String]) -> String? {
    func holdsSwiftSyntax(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule")
    }
    if let folder = environment["WAYFINDER_SWIFT_SYNTAX_HOST"], !folder.isEmpty {
        return holdsSwiftSyntax(folder) ? folder : nil
    }
    var candidates = (environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/swiftc" }
    if let toolchain = environment["TOOLCHAIN_DIR"] {
        candidates.insert(toolchain + "/usr/bin/swiftc", at: 0)
    }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
        let host = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // bin
            .deletingLastPathComponent()  // usr
            .appendingPathComponent("lib/swift/host").path
        if holdsSwiftSyntax(host) { return host }
    }
    return nil
}

/// Whether the package SwiftPM is building lies at or under `folder`.
///
/// SwiftPM runs each manifest with the root package's folder as its working directory, whichever
/// package the manifest belongs to. A manifest read from a repository cache gets `/` as its folder,
/// which is never "this repository".
func isBuiltFromInside(_ folder: String) -> Bool {
    func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
    let package = canonical(folder)
    guard package != "/" else { return false }
    let root = canonical(FileManager.default.currentDirectoryPath)
    return root == package || root.hasPrefix(package + "/")
}

/// The source this evaluation of the manifest uses; see the rule above.
func swiftSyntaxSource() -> SwiftSyntaxSource {
    let environment = ProcessInfo.processInfo.environment
    switch environment["WAYFINDER_SWIFT_SYNTAX"] {
    case "package":
        return .package
    case "toolchain":
        return toolchainSwiftSyntaxFolder(environment).map(SwiftSyntaxSource.toolchain) ?? .package
    default:
        guard isBuiltFromInside(Context.packageDirectory) else { return .package }
        return toolchainSwiftSyntaxFolder(environment).map(SwiftSyntaxSource.toolchain) ?? .package
    }
}

/// The SwiftSyntax libraries the macro and its tests link from the toolchain.
let toolchainSyntaxLibraries = [
    "SwiftSyntax", "SwiftSyntaxBuilder", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion",
    "SwiftDiagnostics", "SwiftParser", "SwiftParserDiagnostics", "SwiftBasicFormat", "SwiftOperators",
    "SwiftCompilerPluginMessageHandling",
]

var packageDependencies: [Package.Dependency] = []
var syntaxDependencies: [Target.Dependency] = []
var syntaxSwiftSettings: [SwiftSetting] = []
var syntaxLinkerSettings: [LinkerSetting] = []

switch swiftSyntaxSource() {
case .toolchain(let host):
    syntaxSwiftSettings = [.unsafeFlags(["-I", host])]
    syntaxLinkerSettings = [
        .unsafeFlags(
            ["-L", host] + toolchainSyntaxLibraries.map { "-l\($0)" }
                + ["-Xlinker", "-rpath", "-Xlinker", host])
    ]
case .package:
    packageDependencies.append(
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"700.0.0"))
    // Only with the macro trait on: an app that turns it off resolves and builds no swift-syntax.
    syntaxDependencies = [
        "SwiftSyntax", "SwiftSyntaxBuilder", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion",
        "SwiftDiagnostics", "SwiftParser", "SwiftCompilerPlugin",
    ].map { .product(name: $0, package: "swift-syntax", condition: .when(traits: ["RouteMacro"])) }
    syntaxSwiftSettings = [.define("WAYFINDER_SWIFT_SYNTAX_PACKAGE")]
}

// MARK: - Settings shared by every target

let sharedSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

// MARK: - The macro trait
//
// `RouteMacro`, on by default, is the `@Route` macro and with it swift-syntax. An app that writes
// its route conformances by hand turns it off (`traits: []` on its Wayfinder dependency): then
// SwiftPM resolves and builds no swift-syntax, and everything but `@Route` works
// (Docs/Decisions/macro-trait.md).

// MARK: - The package
//
// Only what an app team depends on. The demo app (`Examples/DemoApp`), the benchmarks
// (`Benchmarks`) and the fuzzers (`Fuzz`) are packages of their own that depend on this one by
// path, so none of their targets (`HomeUI`, `AuthInternal`, …) sits in an adopter's package graph:
// SwiftPM requires target names to be unique across the whole graph.

let package = Package(
    name: "Wayfinder",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "WayfinderCore", targets: ["WayfinderCore"]),
        .library(name: "Wayfinder", targets: ["Wayfinder"]),
        .library(name: "WayfinderDebug", targets: ["WayfinderDebug", "WayfinderDebugSupport"]),
        .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
        .library(name: "WayfinderLinkTools", targets: ["WayfinderLinkTools"]),
        .plugin(name: "RouteRegistrarPlugin", targets: ["RouteRegistrarPlugin"]),
        .plugin(name: "RouteIntentsPlugin", targets: ["RouteIntentsPlugin"]),
        .executable(name: "wayfinder", targets: ["wayfinder"]),
    ],
    traits: [
        .trait(
            name: "RouteMacro",
            description: "The @Route macro, built on swift-syntax. Off, no swift-syntax is resolved or built."
        ),
        .default(enabledTraits: ["RouteMacro"]),
    ],
    dependencies: packageDependencies,
    targets: [
        // The runtime.
        .macro(
            name: "WayfinderMacros",
            dependencies: syntaxDependencies,
            swiftSettings: sharedSwiftSettings + syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .target(
            name: "WayfinderCore",
            dependencies: [.target(name: "WayfinderMacros", condition: .when(traits: ["RouteMacro"]))],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "Wayfinder",
            dependencies: ["WayfinderCore"],
            swiftSettings: sharedSwiftSettings
        ),

        // Link tooling: the universal-link and asset-link files, and the link baseline's file and
        // checks. Only the command-line tool and `WayfinderTesting` use it, so it is never linked
        // into an app.
        .target(
            name: "WayfinderLinkTools",
            dependencies: ["Wayfinder", "WayfinderCore"],
            swiftSettings: sharedSwiftSettings
        ),

        // Debug tooling: the server (every file inside `#if DEBUG`) and its command-line companion,
        // which also runs the module-graph lint.
        .target(
            name: "WayfinderDebug",
            dependencies: ["Wayfinder", "WayfinderDebugSupport"],
            swiftSettings: sharedSwiftSettings
        ),
        // What the server and the command-line tool agree on: the API's addresses and the server
        // file through which the tool finds the server. No HTTP, no socket, no token value.
        .target(name: "WayfinderDebugSupport", swiftSettings: sharedSwiftSettings),
        .executableTarget(
            name: "wayfinder",
            dependencies: [
                "Wayfinder", "WayfinderCommandLine", "WayfinderCore", "WayfinderDebugSupport",
                "WayfinderLinkTools", "WayfinderLint",
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "WayfinderLint", dependencies: ["WayfinderCommandLine"], swiftSettings: sharedSwiftSettings),
        // The argument parser every executable of this package shares.
        .target(name: "WayfinderCommandLine", swiftSettings: sharedSwiftSettings),

        // Build-time screen registration and test helpers.
        // The registrar reads Swift with a scanner of its own and links no SwiftSyntax, so an app
        // that applies the plugin compiles no swift-syntax for it
        // (Docs/Decisions/registrar-scanner.md).
        .target(
            name: "WayfinderRegistrar",
            dependencies: ["WayfinderCommandLine"],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "wayfinder-registrar",
            dependencies: ["WayfinderRegistrar"],
            swiftSettings: sharedSwiftSettings
        ),
        .plugin(
            name: "RouteRegistrarPlugin",
            capability: .buildTool(),
            dependencies: ["wayfinder-registrar"]
        ),
        // App Intents from routes: applied to the app target, it writes an intent for every
        // route that conforms to IntentRoute (Docs/Decisions/app-intents-extraction.md).
        .plugin(
            name: "RouteIntentsPlugin",
            capability: .buildTool(),
            dependencies: ["wayfinder-registrar"]
        ),
        .target(
            name: "WayfinderTesting",
            dependencies: ["Wayfinder", "WayfinderCore", "WayfinderLinkTools"],
            swiftSettings: sharedSwiftSettings
        ),

        // Tests, and what they share: running a child process. Not a product; only test targets
        // depend on it.
        .target(
            name: "WayfinderTestSupport",
            path: "Tests/WayfinderTestSupport",
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "WayfinderTestSupportTests",
            dependencies: ["WayfinderTestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "WayfinderCoreTests",
            dependencies: ["WayfinderCore"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "WayfinderMacrosTests",
            dependencies: ["WayfinderMacros", "WayfinderCore", "WayfinderTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: sharedSwiftSettings + syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .testTarget(
            name: "WayfinderTests",
            dependencies: ["Wayfinder", "WayfinderCore", "WayfinderLinkTools", "WayfinderTestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "WayfinderDebugTests",
            dependencies: [
                "WayfinderDebug", "WayfinderDebugSupport", "Wayfinder", "WayfinderCore", "WayfinderLinkTools",
                "wayfinder", "WayfinderTestSupport",
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "WayfinderRegistrarTests",
            // SwiftSyntax for the reference scanner the registrar's scanner is compared with.
            dependencies: ["WayfinderRegistrar", "WayfinderTestSupport"] + syntaxDependencies,
            exclude: ["Fixtures"],
            swiftSettings: sharedSwiftSettings + syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .testTarget(
            name: "WayfinderLintTests",
            dependencies: ["WayfinderLint", "WayfinderCommandLine", "WayfinderTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "WayfinderTestingTests",
            dependencies: ["WayfinderTesting", "Wayfinder", "WayfinderCore", "WayfinderLinkTools"],
            swiftSettings: sharedSwiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
