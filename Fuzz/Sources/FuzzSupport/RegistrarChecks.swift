import FuzzWayfinderRegistrar

/// Fuzzes the registrar's reading of Swift source (`SourceScanner`, compiled here from the
/// registrar's own files) and the plan and file it makes of what it read.
///
/// The registrar reads files that are only ever half-written while someone types, so any bytes
/// (decoded as UTF-8, invalid sequences as U+FFFD) must be scanned to the end without a trap or a
/// hang, and:
/// 1. Scanning is deterministic: the same text gives equal findings.
/// 2. Every position found lies in the text: its line exists and its column is at most one past
///    the line's last byte; every name found is non-empty and on one line.
/// 3. A line break put before the text moves every finding one line down and changes nothing
///    else (unless the text starts with a byte-order mark or `#!`, which only count at the start).
/// 4. The registrar's plan for the findings (as both targets) either fails with at least one
///    diagnostic, each at a position found in the text, or succeeds, and then the generated file
///    registers every planned screen.
public func fuzzRegistrar(_ bytes: UnsafeRawBufferPointer) {
    let source = text(of: bytes)
    let result = SourceScanner.scan(source: source, path: "Fuzz.swift")
    let again = SourceScanner.scan(source: source, path: "Fuzz.swift")
    fuzzCheck(
        again.routes == result.routes && again.screens == result.screens && again.modules == result.modules
            && again.members == result.members, "two scans of the same text differ")

    let lineLengths = utf8LineLengths(source)
    let positions =
        result.routes.map(\.position) + result.screens.map(\.position) + result.modules.map(\.position)
        + result.members.map(\.position)
    for position in positions {
        fuzzCheck(
            position.line >= 1 && position.line <= lineLengths.count && position.column >= 1
                && position.column <= lineLengths[position.line - 1] + 1,
            "\(position) lies outside the text (\(lineLengths.count) lines)")
    }
    let names =
        result.routes.map(\.name) + result.screens.map(\.name) + result.modules.map(\.name)
        + result.members.flatMap { [$0.typeName, $0.name] }
    for name in names {
        fuzzCheck(
            !name.isEmpty && !name.contains("\n") && !name.contains("\r"),
            "a name found is \(name.debugDescription)")
    }

    // Bytes, not characters: `#!` followed by a combining mark is one `Character` ("!\u{0739}")
    // that `hasPrefix("#!")` does not match, yet the scanner (which reads bytes) skips that line.
    if !source.utf8.starts(with: "#!".utf8), !source.utf8.starts(with: [0xEF, 0xBB, 0xBF]) {
        let shifted = SourceScanner.scan(source: "\n" + source, path: "Fuzz.swift")
        func down(_ position: SourcePosition) -> SourcePosition {
            SourcePosition(file: position.file, line: position.line + 1, column: position.column)
        }
        fuzzCheck(
            shifted.routes.map(\.name) == result.routes.map(\.name)
                && shifted.routes.map(\.position) == result.routes.map { down($0.position) }
                && shifted.members.map(\.signature) == result.members.map(\.signature)
                && shifted.members.map(\.position) == result.members.map { down($0.position) }
                && shifted.screens.map(\.routeName) == result.screens.map(\.routeName)
                && shifted.modules.map(\.position) == result.modules.map { down($0.position) },
            "a line break before the text changed more than the lines")
    }

    let registrar = Registrar(internalModule: "FuzzInternal", uiModule: "FuzzUI")
    switch registrar.plan(internalSources: result, uiSources: result) {
    case .failure(let failure):
        fuzzCheck(!failure.diagnostics.isEmpty, "a failed plan without a diagnostic")
        let found = Set(positions)
        for diagnostic in failure.diagnostics {
            fuzzCheck(
                found.contains(diagnostic.position),
                "a diagnostic at \(diagnostic.position), where nothing was found")
        }
    case .success(let plan):
        let generated = RegistrationGenerator.source(for: plan, registrar: registrar)
        for entry in plan.entries {
            fuzzCheck(
                generated.contains("context.register(\(entry.screen).self"),
                "\(entry.screen) is not registered")
        }
    }
}

/// Each line's length in UTF-8 bytes; a line ends at `\n`, `\r\n` or a lone `\r`.
private func utf8LineLengths(_ text: String) -> [Int] {
    var lengths: [Int] = []
    var length = 0
    var previousWasReturn = false
    for byte in text.utf8 {
        if byte == UInt8(ascii: "\n"), previousWasReturn {
            previousWasReturn = false
            continue
        }
        previousWasReturn = byte == UInt8(ascii: "\r")
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            lengths.append(length)
            length = 0
        } else {
            length += 1
        }
    }
    lengths.append(length)
    return lengths
}
