import Foundation
import Wayfinder
import WayfinderCommandLine
import WayfinderLinkTools

extension CLICommand {
    /// The exit code of `links check` when a manifest or baseline cannot be read (breaks exit
    /// with 1, usage errors with 64).
    static let unreadableInputStatus: Int32 = 2

    /// `wayfinder links write|check|entry-points`: the link baseline, written from a manifest file
    /// or checked against one, offline; or every route's system entry points.
    static let links = CLICommand(
        name: "links",
        summary:
            "write the link baseline (Links.json) from a manifest, fail naming each link a change breaks, or list the entry points",
        usage: """
            wayfinder links write --manifest FILE [--output FILE]
                   wayfinder links check --manifest FILE --baseline FILE
                   wayfinder links entry-points --manifest FILE [--scheme SCHEME] [--host HOST]
              --manifest FILE  the app's route manifest JSON ('-' reads standard input), as
                               'wayfinder manifest' or the app's registry.manifest.encoded() writes it
              --output FILE    where write puts the baseline (default: Links.json; '-' prints it)
              --baseline FILE  the baseline check compares the manifest with
              --scheme SCHEME  entry-points: the app's custom scheme, written before each link
              --host HOST      entry-points: the app's universal-link host
            entry-points lists each route's link, universal link, activity (type and
            eligibility), whether it opens in a new window, and its App Intent.
            check prints each break with its fix and exits with 1 when there is one; a file that
            cannot be read exits with 2, a usage error with 64.
            """,
        usesServer: false
    ) { arguments, _ throws(CLIError) in
        let parsed = try scanArguments(
            arguments, valued: ["--manifest", "--output", "--baseline", "--scheme", "--host"])
        guard parsed.positional.count == 1, let action = parsed.positional.first else {
            throw CLIError(
                message:
                    "wayfinder links needs write, check or entry-points, e.g. wayfinder links check --manifest m.json --baseline Links.json",
                status: UsageError.exitCode)
        }
        func required(_ option: String) throws(CLIError) -> String {
            guard let value = parsed.value(of: option) else {
                throw CLIError(
                    message: "wayfinder links \(action) needs \(option) FILE", status: UsageError.exitCode)
            }
            return value
        }
        if action != "entry-points",
            let option = ["--scheme", "--host"].first(where: { parsed.value(of: $0) != nil })
        {
            throw CLIError(
                message: "wayfinder links \(action) takes no \(option)", status: UsageError.exitCode)
        }
        switch action {
        case "entry-points":
            for option in ["--output", "--baseline"] where parsed.value(of: option) != nil {
                throw CLIError(
                    message: "wayfinder links entry-points takes no \(option)", status: UsageError.exitCode)
            }
            let manifest = try readManifest(try required("--manifest"))
            print(
                manifest.entryPointTable(
                    scheme: parsed.value(of: "--scheme"), host: parsed.value(of: "--host")))
            return 0
        case "write":
            guard parsed.value(of: "--baseline") == nil else {
                throw CLIError(
                    message: "wayfinder links write takes no --baseline", status: UsageError.exitCode)
            }
            let manifest = try readManifest(try required("--manifest"))
            let baseline = LinkBaseline(manifest: manifest)
            let output = parsed.value(of: "--output") ?? "Links.json"
            if output == "-" {
                FileHandle.standardOutput.write(baseline.encoded())
            } else {
                try save(baseline.encoded(), to: output)
                print(
                    "wrote \(baseline.links.count) links to \(output) (fingerprint \(baseline.fingerprint))")
            }
            return 0
        case "check":
            guard parsed.value(of: "--output") == nil else {
                throw CLIError(
                    message: "wayfinder links check takes no --output", status: UsageError.exitCode)
            }
            let manifestFile = try required("--manifest")
            let baselineFile = try required("--baseline")
            guard manifestFile != "-" || baselineFile != "-" else {
                throw CLIError(
                    message:
                        "wayfinder links check reads standard input once: give --manifest or --baseline a file",
                    status: UsageError.exitCode)
            }
            let manifest = try readManifest(manifestFile)
            let baselineData = try readInput(baselineFile)
            let baseline: LinkBaseline
            do throws(LinkBaselineError) {
                baseline = try LinkBaseline(decoding: baselineData)
            } catch {
                throw CLIError(message: "wayfinder: \(baselineFile): \(error)", status: unreadableInputStatus)
            }
            let breaks = baseline.breaks(in: manifest)
            guard breaks.isEmpty else {
                for linkBreak in breaks { print("error: \(linkBreak)") }
                print(
                    "\(baseline.links.count) links, \(breaks.count) \(breaks.count == 1 ? "break" : "breaks") "
                        + "(\(baselineFile)); fix each, or if the links may break, rewrite the baseline with "
                        + "wayfinder links write")
                return 1
            }
            let current = LinkBaseline(manifest: manifest)
            if current.fingerprint == baseline.fingerprint {
                print("\(baseline.links.count) links, no breaks (fingerprint \(baseline.fingerprint))")
            } else {
                print(
                    "\(baseline.links.count) links, no breaks; the app's links changed (fingerprint "
                        + "\(baseline.fingerprint) → \(current.fingerprint)): record them with wayfinder links write"
                )
            }
            return 0
        default:
            throw CLIError(
                message: "wayfinder links: unknown action '\(action)'; use write, check or entry-points",
                status: UsageError.exitCode)
        }
    }

    /// The bytes of a file, or of standard input for `-`.
    private static func readInput(_ file: String) throws(CLIError) -> Data {
        if file == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CLIError(message: "wayfinder: cannot read \(file)", status: unreadableInputStatus)
        }
        return data
    }

    /// A route manifest from a file, or an error naming the file and what was wrong.
    private static func readManifest(_ file: String) throws(CLIError) -> RouteManifest {
        let data = try readInput(file)
        let name = file == "-" ? "standard input" : file
        struct Header: Decodable {
            var format: String?
            var version: Int?
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw CLIError(
                message: "wayfinder: \(name) is not a route manifest: not a JSON object",
                status: unreadableInputStatus)
        }
        guard header.format == RouteManifest.formatName else {
            throw CLIError(
                message:
                    "wayfinder: \(name) is not a route manifest: its format is \(header.format.map { "\"\($0)\"" } ?? "missing"), "
                    + "expected \"\(RouteManifest.formatName)\" (the app's manifest, not its --graph json)",
                status: unreadableInputStatus)
        }
        guard let version = header.version, version <= RouteManifest.currentVersion else {
            throw CLIError(
                message:
                    "wayfinder: \(name): manifest version \(header.version.map(String.init) ?? "missing") is not supported; "
                    + "this wayfinder reads up to \(RouteManifest.currentVersion)",
                status: unreadableInputStatus)
        }
        do {
            return try RouteManifest(decoding: data)
        } catch let error as RouteManifestError {
            throw CLIError(message: "wayfinder: \(name): \(error)", status: unreadableInputStatus)
        } catch {
            throw CLIError(
                message: "wayfinder: \(name) is a malformed route manifest: \(error)",
                status: unreadableInputStatus)
        }
    }
}
