import Foundation
import RoutingKit
import WayfinderCore

/// The five contenders of the lookup cases over one route set, each built from the same
/// patterns in the same order: Wayfinder's `RouteMatcher` (typed lookup), the offsets-only floor,
/// RoutingKit's `TrieRouter`, URLNavigator's `URLMatcher` and the linear scan.
@MainActor
struct LookupContenders {
    /// The contenders' names, in the order of ``answers(forPath:)``.
    static let names = ["wayfinder", "floor", "routingkit", "urlmatcher", "linear"]

    let set: LookupSet
    let matcher: RouteMatcher
    let floor: OffsetTrie
    let routingKit: RoutingKitPeer
    let urlMatcher: URLMatcherPeer
    let linear: LinearScanMatcher
    private let numberByType: [ObjectIdentifier: Int]

    init(set: LookupSet) {
        self.set = set
        matcher = RouteMatcher(routes: set.types)
        floor = OffsetTrie(patterns: set.patterns)
        routingKit = RoutingKitPeer(patterns: RoutingKitPeer.components(of: set.patterns))
        urlMatcher = URLMatcherPeer(patterns: set.patterns, isInt: set.isInt)
        linear = LinearScanMatcher(routes: set.types)
        numberByType = Dictionary(
            set.types.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { first, _ in first }
        )
        require(
            matcher.conflicts.isEmpty, "the \(set.name) patterns conflict: \(matcher.conflicts.prefix(3))")
    }

    /// The pattern number each contender gives for a path (nil: no match), in ``names`` order;
    /// `URLMatcher` is given the candidates of the path's shape only (the same answer, see
    /// ``URLMatcherPeer/Candidates/sameShape``).
    func answers(forPath path: String) -> [Int?] {
        [
            (try? matcher.route(forPath: path)).flatMap { numberByType[ObjectIdentifier(type(of: $0))] },
            floor.match(path).map { Int($0.pattern) },
            routingKit.route(forPath: path)?.pattern,
            urlMatcher.patternNumber(forPath: path, candidates: .sameShape),
            linear.route(forPath: path).flatMap { numberByType[ObjectIdentifier(type(of: $0))] },
        ]
    }

    /// Checks that every contender gives the same pattern for every path (or all none), and that
    /// the floor's value offsets cut out the values RoutingKit reports; returns one message per
    /// disagreement, naming the path, each contender's answer and the patterns.
    ///
    /// On the first `fullURLMatcherChecks` paths it also checks that `URLMatcher` given every
    /// pattern answers as it does given the path's shape only.
    func disagreements(on paths: [String], fullURLMatcherChecks: Int) -> [String] {
        var messages: [String] = []
        for path in paths.prefix(fullURLMatcherChecks) {
            let all = urlMatcher.patternNumber(forPath: path, candidates: .all)
            let shortlisted = urlMatcher.patternNumber(forPath: path, candidates: .sameShape)
            if all != shortlisted {
                messages.append(
                    "\(set.name) \"\(path)\": urlmatcher over every pattern: \(all.map { "#\($0)" } ?? "no match"), "
                        + "over the path's shape: \(shortlisted.map { "#\($0)" } ?? "no match")")
            }
        }
        for path in paths {
            let answers = answers(forPath: path)
            if Set(answers).count != 1 {
                let listed = zip(Self.names, answers).map { name, answer in
                    "\(name): " + (answer.map { "#\($0) \(set.patterns[$0])" } ?? "no match")
                }
                messages.append("\(set.name) \"\(path)\": " + listed.joined(separator: ", "))
                continue
            }
            guard let number = answers[0], let match = floor.match(path),
                let parameters = routingKit.route(forPath: path)?.parameters
            else { continue }
            let names = set.patterns[number].split(separator: "/").filter { $0.first == ":" }.map {
                $0.dropFirst()
            }
            let utf8 = Array(path.utf8)
            let floorValues = (0..<Int(match.valueCount)).map {
                String(decoding: utf8[match.value($0)], as: UTF8.self)
            }
            let routingKitValues = names.map { parameters.get(String($0)) ?? "<none>" }
            if floorValues != routingKitValues {
                messages.append(
                    "\(set.name) \"\(path)\": floor values \(floorValues), routingkit values \(routingKitValues)"
                )
            }
        }
        return messages
    }
}
