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

    /// A bounded first-in, first-out queue between the task reading a navigator's events and the
    /// thread writing them to one trace subscriber. When full, the oldest item is dropped and
    /// counted, so a stalled subscriber never holds more than `capacity` items.
    ///
    /// `@unchecked Sendable` is sound: `items`, `dropped` and `isClosed` are touched only while
    /// `condition` is locked.
    final class EventMailbox: @unchecked Sendable {
        private let condition = NSCondition()
        private var items: [String] = []
        private var head = 0
        private var isClosed = false
        private var dropped = 0
        let capacity: Int

        init(capacity: Int) {
            self.capacity = max(1, capacity)
        }

        /// How many items were dropped because the subscriber fell behind.
        var droppedCount: Int {
            condition.lock()
            defer { condition.unlock() }
            return dropped
        }

        /// Adds an item, dropping the oldest when full; false once the mailbox is closed.
        @discardableResult
        func put(_ item: String) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            guard !isClosed else { return false }
            if items.count - head >= capacity {
                head += 1
                dropped += 1
            }
            items.append(item)
            if head > capacity {
                items.removeFirst(head)
                head = 0
            }
            condition.signal()
            return true
        }

        /// The oldest item, waiting until `deadline` at most; nil on timeout or when closed and empty.
        func take(until deadline: Date) -> String? {
            condition.lock()
            defer { condition.unlock() }
            while head == items.count {
                if isClosed { return nil }
                if !condition.wait(until: deadline) { return nil }
            }
            let item = items[head]
            head += 1
            if head == items.count {
                items.removeAll(keepingCapacity: true)
                head = 0
            }
            return item
        }

        /// Whether the producer ended (the navigator went away).
        var isFinished: Bool {
            condition.lock()
            defer { condition.unlock() }
            return isClosed && head == items.count
        }

        func close() {
            condition.lock()
            isClosed = true
            condition.broadcast()
            condition.unlock()
        }
    }
#endif
