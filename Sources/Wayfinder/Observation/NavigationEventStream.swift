import Foundation

/// An asynchronous sequence of a navigator's events for one subscriber, with a bounded buffer.
///
/// A subscriber that falls behind never slows navigation down: once its buffer is full the
/// oldest undelivered events are dropped and ``droppedCount`` says how many were lost.
///
/// ```swift
/// for await event in navigator.events() {
///     print(event.logLine)
/// }
/// ```
public struct NavigationEventStream: AsyncSequence, Sendable {
    public typealias Element = NavigationEvent

    let stream: AsyncStream<NavigationEvent>
    let counter: DropCounter

    /// How many events this subscriber lost because its buffer was full.
    public var droppedCount: Int { counter.value }

    public func makeAsyncIterator() -> AsyncStream<NavigationEvent>.Iterator {
        stream.makeAsyncIterator()
    }
}

/// A thread-safe counter of dropped events, shared by the producer (main actor) and readers.
///
/// `@unchecked Sendable` is sound: `count` is only read and written while `lock` is held.
final class DropCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add(_ amount: Int) { lock.withLock { count += amount } }
}

/// The producer side of one subscription, kept by the navigator.
struct EventSubscriber {
    let continuation: AsyncStream<NavigationEvent>.Continuation
    let counter: DropCounter
}
