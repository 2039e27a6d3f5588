import Foundation

// MARK: - Keeping work alive

/// A sink the optimiser cannot see through: a value passed here counts as used.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
    blackHoleCounter &+= 1
}

/// Written by ``blackHole(_:)`` so the call has an observable effect.
nonisolated(unsafe) var blackHoleCounter = 0

// MARK: - Timing

/// Timing settings for one run of the benchmarks.
struct HarnessSettings {
    /// Measured rounds per body; the median is reported.
    var rounds: Int
    /// How long one round of one body should take, in nanoseconds; the iteration count is
    /// calibrated to reach it.
    var roundNanoseconds: Int64
    /// How long the warm-up of one body lasts, in nanoseconds.
    var warmUpNanoseconds: Int64

    /// On how many paths of each lookup set the agreement check also runs `URLMatcher` over every
    /// pattern (~0.15 s a path at 10,000 patterns), not only over the path's shape.
    var fullURLMatcherChecks: Int

    static let full = HarnessSettings(
        rounds: 7, roundNanoseconds: 40_000_000, warmUpNanoseconds: 60_000_000, fullURLMatcherChecks: 64)
    static let quick = HarnessSettings(
        rounds: 3, roundNanoseconds: 8_000_000, warmUpNanoseconds: 10_000_000, fullURLMatcherChecks: 8)
}

/// A body under measurement: it performs `count` operations each time it is called.
@MainActor
struct Body {
    var name: String
    var run: @MainActor (Int) -> Void
}

/// The nanoseconds of a duration, as a whole number.
func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
}

/// Times `count` operations of a body, in nanoseconds.
@MainActor
private func time(_ body: Body, count: Int) -> Int64 {
    let clock = ContinuousClock()
    let start = clock.now
    body.run(count)
    return nanoseconds(clock.now - start)
}

/// Measures several bodies in interleaved rounds, so that a slow moment of a shared machine hits
/// every body of the group alike, and returns the median nanoseconds per operation of each.
///
/// Each body is warmed up first; its warm-up calibrates how many operations make one round.
@MainActor
func measureGroup(_ bodies: [Body], settings: HarnessSettings) -> [String: Double] {
    var counts: [Int] = []
    for body in bodies {
        var count = 1
        var spent: Int64 = 0
        var elapsed: Int64 = 0
        // Double the count until one call lasts a round; keep going until the warm-up is spent.
        while true {
            elapsed = time(body, count: count)
            spent += elapsed
            if elapsed < settings.roundNanoseconds / 2 && count < 1 << 30 {
                count *= 2
            } else if spent >= settings.warmUpNanoseconds {
                break
            }
        }
        let perOperation = Double(max(elapsed, 1)) / Double(count)
        counts.append(max(1, Int(Double(settings.roundNanoseconds) / perOperation)))
    }
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<settings.rounds {
        for (index, body) in bodies.enumerated() {
            let elapsed = time(body, count: counts[index])
            samples[index].append(Double(elapsed) / Double(counts[index]))
        }
    }
    var result: [String: Double] = [:]
    for (index, body) in bodies.enumerated() {
        result[body.name] = median(samples[index])
    }
    return result
}

/// The median of a non-empty list.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// MARK: - Results

/// One reported comparison: a measured figure against its baseline from the same run.
struct CaseResult {
    enum Goal {
        /// `ns_per_op / baseline_ns_per_op` must not exceed the limit.
        case atMost(Double)
        /// `baseline_ns_per_op / ns_per_op` (a speed-up) must reach the limit.
        case speedUpAtLeast(Double)
        /// Reported for information; no target.
        case none
        /// The speed-up `baseline_ns_per_op / ns_per_op`, reported for information; no target.
        case speedUpReported
    }

    var name: String
    var nanosecondsPerOperation: Double
    var baseline: String
    var baselineNanosecondsPerOperation: Double
    var goal: Goal
    /// What the figure and its baseline count: "ns/op", "B/route" for the memory case,
    /// "notifications/command" for the observation check.
    var unit = "ns/op"

    /// The JSON key of the figure: `ns_per_op` for a timing, `bytes_per_route` for the memory
    /// case, `notifications_per_command` for the observation check.
    var jsonKey: String {
        switch unit {
        case "B/route": "bytes_per_route"
        case "notifications/command": "notifications_per_command"
        case "scopes/navigation": "scopes_per_navigation"
        default: "ns_per_op"
        }
    }

    /// Slowdown against the baseline, or the speed-up for a speed-up goal.
    var ratio: Double {
        switch goal {
        case .speedUpAtLeast, .speedUpReported: baselineNanosecondsPerOperation / nanosecondsPerOperation
        case .atMost, .none: nanosecondsPerOperation / baselineNanosecondsPerOperation
        }
    }

    var target: String {
        switch goal {
        case .atMost(let limit): "<= \(format(limit, digits: 2))x"
        case .speedUpAtLeast(let limit): "speed-up >= \(format(limit, digits: 0))x"
        case .none: "none"
        case .speedUpReported: "none (speed-up)"
        }
    }

    /// Whether the target is met; nil when there is no target.
    var met: Bool? {
        switch goal {
        case .atMost(let limit): ratio <= limit
        case .speedUpAtLeast(let limit): ratio >= limit
        case .none, .speedUpReported: nil
        }
    }
}

/// A number with a fixed count of decimals.
func format(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", value)
}

/// The results as a JSON array, one object per case, keys in a fixed order.
func json(_ results: [CaseResult]) -> String {
    func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case _ where scalar.value < 0x20: output += String(format: "\\u%04x", scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
    let objects = results.map { result in
        let key = result.jsonKey
        let fields = [
            "\"name\": \(quoted(result.name))",
            "\"\(key)\": \(format(result.nanosecondsPerOperation, digits: 2))",
            "\"baseline\": \(quoted(result.baseline))",
            "\"baseline_\(key)\": \(format(result.baselineNanosecondsPerOperation, digits: 2))",
            "\"ratio\": \(format(result.ratio, digits: 3))",
            "\"target\": \(quoted(result.target))",
            "\"met\": \(result.met.map { $0 ? "true" : "false" } ?? "null")",
        ]
        return "  {" + fields.joined(separator: ", ") + "}"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
}

extension String {
    /// The string without trailing spaces.
    fileprivate func trimmingSuffix() -> String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}

/// The results as an aligned text table.
func table(_ results: [CaseResult]) -> String {
    let header = ["case", "ns/op", "baseline", "baseline ns/op", "ratio", "target", "met"]
    var rows = [header]
    for result in results {
        // Figures in another unit than ns/op carry it.
        let unit = result.unit == "ns/op" ? "" : " " + result.unit
        rows.append([
            result.name, format(result.nanosecondsPerOperation, digits: 1) + unit, result.baseline,
            format(result.baselineNanosecondsPerOperation, digits: 1) + unit, format(result.ratio, digits: 2),
            result.target, result.met.map { $0 ? "yes" : "NO" } ?? "-",
        ])
    }
    var widths = Array(repeating: 0, count: header.count)
    for row in rows {
        for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    let lines = rows.map { row in
        row.enumerated().map { index, cell in
            let padding = String(repeating: " ", count: widths[index] - cell.count)
            // Numbers align right, text left.
            return [1, 3, 4].contains(index) ? padding + cell : cell + padding
        }.joined(separator: "  ").trimmingSuffix()
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([lines[0], rule] + lines.dropFirst()).joined(separator: "\n") + "\n"
}
