import Foundation
import Synchronization

/// The value last decoded from some data, kept until the data changes: a host that reads a
/// decoded value inside a view's body (SwiftUI's sidebar reads its saved layout on every read of
/// a binding) decodes once per change of the data instead of on every read.
///
/// A class, so that keeping the value is not a change of the view's state; its one mutable part
/// is behind a `Mutex`, since SwiftUI's binding getters are `@Sendable`.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
final class DecodedValueCache<Value: Sendable>: Sendable {
    private struct Kept {
        var data: Data?
        var value: Value?
        var decodeCount = 0
    }

    private let kept = Mutex(Kept())
    private let decode: @Sendable (Data) -> Value?

    /// Creates an empty cache that decodes with `decode`.
    init(decode: @escaping @Sendable (Data) -> Value?) {
        self.decode = decode
    }

    /// How many times the cache has decoded: for tests.
    var decodeCount: Int { kept.withLock { $0.decodeCount } }

    /// The value decoded from `data`: the kept one when `data` is the data it was decoded from.
    func value(for data: Data) -> Value? {
        kept.withLock { kept in
            if kept.data == data { return kept.value }
            kept.decodeCount += 1
            kept.data = data
            kept.value = decode(data)
            return kept.value
        }
    }
}
