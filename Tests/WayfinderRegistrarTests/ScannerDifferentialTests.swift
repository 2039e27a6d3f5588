import Testing
import WayfinderRegistrar

/// The registrar's token scanner against the SwiftSyntax reference, on generated files.
@Suite struct ScannerDifferentialTests {
    /// How many files are generated, each from its own seed.
    static let fileCount = 600

    @Test func findsExactlyWhatTheSwiftSyntaxReferenceFindsInGeneratedFiles() {
        var compared = 0
        for seed in 0..<UInt64(Self.fileCount) {
            var generator = SwiftSourceGenerator(seed: seed)
            let source = generator.file()
            #expect(
                !SyntaxReferenceScanner.hasSyntaxErrors(source), "seed \(seed) is not valid Swift:\n\(source)"
            )
            let expected = SyntaxReferenceScanner.scan(source: source, path: "Generated.swift")
            let found = Findings(SourceScanner.scan(source: source, path: "Generated.swift"))
            #expect(found == expected, "seed \(seed):\n\(source)\nexpected:\n\(expected)\nfound:\n\(found)")
            compared += expected.count
            if found != expected { break }
        }
        // Enough declarations to mean something: every kind occurs many times.
        #expect(compared > Self.fileCount * 10, "\(compared) findings")
    }

    @Test func theGeneratorIsDeterministic() {
        var first = SwiftSourceGenerator(seed: 7)
        var second = SwiftSourceGenerator(seed: 7)
        #expect(first.file() == second.file())
    }
}
