public import Foundation

/// The placeholder and query values of a route, as percent-decoded text.
///
/// A route's generated (or hand-written) ``Route/init(parameters:)`` reads its values with
/// `decode(_:for:)` and `decodeIfPresent(_:for:)`; ``Route/parameters`` writes them with
/// `encode(_:for:)`. Each has an overload for ``RouteParameter`` types and one for enums with a
/// `String` or `Int` raw value. Names are unique; the order is the order of encoding.
///
/// ```swift
/// var parameters = RouteParameters()
/// parameters.encode(42, for: "id")
/// let id = try parameters.decode(Int.self, for: "id")  // 42
/// ```
public struct RouteParameters: Hashable, Sendable, CustomStringConvertible {
    /// One named value.
    public struct Item: Hashable, Sendable {
        /// The placeholder or query item name.
        public var name: String
        /// The value's text, percent-decoded.
        public var value: String

        /// Creates an item.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The values in order.
    public private(set) var items: [Item]

    /// The whole link the route is being opened with, when its ``RouteLinkRules/receivesLink``
    /// asks for it; nil for a route made in the app or restored.
    public var link: URL?

    /// The link's fragment (the text after `#`, percent-decoded), when the route's
    /// ``RouteLinkRules/receivesFragment`` asks for it and the link has one.
    public var fragment: String?

    /// Whether `decodeIfPresent(_:for:)` reads a value that does not decode as absent (nil)
    /// instead of throwing. The matcher sets it for a route whose ``RouteLinkRules/isLenient``
    /// says so; false otherwise.
    ///
    /// ```swift
    /// var parameters = RouteParameters(["page": "two"])
    /// parameters.isLenient = true
    /// try parameters.decodeIfPresent(Int.self, for: "page")  // nil
    /// ```
    public var isLenient = false

    /// Creates empty parameters.
    public init() { items = [] }

    /// Creates parameters from items; a later item replaces an earlier one of the same name.
    public init(_ items: some Sequence<Item>) {
        self.items = []
        for item in items { self[item.name] = item.value }
    }

    /// Creates parameters from items whose names are already known to be unique (the matcher's
    /// placeholders and query items), skipping the duplicate check of `init(_:)`.
    init(uniqueItems items: [Item]) {
        self.items = items
    }

    /// Creates parameters from name–value pairs.
    public init(_ pairs: KeyValuePairs<String, String>) {
        self.init(pairs.map { Item(name: $0.key, value: $0.value) })
    }

    /// The text of the value with this name, or nil; setting nil removes the value.
    public subscript(name: String) -> String? {
        @inlinable get {
            for item in items where item.name == name { return item.value }
            return nil
        }
        set {
            if let index = items.firstIndex(where: { $0.name == name }) {
                if let newValue { items[index].value = newValue } else { items.remove(at: index) }
            } else if let newValue {
                items.append(Item(name: name, value: newValue))
            }
        }
    }

    /// Whether there are no values.
    public var isEmpty: Bool { items.isEmpty }

    // MARK: - Decoding

    /// The value with this name, decoded as `type`.
    ///
    /// - Throws: ``RouteDecodingError/missingParameter(_:)`` when absent,
    ///   ``RouteDecodingError/invalidValue(parameter:value:expectedType:)`` when not a valid value
    ///   (or holding `/` for a type whose ``RouteParameter/routeValueMayContainSlash`` is false).
    @inlinable
    public func decode<Value: RouteParameter>(
        _ type: Value.Type, for name: String
    ) throws(RouteDecodingError) -> Value {
        guard let text = self[name] else { throw .missingParameter(name) }
        guard Value.routeValueMayContainSlash || !Self.holdsSlash(text), let value = Value(routeValue: text)
        else {
            throw .invalidValue(parameter: name, value: text, expectedType: String(describing: Value.self))
        }
        return value
    }

    /// The value with this name decoded as `type`, or nil when absent.
    ///
    /// - Throws: ``RouteDecodingError/invalidValue(parameter:value:expectedType:)`` when present but
    ///   not a valid value: a wrong value is an error, never silently nil, unless ``isLenient``
    ///   is set, when it is nil.
    @inlinable
    public func decodeIfPresent<Value: RouteParameter>(
        _ type: Value.Type, for name: String
    ) throws(RouteDecodingError) -> Value? {
        guard let text = self[name] else { return nil }
        guard Value.routeValueMayContainSlash || !Self.holdsSlash(text), let value = Value(routeValue: text)
        else {
            if isLenient { return nil }
            throw .invalidValue(parameter: name, value: text, expectedType: String(describing: Value.self))
        }
        return value
    }

    /// Whether a value's text holds `/`. The bytes are scanned first: most values hold no `/`
    /// byte, so only one that does is searched again as characters.
    @inlinable
    static func holdsSlash(_ text: String) -> Bool {
        let slash = UInt8(ascii: "/")
        let holdsSlashByte =
            text.utf8.withContiguousStorageIfAvailable { $0.contains(slash) } ?? text.utf8.contains(slash)
        return holdsSlashByte && text.contains("/")
    }

    // MARK: - Encoding

    /// Stores a value under a name, replacing any value of that name.
    public mutating func encode(_ value: some RouteParameter, for name: String) {
        self[name] = value.routeValue
    }

    /// Stores a value under a name when it is not nil.
    public mutating func encodeIfPresent(_ value: (some RouteParameter)?, for name: String) {
        if let value { encode(value, for: name) }
    }

    public var description: String {
        "[" + items.map { "\($0.name): \"\($0.value)\"" }.joined(separator: ", ") + "]"
    }
}
