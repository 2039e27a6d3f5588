// route-macro-bench: what `@Route` costs at build time. Run through Scripts/bench-route-macro.sh,
// which compiles this folder; see there for the options.

import Foundation

// MARK: - Options

struct Options {
    var wayfinder = ""
    var work = ""
    var routes = 500
    var routesPerFile = 20
    var runs = 3
    var json: String?
    var generateOnly = false
    /// Extra `-Xswiftc` flags for the timed builds, for profiling.
    var swiftcFlags: [String] = []
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench-route-macro: FAILED: \(message)\n".utf8))
    exit(1)
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    func value(_ flag: String) -> String {
        guard let value = arguments.popFirst() else { fail("\(flag) needs a value") }
        return value
    }
    func number(_ flag: String) -> Int {
        guard let number = Int(value(flag)), number > 0 else { fail("\(flag) needs a positive number") }
        return number
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--wayfinder": options.wayfinder = value(argument)
        case "--work": options.work = value(argument)
        case "--routes": options.routes = number(argument)
        case "--routes-per-file": options.routesPerFile = number(argument)
        case "--runs": options.runs = number(argument)
        case "--json": options.json = value(argument)
        case "--generate-only": options.generateOnly = true
        case "--swiftc-flag": options.swiftcFlags.append(value(argument))
        default: fail("unknown option \(argument)")
        }
    }
    if options.wayfinder.isEmpty { fail("--wayfinder REPOSITORY is required") }
    if options.work.isEmpty { fail("--work FOLDER is required") }
    return options
}

// MARK: - Running SwiftPM

/// Runs `swift` with these arguments in the bench package, output into `log`; the wall time.
func swift(_ arguments: [String], log: URL) throws -> Duration {
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let output = try FileHandle(forWritingTo: log)
    defer { try? output.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    var environment = ProcessInfo.processInfo.environment
    // A package outside the repository would otherwise depend on the swift-syntax package.
    environment["WAYFINDER_SWIFT_SYNTAX"] = "toolchain"
    process.environment = environment
    process.standardOutput = output
    process.standardError = output
    let clock = ContinuousClock()
    let start = clock.now
    try process.run()
    process.waitUntilExit()
    let elapsed = clock.now - start
    guard process.terminationStatus == 0 else {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let tail = text.split(separator: "\n", omittingEmptySubsequences: false).suffix(40)
        FileHandle.standardError.write(Data((tail.joined(separator: "\n") + "\n").utf8))
        fail(
            "`swift \(arguments.joined(separator: " "))` exited with \(process.terminationStatus) (log above, whole log: \(log.path))"
        )
    }
    return elapsed
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

// MARK: - The package

/// One variant of the routes: a target of the bench package.
struct Variant {
    let key: String
    let target: String
    let label: String
    let files: [(name: String, text: String)]
}

func write(_ text: String, to path: URL) throws {
    try FileManager.default.createDirectory(
        at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: path, atomically: false, encoding: .utf8)
}

/// Writes a variant's sources; `edit` changes every file (a trailing comment) so that the next
/// build recompiles the whole target.
func writeSources(of variant: Variant, in package: URL, edit: Int) throws {
    if edit == 0 {
        // A reused bench package may hold the files of an earlier run with more routes.
        try? FileManager.default.removeItem(at: package.appendingPathComponent("Sources/\(variant.target)"))
    }
    for file in variant.files {
        let path = package.appendingPathComponent("Sources/\(variant.target)/\(file.name)")
        try write(file.text + "// edit \(edit)\n", to: path)
    }
}

// MARK: - Statistics

struct Figures: Codable {
    let runs: [Double]
    var median: Double {
        let sorted = runs.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
    var min: Double { runs.min()! }
    var max: Double { runs.max()! }
}

func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

func format(_ seconds: Double) -> String { String(format: "%.2f s", seconds) }
func format(ratio: Double) -> String { String(format: "%.2f×", ratio) }

// MARK: - Main

let options = parseOptions()
let wayfinder = URL(fileURLWithPath: options.wayfinder).standardizedFileURL
let package = URL(fileURLWithPath: options.work).standardizedFileURL
let logs = package.appendingPathComponent("logs")

let routes = makeRoutes(count: options.routes)
let variants = [
    Variant(
        key: "macro", target: "BenchRoutesMacro", label: "(a) @Route",
        files: variantFiles(routes, routesPerFile: options.routesPerFile, importsRoute: true) {
            $0.macroSource
        }),
    Variant(
        key: "hand", target: "BenchRoutesHand", label: "(b) hand-written",
        files: variantFiles(routes, routesPerFile: options.routesPerFile, importsRoute: true) {
            $0.handWrittenSource
        }),
    Variant(
        key: "plain", target: "BenchRoutesPlain", label: "(c) plain structs",
        files: variantFiles(routes, routesPerFile: options.routesPerFile, importsRoute: false) {
            $0.plainSource
        }),
]

do {
    try write(manifest(wayfinderPath: wayfinder.path), to: package.appendingPathComponent("Package.swift"))
    try write(supportSource, to: package.appendingPathComponent("Sources/BenchSupport/BenchSupport.swift"))
    try write(
        checkSource(routes, perShape: 3), to: package.appendingPathComponent("Sources/bench-check/main.swift")
    )
    for variant in variants { try writeSources(of: variant, in: package, edit: 0) }
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
} catch {
    fail("cannot write the bench package in \(package.path): \(error)")
}
print(
    "bench-route-macro: \(routes.count) routes, \(options.routesPerFile) a file "
        + "(\(variants[0].files.count) files a target), in \(package.path)"
)
if options.generateOnly { exit(0) }

do {
    let packageArguments = ["--package-path", package.path]
    // The check builds Wayfinder, the macro and variants (a) and (b), and runs their round trip.
    _ = try swift(
        ["build"] + packageArguments + ["--product", "bench-check"],
        log: logs.appendingPathComponent("check.log"))
    let binPathLog = logs.appendingPathComponent("bin-path.log")
    _ = try swift(["build"] + packageArguments + ["--show-bin-path"], log: binPathLog)
    let binPath =
        try String(contentsOf: binPathLog, encoding: .utf8)
        .split(separator: "\n").last.map(String.init) ?? ""
    let checkLog = logs.appendingPathComponent("check-run.log")
    FileManager.default.createFile(atPath: checkLog.path, contents: nil)
    let check = Process()
    check.executableURL = URL(fileURLWithPath: binPath).appendingPathComponent("bench-check")
    check.standardOutput = try FileHandle(forWritingTo: checkLog)
    try check.run()
    check.waitUntilExit()
    let checkOutput = (try? String(contentsOf: checkLog, encoding: .utf8)) ?? ""
    guard check.terminationStatus == 0 else {
        fail("the hand-written conformances differ from the macro's: \(checkOutput)")
    }
    print(checkOutput.trimmingCharacters(in: .whitespacesAndNewlines))

    let flags = options.swiftcFlags.flatMap { ["-Xswiftc", $0] }
    func build(_ variant: Variant, _ name: String) throws -> Double {
        try swift(
            ["build"] + packageArguments + ["--target", variant.target] + flags,
            log: logs.appendingPathComponent("\(name).log")
        ).seconds
    }
    // Warm: every target built once with the timed flags, so a timed build compiles only its own
    // sources.
    for variant in variants { _ = try build(variant, "\(variant.key)-warm") }

    var times: [String: [Double]] = [:]
    var nullBuilds: [Double] = []
    let loadBefore = loadAverage()
    for run in 1...options.runs {
        // Interleaved, and the order rotated each run, so load on the machine hits all three.
        let order = (0..<variants.count).map { variants[($0 + run - 1) % variants.count] }
        for variant in order {
            try writeSources(of: variant, in: package, edit: run)
            let seconds = try build(variant, "\(variant.key)-\(run)")
            times[variant.key, default: []].append(seconds)
            print("  run \(run): \(variant.label): \(format(seconds))")
        }
        nullBuilds.append(try build(variants[0], "null-\(run)"))
    }
    let loadAfter = loadAverage()

    let figures = times.mapValues(Figures.init(runs:))
    let macroOverHand = figures["macro"]!.median / figures["hand"]!.median
    let handOverPlain = figures["hand"]!.median / figures["plain"]!.median
    let macroOverPlain = figures["macro"]!.median / figures["plain"]!.median
    let target = 1.2
    let met = macroOverHand <= target
    let null = Figures(runs: nullBuilds)

    print("")
    print(
        "`swift build --target X` after every source file of X changed, \(options.runs) runs each, interleaved"
    )
    print(
        "(this machine only: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loadBefore) before, \(loadAfter) after)"
    )
    for variant in variants {
        let figure = figures[variant.key]!
        print(
            "  \(variant.label.padding(toLength: 20, withPad: " ", startingAt: 0)) median \(format(figure.median))"
                + "  min \(format(figure.min))  max \(format(figure.max))")
    }
    print(
        "  null build (nothing changed)   median \(format(null.median))  min \(format(null.min))  max \(format(null.max))"
    )
    print(
        "  macro ÷ hand-written: \(format(ratio: macroOverHand)) (target ≤ \(format(ratio: target)): \(met ? "met" : "missed"))"
    )
    print("  hand-written ÷ plain: \(format(ratio: handOverPlain))")
    print("  macro ÷ plain:        \(format(ratio: macroOverPlain))")

    if let json = options.json {
        func object(_ figure: Figures) -> [String: Any] {
            ["runs_s": figure.runs, "median_s": figure.median, "min_s": figure.min, "max_s": figure.max]
        }
        let report: [String: Any] = [
            "routes": routes.count,
            "files_per_target": variants[0].files.count,
            "runs": options.runs,
            "cores": ProcessInfo.processInfo.activeProcessorCount,
            "load_average_before": loadBefore,
            "load_average_after": loadAfter,
            "swiftc_flags": options.swiftcFlags,
            "macro": object(figures["macro"]!),
            "hand_written": object(figures["hand"]!),
            "plain": object(figures["plain"]!),
            "null_build": object(null),
            "macro_over_hand_written": macroOverHand,
            "hand_written_over_plain": handOverPlain,
            "macro_over_plain": macroOverPlain,
            "target_macro_over_hand_written": target,
            "met": met,
        ]
        let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: URL(fileURLWithPath: json))
        print("bench-route-macro: JSON in \(json)")
    }
} catch {
    fail("\(error)")
}
