/// What a tab's badge shows: a count or a short text.
///
/// Badges change while the app runs (``Navigator/setBadge(_:forTab:)``). They are the app's
/// data, not navigation: a saved state does not keep them and the journal does not record them.
///
/// ```swift
/// try navigator.setBadge(.count(3), forTab: "inbox")
/// try navigator.setBadge(.text("New"), forTab: "shop")
/// ```
public enum TabBadge: Hashable, Sendable, CustomStringConvertible {
    /// A number, such as unread messages. A count of zero or less shows no badge.
    case count(Int)
    /// A short text, such as "New". An empty text shows no badge.
    case text(String)

    /// Whether the badge shows anything: a positive count or a non-empty text.
    public var isVisible: Bool {
        switch self {
        case .count(let count): count > 0
        case .text(let text): !text.isEmpty
        }
    }

    /// The text a tab bar item shows: the count in decimal, or the text.
    public var description: String {
        switch self {
        case .count(let count): String(count)
        case .text(let text): text
        }
    }
}
