import WayfinderCore

// Routes are types, so a set of 10,000 patterns needs 10,000 route types: a generic route over
// four type-level digits gives one type per number 0...9999, whose pattern is looked up in a
// table generated deterministically from a seed.

// MARK: - Deterministic randomness

/// SplitMix64: a small, fast generator whose sequence depends only on its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

// MARK: - Generated patterns

/// The 10,000 four-segment patterns of the benchmark, generated from ``seed``.
enum RouteSets {
    /// The seed every generated set derives from.
    static let seed: UInt64 = 0x5EED_2026

    /// How many patterns (and route types) there are.
    static let patternCount = 10_000

    /// Where the placeholders of a pattern sit, by pattern number modulo 10: one or two of the
    /// segments 1...3 (segment 0 is always a literal). The first placeholder is `:id` (an Int),
    /// the second `:name` (a String).
    static let shapes: [[Int]] = [[1], [2], [3], [1, 2], [1, 3], [2, 3], [3], [2], [1], [2, 3]]

    static let firstWords = ["", "-beta", "-admin"].flatMap { variant in
        firstStems.map { $0 + variant }
    }
    static let words = ["", "all-", "my-", "new-", "top-"].flatMap { prefix in
        stems.map { prefix + $0 }
    }
    private static let firstStems = [
        "home", "post", "profile", "settings", "feed", "shop", "cart", "orders", "search", "inbox",
        "library", "music", "photos", "maps", "events", "groups",
    ]
    private static let stems = [
        "detail", "edit", "list", "comments", "likes", "share", "history", "items", "media", "tags",
        "reviews", "photos", "members", "stats", "about", "info", "notes", "files", "drafts", "archive",
        "pinned", "recent", "saved", "report",
    ]

    /// Every pattern by number: distinct, so no two match the same URLs. The vocabulary (48 first
    /// segments, 120 others) leaves 5,760 choices for the 2,000 patterns of the busiest shape.
    static let patterns: [String] = {
        var generator = SeededGenerator(seed: seed)
        var seen: Set<String> = []
        var result: [String] = []
        result.reserveCapacity(patternCount)
        while result.count < patternCount {
            let shape = shapes[result.count % shapes.count]
            var segments = [firstWords.randomElement(using: &generator)!]
            for position in 1...3 {
                if let placeholder = shape.firstIndex(of: position) {
                    segments.append(placeholder == 0 ? ":id" : ":name")
                } else {
                    segments.append(words.randomElement(using: &generator)!)
                }
            }
            let pattern = segments.joined(separator: "/")
            if seen.insert(pattern).inserted { result.append(pattern) }
        }
        return result
    }()

    /// A path that the pattern with this number matches, with values drawn from the generator and,
    /// when asked, a query string.
    static func samplePath(
        forPattern number: Int, query: Bool, using generator: inout SeededGenerator
    ) -> String {
        var segments: [String] = []
        for part in patterns[number].split(separator: "/") {
            switch part {
            case ":id": segments.append(String(Int.random(in: 1...999_999, using: &generator)))
            case ":name": segments.append("user\(Int.random(in: 0...99_999, using: &generator))")
            default: segments.append(String(part))
            }
        }
        let path = segments.joined(separator: "/")
        return query ? path + "?sort=recent&page=\(Int.random(in: 1...9, using: &generator))" : path
    }

    /// A pool of paths drawn from these pattern numbers, half of them with a query string.
    static func lookupPool(patternNumbers: [Int], size: Int, salt: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed ^ salt)
        return (0..<size).map { index in
            let number = patternNumbers.randomElement(using: &generator)!
            return samplePath(forPattern: number, query: index % 2 == 1, using: &generator)
        }
    }

    /// The numbers of the small set: one pattern of each shape, spread over the whole range.
    static let smallSetNumbers: [Int] = (0..<10).map { 4_000 + 10 * $0 + $0 % shapes.count }

    /// All 10,000 route types, in pattern-number order.
    static let allRouteTypes: [any Route.Type] = makeRouteTypes()
}

// MARK: - Type-level digits

protocol Digit: Sendable {
    static var value: Int { get }
}

enum D0: Digit { static var value: Int { 0 } }
enum D1: Digit { static var value: Int { 1 } }
enum D2: Digit { static var value: Int { 2 } }
enum D3: Digit { static var value: Int { 3 } }
enum D4: Digit { static var value: Int { 4 } }
enum D5: Digit { static var value: Int { 5 } }
enum D6: Digit { static var value: Int { 6 } }
enum D7: Digit { static var value: Int { 7 } }
enum D8: Digit { static var value: Int { 8 } }
enum D9: Digit { static var value: Int { 9 } }

let digitTypes: [any Digit.Type] = [
    D0.self, D1.self, D2.self, D3.self, D4.self, D5.self, D6.self, D7.self, D8.self, D9.self,
]

/// The route whose pattern is `RouteSets.patterns[ABCE]`: an Int `id`, for two-placeholder
/// shapes a String `name`, and an optional `sort` query value.
struct GeneratedRoute<A: Digit, B: Digit, C: Digit, E: Digit>: Route {
    static var number: Int { A.value * 1000 + B.value * 100 + C.value * 10 + E.value }

    static var routePattern: RoutePattern? { RoutePattern(validated: RouteSets.patterns[number]) }

    let id: Int
    let name: String?
    let sort: String?

    init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(Int.self, for: "id")
        name = try parameters.decodeIfPresent(String.self, for: "name")
        sort = try parameters.decodeIfPresent(String.self, for: "sort")
    }

    var parameters: RouteParameters {
        var parameters = RouteParameters()
        parameters.encode(id, for: "id")
        parameters.encodeIfPresent(name, for: "name")
        parameters.encodeIfPresent(sort, for: "sort")
        return parameters
    }
}

/// One route type per number 0...9999, in order, opened digit by digit.
private func makeRouteTypes() -> [any Route.Type] {
    func level4<A: Digit, B: Digit, C: Digit>(_: A.Type, _: B.Type, _: C.Type) -> [any Route.Type] {
        digitTypes.map { (digit: any Digit.Type) -> any Route.Type in
            func make<E: Digit>(_: E.Type) -> any Route.Type { GeneratedRoute<A, B, C, E>.self }
            return make(digit)
        }
    }
    func level3<A: Digit, B: Digit>(_: A.Type, _: B.Type) -> [any Route.Type] {
        digitTypes.flatMap { (digit: any Digit.Type) -> [any Route.Type] in
            func open<C: Digit>(_ c: C.Type) -> [any Route.Type] { level4(A.self, B.self, c) }
            return open(digit)
        }
    }
    func level2<A: Digit>(_: A.Type) -> [any Route.Type] {
        digitTypes.flatMap { (digit: any Digit.Type) -> [any Route.Type] in
            func open<B: Digit>(_ b: B.Type) -> [any Route.Type] { level3(A.self, b) }
            return open(digit)
        }
    }
    return digitTypes.flatMap { (digit: any Digit.Type) -> [any Route.Type] in
        func open<A: Digit>(_ a: A.Type) -> [any Route.Type] { level2(a) }
        return open(digit)
    }
}

// MARK: - Hand-written routes for the navigator and path cases

/// The root of the navigator's stack.
@Route("bench/home")
struct BenchHomeRoute {}

/// The screens pushed in the push/pop cases.
@Route("bench/item/:id")
struct BenchItemRoute {
    let id: Int
}

/// The route of the path-representation case: two placeholders and a query property.
@Route("post/:id/comments/:commentID")
struct PostCommentRoute {
    let id: Int
    let commentID: Int
    var sort: String?
}

/// The section level of the `navigate(to:)` and deep-link cases: home > section > topic > article.
@Route("bench/s/:section")
struct BenchSectionRoute {
    let section: Int
    var parent: (any Route)? { BenchHomeRoute() }
}

/// The topic level, under a section.
@Route("bench/s/:section/t/:topic")
struct BenchTopicRoute {
    let section: Int
    let topic: Int
    var parent: (any Route)? { BenchSectionRoute(section: section) }
}

/// The article: its parent chain has four levels (home, section, topic, article).
@Route("bench/s/:section/t/:topic/a/:id")
struct BenchArticleRoute {
    let section: Int
    let topic: Int
    let id: Int
    var parent: (any Route)? { BenchTopicRoute(section: section, topic: topic) }
}

/// The root of each tab of the restoration case.
@Route("bench/tab/:number")
struct BenchTabRoute {
    let number: Int
}
