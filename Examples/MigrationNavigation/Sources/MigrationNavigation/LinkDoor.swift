public import Foundation
public import Wayfinder

/// The app's one entry point for links (the UIKit scene delegate, SwiftUI's `onOpenURL`): it
/// splits them between Wayfinder and the legacy router.
///
/// Wayfinder is asked first with `canOpen(_:)`, which runs the link policy and the matcher and
/// nothing else: a link a route answers (`album/…`, `artist/…`, `playlist/…`, and `track/…`, whose
/// screen Wayfinder hands off) selects the Library tab and opens there; any other link goes to
/// the ``LegacyRouter``. ``openThenFallBack(_:)`` is the other shape: open, and hand over what
/// ended "not handled".
@MainActor
public final class LinkDoor {
    /// Where a link went.
    public enum Destination: Equatable, Sendable {
        /// Wayfinder took it; the request says how it ended.
        case wayfinder
        /// The legacy router showed it.
        case legacy
        /// Neither knows it.
        case nowhere
    }

    /// The Library tab's navigator.
    public let navigator: Navigator
    /// The app's old router.
    public let legacyRouter: LegacyRouter
    /// The navigation of the last link Wayfinder took, to await its outcome (a guarded route's
    /// ends on its own task); nil until Wayfinder takes one.
    public private(set) var lastRequest: NavigationRequest?

    /// Creates the door.
    public init(navigator: Navigator, legacyRouter: LegacyRouter) {
        self.navigator = navigator
        self.legacyRouter = legacyRouter
    }

    /// Opens a link: Wayfinder's if a route answers it, the legacy router's otherwise.
    ///
    /// - Parameter url: The link.
    /// - Returns: Where it went.
    @discardableResult
    public func handle(_ url: URL) -> Destination {
        if navigator.canOpen(url) {
            legacyRouter.coordinator.selectedTab = .library
            lastRequest = navigator.open(url)
            return .wayfinder
        }
        return legacyRouter.open(url) ? .legacy : .nowhere
    }

    /// Opens a link in Wayfinder and hands it to the legacy router when it ends "not handled"
    /// (`NavigationOutcome.isNotHandled`, known when `open` returns). A link Wayfinder refused
    /// (a guard's denial, a value that does not decode) is not handed over: it is the app's, and
    /// the legacy router must not open what Wayfinder refused.
    ///
    /// - Parameter url: The link.
    /// - Returns: Where it went.
    @discardableResult
    public func openThenFallBack(_ url: URL) -> Destination {
        let request = navigator.open(url)
        guard request.currentOutcome?.isNotHandled == true else {
            lastRequest = request
            legacyRouter.coordinator.selectedTab = .library
            return .wayfinder
        }
        return legacyRouter.open(url) ? .legacy : .nowhere
    }
}
