import WayfinderCore

// Route types for route sets given as a table of pattern strings (the GitHub API set, the mixed
// synthetic sets): like `GeneratedRoute`, one generic type per pattern number, but generic over
// the table too, with the parsed patterns and their placeholders computed once per table (as the
// `@Route` macro's `static let routePattern` is computed once per type).

/// A placeholder of a table pattern and how its value decodes.
struct TablePlaceholder: Sendable {
    let name: String
    /// Whether the value decodes as an `Int` (`id`, `number`, names ending in `ID` or `Number`);
    /// otherwise as a `String`.
    let isInt: Bool

    init(name: String) {
        self.name = name
        isInt = name == "id" || name == "number" || name.hasSuffix("ID") || name.hasSuffix("Number")
    }
}

/// A route set given as pattern strings, indexed by pattern number.
protocol PatternTable: Sendable {
    /// The patterns as written, by number.
    static var patterns: [String] { get }
    /// The parsed patterns, by number.
    static var compiledPatterns: [RoutePattern] { get }
    /// The placeholders of each pattern, in order.
    static var placeholders: [[TablePlaceholder]] { get }
    /// The parent of the route of pattern `number` whose values are `values`; nil (the default)
    /// for a table without parents.
    static func parent(ofPattern number: Int, values: () -> RouteParameters) -> (any Route)?
}

extension PatternTable {
    static func parent(ofPattern number: Int, values: () -> RouteParameters) -> (any Route)? { nil }

    /// Parses every pattern, checking that a route of ``TableRoute`` can hold its values.
    static func compile(_ patterns: [String]) -> [RoutePattern] {
        patterns.map { string in
            let pattern = RoutePattern(validated: string)
            let kinds = pattern.placeholderNames.map(TablePlaceholder.init(name:))
            precondition(kinds.count(where: \.isInt) <= 2, "\(string): more than two Int placeholders")
            precondition(
                kinds.count(where: { !$0.isInt }) <= 3, "\(string): more than three String placeholders")
            return pattern
        }
    }

    /// The placeholders of every parsed pattern.
    static func placeholderLists(of patterns: [RoutePattern]) -> [[TablePlaceholder]] {
        patterns.map { $0.placeholderNames.map(TablePlaceholder.init(name:)) }
    }

    /// A path that the pattern with this number matches: digits for an Int placeholder, the
    /// placeholder's name and digits for a String one, and, when asked, a query string.
    static func samplePath(forPattern number: Int, query: Bool, using generator: inout SeededGenerator)
        -> String
    {
        var segments: [String] = []
        for part in patterns[number].split(separator: "/") {
            guard part.first == ":" else {
                segments.append(String(part))
                continue
            }
            let placeholder = TablePlaceholder(name: String(part.dropFirst()))
            let value = Int.random(in: 1...999_999, using: &generator)
            segments.append(placeholder.isInt ? String(value) : "\(placeholder.name)\(value)")
        }
        let path = segments.joined(separator: "/")
        return query ? path + "?sort=recent&page=\(Int.random(in: 1...9, using: &generator))" : path
    }

    /// A pool of paths drawn from these pattern numbers, half of them with a query string.
    static func lookupPool(patternNumbers: [Int], size: Int, salt: UInt64) -> [String] {
        var generator = SeededGenerator(seed: RouteSets.seed ^ salt)
        return (0..<size).map { index in
            let number = patternNumbers.randomElement(using: &generator)!
            return samplePath(forPattern: number, query: index % 2 == 1, using: &generator)
        }
    }

    /// The share of placeholder segments among all segments of the first `count` patterns.
    static func placeholderShare(count: Int) -> Double {
        let segments = compiledPatterns.prefix(count).reduce(0) { $0 + $1.segments.count }
        let placeholders = compiledPatterns.prefix(count).reduce(0) { $0 + $1.placeholderNames.count }
        return Double(placeholders) / Double(segments)
    }

    /// The route types of the first `count` patterns, in order.
    static func routeTypes(count: Int) -> [any Route.Type] {
        precondition(count <= patterns.count && count <= 10_000)
        return (0..<count).map { number in
            routeType(digitTypes[number / 1000], digitTypes[number / 100 % 10], digitTypes[number / 10 % 10])(
                digitTypes[number % 10])
        }
    }

    /// Opens the digits one by one: the route type of number ABCE, given E.
    private static func routeType(_ a: any Digit.Type, _ b: any Digit.Type, _ c: any Digit.Type)
        -> (any Digit.Type) -> any Route.Type
    {
        func openA<A: Digit>(_: A.Type) -> (any Digit.Type) -> any Route.Type {
            func openB<B: Digit>(_: B.Type) -> (any Digit.Type) -> any Route.Type {
                func openC<C: Digit>(_: C.Type) -> (any Digit.Type) -> any Route.Type {
                    func openE<E: Digit>(_: E.Type) -> any Route.Type { TableRoute<Self, A, B, C, E>.self }
                    return { openE($0) }
                }
                return openC(c)
            }
            return openB(b)
        }
        return openA(a)
    }
}

/// The route whose pattern is `T.patterns[ABCE]`: up to two Int and three String placeholder
/// values, in order, and an optional `sort` query value.
struct TableRoute<T: PatternTable, A: Digit, B: Digit, C: Digit, E: Digit>: Route {
    // The initializer and instance members compute the number from the digits, never through
    // `Self.number`: there, in unspecialized generic code, naming `Self` costs a
    // `swift_getGenericMetadata` call, and with 10,000 instantiations of this type that cache
    // lookup alone took ~40,000 instructions per call (callgrind), several times a whole lookup.
    // The digits need only the metadata passed in.
    static var number: Int { patternNumber(A.self, B.self, C.self, E.self) }

    static var routePattern: RoutePattern? { T.compiledPatterns[number] }

    let int0: Int?
    let int1: Int?
    let text0: String?
    let text1: String?
    let text2: String?
    let sort: String?

    init(parameters: RouteParameters) throws(RouteDecodingError) {
        // Values go to locals first and every property is assigned once at the end, as in a
        // macro-generated initializer.
        var ints: (Int?, Int?) = (nil, nil)
        var texts: (String?, String?, String?) = (nil, nil, nil)
        for placeholder in T.placeholders[patternNumber(A.self, B.self, C.self, E.self)] {
            if placeholder.isInt {
                let value = try parameters.decode(Int.self, for: placeholder.name)
                if ints.0 == nil { ints.0 = value } else { ints.1 = value }
            } else {
                let value = try parameters.decode(String.self, for: placeholder.name)
                if texts.0 == nil {
                    texts.0 = value
                } else if texts.1 == nil {
                    texts.1 = value
                } else {
                    texts.2 = value
                }
            }
        }
        let sort = try parameters.decodeIfPresent(String.self, for: "sort")
        (int0, int1) = ints
        (text0, text1, text2) = texts
        self.sort = sort
    }

    var parent: (any Route)? {
        T.parent(ofPattern: patternNumber(A.self, B.self, C.self, E.self), values: { parameters })
    }

    var parameters: RouteParameters {
        var parameters = RouteParameters()
        var ints = [int0, int1].compactMap(\.self)[...]
        var texts = [text0, text1, text2].compactMap(\.self)[...]
        for placeholder in T.placeholders[patternNumber(A.self, B.self, C.self, E.self)] {
            if placeholder.isInt {
                parameters.encodeIfPresent(ints.popFirst(), for: placeholder.name)
            } else {
                parameters.encodeIfPresent(texts.popFirst(), for: placeholder.name)
            }
        }
        parameters.encodeIfPresent(sort, for: "sort")
        return parameters
    }
}

/// The pattern number of digits A, B, C, E: ABCE.
private func patternNumber<A: Digit, B: Digit, C: Digit, E: Digit>(
    _: A.Type, _: B.Type, _: C.Type, _: E.Type
) -> Int {
    A.value * 1000 + B.value * 100 + C.value * 10 + E.value
}
