public import WayfinderCore

/// How a UI shows the alert of a stack: as a system alert built from ``AlertContent``, or as
/// the alert route's own screen on a card over a dimmed backdrop.
public enum AlertPresentation: Sendable {
    /// A system alert (`.alert` in SwiftUI, `UIAlertController` in UIKit).
    case system(AlertContent, entry: RouteEntry)
    /// The route's registered screen, centred on a card.
    case card(RouteEntry)

    /// The alert's entry; button presses report against its identity.
    public var entry: RouteEntry {
        switch self {
        case .system(_, let entry), .card(let entry): entry
        }
    }

    /// The content of a system alert, nil for a card.
    public var systemContent: AlertContent? {
        if case .system(let content, _) = self { return content }
        return nil
    }

    /// The entry whose screen goes on a card, nil for a system alert.
    public var cardEntry: RouteEntry? {
        if case .card(let entry) = self { return entry }
        return nil
    }
}

extension Navigator {
    /// How the alert of a stack shows, or nil when the stack shows none.
    public func alertPresentation(for stack: StackSnapshot) -> AlertPresentation? {
        stack.alert.map { entry in
            alertContent(for: entry.route).map { .system($0, entry: entry) } ?? .card(entry)
        }
    }
}
