import Foundation

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
    var packagePath = "."
    var describeFile: String?
    var rules = ModuleGraphRules()
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        let value = index + 1 < arguments.count ? arguments[index + 1] : nil
        switch (argument, value) {
        case ("--package", let value?): packagePath = value
        case ("--describe-json", let value?): describeFile = value
        case ("--ui-suffix", let value?): rules.uiSuffix = value
        case ("--internal-suffix", let value?): rules.internalSuffix = value
        case ("--help", _), ("-h", _):
            print(lintModulesUsage)
            return 0
        default:
            writeError("error: unexpected argument '\(argument)'\n\(lintModulesUsage)")
            return 2
        }
        index += 2
    }

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
        writeError("error: cannot read the package at \(packagePath): \(error)")
        return 2
    }

    let violations = rules.violations(in: package)
    for violation in violations { writeError("error: \(violation)") }
    if violations.isEmpty {
        print("lint-modules: \(package.name): \(package.targets.count) targets follow the two-package rule")
        return 0
    }
    writeError("lint-modules: \(package.name): \(violations.count) edge(s) break the two-package rule")
    return 1
}

let lintModulesUsage = """
    usage: wayfinder lint-modules [--package PATH] [--describe-json FILE] [--ui-suffix UI] \
    [--internal-suffix Internal]
    """

/// Runs `swift package describe --type json` in a folder and returns what it prints.
func describePackage(at path: String) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--package-path", path, "describe", "--type", "json"]
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

func writeError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
