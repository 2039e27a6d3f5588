// What the bench generates: one description per route, written out three ways (with `@Route`, as
// the conformance the macro expands to, and as a plain struct), and the round-trip check that
// proves the first two are the same conformance.

/// A parameter type of a generated route.
enum ValueType: CaseIterable {
    case int, string, uuid, double, bool, order, level

    /// The type as written in source.
    var spelling: String {
        switch self {
        case .int: "Int"
        case .string: "String"
        case .uuid: "UUID"
        case .double: "Double"
        case .bool: "Bool"
        case .order: "BenchOrder"
        case .level: "BenchLevel"
        }
    }

    /// Two sample values as expressions, the first one harmless, the second one needing
    /// percent-encoding where the type allows it.
    var samples: (String, String) {
        switch self {
        case .int: ("42", "-7")
        case .string: (#""plain""#, #""a b/c?d&e=f%""#)
        case .uuid:
            (
                #"UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!"#,
                #"UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!"#
            )
        case .double: ("2.5", "-0.125")
        case .bool: ("true", "false")
        case .order: (".popular", ".spaced")
        case .level: (".high", ".low")
        }
    }
}

/// A stored property that is a query parameter: Optional, or with a default value.
struct QueryProperty {
    let name: String
    let type: ValueType
    /// The default value's expression, or nil for an Optional property.
    let defaultValue: String?

    var isOptional: Bool { defaultValue == nil }
    var declaredType: String { type.spelling + (isOptional ? "?" : "") }
}

/// One segment of a pattern.
enum Segment {
    case literal(String)
    case placeholder(name: String, type: ValueType)
}

/// One generated route.
struct RouteSpec {
    /// The type name, `Route0042`.
    let name: String
    /// The pattern's segments, or nil for an in-app-only route.
    let segments: [Segment]?
    /// Properties of an in-app-only route: name and type, any `Hashable & Sendable` value.
    let inAppProperties: [(name: String, type: String, sample: String)]
    let query: [QueryProperty]
    /// The body of `parent`, written by the route's author, if any.
    let parent: String?
    /// The body of `preferredPresentation`, if not the default.
    let presentation: String?
    let isExternallyUnreachable: Bool

    var pattern: String? {
        segments.map { segments in
            segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .placeholder(let name, _): ":" + name
                }
            }.joined(separator: "/")
        }
    }

    var placeholders: [(name: String, type: ValueType)] {
        (segments ?? []).compactMap { segment in
            if case .placeholder(let name, let type) = segment { return (name, type) }
            return nil
        }
    }

    /// Every stored property in declaration order: name, declared type, memberwise default.
    var storedProperties: [(name: String, type: String, memberwiseDefault: String?)] {
        placeholders.map { ($0.name, $0.type.spelling, nil) }
            + inAppProperties.map { ($0.name, $0.type, nil) }
            + query.map { ($0.name, $0.declaredType, $0.defaultValue ?? "nil") }
    }

    /// The memberwise initializer's arguments with the first (`variant` 0) or second sample of
    /// each value; variant 0 leaves query values out (nil or default).
    func initializerArguments(variant: Int) -> String {
        var arguments: [String] = []
        for (name, type) in placeholders {
            arguments.append("\(name): \(variant == 0 ? type.samples.0 : type.samples.1)")
        }
        for property in inAppProperties { arguments.append("\(property.name): \(property.sample)") }
        if variant != 0 {
            for property in query { arguments.append("\(property.name): \(property.type.samples.1)") }
        }
        return arguments.joined(separator: ", ")
    }
}

// MARK: - The mix

/// The routes of a run: ten shapes, repeated, so every tenth route has the same shape.
///
/// - 0: a literal pattern, nothing else (a root).
/// - 1: an `Int` placeholder and an Optional enum query value.
/// - 2: a `String` placeholder, a defaulted and an Optional query value; parent: the root above.
/// - 3: a `UUID` placeholder, a defaulted enum query value; presented as a sheet.
/// - 4: a `String` enum placeholder, three query values (Optional, Optional, defaulted `Bool`).
/// - 5: `String` and `Int` placeholders, an Optional query value; parent: shape 2, with a value.
/// - 6: an `Int` placeholder, externally unreachable, presented full screen.
/// - 7: an `Int` enum placeholder, a defaulted `Double` and an Optional `String` query value.
/// - 8: in-app only, holding a dictionary (no pattern).
/// - 9: `Int`, `String` and `UUID` placeholders, a defaulted and an Optional query value;
///   parent: shape 1, with a value.
func makeRoutes(count: Int) -> [RouteSpec] {
    (0..<count).map { index in
        let name = "Route" + String(index).leftPadded(to: 4)
        let tag = "r\(index)"
        func route(
            _ segments: [Segment]?, query: [QueryProperty] = [], parent: String? = nil,
            presentation: String? = nil, unreachable: Bool = false,
            inApp: [(name: String, type: String, sample: String)] = []
        ) -> RouteSpec {
            RouteSpec(
                name: name, segments: segments, inAppProperties: inApp, query: query, parent: parent,
                presentation: presentation, isExternallyUnreachable: unreachable)
        }
        // A parent of an earlier shape exists only from the first full round of shapes on.
        func earlier(_ distance: Int) -> String? {
            index >= distance ? "Route" + String(index - distance).leftPadded(to: 4) : nil
        }
        switch index % 10 {
        case 0:
            return route([.literal("home"), .literal(tag)])
        case 1:
            return route(
                [.literal(tag), .placeholder(name: "id", type: .int)],
                query: [QueryProperty(name: "sort", type: .order, defaultValue: nil)])
        case 2:
            return route(
                [.literal("users"), .literal(tag), .placeholder(name: "name", type: .string)],
                query: [
                    QueryProperty(name: "page", type: .int, defaultValue: "1"),
                    QueryProperty(name: "filter", type: .string, defaultValue: nil),
                ],
                parent: earlier(2).map { "\($0)()" })
        case 3:
            return route(
                [.literal("items"), .literal(tag), .placeholder(name: "id", type: .uuid)],
                query: [QueryProperty(name: "order", type: .order, defaultValue: ".newest")],
                presentation: ".sheet")
        case 4:
            return route(
                [.literal("feed-\(index)"), .placeholder(name: "order", type: .order)],
                query: [
                    QueryProperty(name: "limit", type: .int, defaultValue: nil),
                    QueryProperty(name: "since", type: .string, defaultValue: nil),
                    QueryProperty(name: "strict", type: .bool, defaultValue: "false"),
                ])
        case 5:
            return route(
                [
                    .literal("org"), .literal(tag), .placeholder(name: "org", type: .string),
                    .literal("team"), .placeholder(name: "team", type: .int),
                ],
                query: [QueryProperty(name: "q", type: .string, defaultValue: nil)],
                parent: earlier(3).map { "\($0)(name: self.org)" })
        case 6:
            return route(
                [.literal(tag), .placeholder(name: "id", type: .int), .literal("edit")],
                presentation: ".fullScreenCover", unreachable: true)
        case 7:
            return route(
                [.literal("level"), .literal(tag), .placeholder(name: "level", type: .level)],
                query: [
                    QueryProperty(name: "ratio", type: .double, defaultValue: "1.5"),
                    QueryProperty(name: "note", type: .string, defaultValue: nil),
                ])
        case 8:
            return route(nil, inApp: [(name: "payload", type: "[String: Int]", sample: #"["a": 1]"#)])
        default:
            return route(
                [
                    .literal(tag), .placeholder(name: "a", type: .int),
                    .placeholder(name: "b", type: .string),
                    .placeholder(name: "c", type: .uuid),
                ],
                query: [
                    QueryProperty(name: "page", type: .int, defaultValue: "1"),
                    QueryProperty(name: "sort", type: .order, defaultValue: nil),
                ],
                parent: earlier(8).map { "\($0)(id: self.a)" })
        }
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
