import Foundation
import Testing
import WayfinderTestSupport

/// The SwiftUI and UIKit adapters cannot be compiled on Linux; these tests prove the most that
/// can be proved here: every adapter file parses, and every adapter file compiles to nothing on a
/// platform without its framework.
@Suite("Adapter sources parse and are platform-guarded")
struct AdapterSourcesParseTests {
    /// The adapter folders and the framework guarding each.
    static let folders: [(folder: String, framework: String)] = [
        ("Hosts/SwiftUI", "SwiftUI"), ("Hosts/UIKit", "UIKit"),
    ]

    static var sourcesRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // WayfinderTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Sources/Wayfinder")
    }

    static func swiftFiles(in folder: String) -> [URL] {
        let url = sourcesRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0) }
    }

    /// The first `swiftc` on `PATH`, or nil.
    static var swiftc: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc")
        }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test(arguments: folders.map(\.folder))
    func everyAdapterFileParses(folder: String) async throws {
        let files = Self.swiftFiles(in: folder)
        try #require(!files.isEmpty, "no Swift files in Sources/Wayfinder/\(folder)")
        let swiftc = try #require(Self.swiftc, "swiftc is not on PATH")
        for file in files {
            let parse = try await ChildProcess.run([swiftc.path, "-parse", file.path])
            #expect(parse.status == 0, "\(file.lastPathComponent): swiftc -parse failed:\n\(parse.output)")
            #expect(!parse.output.contains("error:"), "\(file.lastPathComponent):\n\(parse.output)")
        }
    }

    @Test(arguments: folders)
    func everyAdapterFileIsWrappedInItsPlatformGuard(folder: String, framework: String) throws {
        let files = Self.swiftFiles(in: folder)
        try #require(!files.isEmpty, "no Swift files in Sources/Wayfinder/\(folder)")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let name = file.lastPathComponent
            #expect(
                Self.isWrapped(text, in: framework), "\(name) is not wrapped in #if canImport(\(framework))")
        }
    }

    /// Whether the first code line opens `#if canImport(framework)` and the `#endif` that closes
    /// it is the last code line (comments and blank lines aside).
    static func isWrapped(_ text: String, in framework: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
        guard let first = lines.first, first.hasPrefix("#if canImport(\(framework))"), lines.last == "#endif"
        else { return false }
        var depth = 0
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("#if ") { depth += 1 }
            if line.hasPrefix("#endif") { depth -= 1 }
            // The opening block must stay open until the last line.
            if depth == 0 && index < lines.count - 1 { return false }
        }
        return depth == 0
    }

    @Test func theGuardCheckRejectsAnUnguardedFile() {
        #expect(!Self.isWrapped("import SwiftUI\nstruct A {}\n", in: "SwiftUI"))
        #expect(!Self.isWrapped("#if canImport(SwiftUI)\n#endif\nstruct A {}\n", in: "SwiftUI"))
        #expect(!Self.isWrapped("#if canImport(UIKit)\nstruct A {}\n#endif\n", in: "SwiftUI"))
        #expect(
            Self.isWrapped("// header\n#if canImport(SwiftUI)\n#if DEBUG\n#endif\n#endif\n", in: "SwiftUI"))
    }
}
