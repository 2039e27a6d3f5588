import Wayfinder

/// Why an `apple-app-site-association` file could not be read.
public enum AppSiteAssociationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is larger than ``AppSiteAssociation/maximumSize``; it was not parsed.
    case tooLarge(size: Int, limit: Int)
    /// The file is not JSON.
    case malformedJSON
    /// A key holds the wrong kind of value, or a required key is missing.
    case wrongShape(key: String, expected: String)
    /// A string holds a control character, a bidi control or an invisible format character (the
    /// scalar's value), which would show one path and match another.
    case invisibleCharacter(key: String, scalar: UInt32)

    /// One sentence naming the problem.
    public var description: String {
        switch self {
        case .tooLarge(let size, let limit):
            "the file is \(size) bytes, more than the \(limit) bytes an apple-app-site-association file may have"
        case .malformedJSON:
            "the file is not valid JSON"
        case .wrongShape(let key, let expected):
            "\(key) should be \(expected)"
        case .invisibleCharacter(let key, let scalar):
            "\(key) contains the invisible or control character U+\(String(scalar, radix: 16, uppercase: true).leftPadded(to: 4))"
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
