// swift-tools-version: 6.0
import Foundation
import PackageDescription

// libFuzzer targets for Wayfinder. A separate package so the root package's `swift build` and
// `swift test` never see an executable without a `main`: libFuzzer supplies `main` only when
// linked with `-sanitize=fuzzer`. Build and run them with `Scripts/fuzz.sh TARGET SECONDS`.
//
// The root package is a local path dependency, so SwiftPM accepts its unsafe flags (the
// toolchain's SwiftSyntax for the `@Route` macro) exactly as when it is built directly.

let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

// libFuzzer's driver and AddressSanitizer are linked into the fuzz executables only; everything
// is compiled with coverage and ASan from the command line (see Scripts/fuzz.sh). Not
// `swift build --sanitize=fuzzer`: that links libFuzzer's `main` into the `@Route` macro plugin
// too, where it collides with the plugin's own, and SwiftPM points every executable's `main` at
// its own entry anyway, so the fuzzers call `LLVMFuzzerRunDriver` from `main.swift` and link the
// `fuzzer_no_main` runtime from the toolchain's clang resource folder.

/// `<toolchain>/usr/lib/clang/<version>/lib/<os>` beside the `swiftc` on `PATH`, or nil.
func clangRuntimeFolder() -> String? {
    let fileManager = FileManager.default
    let os = "linux"
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = String(folder) + "/swiftc"
        guard fileManager.isExecutableFile(atPath: candidate) else { continue }
        let clang = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/clang")
        let versions = (try? fileManager.contentsOfDirectory(atPath: clang.path)) ?? []
        for version in versions.sorted().reversed() {
            let runtime = clang.appendingPathComponent("\(version)/lib/\(os)").path
            if fileManager.fileExists(atPath: runtime + "/libclang_rt.fuzzer_no_main-x86_64.a") {
                return runtime
            }
        }
    }
    return nil
}

let fuzzerLink: [LinkerSetting] = [
    .unsafeFlags(
        ["-sanitize=address"]
            + (clangRuntimeFolder().map { ["-L", $0, "-lclang_rt.fuzzer_no_main-x86_64", "-lstdc++"] } ?? []))
]

/// The demo feature `name`'s route declarations as the target `Fuzz<name>UI`.
func demoRoutes(_ name: String, uses others: [String] = []) -> Target {
    .target(
        name: "Fuzz\(name)UI",
        dependencies: [.product(name: "WayfinderCore", package: "Wayfinder")]
            + others.map { .target(name: "Fuzz\($0)UI") },
        path: "Sources/Demo\(name)UI",
        swiftSettings: settings + others.map { .unsafeFlags(["-module-alias", "\($0)UI=Fuzz\($0)UI"]) }
    )
}

let package = Package(
    name: "WayfinderFuzz",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "FuzzLinks", targets: ["FuzzLinks"]),
        .executable(name: "FuzzRestore", targets: ["FuzzRestore"]),
        .executable(name: "FuzzHTTP", targets: ["FuzzHTTP"]),
        .executable(name: "FuzzJournal", targets: ["FuzzJournal"]),
        .executable(name: "FuzzRegistrar", targets: ["FuzzRegistrar"]),
    ],
    dependencies: [.package(name: "Wayfinder", path: "..")],
    targets: [
        // The declaration of `LLVMFuzzerRunDriver`.
        .target(name: "LibFuzzer"),
        // The demo app's route declarations: Sources/Demo*UI/*.swift are symbolic links to
        // Examples/DemoApp/Features/*/*UI, so the fuzzed routes are always the demo's. The root
        // package's `AuthUI`, … are not products, so the same files are compiled here under other
        // module names; `ProfileRoutes.swift` imports `HomeUI`, aliased to `FuzzHomeUI`.
        demoRoutes("Auth"),
        demoRoutes("Home"),
        demoRoutes("Profile", uses: ["Home"]),
        demoRoutes("Settings"),
        // The registrar's scanner, planner and generator: Sources/FuzzWayfinderRegistrar is a
        // symbolic link to Sources/WayfinderRegistrar of the root package, whose target is not a
        // product. The command lines (the registrar's and the intents'), which read files and need the
        // argument scanner, are left out.
        .target(
            name: "FuzzWayfinderRegistrar",
            exclude: ["RegistrarCommand.swift", "IntentsCommand.swift"],
            swiftSettings: settings
        ),
        // A navigator over those routes, and the checks the targets run.
        .target(
            name: "FuzzSupport",
            dependencies: [
                "FuzzAuthUI", "FuzzHomeUI", "FuzzProfileUI", "FuzzSettingsUI", "FuzzWayfinderRegistrar",
                .product(name: "WayfinderCore", package: "Wayfinder"),
                .product(name: "Wayfinder", package: "Wayfinder"),
                // The HTTP parser, which is DEBUG-only like the server (Scripts/fuzz.sh defines DEBUG).
                .product(name: "WayfinderDebug", package: "Wayfinder"),
            ],
            swiftSettings: settings
        ),
        .executableTarget(
            name: "FuzzLinks",
            dependencies: ["FuzzSupport", "LibFuzzer"],
            swiftSettings: settings,
            linkerSettings: fuzzerLink
        ),
        .executableTarget(
            name: "FuzzRestore",
            dependencies: ["FuzzSupport", "LibFuzzer"],
            swiftSettings: settings,
            linkerSettings: fuzzerLink
        ),
        .executableTarget(
            name: "FuzzHTTP",
            dependencies: ["FuzzSupport", "LibFuzzer"],
            swiftSettings: settings,
            linkerSettings: fuzzerLink
        ),
        .executableTarget(
            name: "FuzzJournal",
            dependencies: ["FuzzSupport", "LibFuzzer"],
            swiftSettings: settings,
            linkerSettings: fuzzerLink
        ),
        .executableTarget(
            name: "FuzzRegistrar",
            dependencies: ["FuzzSupport", "LibFuzzer"],
            swiftSettings: settings,
            linkerSettings: fuzzerLink
        ),
    ],
    swiftLanguageModes: [.v6]
)
