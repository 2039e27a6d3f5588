// This file is compiled into two modules: WayfinderCore, and (through a symbolic link) the
// WayfinderMacros compiler plugin, so the compile-time and run-time checks of a pattern are one
// piece of code. It must import nothing.

/// A problem in a route pattern string.
public enum RoutePatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pattern is the empty string.
    case empty
    /// The pattern starts with `/`; patterns are relative (`post/:id`, not `/post/:id`).
    case leadingSlash(String)
    /// The pattern ends with `/`.
    case trailingSlash(String)
    /// Two slashes in a row make an empty segment at this index.
    case emptySegment(index: Int)
    /// A placeholder whose name is not a Swift identifier (`:`, `:1st`, `:a-b`).
    case invalidPlaceholderName(String)
    /// The same placeholder name appears twice.
    case repeatedPlaceholder(String)
    /// A literal segment of `.` or `..`.
    case dotSegment(String)
    /// A catch-all tail (`*` or `*name`) that is not the pattern's last segment.
    case tailNotLast(String)
    /// A catch-all tail whose name is not a Swift identifier (`*1st`, `*a-b`).
    case invalidTailName(String)
    /// A literal segment holding a character that cannot appear unencoded in a path segment.
    case invalidCharacter(Character, segment: String)

    public var description: String {
        switch self {
        case .empty:
            "the pattern is empty; give the route at least one segment, such as \"home\""
        case .leadingSlash(let pattern):
            "the pattern \"\(pattern)\" starts with '/'; patterns are relative, as in \"post/:id\""
        case .trailingSlash(let pattern):
            "the pattern \"\(pattern)\" ends with '/'"
        case .emptySegment(let index):
            "segment \(index + 1) of the pattern is empty ('//')"
        case .invalidPlaceholderName(let segment):
            "placeholder '\(segment)' is not a ':' followed by a Swift identifier"
        case .repeatedPlaceholder(let name):
            "placeholder ':\(name)' appears more than once"
        case .tailNotLast(let segment):
            "the catch-all '\(segment)' takes the rest of the path, so it must be the last segment"
        case .invalidTailName(let segment):
            "catch-all '\(segment)' is not a '*' followed by nothing or by a Swift identifier"
        case .dotSegment(let segment):
            "the segment '\(segment)' is a dot segment, which URLs remove"
        case .invalidCharacter(let character, let segment):
            "the segment '\(segment)' contains '\(character)', which cannot appear in a path segment; use letters, digits, '-', '.', '_' or '~'"
        }
    }

    // MARK: - Validation

    /// Every problem in a pattern string, in the order they appear; empty for a valid pattern.
    public static func problems(in string: String) -> [RoutePatternError] {
        if string.isEmpty { return [.empty] }
        var problems: [RoutePatternError] = []
        if string.hasPrefix("/") { problems.append(.leadingSlash(string)) }
        if string.hasSuffix("/") && string.count > 1 { problems.append(.trailingSlash(string)) }
        var trimmed = Substring(string)
        while trimmed.first == "/" { trimmed = trimmed.dropFirst() }
        while trimmed.last == "/" { trimmed = trimmed.dropLast() }
        var seen: Set<String> = []
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            if part.isEmpty {
                problems.append(.emptySegment(index: index))
            } else if part.first == ":" {
                let name = String(part.dropFirst())
                if !isIdentifier(name) {
                    problems.append(.invalidPlaceholderName(String(part)))
                } else if !seen.insert(name).inserted {
                    problems.append(.repeatedPlaceholder(name))
                }
            } else if part.first == "*" {
                let name = String(part.dropFirst())
                if index != parts.count - 1 {
                    problems.append(.tailNotLast(String(part)))
                } else if !name.isEmpty && !isIdentifier(name) {
                    problems.append(.invalidTailName(String(part)))
                } else if !name.isEmpty && !seen.insert(name).inserted {
                    problems.append(.repeatedPlaceholder(name))
                }
            } else if part == "." || part == ".." {
                problems.append(.dotSegment(String(part)))
            } else if let bad = part.unicodeScalars.first(where: { !isLiteralCharacter($0) }) {
                problems.append(.invalidCharacter(Character(bad), segment: String(part)))
            }
        }
        return problems
    }

    private static func isLiteralCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~": true
        default: false
        }
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        let head = first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first)
        return head
            && name.unicodeScalars.allSatisfy {
                $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            }
    }
}
