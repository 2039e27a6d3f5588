import Foundation
import WayfinderCommandLine

/// The `wayfinder-registrar` command line, which the `RouteRegistrarPlugin` runs for each
/// Internal target:
///
/// ```
/// wayfinder-registrar --internal-module PostInternal [--ui-module PostUI]
///     --output <dir>/PostInternal+Registration.swift
///     --internal-sources a.swift b.swift [--ui-sources c.swift]
/// ```
///
/// On success it writes the file and exits 0. Otherwise it prints each problem to standard error
/// as `path:line:column: error: message` and exits 1, which fails the build with that text.
public enum RegistrarCommand {
    /// Runs the command.
    ///
    /// - Parameter arguments: The arguments, without the program name.
    /// - Returns: The exit code.
    public static func run(arguments: [String]) -> Int32 {
        let parsed: ArgumentScanner.Parsed
        do throws(UsageError) {
            parsed = try ArgumentScanner(
                valued: ["--internal-module", "--ui-module", "--output"],
                lists: ["--internal-sources", "--ui-sources"]
            ).scan(arguments)
            if let extra = parsed.positional.first { throw UsageError("unexpected argument '\(extra)'") }
        } catch {
            printError("wayfinder-registrar: error: \(error.message)")
            return UsageError.exitCode
        }
        let internalModule = parsed.value(of: "--internal-module")
        let uiModule = parsed.value(of: "--ui-module")
        let output = parsed.value(of: "--output")
        let internalFiles = parsed.lists["--internal-sources"] ?? []
        let uiFiles = parsed.lists["--ui-sources"] ?? []
        guard let internalModule, let output else {
            printError(
                "wayfinder-registrar: error: usage: wayfinder-registrar --internal-module NAME [--ui-module NAME] "
                    + "--output FILE --internal-sources FILE… [--ui-sources FILE…]")
            return UsageError.exitCode
        }

        let registrar = Registrar(internalModule: internalModule, uiModule: uiModule)
        do {
            let internalScan = try scan(internalFiles)
            let uiScan = try scan(uiFiles)
            switch registrar.plan(internalSources: internalScan, uiSources: uiScan) {
            case .failure(let failure):
                for diagnostic in failure.diagnostics { printError(diagnostic.description) }
                return 1
            case .success(let plan):
                let text = RegistrationGenerator.source(for: plan, registrar: registrar)
                try text.write(toFile: output, atomically: true, encoding: .utf8)
                return 0
            }
        } catch {
            printError("wayfinder-registrar: error: \(error)")
            return 1
        }
    }

    private static func scan(_ files: [String]) throws -> ScanResult {
        var result = ScanResult()
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            result.merge(SourceScanner.scan(source: text, path: file))
        }
        return result
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
