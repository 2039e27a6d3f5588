import Foundation
import Testing
import WayfinderLint
import WayfinderTestSupport

/// The two-package rule is enforced on two levels: `wayfinder-lint lint-modules` checks the
/// declared target dependencies, and `swift build --explicit-target-dependency-import-check
/// error` (the CI build's flag) rejects an `import` of a target that is not declared. The fixture
/// `Fixtures/UndeclaredImport` declares only rule-following edges but imports another feature's
/// Internal target: the lint passes it, the build with the flag fails naming the import.
@Suite struct ImportCheckTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/UndeclaredImport")

    @Test func theDeclaredGraphOfTheFixtureFollowsTheRule() {
        let result = lintModules(arguments: ["--package", Self.fixture.path])
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func aBuildWithTheImportCheckRejectsTheUndeclaredImport() async throws {
        // A fresh copy each time: the check is reliable on a clean build. The package is tiny and
        // does not depend on Wayfinder, so this takes seconds.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wayfinder-import-check-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixture, to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = try await ChildProcess.run(
            ["swift", "build", "--explicit-target-dependency-import-check", "error"], in: folder)
        #expect(build.status != 0, "\(build.output)")
        #expect(
            build.output.contains(
                "Target PostInternal imports another target (ProfileInternal) in the package without declaring it "
                    + "a dependency."), "\(build.output)")
    }
}
