/// A push notification's payload, as a ``NavigationCallForm/openPushPayload(payload:placement:)``
/// call carries it: its link, and its contents to compare by.
///
/// Two payloads are equal when they hold the same keys with equal values (nested dictionaries and
/// arrays compared the same way), so a test writes the payload it expects:
///
/// ```swift
/// #expect(navigator.calls == [.openPushPayload(["url": "myapp://post/42"])])
/// ```
///
/// The journal records the call as the open of the payload's link.
public struct PushPayload: Sendable, Equatable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// The link the payload holds where the navigator looks for it, or nil when it holds none
    /// there (the navigator then fails the call with ``NavigationFailure/invalidPushPayload(_:)``).
    public let link: String?
    /// The payload's contents, kept as values that compare.
    private let contents: Contents

    /// Wraps a payload, reading its link at `linkKeyPath`.
    ///
    /// - Parameters:
    ///   - payload: The payload handed to `open(pushPayload:)`.
    ///   - linkKeyPath: Where the link sits, as in
    ///     ``NavigatorConfiguration/pushPayloadURLKeyPath`` (`["url"]` by default).
    public init(_ payload: [AnyHashable: Any], linkKeyPath: [String] = ["url"]) {
        contents = Contents(payload)
        link = try? Navigator.link(inPushPayload: payload, at: linkKeyPath).get()
    }

    /// A payload written as a dictionary literal, its link read at `["url"]`.
    public init(dictionaryLiteral elements: (AnyHashable, Any)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The payload's link, or a note that it holds none.
    public var description: String { link ?? "a payload without a link" }

    /// Whether two payloads hold the same keys with equal values, nested dictionaries and arrays
    /// compared the same way (where each looked for its link does not count).
    public static func == (lhs: PushPayload, rhs: PushPayload) -> Bool {
        lhs.contents == rhs.contents
    }

    /// A payload's contents: dictionaries and arrays item by item; any other hashable value by
    /// its type and its text; a value of neither kind is never equal to anything.
    private indirect enum Contents: Sendable, Equatable {
        case dictionary([Leaf: Contents])
        case array([Contents])
        case value(Leaf)
        case opaque

        init(_ value: Any) {
            switch value {
            case let dictionary as [AnyHashable: Any]:
                var items: [Leaf: Contents] = [:]
                for (key, item) in dictionary { items[Leaf(key)] = Contents(item) }
                self = .dictionary(items)
            case let array as [Any]: self = .array(array.map(Contents.init))
            case let hashable as AnyHashable: self = .value(Leaf(hashable))
            default: self = .opaque
            }
        }

        static func == (lhs: Contents, rhs: Contents) -> Bool {
            switch (lhs, rhs) {
            case (.dictionary(let left), .dictionary(let right)): left == right
            case (.array(let left), .array(let right)): left == right
            case (.value(let left), .value(let right)): left == right
            default: false
            }
        }
    }

    /// A hashable value as its type's name and its text.
    private struct Leaf: Sendable, Hashable {
        let type: String
        let text: String

        init(_ value: AnyHashable) {
            type = String(describing: Swift.type(of: value.base))
            text = String(describing: value.base)
        }
    }
}
