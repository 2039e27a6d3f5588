import Foundation
import WayfinderCommandLine

/// `wayfinder-registrar intents`, which the `RouteIntentsPlugin` runs for an app target:
///
/// ```
/// wayfinder-registrar intents --app-module NotesApp --output <dir>/NotesApp+RouteIntents.swift
///     --app-sources a.swift b.swift [--module-sources NotesNavigation=c.swift …]
/// ```
///
/// It reads the app's sources and those of the modules it depends on (each file prefixed with
/// its module's name), writes the intents of the routes that conform to `IntentRoute`, and exits
/// 0. Otherwise it prints each problem as `path:line:column: error: message` and exits 1.
public enum IntentsCommand {
    /// Runs the command.
    ///
    /// - Parameter arguments: The arguments after `intents`.
    /// - Returns: The exit code.
    public static func run(arguments: [String]) -> Int32 {
        let parsed: ArgumentScanner.Parsed
        do throws(UsageError) {
            parsed = try ArgumentScanner(
                valued: ["--app-module", "--output"], lists: ["--app-sources", "--module-sources"]
            ).scan(arguments)
            if let extra = parsed.positional.first { throw UsageError("unexpected argument '\(extra)'") }
        } catch {
            printError("wayfinder-registrar intents: error: \(error.message)")
            return UsageError.exitCode
        }
        guard let appModule = parsed.value(of: "--app-module"), let output = parsed.value(of: "--output")
        else {
            printError(
                "wayfinder-registrar intents: error: usage: wayfinder-registrar intents --app-module NAME "
                    + "--output FILE --app-sources FILE… [--module-sources MODULE=FILE…]")
            return UsageError.exitCode
        }
        var files = (parsed.lists["--app-sources"] ?? []).map { (module: appModule, path: $0) }
        for entry in parsed.lists["--module-sources"] ?? [] {
            guard let equals = entry.firstIndex(of: "="), equals != entry.startIndex else {
                printError("wayfinder-registrar intents: error: '\(entry)' is not MODULE=FILE")
                return UsageError.exitCode
            }
            files.append((String(entry[..<equals]), String(entry[entry.index(after: equals)...])))
        }
        do {
            var declarations: [FoundIntentDeclaration] = []
            for file in files {
                let text = try String(contentsOfFile: file.path, encoding: .utf8)
                declarations += IntentSourceScanner.scan(source: text, path: file.path, module: file.module)
            }
            switch IntentPlanner(appModule: appModule).plan(declarations) {
            case .failure(let failure):
                for diagnostic in failure.diagnostics { printError(diagnostic.description) }
                return 1
            case .success(let plan):
                let text = IntentGenerator.source(for: plan, appModule: appModule)
                try text.write(toFile: output, atomically: true, encoding: .utf8)
                return 0
            }
        } catch {
            printError("wayfinder-registrar intents: error: \(error)")
            return 1
        }
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
