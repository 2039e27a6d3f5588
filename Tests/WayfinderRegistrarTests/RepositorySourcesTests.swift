import Foundation
import Testing
import WayfinderRegistrar

/// The registrar's scanner against the SwiftSyntax reference on real code: every Swift file of
/// this repository (sources, tests, fixtures, examples, benchmarks, fuzzers).
@Suite struct RepositorySourcesTests {
    @Test func findsExactlyWhatTheSwiftSyntaxReferenceFindsInEverySwiftFileOfTheRepository() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files: [String] = []
        for folder in ["Sources", "Tests", "Examples", "Benchmarks", "Fuzz/Sources", "Plugins", "Scripts"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let relative = walker.nextObject() as? String {
                // Build folders hold checkouts and objects by the thousand: not walked at all.
                let name = URL(fileURLWithPath: relative).lastPathComponent
                if name == ".build" || name == ".swiftpm" {
                    walker.skipDescendants()
                    continue
                }
                if relative.hasSuffix(".swift") { files.append(base.appendingPathComponent(relative).path) }
            }
        }
        var compared = 0
        for file in files.sorted() {
            let source = try String(contentsOfFile: file, encoding: .utf8)
            let expected = SyntaxReferenceScanner.scan(source: source, path: file)
            let found = Findings(SourceScanner.scan(source: source, path: file))
            #expect(found == expected, "\(file):\nexpected:\n\(expected)\nfound:\n\(found)")
            compared += expected.count
        }
        #expect(files.count > 300 && compared > 2000, "\(files.count) files, \(compared) findings")
    }
}
