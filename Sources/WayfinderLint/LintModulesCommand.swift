import Foundation
import WayfinderCommandLine

/// `wayfinder lint-modules [--package PATH] [--describe-json FILE] [--ui-suffix UI]
/// [--internal-suffix Internal]`: checks a package's module graph against the two-package rule.
///
/// The package is read with `swift package describe --type json` (run in `PATH`, default the
/// current folder), or from a file that holds that output. Each violation is printed to standard
/// error as `error: A → B: …`.
///
/// - Parameter arguments: The arguments after `lint-modules`.
/// - Returns: 0 when the graph follows the rule, 1 when an edge breaks it, 2 on a usage error or
///   a package that cannot be described.
public func runLintModules(arguments: [String]) -> Int32 {
    let result = lintModules(arguments: arguments)
    for line in result.output { print(line) }
    for line in result.errors { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    return result.status
}

/// What `lint-modules` prints and its exit code.
public struct LintModulesResult: Hashable, Sendable {
    /// The exit code: 0 clean, 1 violations or a package that cannot be read, 64 a usage error.
    public var status: Int32
    /// Lines for standard output.
    public var output: [String] = []
    /// Lines for standard error.
    public var errors: [String] = []
}

/// Runs `lint-modules` without printing; see ``runLintModules(arguments:)``.
public func lintModules(arguments: [String]) -> LintModulesResult {
    if ArgumentScanner.asksForHelp(arguments) {
        return LintModulesResult(status: 0, output: [lintModulesUsage])
    }
    let parsed: ArgumentScanner.Parsed
    do throws(UsageError) {
        parsed = try ArgumentScanner(valued: [
            "--package", "--describe-json", "--ui-suffix", "--internal-suffix",
        ])
        .scan(arguments)
        if let extra = parsed.positional.first { throw UsageError("unexpected argument '\(extra)'") }
    } catch {
        return LintModulesResult(
            status: UsageError.exitCode, errors: ["error: \(error.message)", lintModulesUsage])
    }
    let packagePath = parsed.value(of: "--package") ?? "."
    let describeFile = parsed.value(of: "--describe-json")
    var rules = ModuleGraphRules()
    if let suffix = parsed.value(of: "--ui-suffix") { rules.uiSuffix = suffix }
    if let suffix = parsed.value(of: "--internal-suffix") { rules.internalSuffix = suffix }

    let package: DescribedPackage
    do {
        let data =
            if let describeFile {
                try Data(contentsOf: URL(fileURLWithPath: describeFile))
            } else {
                try describePackage(at: packagePath)
            }
        package = try DescribedPackage(describeJSON: data)
    } catch {
        return LintModulesResult(
            status: 1, errors: ["error: cannot read the package at \(packagePath): \(error)"])
    }

    let violations = rules.violations(in: package)
    if violations.isEmpty {
        return LintModulesResult(
            status: 0,
            output: [
                "lint-modules: \(package.name): \(package.targets.count) targets follow the two-package rule"
            ])
    }
    return LintModulesResult(
        status: 1,
        errors: violations.map { "error: \($0)" }
            + ["lint-modules: \(package.name): \(violations.count) edge(s) break the two-package rule"])
}

let lintModulesUsage = """
    usage: wayfinder lint-modules [--package PATH] [--describe-json FILE] [--ui-suffix UI] \
    [--internal-suffix Internal]
    """

/// Runs `swift package describe --type json` in a folder and returns what it prints.
///
/// It uses a scratch folder of its own, so it never waits for the lock of a build or test run
/// in progress in the package's `.build` (as when a test lints the package it belongs to).
func describePackage(at path: String) throws -> Data {
    let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("wayfinder-lint-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        "swift", "package", "--package-path", path, "--scratch-path", scratch.path, "describe", "--type",
        "json",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw DescribeError(status: process.terminationStatus, message: errorText)
    }
    return data
}

/// `swift package describe` failed.
struct DescribeError: Error, CustomStringConvertible {
    let status: Int32
    let message: String
    var description: String { "swift package describe exited with \(status): \(message)" }
}
