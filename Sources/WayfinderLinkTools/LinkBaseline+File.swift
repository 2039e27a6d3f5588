public import Foundation
public import Wayfinder

// MARK: - The baseline as a file

extension LinkBaseline {
    /// The baseline as JSON meant for review in a diff: pretty-printed, keys sorted, links sorted
    /// by pattern, with a trailing newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var sorted = self
        sorted.links.sort { ($0.pattern, $0.type) < ($1.pattern, $1.type) }
        // Encoding plain strings and arrays cannot fail.
        return ((try? encoder.encode(sorted)) ?? Data()) + Data("\n".utf8)
    }

    /// Reads a baseline file.
    ///
    /// - Throws: ``LinkBaselineError`` naming what was wrong: not JSON, not a baseline, a newer
    ///   version, a missing or mistyped field, or a pattern that is not a valid route pattern.
    public init(decoding data: Data) throws(LinkBaselineError) {
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw .notJSON(reason: Self.reason(error))
        }
        guard header.format == Self.formatName else { throw .notABaseline(format: header.format) }
        guard let version = header.version, version >= 1, version <= Self.currentVersion else {
            throw .unsupportedVersion(header.version, newest: Self.currentVersion)
        }
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch {
            throw .malformed(reason: Self.reason(error))
        }
        for link in links {
            for pattern in [link.pattern] + link.aliases {
                if let problem = RoutePattern.problems(in: pattern).first {
                    throw .invalidPattern(pattern, reason: problem.description)
                }
            }
        }
    }

    /// The first fields of a file, read before the rest so a wrong file is named as such.
    private struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    /// A decoding error in a sentence: where in the file, and what.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func at(_ path: [any CodingKey]) -> String {
            let names = path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            return names.isEmpty ? "" : " at \(names.hasPrefix(".") ? String(names.dropFirst()) : names)"
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "the field '\(key.stringValue)' is missing\(at(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "expected \(type)\(at(context.codingPath))"
        case .valueNotFound(let type, let context):
            return "expected \(type)\(at(context.codingPath)), found null"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey]
            return (underlying as? String ?? context.debugDescription) + at(context.codingPath)
        @unknown default:
            return "\(error)"
        }
    }
}
