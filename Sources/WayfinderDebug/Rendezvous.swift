#if DEBUG
    import Foundation

    /// A one-shot value handed from an asynchronous task to a waiting thread, with a deadline.
    ///
    /// `@unchecked Sendable` is sound: `value` is read and written only while `condition` is
    /// locked, and waiting threads are woken by `broadcast` after every write.
    final class Rendezvous<Value: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private var value: Value?

        func fulfill(_ newValue: Value) {
            condition.lock()
            if value == nil { value = newValue }
            condition.broadcast()
            condition.unlock()
        }

        /// The value, or nil when it has not arrived by `deadline`.
        func wait(until deadline: Date) -> Value? {
            condition.lock()
            defer { condition.unlock() }
            while value == nil {
                if !condition.wait(until: deadline) { break }
            }
            return value
        }
    }
#endif
