import Foundation
import Testing
import WayfinderLint

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

    @Test func aBuildWithTheImportCheckRejectsTheUndeclaredImport() throws {
        // A fresh copy each time: the check is reliable on a clean build. The package is tiny and
        // does not depend on Wayfinder, so this takes seconds.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wayfinder-import-check-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixture, to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--explicit-target-dependency-import-check", "error"]
        process.currentDirectoryURL = folder
        let log = folder.appendingPathComponent("build.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = try String(contentsOf: log, encoding: .utf8)
        #expect(process.terminationStatus != 0, "\(output)")
        #expect(
            output.contains(
                "Target PostInternal imports another target (ProfileInternal) in the package without declaring it "
                    + "a dependency."), "\(output)")
    }
}
