import Foundation
import Testing

/// One fixture source in `Fixtures/`, with its expectations written in its leading comments:
/// `// expect-success`, or one `// expect-error: <text>` per error the compiler must report.
struct Fixture: Sendable, CustomTestStringConvertible {
    let url: URL
    let expectsSuccess: Bool
    let expectedErrors: [String]
    /// Text every error line must contain (`// expect-every-error-contains: <text>`): the
    /// compile shows no error but the expected kind.
    let everyErrorContains: String?

    var testDescription: String { url.lastPathComponent }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Every fixture, sorted by name.
    static let all: [Fixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            let url = folder.appendingPathComponent(name)
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n").map(String.init)
            let errorPrefix = "// expect-error: "
            let everyPrefix = "// expect-every-error-contains: "
            return Fixture(
                url: url,
                expectsSuccess: lines.contains("// expect-success"),
                expectedErrors: lines.filter { $0.hasPrefix(errorPrefix) }.map {
                    String($0.dropFirst(errorPrefix.count))
                },
                everyErrorContains: lines.first { $0.hasPrefix(everyPrefix) }.map {
                    String($0.dropFirst(everyPrefix.count))
                })
        }
    }()
}

/// End-to-end: each fixture is type-checked by `swiftc` with the built plugin, so removing a
/// diagnostic from the macro (or breaking the generated code) fails a test here.
@Suite struct RouteMacroCompileTests {
    @Test func fixturesExistForEveryDiagnostic() {
        #expect(Fixture.all.count >= 20, "fixtures not found in \(Fixture.folder.path)")
        #expect(Fixture.all.contains { $0.expectsSuccess })
        for fixture in Fixture.all {
            #expect(
                fixture.expectsSuccess != !fixture.expectedErrors.isEmpty,
                "\(fixture.testDescription) states no expectation")
        }
    }

    @Test(arguments: Fixture.all)
    func fixtureTypeChecksAsExpected(_ fixture: Fixture) async throws {
        let harness = try CompilerHarness.locate()
        let result = try await harness.typecheck(fixture.url)
        let errorLines = result.standardError.split(separator: "\n").filter { $0.contains("error:") }
        if fixture.expectsSuccess {
            #expect(result.exitCode == 0, "expected a clean type-check:\n\(result.standardError)")
            #expect(
                !result.standardError.contains("warning:"), "expected no warnings:\n\(result.standardError)")
            return
        }
        #expect(result.exitCode != 0, "expected the type-check to fail")
        for expected in fixture.expectedErrors {
            #expect(
                errorLines.contains { $0.contains(expected) },
                "missing error \"\(expected)\" in:\n\(result.standardError)")
        }
        if let common = fixture.everyErrorContains {
            let others = errorLines.filter { !$0.contains(common) }
            #expect(others.isEmpty, "unexpected errors:\n\(others.joined(separator: "\n"))")
        }
    }
}
