/// The one argument parser of Wayfinder's executables (`wayfinder`, its subcommands and
/// `lint-modules`, and `wayfinder-registrar`): options with a value, repeatable options with a
/// value, flags, lists and positional words, with usage errors in one format and one exit code.
///
/// ```swift
/// let scanner = ArgumentScanner(valued: ["--format"], repeatable: ["--filter"], flags: ["--json"])
/// let parsed = try scanner.scan(["graph", "--format", "dot", "--filter", "pushed", "--filter", "popped"])
/// parsed.positional               // ["graph"]
/// parsed.value(of: "--format")    // "dot"
/// parsed.values(of: "--filter")   // ["pushed", "popped"]
/// ```
///
/// A tool's `--help` shows a repeatable option as `[--filter EVENT]...`.
///
/// An option it does not know, or one missing its value, is a ``UsageError``, which a tool
/// reports as `tool: message` and exits with ``UsageError/exitCode`` (64, `EX_USAGE`).
package struct ArgumentScanner: Sendable {
    /// Options that take the next word as their value (`--format dot`); the last one given wins.
    package var valued: Set<String>
    /// Options that take the next word as their value each time they are given, keeping every
    /// value in order (`--filter pushed --filter popped`).
    package var repeatable: Set<String>
    /// Options that take no value (`--json`).
    package var flags: Set<String>
    /// Options that take every following word up to the next option (`--sources a.swift b.swift`).
    package var lists: Set<String>
    /// Whether words starting with `--` that are not options are refused (true) or kept as
    /// positional words (false, for a tool that hands the rest to a subcommand).
    package var refusesUnknownOptions: Bool

    /// Creates a scanner.
    package init(
        valued: Set<String> = [], repeatable: Set<String> = [], flags: Set<String> = [],
        lists: Set<String> = [], refusesUnknownOptions: Bool = true
    ) {
        self.valued = valued
        self.repeatable = repeatable
        self.flags = flags
        self.lists = lists
        self.refusesUnknownOptions = refusesUnknownOptions
    }

    /// What a command line said.
    package struct Parsed: Sendable, Equatable {
        /// The value of each valued option that was given.
        package var values: [String: String] = [:]
        /// The values of each repeatable option that was given, in the order given.
        package var repeatedValues: [String: [String]] = [:]
        /// The flags that were given.
        package var flags: Set<String> = []
        /// The words of each list option, in order (an option given twice adds to its list).
        package var lists: [String: [String]] = [:]
        /// The other words, in order.
        package var positional: [String] = []

        /// The value of a valued option, or nil when it was not given.
        package func value(of option: String) -> String? { values[option] }

        /// Every value of a repeatable option, in the order given; empty when it was not given.
        package func values(of option: String) -> [String] { repeatedValues[option] ?? [] }
    }

    /// Whether the words ask for help (`--help`, `-h` or `help` first).
    package static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.contains("--help") || arguments.contains("-h") || arguments.first == "help"
    }

    /// Splits the words of a command line.
    ///
    /// - Throws: ``UsageError`` for an unknown option or an option without its value.
    package func scan(_ arguments: [String]) throws(UsageError) -> Parsed {
        var parsed = Parsed()
        var list: String?
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if valued.contains(word) || repeatable.contains(word) {
                guard index + 1 < arguments.count else { throw UsageError("\(word) needs a value") }
                if valued.contains(word) {
                    parsed.values[word] = arguments[index + 1]
                } else {
                    parsed.repeatedValues[word, default: []].append(arguments[index + 1])
                }
                list = nil
                index += 2
                continue
            }
            if flags.contains(word) {
                parsed.flags.insert(word)
                list = nil
            } else if lists.contains(word) {
                parsed.lists[word, default: []] += []
                list = word
            } else if word.hasPrefix("--"), refusesUnknownOptions {
                throw UsageError("unknown option \(word)")
            } else if let list {
                parsed.lists[list, default: []].append(word)
            } else {
                parsed.positional.append(word)
            }
            index += 1
        }
        return parsed
    }
}

/// A command line that does not say what the tool needs: an unknown option, a missing value, a
/// wrong word. The tool prints it as `tool: message` with its usage and exits with
/// ``exitCode``.
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The exit code of every usage error of Wayfinder's tools: 64, `EX_USAGE` of `sysexits.h`.
    package static let exitCode: Int32 = 64

    /// What was wrong, without the tool's name.
    package var message: String

    /// Creates a usage error.
    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
