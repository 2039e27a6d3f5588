import Foundation
import Testing
import WayfinderLint

/// The fixture packages of `Fixtures/`, and this repository, linted end to end through
/// `swift package describe` (which reads manifests only; nothing is built).
@Suite struct LintModulesCommandTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = here.deletingLastPathComponent().deletingLastPathComponent()

    @Test func failsNamingEachOffendingEdgeOfAPackageThatBreaksTheRule() {
        let result = lintModules(arguments: [
            "--package", Self.here.appendingPathComponent("Fixtures/BrokenGraph").path,
        ])
        #expect(result.status == 1, "\(result.errors)")
        #expect(
            result.errors == [
                "error: "
                    + ModuleGraphViolation.uiDependsOnInternal(ui: "PostUI", internal: "ProfileInternal")
                    .description,
                "error: "
                    + ModuleGraphViolation.internalDependsOnInternal(
                        source: "PostInternal", target: "ProfileInternal"
                    )
                    .description,
                "lint-modules: BrokenGraph: 2 edge(s) break the two-package rule",
            ])
    }

    @Test func passesAPackageThatFollowsTheRule() {
        let result = lintModules(arguments: [
            "--package", Self.here.appendingPathComponent("Fixtures/CleanGraph").path,
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == ["lint-modules: CleanGraph: 5 targets follow the two-package rule"])
    }

    @Test func passesTheDemoAppPackage() {
        let demo = Self.repository.appendingPathComponent("Examples/DemoApp")
        let result = lintModules(arguments: ["--package", demo.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
        #expect(result.output == ["lint-modules: WayfinderDemoApp: 10 targets follow the two-package rule"])
    }

    @Test func readsADescriptionFromAFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lint-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"name": "P", "targets": [{"name": "AUI", "target_dependencies": ["AInternal"]}]}"#.utf8)
            .write(to: file)
        let result = lintModules(arguments: ["--describe-json", file.path])
        #expect(result.status == 1)
        #expect(result.errors.first?.hasPrefix("error: AUI → AInternal:") == true)
    }

    @Test(arguments: [
        (["--bogus"], "error: unknown option --bogus"), (["--package"], "error: --package needs a value"),
        (["extra"], "error: unexpected argument 'extra'"),
    ])
    func rejectsUnknownOrIncompleteArgumentsAsUsageErrors(arguments: [String], message: String) {
        let result = lintModules(arguments: arguments)
        #expect(result.status == 64)
        #expect(result.errors.first == message)
    }

    @Test func reportsAFolderThatIsNoPackage() {
        let result = lintModules(arguments: ["--package", "/nonexistent-wayfinder-lint-folder"])
        #expect(result.status == 1)
        #expect(
            result.errors.first?.hasPrefix(
                "error: cannot read the package at /nonexistent-wayfinder-lint-folder") == true)
    }
}
