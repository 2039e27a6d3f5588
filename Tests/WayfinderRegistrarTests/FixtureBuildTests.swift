import Foundation
import Testing
import WayfinderTestSupport

extension Tag {
    /// Tests that build a fixture package (which builds Wayfinder again in its own `.build`).
    @Tag static var fixtureBuilds: Self
}

/// The fixture package of `Fixtures/FeaturePackage`, copied once into a temporary folder with a
/// manifest that depends on this repository by path. Five features mirror the feature layout
/// (`<Feature>UI` routes, `<Feature>Internal` with the plugin): `Good`, `Missing` (a route
/// without a screen), `Stray` (a screen for a route that does not exist), `Hand` (a
/// hand-written `register(in:)`) and `Wrong` (a `transition` of the wrong type); `App` runs the
/// generated registration of `Good` and has `RouteIntentsPlugin`, which writes the intent of
/// `Good`'s `PostRoute`; `BadIntentsApp` has the plugin and a route whose intent title is computed.
final class FeaturePackageFixture: Sendable {
    static let shared = FeaturePackageFixture()

    let folder: URL
    let setupError: String?

    private init() {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/FeaturePackage")
        // One folder per checkout, reused across runs so its `.build` makes later runs incremental.
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-registrar-fixture-\(Self.fnv1a(repository.path))")
        do {
            let fileManager = FileManager.default
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            for item in try fileManager.contentsOfDirectory(atPath: folder.path) where item != ".build" {
                try fileManager.removeItem(at: folder.appendingPathComponent(item))
            }
            try fileManager.copyItem(
                at: source.appendingPathComponent("Sources"), to: folder.appendingPathComponent("Sources"))
            try Self.manifest(repository: repository)
                .write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            // SwiftPM keeps the source lists of a path dependency in the build description, so a
            // file added to Wayfinder since the last run would be missing: plan the build afresh
            // (the compiled objects stay, so the build is still incremental).
            for description in ["debug.yaml", "release.yaml"] {
                try? fileManager.removeItem(at: folder.appendingPathComponent(".build/\(description)"))
            }
            setupError = nil
        } catch {
            setupError = "\(error)"
        }
    }

    /// A stable hash of a path, as hexadecimal.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    static func manifest(repository: URL) -> String {
        let identity = repository.lastPathComponent.lowercased()
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            func feature(_ name: String) -> [Target] {
                [
                    .target(name: "\\(name)UI", dependencies: [.product(name: "WayfinderCore", package: "\(identity)")]),
                    .target(
                        name: "\\(name)Internal",
                        dependencies: [.target(name: "\\(name)UI"), .product(name: "Wayfinder", package: "\(identity)")],
                        plugins: [.plugin(name: "RouteRegistrarPlugin", package: "\(identity)")]),
                ]
            }

            let package = Package(
                name: "FeatureFixture",
                platforms: [.macOS(.v14)],
                dependencies: [.package(path: "\(repository.path)")],
                targets: feature("Good") + feature("Missing") + feature("Stray") + feature("Hand") + feature("Wrong") + [
                    .executableTarget(
                        name: "App",
                        dependencies: ["GoodInternal", "GoodUI", .product(name: "Wayfinder", package: "\(identity)")],
                        plugins: [.plugin(name: "RouteIntentsPlugin", package: "\(identity)")]),
                    .executableTarget(
                        name: "BadIntentsApp",
                        dependencies: [.product(name: "Wayfinder", package: "\(identity)")],
                        plugins: [.plugin(name: "RouteIntentsPlugin", package: "\(identity)")]),
                ]
            )

            """
    }

    /// Runs a program in the fixture folder; returns its exit code and its output and errors
    /// together.
    func run(_ arguments: [String]) async throws -> ChildProcess.Result {
        // The fixture lies outside this repository, so Wayfinder's manifest would take SwiftSyntax
        // from the swift-syntax package (a download); offline, it is told to use the toolchain's.
        try await ChildProcess.run(
            arguments, in: folder, environment: ["WAYFINDER_SWIFT_SYNTAX": "toolchain"])
    }

    func build(target: String) async throws -> ChildProcess.Result {
        try await run(["swift", "build", "--target", target])
    }
}

/// Builds the fixture package with `swift build`, offline, and asserts on the exit code and the
/// error text: the plugin's failure modes fail the build, and a well-formed feature builds and
/// runs with the generated registration.
@Suite(.serialized, .tags(.fixtureBuilds))
struct FixtureBuildTests {
    let fixture = FeaturePackageFixture.shared

    @Test func aFeatureWithAScreenForEveryRouteBuildsAndRegistersThemWithTheirGuardsAndTransitions()
        async throws
    {
        try #require(fixture.setupError == nil, "\(fixture.setupError ?? "")")
        let build = try await fixture.run(["swift", "build", "--product", "App"])
        #expect(build.status == 0, "\(build.output)")
        let app = try await fixture.run([".build/debug/App"])
        #expect(app.status == 0)
        #expect(
            app.output == """
                stack: feed > post/42
                post 42 screen, hello from PostFeatureModule
                author ada
                author bob: blocked at author/bob: only ada
                feed: guard no, transition default
                post/:id: guard no, transition fade
                author/:name: guard yes, transition default
                diagnostics: 0

                """)
    }

    @Test func aRouteWithoutAScreenFailsTheBuildNamingTheRouteAndItsFile() async throws {
        try #require(fixture.setupError == nil)
        let build = try await fixture.build(target: "MissingInternal")
        #expect(build.status != 0)
        #expect(
            build.output.contains(
                "Sources/MissingUI/Routes.swift:7:15: error: ArchiveRoute, declared in MissingUI/Routes.swift, has no "
                    + "screen"), "\(build.output)")
        #expect(!build.output.contains("InboxRoute"))
    }

    @Test func aScreenForARouteThatDoesNotExistFailsTheBuild() async throws {
        try #require(fixture.setupError == nil)
        let build = try await fixture.build(target: "StrayInternal")
        #expect(build.status != 0)
        #expect(
            build.output.contains(
                "Sources/StrayInternal/Screens.swift:8:8: error: BasketScreen is a RouteScreen for BasketRoute, but no "
                    + "route named BasketRoute is declared in StrayUI or StrayInternal"), "\(build.output)")
    }

    @Test func aHandWrittenRegisterWithThePluginFailsTheBuild() async throws {
        try #require(fixture.setupError == nil)
        let build = try await fixture.build(target: "HandInternal")
        #expect(build.status != 0)
        #expect(
            build.output.contains(
                "Sources/HandInternal/HelpFeatureModule.swift:11:17: error: HelpFeatureModule declares register(in:) "
                    + "by hand, but HandInternal uses RouteRegistrarPlugin"), "\(build.output)")
    }

    @Test func aScreenMemberWithARequirementsNameButAnotherTypeFailsToCompile() async throws {
        try #require(fixture.setupError == nil)
        let build = try await fixture.build(target: "WrongInternal")
        #expect(build.status != 0)
        // In the generated file's signature checks, on the line that names the requirement.
        let error = build.output.split(separator: "\n").first {
            $0.contains("error: cannot convert value of type 'Int.Type' to specified type 'Transition?.Type'")
        }
        #expect(error?.contains("/WrongInternal+Registration.swift:") == true, "\(build.output)")
        #expect(
            build.output.contains("// ComposeScreen.transition must be `static var transition: Transition?`"),
            "\(build.output)")
    }

    @Test func theIntentsPluginWritesTheIntentsOfTheRoutesTheAppDependsOn() async throws {
        try #require(fixture.setupError == nil)
        let build = try await fixture.build(target: "App")
        #expect(build.status == 0, "\(build.output)")
        let outputs = fixture.folder.appendingPathComponent(".build/plugins/outputs")
        let generated = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.first { $0.lastPathComponent == "App+RouteIntents.swift" }
        let text = try generated.map { try String(contentsOf: $0, encoding: .utf8) }
        #expect(
            text?.contains("struct OpenPostIntent: AppIntent, RouteOpeningIntent {") == true,
            "\(build.output)")
        #expect(text?.contains("import GoodUI") == true)
        #expect(text?.hasPrefix("// Generated by RouteIntentsPlugin for App") == true)
    }

    @Test func aComputedIntentTitleFailsTheBuildNamingTheRouteAndItsLine() async throws {
        try #require(fixture.setupError == nil)
        let build = try await fixture.build(target: "BadIntentsApp")
        #expect(build.status != 0)
        #expect(
            build.output.contains(
                "Sources/BadIntentsApp/main.swift:12:16: error: TagRoute.intentTitle must be a string literal"
            ),
            "\(build.output)")
    }
}
