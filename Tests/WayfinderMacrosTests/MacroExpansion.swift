import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@testable import WayfinderMacros

/// The result of expanding `@Route` in a source text in process, as the compiler would.
struct MacroExpansion {
    /// The source with every `@Route` expanded, trailing whitespace removed from each line.
    let expandedSource: String
    /// The diagnostics the macro emitted, in order.
    let diagnostics: [Diagnostic]
    /// The parsed source, for applying fix-its.
    private let file: SourceFileSyntax

    /// The diagnostics' stable ids (`RouteDiagnostic.id`).
    var diagnosticIDs: [String] { diagnostics.map { ($0.diagMessage as? RouteDiagnostic)?.id ?? "?" } }

    /// The diagnostics' messages.
    var messages: [String] { diagnostics.map(\.message) }

    /// Parses `source` and expands `@Route` (member and extension roles, with `Route` as the
    /// conformance the struct lacks unless `alreadyConforms`), formatted with 4-space indents.
    init(_ source: String, alreadyConforms: Bool = false) {
        file = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(
            sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "Test.swift")])
        let specs = [
            "Route": MacroSpec(type: RouteMacro.self, conformances: alreadyConforms ? [] : ["Route"])
        ]
        let expanded = file.expand(
            macroSpecs: specs, contextGenerator: { _ in context }, indentationWidth: .spaces(4))
        expandedSource = expanded.description.withoutTrailingWhitespace
        diagnostics = context.diagnostics
    }

    /// The source after applying the fix-its of the diagnostics with this id.
    func applyingFixIts(of id: String) -> String {
        var edits: [SourceEdit] = []
        for diagnostic in diagnostics where (diagnostic.diagMessage as? RouteDiagnostic)?.id == id {
            for fixIt in diagnostic.fixIts { edits += fixIt.edits }
        }
        var bytes = Array(file.description.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(
                edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset,
                with: edit.replacementBytes)
        }
        return String(decoding: bytes, as: UTF8.self).withoutTrailingWhitespace
    }
}

extension String {
    /// The text with trailing spaces removed from every line and trailing newlines removed.
    var withoutTrailingWhitespace: String {
        var text = split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
            .joined(separator: "\n")
        while text.last == "\n" { text.removeLast() }
        while text.first == "\n" { text.removeFirst() }
        return text
    }
}

/// Expects the whole expansion of `source` to be `expected`, with no diagnostics.
func expectExpansion(
    _ source: String, expandsTo expected: String, alreadyConforms: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let expansion = MacroExpansion(source, alreadyConforms: alreadyConforms)
    #expect(
        expansion.diagnostics.isEmpty, "unexpected diagnostics: \(expansion.messages)",
        sourceLocation: sourceLocation)
    #expect(expansion.expandedSource == expected.withoutTrailingWhitespace, sourceLocation: sourceLocation)
}
