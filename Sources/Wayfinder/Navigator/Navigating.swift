public import Foundation

/// The navigation calls a screen's view model makes, as a protocol, so view models can take any
/// navigator and tests can hand them a recording one (`WayfinderTesting.RecordingNavigator`).
///
/// ```swift
/// @MainActor final class NoteViewModel {
///     let navigator: any Navigating
///     var color: NoteColor?
///     init(navigator: any Navigating) { self.navigator = navigator }
///
///     func upgradeTapped() { navigator.present(PaywallRoute()) }
///     func chooseColor() async { color = await navigator.navigateForResult(to: ColorPickerRoute()) }
///     func showInbox() { navigator.switchTab(to: "inbox") }
///     func notificationTapped(_ payload: [AnyHashable: Any]) { navigator.open(pushPayload: payload) }
///     func orderPlaced() { navigator.replaceTop(with: ReceiptRoute()) }
///     func signedOut() { navigator.reevaluateGuards() }
/// }
/// ```
///
/// ``Navigator`` conforms. Every call returns the ``NavigationRequest`` the navigator returns,
/// whose outcome a view model may await.
@MainActor
public protocol Navigating: AnyObject {
    /// Pushes exactly one screen onto the active stack.
    @discardableResult func push(_ route: any Route) -> NavigationRequest
    /// Pushes a screen with options (``NavigationOptions/singleTop``).
    @discardableResult func push(_ route: any Route, options: NavigationOptions) -> NavigationRequest
    /// Jumps to a route the way its preferred presentation says.
    @discardableResult func navigate(to route: any Route) -> NavigationRequest
    /// Jumps to a route with options (``NavigationOptions/singleTop``).
    @discardableResult func navigate(to route: any Route, options: NavigationOptions) -> NavigationRequest
    /// Presents a modal flow with its own stack in a given style; `present(_:)` uses the route's
    /// preferred one.
    @discardableResult func present(_ route: any Route, style: ModalStyle) -> NavigationRequest
    /// Shows an alert route over the active stack.
    @discardableResult func presentAlert(_ route: any Route) -> NavigationRequest
    /// Makes the whole state one stack holding this route (or selects the tab it is the root of).
    @discardableResult func setRoot(_ route: any Route) -> NavigationRequest
    /// Pops the top screen of the active stack.
    @discardableResult func pop() -> NavigationRequest
    /// Pops the active stack back to the nearest screen of a route type.
    @discardableResult func popTo(_ routeType: any Route.Type) -> NavigationRequest
    /// Pops the active stack back to the nearest screen showing a route equal to `route`.
    @discardableResult func popTo(_ route: any Route) -> NavigationRequest
    /// Pops the active stack to its root screen.
    @discardableResult func popToRoot() -> NavigationRequest
    /// Dismisses the active alert, or else the topmost modal.
    @discardableResult func dismiss() -> NavigationRequest
    /// Replaces the top screen of the active stack with `route`.
    @discardableResult func replaceTop(with route: any Route) -> NavigationRequest
    /// Removes the screen showing `route` from the active stack, wherever it is.
    @discardableResult func remove(_ route: any Route) -> NavigationRequest
    /// Makes the active stack show exactly `routes`, its root first.
    @discardableResult func setStack(_ routes: [any Route]) -> NavigationRequest
    /// Asks the entry guards of the screens shown again and removes those that now refuse.
    @discardableResult func reevaluateGuards() -> NavigationRequest
    /// Selects a tab (or runs the action tab's action).
    @discardableResult func switchTab(to id: TabID) -> NavigationRequest
    /// Opens a link given as text, as an outside link would.
    @discardableResult func open(_ url: String) -> NavigationRequest
    /// Opens an outside link.
    @discardableResult func open(_ url: URL) -> NavigationRequest
    /// Opens the link inside a push notification's payload, found at
    /// ``NavigatorConfiguration/pushPayloadURLKeyPath``.
    @discardableResult func open(pushPayload payload: [AnyHashable: Any]) -> NavigationRequest
    /// Opens a link given as text, placing its route as `placement` says.
    @discardableResult func open(_ url: String, placement: LinkPlacement) -> NavigationRequest
    /// Opens an outside link, placing its route as `placement` says.
    @discardableResult func open(_ url: URL, placement: LinkPlacement) -> NavigationRequest
    /// Opens the link inside a push notification's payload, placing its route as `placement` says.
    @discardableResult func open(pushPayload payload: [AnyHashable: Any], placement: LinkPlacement)
        -> NavigationRequest
    /// Shows a route the way it prefers and waits for the value its screen finishes with; nil
    /// when the screen leaves without one.
    func navigateForResult<R: Route>(to route: R) async -> R.NavigationResult?
    /// Ends the nearest screen a caller is waiting on, handing it `value`.
    @discardableResult func finish<Value: Sendable>(returning value: Value) -> NavigationRequest
    /// Runs the navigation a guard redirected away from; nil when there is none.
    @discardableResult func resumePendingNavigation() -> NavigationRequest?
    /// Forgets the navigation a guard redirected away from.
    func discardPendingNavigation()
}

extension Navigator: Navigating {}

extension Navigating {
    /// Presents a modal flow the way the route prefers: a full-screen cover for a route whose
    /// `preferredPresentation` is `.fullScreenCover`, otherwise a sheet.
    ///
    /// ```swift
    /// navigator.present(SignInRoute())   // a cover: SignInRoute prefers .fullScreenCover
    /// navigator.present(SettingsRoute()) // a sheet
    /// ```
    @discardableResult
    public func present(_ route: any Route) -> NavigationRequest {
        present(route, style: route.preferredPresentation.modalStyle ?? .sheet)
    }

    /// Ends the nearest waiting screen with a value of a route's result type, checked by the
    /// compiler; see ``finish(returning:)``.
    ///
    /// ```swift
    /// navigator.finish(ColorPickerRoute.self, returning: .green)
    /// ```
    @discardableResult
    public func finish<R: Route>(_ route: R.Type, returning value: R.NavigationResult) -> NavigationRequest {
        finish(returning: value)
    }
}
