import Foundation

// wayfinder-bench: the performance acceptance checks of Wayfinder, each figure measured in the
// same run as its baseline. Usage: swift run -c release wayfinder-bench [--quick] [--json FILE]

let usage = "usage: wayfinder-bench [--quick] [--json FILE] [--only GROUP] | --profile SET COUNT"

var settings = HarnessSettings.full
var jsonPath: String?
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick":
        settings = .quick
    case "--json":
        guard let path = arguments.popFirst() else {
            print(usage)
            exit(2)
        }
        jsonPath = path
    case "--only":
        guard let group = arguments.popFirst() else {
            print(usage)
            exit(2)
        }
        only = group
    case "--profile":
        guard let set = arguments.popFirst(), let count = arguments.popFirst().flatMap({ Int($0) }),
            profileLookups(set: set, count: count)
        else {
            print("\(usage)\nprofile sets: \(profileSets.joined(separator: ", "))")
            exit(2)
        }
        exit(0)
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        print("wayfinder-bench: unknown argument \(argument)\n\(usage)")
        exit(2)
    }
}

let clock = ContinuousClock()
let started = clock.now
print(
    "wayfinder-bench: \(settings.rounds) rounds of ~\(settings.roundNanoseconds / 1_000_000) ms per body, "
        + "median reported; route sets from seed 0x\(String(RouteSets.seed, radix: 16))")

// The case groups in the order they run; `--only NAME` runs one of them.
let groups: [(name: String, run: @MainActor () async -> [CaseResult])] = [
    ("matching", { matchingCases(settings: settings) }),
    ("peer-lookup", { peerLookupCases(settings: settings) }),
    ("multi-route", { multiRouteCases(settings: settings) }),
    ("build", { buildCases(settings: settings) }),
    ("launch", { launchCases(settings: settings) }),
    ("push-pop", { pushPopCases(settings: settings) }),
    ("observation", { observationCases() }),
    ("scopes", { scopeCases() }),
    ("chain", { chainCases(settings: settings) }),
    ("flat-navigation", { flatNavigationCases(settings: settings) }),
    ("restoration", { await restorationCases(settings: settings) }),
    ("memory", { memoryCases() }),
    ("path-representation", { pathRepresentationCases(settings: settings) }),
    ("journal", { journalCases(settings: settings) }),
]
if let only, !groups.contains(where: { $0.name == only }) {
    print("wayfinder-bench: unknown group \(only); groups: \(groups.map(\.name).joined(separator: ", "))")
    exit(2)
}
var results: [CaseResult] = []
for group in groups where only == nil || only == group.name {
    results += await group.run()
}

let elapsed = clock.now - started
let document = json(results)
print()
print(table(results))
print(document, terminator: "")
print(
    "wayfinder-bench: finished in \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1))))"
)

if let jsonPath {
    do {
        try document.write(toFile: jsonPath, atomically: true, encoding: .utf8)
    } catch {
        print("wayfinder-bench: cannot write \(jsonPath): \(error)")
        exit(1)
    }
}
