public import Foundation
public import WayfinderCore

/// The navigation calls of ``Navigator``, as a protocol, so view models can take any navigator
/// and tests can hand them a recording one (`WayfinderTesting.RecordingNavigator`).
///
/// ```swift
/// @MainActor final class PostViewModel {
///     let navigator: any Navigating
///     init(navigator: any Navigating) { self.navigator = navigator }
///     func upgradeTapped() { navigator.present(PaywallRoute(), style: .sheet) }
/// }
/// ```
@MainActor
public protocol Navigating: AnyObject {
    /// Pushes exactly one screen onto the active stack.
    @discardableResult func push(_ route: any Route) -> NavigationRequest
    /// Jumps to a route the way its preferred presentation says.
    @discardableResult func navigate(to route: any Route) -> NavigationRequest
    /// Presents a modal flow with its own stack.
    @discardableResult func present(_ route: any Route, style: ModalStyle) -> NavigationRequest
    /// Shows an alert route over the active stack.
    @discardableResult func presentAlert(_ route: any Route) -> NavigationRequest
    /// Makes the whole state one stack holding this route.
    @discardableResult func setRoot(_ route: any Route) -> NavigationRequest
    /// Pops the top screen of the active stack.
    @discardableResult func pop() -> NavigationRequest
    /// Pops the active stack to its root screen.
    @discardableResult func popToRoot() -> NavigationRequest
    /// Dismisses the active alert, or else the topmost modal.
    @discardableResult func dismiss() -> NavigationRequest
    /// Opens an outside link.
    @discardableResult func open(_ url: URL) -> NavigationRequest
}

extension Navigator: Navigating {}

extension Navigating {
    /// Presents a modal flow as a sheet.
    @discardableResult
    public func present(_ route: any Route) -> NavigationRequest {
        present(route, style: .sheet)
    }
}
