public import Foundation
public import Wayfinder
public import WayfinderCore

/// A navigator for view-model tests that records every call instead of navigating.
///
/// Hand it to a view model that takes ``Wayfinder/Navigating`` and assert on what it asked for:
///
/// ```swift
/// let navigator = RecordingNavigator()
/// let model = PostViewModel(navigator: navigator)
/// model.upgradeTapped()
/// #expect(navigator.calls == [.present(PaywallRoute(), style: .sheet)])
/// #expect(navigator.presented(PaywallRoute.self, style: .sheet) != nil)
/// ```
///
/// Every call returns a request that has already ended with ``nextOutcome`` (applied unless a
/// test says otherwise, to exercise a view model's handling of a blocked navigation).
@MainActor
public final class RecordingNavigator: Navigating {
    /// One recorded call.
    public enum Call: Equatable, CustomStringConvertible {
        /// `push(_:)`.
        case push(any Route)
        /// `navigate(to:)`.
        case navigate(any Route)
        /// `present(_:style:)`.
        case present(any Route, style: ModalStyle)
        /// `presentAlert(_:)`.
        case presentAlert(any Route)
        /// `setRoot(_:)`.
        case setRoot(any Route)
        /// `pop()`.
        case pop
        /// `popToRoot()`.
        case popToRoot
        /// `dismiss()`.
        case dismiss
        /// `open(_:)`.
        case open(URL)

        /// The route the call carries, if any.
        public var route: (any Route)? {
            switch self {
            case .push(let route), .navigate(let route), .present(let route, _), .presentAlert(let route),
                .setRoot(let route):
                route
            case .pop, .popToRoot, .dismiss, .open: nil
            }
        }

        /// The call as the navigator summarizes it: `present sheet paywall`.
        public var description: String {
            switch self {
            case .push(let route): "push \(route.pathRepresentation)"
            case .navigate(let route): "navigate \(route.pathRepresentation)"
            case .present(let route, let style): "present \(style.outlineKeyword) \(route.pathRepresentation)"
            case .presentAlert(let route): "alert \(route.pathRepresentation)"
            case .setRoot(let route): "setRoot \(route.pathRepresentation)"
            case .pop: "pop"
            case .popToRoot: "popToRoot"
            case .dismiss: "dismiss"
            case .open(let url): "open \(url.absoluteString)"
            }
        }

        public static func == (lhs: Call, rhs: Call) -> Bool {
            switch (lhs, rhs) {
            case (.push(let a), .push(let b)), (.navigate(let a), .navigate(let b)),
                (.presentAlert(let a), .presentAlert(let b)), (.setRoot(let a), .setRoot(let b)):
                a.isEqual(to: b)
            case (.present(let a, let styleA), .present(let b, let styleB)):
                styleA == styleB && a.isEqual(to: b)
            case (.pop, .pop), (.popToRoot, .popToRoot), (.dismiss, .dismiss):
                true
            case (.open(let a), .open(let b)):
                a == b
            default:
                false
            }
        }
    }

    /// Every call, oldest first.
    public private(set) var calls: [Call] = []
    /// How the next calls end; `.applied` by default.
    public var nextOutcome: NavigationOutcome = .applied
    private var counter: UInt64 = 0

    /// Creates a navigator with no calls recorded.
    public init() {}

    /// The calls as text, one per call: `["push post/42", "present sheet paywall"]`.
    public var log: [String] { calls.map(\.description) }

    /// The most recent call.
    public var lastCall: Call? { calls.last }

    /// Forgets the recorded calls.
    public func reset() { calls = [] }

    /// The most recent route of a type presented with a style (by `present(_:style:)`, or by
    /// `navigate(to:)` for a route whose preferred presentation is that style), or nil.
    public func presented<R: Route>(_ type: R.Type, style: ModalStyle = .sheet) -> R? {
        for call in calls.reversed() {
            switch call {
            case .present(let route, let callStyle) where callStyle == style:
                if let route = route as? R { return route }
            case .navigate(let route) where route.preferredPresentation.modalStyle == style:
                if let route = route as? R { return route }
            default:
                continue
            }
        }
        return nil
    }

    /// The most recent route of a type that was pushed (by `push(_:)`, or by `navigate(to:)` for a
    /// route pushed by preference), or nil.
    public func pushed<R: Route>(_ type: R.Type) -> R? {
        for call in calls.reversed() {
            switch call {
            case .push(let route):
                if let route = route as? R { return route }
            case .navigate(let route) where route.preferredPresentation == .push:
                if let route = route as? R { return route }
            default:
                continue
            }
        }
        return nil
    }

    private func record(_ call: Call) -> NavigationRequest {
        calls.append(call)
        counter += 1
        return NavigationRequest.finished(id: counter, summary: call.description, outcome: nextOutcome)
    }

    // MARK: - Navigating

    @discardableResult
    public func push(_ route: any Route) -> NavigationRequest { record(.push(route)) }

    @discardableResult
    public func navigate(to route: any Route) -> NavigationRequest { record(.navigate(route)) }

    @discardableResult
    public func present(_ route: any Route, style: ModalStyle) -> NavigationRequest {
        record(.present(route, style: style))
    }

    @discardableResult
    public func presentAlert(_ route: any Route) -> NavigationRequest { record(.presentAlert(route)) }

    @discardableResult
    public func setRoot(_ route: any Route) -> NavigationRequest { record(.setRoot(route)) }

    @discardableResult
    public func pop() -> NavigationRequest { record(.pop) }

    @discardableResult
    public func popToRoot() -> NavigationRequest { record(.popToRoot) }

    @discardableResult
    public func dismiss() -> NavigationRequest { record(.dismiss) }

    @discardableResult
    public func open(_ url: URL) -> NavigationRequest { record(.open(url)) }
}
