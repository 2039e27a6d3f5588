#if DEBUG
    import Foundation
    import WayfinderDebugSupport

    /// The server nonces handed out by `GET /api/challenge` and not yet expired: each one lets
    /// one request authenticated by a MAC (`Authorization: Wayfinder-HMAC …`) in, once, within
    /// its lifetime.
    ///
    /// The store is bounded: it holds at most `capacity` nonces (used ones included, so a replay
    /// is named as one), and issuing a nonce when it is full drops the oldest. The challenge needs
    /// no token, so whoever can reach the port can push the nonces of others out; that costs them
    /// a retry, never access.
    ///
    /// Connection threads call it; it never touches the main actor. `@unchecked Sendable` is
    /// sound: `entries` is read and written only while `lock` is held.
    final class ChallengeNonceStore: @unchecked Sendable {
        /// What became of a nonce a request presented.
        enum Redemption: Hashable, Sendable {
            /// Outstanding and unexpired: it is now used.
            case accepted
            /// Never issued here, or dropped to make room for newer ones.
            case unknown
            /// Issued longer ago than the lifetime.
            case expired
            /// Presented before: each nonce lets one request in.
            case alreadyUsed
        }

        /// One issued nonce.
        private struct Entry {
            let nonce: String
            let issued: ContinuousClock.Instant
            var used = false
        }

        private let lock = NSLock()
        /// Oldest first.
        private var entries: [Entry] = []
        /// The most nonces held.
        let capacity: Int
        /// How long a nonce is good for.
        let lifetime: Duration

        /// A store of at most `capacity` nonces, each good for `lifetime`.
        init(capacity: Int, lifetime: Duration) {
            self.capacity = max(1, capacity)
            self.lifetime = lifetime
        }

        /// A fresh nonce of ``DebugProof/serverNonceLength`` hexadecimal digits (128 bits from the
        /// system's secure random generator), remembered as outstanding; the oldest is dropped
        /// when the store is full.
        func issue(now: ContinuousClock.Instant = .now) -> String {
            let nonce = DebugProof.randomHex(byteCount: DebugProof.serverNonceLength / 2)
            lock.withLock {
                if entries.count >= capacity { entries.removeFirst(entries.count - capacity + 1) }
                entries.append(Entry(nonce: nonce, issued: now))
            }
            return nonce
        }

        /// Uses `nonce` up when it is outstanding and unexpired, or says why it is not.
        func redeem(_ nonce: String, now: ContinuousClock.Instant = .now) -> Redemption {
            lock.withLock {
                guard let index = entries.firstIndex(where: { $0.nonce == nonce }) else { return .unknown }
                if entries[index].used { return .alreadyUsed }
                guard now - entries[index].issued <= lifetime else { return .expired }
                entries[index].used = true
                return .accepted
            }
        }

        /// The nonces held, used ones included.
        var count: Int { lock.withLock { entries.count } }
    }
#endif
