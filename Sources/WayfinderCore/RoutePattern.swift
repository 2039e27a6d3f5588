/// A parsed, validated route pattern such as `post/:id` or `profile/:user/edit`.
///
/// A pattern is one or more segments separated by `/`. A segment is either a literal made of
/// unreserved URL characters (`A–Z a–z 0–9 - . _ ~`, never `.` or `..` alone), a placeholder:
/// a colon followed by a Swift identifier (`:id`), or, as the last segment only, a catch-all
/// tail: `*` followed by an optional Swift identifier (`*path`), which takes the rest of the
/// path, one segment or more. Placeholder and tail names are unique within a pattern.
///
/// ```swift
/// let pattern = try RoutePattern("post/:id")
/// pattern.placeholderNames  // ["id"]
/// try RoutePattern("files/*path").placeholderNames  // ["path"]
/// ```
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// One segment of a pattern.
    public enum Segment: Hashable, Sendable, CustomStringConvertible {
        /// A segment that matches exactly this text.
        case literal(String)
        /// A segment that matches any single non-empty path segment, captured under this name.
        case placeholder(String)
        /// The last segment of a catch-all pattern: it matches the rest of the path, one segment
        /// or more, captured under this name (segments joined by `/`), or dropped when unnamed.
        case tail(String?)

        public var description: String {
            switch self {
            case .literal(let text): text
            case .placeholder(let name): ":" + name
            case .tail(let name): "*" + (name ?? "")
            }
        }
    }

    /// The pattern as written, for example `post/:id`.
    public let string: String

    /// The segments in order.
    public let segments: [Segment]

    /// The names of the placeholders in order of appearance, the tail's name last when it has
    /// one: every parameter that the path, not the query, carries.
    public let placeholderNames: [String]

    /// Whether the pattern ends in a catch-all tail (`*` or `*name`).
    public var hasTail: Bool {
        if case .tail = segments.last { return true }
        return false
    }

    /// Parses and validates a pattern.
    ///
    /// - Throws: ``RoutePatternError`` naming the first problem found.
    public init(_ string: String) throws(RoutePatternError) {
        if let problem = Self.problems(in: string).first { throw problem }
        self.init(unchecked: string)
    }

    /// Creates a pattern that the `@Route` macro already validated at compile time.
    ///
    /// Generated code calls this initializer. Passing an invalid pattern is a programming error
    /// and stops the program; use ``init(_:)`` for patterns that are not known to be valid.
    public init(validated string: String) {
        if let problem = Self.problems(in: string).first {
            preconditionFailure("invalid route pattern: \(problem)")
        }
        self.init(unchecked: string)
    }

    private init(unchecked string: String) {
        self.string = string
        var segments: [Segment] = []
        var names: [String] = []
        for part in string.split(separator: "/", omittingEmptySubsequences: false) {
            if part.first == ":" {
                let name = String(part.dropFirst())
                segments.append(.placeholder(name))
                names.append(name)
            } else if part.first == "*" {
                let name = part.count > 1 ? String(part.dropFirst()) : nil
                segments.append(.tail(name))
                if let name { names.append(name) }
            } else {
                segments.append(.literal(String(part)))
            }
        }
        self.segments = segments
        self.placeholderNames = names
    }

    public var description: String { string }

    /// Every problem in a pattern string, in the order they appear.
    ///
    /// The `@Route` macro reports these at compile time; ``init(_:)`` throws the first one.
    public static func problems(in string: String) -> [RoutePatternError] {
        RoutePatternError.problems(in: string)
    }
}
