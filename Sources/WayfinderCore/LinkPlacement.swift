/// Where a link puts the screen it opens: on a stack rebuilt from the route's parent chain, or
/// on top of the stack the user is looking at.
///
/// A route chooses its own with `Route.linkPlacement`; a call to `Navigator.open(_:placement:)`
/// chooses for one link. A notification about a post, tapped while the user reads their
/// notifications, appends the post to that tab's stack, so Back returns to the notifications:
///
/// ```swift
/// @Route("notifications/post/:id")
/// struct NotifiedPostRoute {
///     let id: Int
///     var parent: (any Route)? { NotificationsRoute() }
///     var linkPlacement: LinkPlacement { .appendToCurrentStack }
/// }
/// ```
///
/// The placement applies to pushed routes. A route that prefers a sheet, a cover or an alert is
/// shown over what shows either way.
public enum LinkPlacement: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The stack is rebuilt from the route's parent chain (`[root … parent, route]`), selecting
    /// the tab the chain's root belongs to. The default.
    case parentChain
    /// The route is pushed onto the current stack of its tab: the tab whose root starts its parent
    /// chain, or else the selected tab (or the single stack). That tab is selected, and what it
    /// presents is dismissed, so the route shows on the tab's own stack. An equal route already on
    /// top is not pushed again; with single-top, an equal route lower on that stack is popped
    /// back to.
    case appendToCurrentStack

    public var description: String { rawValue }
}
