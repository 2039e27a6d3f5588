public import Foundation
public import Wayfinder

/// The calls a test writes, in the shape of the methods a view model calls: routes without a
/// label, a tab as a `TabID`, a link as text or a `URL`. Each one is the ``Wayfinder/NavigationCall``
/// the method makes, so it compares with what ``RecordingNavigator`` records (and with what the
/// real navigator performs):
///
/// ```swift
/// #expect(navigator.calls == [.push(PostRoute(id: 42)), .switchTab("inbox")])
/// ```
extension NavigationCallForm where Routes == LiveRoutes {
    /// `push(_:)`, or `push(_:options:)`.
    public static func push(_ route: any Route, options: NavigationOptions = []) -> NavigationCall {
        .push(route: route, options: options)
    }

    /// `navigate(to:)`, or `navigate(to:options:)`.
    public static func navigate(_ route: any Route, options: NavigationOptions = []) -> NavigationCall {
        .navigate(route: route, options: options)
    }

    /// `present(_:style:)`, or `present(_:)` with the style the route prefers.
    public static func present(_ route: any Route, style: ModalStyle) -> NavigationCall {
        .present(route: route, style: style)
    }

    /// `presentAlert(_:)`.
    public static func presentAlert(_ route: any Route) -> NavigationCall { .presentAlert(route: route) }

    /// `setRoot(_:)`.
    public static func setRoot(_ route: any Route) -> NavigationCall { .setRoot(route: route) }

    /// `popTo(_:)` with a route value.
    public static func popTo(_ route: any Route) -> NavigationCall { .popTo(route: route) }

    /// `popTo(_:)` with a route type.
    public static func popToType(_ type: any Route.Type) -> NavigationCall { .popToType(route: type) }

    /// `replaceTop(with:)`.
    public static func replaceTop(_ route: any Route) -> NavigationCall { .replaceTop(route: route) }

    /// `remove(_:)`.
    public static func remove(_ route: any Route) -> NavigationCall { .remove(route: route) }

    /// `setStack(_:)`, with the whole stack, root first.
    public static func setStack(_ routes: [any Route]) -> NavigationCall { .setStack(routes: routes) }

    /// `switchTab(to:)`.
    public static func switchTab(_ id: TabID) -> NavigationCall { .switchTab(tab: id.rawValue) }

    /// `open(_:)` with a link as text.
    public static func openLink(_ link: String) -> NavigationCall { .open(url: link) }

    /// `open(_:)` with a `URL`: the open of its absolute string.
    public static func open(_ url: URL) -> NavigationCall { .open(url: url.absoluteString) }

    /// `open(pushPayload:)`, with the payload.
    public static func openPushPayload(_ payload: PushPayload) -> NavigationCall {
        .openPushPayload(payload: payload)
    }

    /// `open(_:placement:)` or `open(pushPayload:placement:)`: the same call without a placement
    /// (``openLink(_:)``, ``open(_:)`` or ``openPushPayload(_:)``), placed. Any other call is
    /// returned as it is.
    ///
    /// ```swift
    /// #expect(navigator.calls == [.placed(.openLink("myapp://post/42"), placement: .appendToCurrentStack)])
    /// ```
    public static func placed(_ call: NavigationCall, placement: LinkPlacement) -> NavigationCall {
        switch call {
        case .open(let url), .openPlaced(let url, _): .openPlaced(url: url, placement: placement)
        case .openPushPayload(let payload, _): .openPushPayload(payload: payload, placement: placement)
        default: call
        }
    }

    /// `navigateForResult(to:)`: the call the route's preferred presentation makes, as the
    /// navigator makes it (``Wayfinder/NavigationCallForm/showingForResult(_:)``).
    public static func navigateForResult(_ route: any Route) -> NavigationCall { .showingForResult(route) }

    /// `finish(returning:)`, with the value.
    public static func finish(_ value: FinishedValue) -> NavigationCall { .finish(value: value) }
}
