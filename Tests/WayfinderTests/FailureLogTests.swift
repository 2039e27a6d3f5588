import Foundation
import Testing
import Wayfinder
import WayfinderCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
@Suite("The default failure handler logs, and never to standard output", .serialized)
struct FailureLogTests {
    /// What the process writes to standard error while `body` runs.
    private func standardError(during body: () async -> Void) async -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-stderr-\(UUID())")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: file) }
        let saved = dup(STDERR_FILENO)
        let target = open(file.path, O_WRONLY)
        dup2(target, STDERR_FILENO)
        close(target)
        await body()
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }

    #if !canImport(os)
        @Test func aRejectedLinkIsReportedOnStandardErrorEscaped() async {
            var configuration = NavigatorConfiguration()
            configuration.unregisteredRouteBehavior = .report
            let navigator = Navigator(
                modules: makeFeatures(), root: HomeRoute(), schemes: ["myapp"], configuration: configuration)
            let written = await standardError {
                _ = await navigator.open("myapp://nowhere\u{1B}]0;x").outcome
            }
            // Tests running beside this one may log too (a registration diagnostic, say): read
            // this failure's own line.
            let line = written.split(separator: "\n").first { $0.hasPrefix("Wayfinder: the link ") }
            #expect(line?.contains("is not a well-formed URL") == true, "\(written)")
            #expect(!written.contains("\u{1B}"))
        }
    #endif
}
