import Foundation
import Testing
import WayfinderTestSupport

/// `Scripts/typecheck-xcode-plugin.sh` type-checks RouteRegistrarPlugin's Xcode conformance
/// against a stand-in of Apple's documented XcodeProjectPlugin API. These tests prove the check
/// bites: each plants one error into a copy of the plugin's Xcode file, and the script must fail
/// naming the file and the line. The unchanged copy must pass, so a failure is the planted error's.
@Suite("The Xcode plugin's type-check fails on planted errors", .serialized)
struct XcodePluginTypecheckTests {
    /// One planted error: a line of `RouteRegistrarPlugin+Xcode.swift` with `original` replaced.
    struct Plant: CustomTestStringConvertible, Sendable {
        let name: String
        /// Text that occurs exactly once in the file, on the line that gets the error.
        let original: String
        let replacement: String
        /// What the compiler's error at the planted line must say.
        let message: String
        var testDescription: String { name }
    }

    static let file = "RouteRegistrarPlugin+Xcode.swift"

    static let plants: [Plant] = [
        Plant(
            name: "a property XcodeTarget does not have",
            original: "internalFiles: Self.swiftFiles(of: target.inputFiles),",
            replacement: "internalFiles: Self.swiftFiles(of: target.sourceFiles),",
            message: "has no member 'sourceFiles'"),
        Plant(
            name: "a package target's name on an Xcode target",
            original: "case .target(let candidate) where candidate.displayName == wanted:",
            replacement: "case .target(let candidate) where candidate.name == wanted:",
            message: "has no member 'name'"),
        Plant(
            name: "a dependency case XcodeTargetDependency does not have",
            original: "case .product(let product):",
            replacement: "case .package(let product):",
            message: "has no member 'package'"),
        Plant(
            name: "a warning, which is an error here",
            original: "let internalModule = target.displayName",
            replacement: "let internalModule = target.displayName; var unused = target.id",
            message: "never used"),
    ]

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // WayfinderTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    /// A copy of `Plugins/RouteRegistrarPlugin`, with `plant` put into its Xcode file; the
    /// planted line's number.
    static func copyOfSources(planting plant: Plant?) throws -> (folder: URL, line: Int?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wayfinder-planted-plugin-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("Plugins/RouteRegistrarPlugin"), to: folder)
        guard let plant else { return (folder, nil) }
        let file = folder.appendingPathComponent(Self.file)
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let matches = lines.indices.filter { lines[$0].contains(plant.original) }
        guard matches.count == 1, let index = matches.first else {
            throw SetupError(
                description: "\(Self.file) holds '\(plant.original)' \(matches.count) times, not once")
        }
        lines[index] = lines[index].replacingOccurrences(of: plant.original, with: plant.replacement)
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        return (folder, index + 1)  // counted from 1
    }

    /// Runs the script over a copy of the plugin's sources; its exit status and output.
    static func typecheck(_ sources: URL) async throws -> ChildProcess.Result {
        try await ChildProcess.run([
            "bash", repository.appendingPathComponent("Scripts/typecheck-xcode-plugin.sh").path,
            "--sources", sources.path,
        ])
    }

    @Test func theUnchangedSourcesTypeCheck() async throws {
        let copy = try Self.copyOfSources(planting: nil)
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        let result = try await Self.typecheck(copy.folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("typecheck-xcode-plugin: passed"))
    }

    @Test(arguments: plants)
    func aPlantedErrorFailsTheCheckNamingItsFileAndLine(_ plant: Plant) async throws {
        let copy = try Self.copyOfSources(planting: plant)
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        let result = try await Self.typecheck(copy.folder)
        #expect(result.status != 0, "\(plant.name) passed the type-check")
        let location = "\(Self.file):\(copy.line ?? 0):"
        #expect(
            result.output.split(separator: "\n").contains {
                $0.contains(location) && $0.contains("error:") && $0.contains(plant.message)
            },
            "no error saying '\(plant.message)' at \(location):\n\(result.output)")
        #expect(result.output.contains("with its Xcode conformance"), "\(result.output)")
    }
}
