import Wayfinder

extension RecordingNavigator {
    /// A push notification's payload, as ``RecordingNavigator`` records an
    /// `open(pushPayload:)` call.
    ///
    /// Two payloads are equal when they hold the same keys with equal values (nested
    /// dictionaries and arrays compared the same way), so a test writes the payload it expects:
    ///
    /// ```swift
    /// #expect(navigator.calls == [.openPushPayload(["url": "myapp://post/42"])])
    /// ```
    public struct PushPayload: Equatable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
        /// The payload as it was handed over.
        public let payload: [AnyHashable: Any]
        /// The link the payload holds where a navigator looks for it, or nil when it holds none
        /// there (a real navigator then fails the call with `invalidPushPayload`).
        public let link: String?

        /// Wraps a payload, reading its link at `linkKeyPath`.
        ///
        /// - Parameters:
        ///   - payload: The payload handed to `open(pushPayload:)`.
        ///   - linkKeyPath: Where the link sits, as in
        ///     ``Wayfinder/NavigatorConfiguration/pushPayloadURLKeyPath`` (`["url"]` by default).
        public init(_ payload: [AnyHashable: Any], linkKeyPath: [String] = ["url"]) {
            self.payload = payload
            link = try? Navigator.link(inPushPayload: payload, at: linkKeyPath).get()
        }

        /// A payload written as a dictionary literal, its link read at `["url"]`.
        public init(dictionaryLiteral elements: (AnyHashable, Any)...) {
            self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
        }

        /// The payload's link, or a note that it holds none.
        public var description: String { link ?? "a payload without a link" }

        /// Whether two payloads hold the same keys with equal values, nested dictionaries and
        /// arrays compared the same way.
        public static func == (lhs: PushPayload, rhs: PushPayload) -> Bool {
            equal(lhs.payload, rhs.payload)
        }

        /// Whether two payload values are equal: dictionaries and arrays item by item, anything
        /// else as `AnyHashable` (strings, numbers, URLs); values of neither kind never are.
        private static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
            switch (lhs, rhs) {
            case (let left as [AnyHashable: Any], let right as [AnyHashable: Any]):
                left.count == right.count
                    && left.allSatisfy { key, value in right[key].map { equal(value, $0) } ?? false }
            case (let left as [Any], let right as [Any]):
                left.count == right.count && zip(left, right).allSatisfy { equal($0, $1) }
            case (let left as AnyHashable, let right as AnyHashable):
                left == right
            default:
                false
            }
        }
    }
}
