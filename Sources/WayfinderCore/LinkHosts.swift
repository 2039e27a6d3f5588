import Foundation

/// Universal-link hosts that change while the app runs: the servers of the accounts the user
/// signed in to, a tenant's own domain.
///
/// Give one to a ``LinkPolicy`` as its ``LinkPolicy/runtimeHosts`` and keep it: every link the
/// policy reads afterwards (``LinkPolicy/linkPath(of:)-(String)``,
/// ``LinkPolicy/claims(_:)-(String)``, ``LinkResolver/resolve(_:fromOutside:)-(String,_)``) is
/// judged by the hosts it holds at that moment. Any thread may read or change it.
///
/// ```swift
/// let servers = LinkHosts(["social.example.org"])
/// let policy = LinkPolicy(schemes: ["myapp"], runtimeHosts: servers)
/// servers.insert("Mastodon.example.net")
/// policy.claims("https://mastodon.example.net/@ada")  // true
/// servers.remove("mastodon.example.net")
/// policy.claims("https://mastodon.example.net/@ada")  // false
/// ```
///
/// Hosts compare case-insensitively: they are stored lowercased.
// `@unchecked Sendable` is sound: the only stored state is `storage`, which is read and written
// only inside `lock.withLock`, so no two threads ever touch it at once; `lock` itself is a
// thread-safe lock. (`Mutex` would need iOS 18 and macOS 15.)
public final class LinkHosts: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Set<String>

    /// Creates a set of hosts, in any case.
    public init(_ hosts: Set<String> = []) {
        storage = Set(hosts.map { $0.lowercased() })
    }

    /// The hosts now, lowercased.
    public var hosts: Set<String> {
        lock.withLock { storage }
    }

    /// Whether a host, in any case, is one of the hosts now.
    public func contains(_ host: String) -> Bool {
        let host = host.lowercased()
        return lock.withLock { storage.contains(host) }
    }

    /// Adds a host, in any case.
    public func insert(_ host: String) {
        let host = host.lowercased()
        lock.withLock { _ = storage.insert(host) }
    }

    /// Removes a host, in any case.
    public func remove(_ host: String) {
        let host = host.lowercased()
        lock.withLock { _ = storage.remove(host) }
    }

    /// Replaces every host with these, in any case: for an account list that was reloaded.
    public func replaceAll(with hosts: Set<String>) {
        let hosts = Set(hosts.map { $0.lowercased() })
        lock.withLock { storage = hosts }
    }
}
