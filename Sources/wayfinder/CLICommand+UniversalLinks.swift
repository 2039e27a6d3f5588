import Foundation
import Wayfinder
import WayfinderCommandLine
import WayfinderCore
import WayfinderLinkTools

extension CLICommand {
    /// `wayfinder aasa`: writes or checks an `apple-app-site-association` file, offline.
    static let aasa = CLICommand(
        name: "aasa",
        summary: "write the apple-app-site-association file for a route manifest, or check one against it",
        usage: """
            wayfinder aasa --manifest FILE --app-id TEAMID.BUNDLE.ID [--app-id …]... [--host HOST] [--output FILE]
            wayfinder aasa --check FILE --manifest FILE [--host example.com]
              --manifest FILE  the route manifest: what 'wayfinder manifest' prints, or
                               navigator.registry.manifest.encoded() saved by the app's tests
              --app-id ID      an app that opens the links; repeatable
              --output FILE    write the file there instead of printing it
              --check FILE     report links the file sends that no route opens, and links a route
                               opens that it never sends, reading the components in order as the
                               system does (exit status 1 when there are any)
              --host HOST      the domain the file is served on (default: example.com); routes
                               bound to another host are left out, so write one file per host
            """,
        usesServer: false
    ) { arguments, context throws(CLIError) in
        let parsed = try scanArguments(
            arguments, valued: ["--manifest", "--output", "--check", "--host"], repeatable: ["--app-id"])
        guard parsed.positional.isEmpty else {
            throw CLIError(
                message: "wayfinder: unexpected argument '\(parsed.positional[0])'; see --help",
                status: UsageError.exitCode)
        }
        guard let manifestFile = parsed.value(of: "--manifest") else {
            throw CLIError(
                message: "wayfinder aasa needs --manifest FILE; see --help", status: UsageError.exitCode)
        }
        let manifest = try readManifest(manifestFile)
        if let file = parsed.value(of: "--check") {
            guard parsed.values(of: "--app-id").isEmpty, parsed.value(of: "--output") == nil else {
                throw CLIError(
                    message: "wayfinder: --check takes no --app-id or --output; see --help",
                    status: UsageError.exitCode)
            }
            let data = try readFile(file)
            let association: AppSiteAssociation
            do throws(AppSiteAssociationError) {
                association = try AppSiteAssociation(decoding: data)
            } catch {
                throw CLIError(message: "wayfinder: \(file): \(error)", status: 1)
            }
            let host = parsed.value(of: "--host") ?? "example.com"
            let findings = association.findings(against: manifest, host: host)
            for finding in findings { context.print(finding.description) }
            if !findings.isEmpty { return 1 }
            let count = association.details.map(\.components.count).reduce(0, +)
            context.print(
                "\(file) agrees with the \(manifest.routes.count) routes: \(count) components checked both ways"
            )
            return 0
        }
        let appIDs = parsed.values(of: "--app-id")
        guard !appIDs.isEmpty else {
            throw CLIError(
                message: "wayfinder aasa needs --app-id TEAMID.BUNDLE.ID (or --check FILE); see --help",
                status: UsageError.exitCode)
        }
        for id in appIDs where !isAppID(id) {
            throw CLIError(
                message:
                    "wayfinder: '\(id)' is not an app ID: give TEAMID.bundle.identifier, e.g. ABCDE12345.com.example.app",
                status: UsageError.exitCode)
        }
        let association: AppSiteAssociation
        do throws(RouteManifestError) {
            association = try AppSiteAssociation(
                manifest: manifest, appIDs: appIDs, host: parsed.value(of: "--host") ?? "example.com")
        } catch {
            throw CLIError(message: "wayfinder: \(manifestFile): \(error)", status: 1)
        }
        try write(association.encoded(), to: parsed.value(of: "--output"))
        return 0
    }

    /// `wayfinder assetlinks`: writes the Android `assetlinks.json` file, offline.
    static let assetlinks = CLICommand(
        name: "assetlinks",
        summary: "write the Android assetlinks.json file, and the intent-filter lines for a manifest",
        usage: """
            wayfinder assetlinks --package NAME --fingerprint SHA256 [--fingerprint …]... [--output FILE] [--manifest FILE] [--host HOST]
              --package NAME       the Android application ID, e.g. com.example.app
              --fingerprint SHA256 a signing certificate's SHA-256 fingerprint (AB:CD:…, 32 bytes); repeatable
              --output FILE        write the file there instead of printing it
              --manifest FILE      also print the <data> lines for the app's intent filter
              --host HOST          the host of that intent filter (default: example.com); routes bound
                                   to another host are left out
            """,
        usesServer: false
    ) { arguments, context throws(CLIError) in
        let parsed = try scanArguments(
            arguments, valued: ["--package", "--output", "--manifest", "--host"],
            repeatable: ["--fingerprint"])
        guard parsed.positional.isEmpty else {
            throw CLIError(
                message: "wayfinder: unexpected argument '\(parsed.positional[0])'; see --help",
                status: UsageError.exitCode)
        }
        guard let package = parsed.value(of: "--package") else {
            throw CLIError(
                message: "wayfinder assetlinks needs --package NAME; see --help", status: UsageError.exitCode)
        }
        let links: AssetLinks
        do throws(AssetLinks.Problem) {
            links = try AssetLinks(packageName: package, fingerprints: parsed.values(of: "--fingerprint"))
        } catch {
            throw CLIError(message: "wayfinder: \(error)", status: UsageError.exitCode)
        }
        var lines: [String]?
        if let file = parsed.value(of: "--manifest") {
            let manifest = try readManifest(file)
            do throws(RouteManifestError) {
                lines = try AssetLinks.intentFilterLines(
                    for: manifest, host: parsed.value(of: "--host") ?? "example.com")
            } catch {
                throw CLIError(message: "wayfinder: \(file): \(error)", status: 1)
            }
        }
        try write(links.encoded(), to: parsed.value(of: "--output"))
        if let lines {
            let text =
                "<!-- inside <intent-filter android:autoVerify=\"true\"> -->\n"
                + lines.joined(separator: "\n")
            context.print(text)
        }
        return 0
    }
}

// MARK: - Files

/// `TEAMID.bundle.id`: a prefix and at least one more dot-separated part, no spaces.
private func isAppID(_ id: String) -> Bool {
    let parts = id.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count >= 2
        && parts.allSatisfy {
            !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
}

private func readFile(_ path: String) throws(CLIError) -> Data {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw CLIError(message: "wayfinder: cannot read \(path)", status: 1)
    }
    return data
}

/// The manifest a file holds, or an error naming the file (and saying so when it is the route
/// graph instead).
private func readManifest(_ path: String) throws(CLIError) -> RouteManifest {
    let data = try readFile(path)
    do {
        return try RouteManifest(decoding: data)
    } catch let error as RouteManifestError {
        throw CLIError(message: "wayfinder: \(path): \(error)", status: 1)
    } catch {
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        let hint =
            object?["nodes"] != nil && object?["edges"] != nil
            ? ": it is a route graph (nodes and edges); give the manifest, which 'wayfinder manifest' prints"
            : " ('wayfinder manifest' prints one)"
        throw CLIError(message: "wayfinder: \(path) is not a route manifest\(hint)", status: 1)
    }
}

/// Writes to a file, or to standard output when `path` is nil.
private func write(_ data: Data, to path: String?) throws(CLIError) {
    guard let path else {
        FileHandle.standardOutput.write(data)
        return
    }
    guard FileManager.default.createFile(atPath: path, contents: data) else {
        throw CLIError(message: "wayfinder: cannot write \(path)", status: 1)
    }
}
