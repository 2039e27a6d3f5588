public import Foundation
public import Wayfinder

/// A navigator for view-model tests that records every call instead of navigating.
///
/// It records each call as the ``Wayfinder/NavigationCall`` the real navigator would perform
/// (whose ``Wayfinder/NavigationCallForm/recorded`` form its journal keeps), so a test and a
/// journal speak one language. Hand it to a view model that takes ``Wayfinder/Navigating`` and
/// assert on what it asked for:
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
/// test says otherwise, to exercise a view model's handling of a blocked navigation). A view
/// model that awaits a typed result gets the value a test scripted with ``respond(to:with:)``:
///
/// ```swift
/// navigator.respond(to: ColorPickerRoute.self, with: .green)
/// await model.chooseColor()
/// #expect(model.color == .green)
/// #expect(navigator.calls == [.navigateForResult(ColorPickerRoute())])
/// ```
@MainActor
public final class RecordingNavigator: Navigating {
    /// Every call, oldest first.
    public private(set) var calls: [NavigationCall] = []
    /// How the next calls end; `.applied` by default.
    public var nextOutcome: NavigationOutcome = .applied
    /// Whether ``resumePendingNavigation()`` finds a navigation to resume; `true` by default.
    /// Set it to `false` to test a view model's handling of nothing to resume.
    public var hasPendingNavigation = true
    /// Where ``open(pushPayload:)`` looks for a payload's link, as the app's
    /// ``Wayfinder/NavigatorConfiguration/pushPayloadURLKeyPath`` says; `["url"]` by default.
    public var pushPayloadURLKeyPath: [String] = ["url"]
    private var counter: UInt64 = 0
    private var responses: [ObjectIdentifier: any Sendable] = [:]

    /// The call type this navigator used to record, now the ``Wayfinder/NavigationCall`` it
    /// records.
    @available(*, deprecated, renamed: "NavigationCall")
    public typealias Call = NavigationCall

    /// A push notification's payload, now ``Wayfinder/PushPayload``.
    @available(*, deprecated, renamed: "PushPayload")
    public typealias PushPayload = Wayfinder.PushPayload

    /// Creates a navigator with no calls recorded.
    public init() {}

    /// The calls as text, one per call: `["push post/42", "present sheet paywall"]`.
    public var log: [String] { calls.map(\.summary) }

    /// The most recent call.
    public var lastCall: NavigationCall? { calls.last }

    /// Forgets the recorded calls (scripted results and the next outcome stay).
    public func reset() { calls = [] }

    /// Scripts the value ``navigateForResult(to:)`` hands back for routes of a type, until
    /// changed; without one it hands back nil, as when the screen is dismissed without a value.
    ///
    /// ```swift
    /// navigator.respond(to: ConfirmDeleteRoute.self, with: true)
    /// ```
    public func respond<R: Route>(to route: R.Type, with value: R.NavigationResult?) {
        responses[ObjectIdentifier(route)] = value.map { $0 as any Sendable }
    }

    /// The most recent route of a type presented with a style (by `present(_:style:)` or
    /// ``navigateForResult(to:)``, or by `navigate(to:)` for a route whose preferred presentation
    /// is that style), or nil.
    public func presented<R: Route>(_ type: R.Type, style: ModalStyle = .sheet) -> R? {
        for call in calls.reversed() {
            switch call {
            case .present(let route, let callStyle) where callStyle == style:
                if let route = route as? R { return route }
            case .navigate(let route, _):
                if route.preferredPresentation.modalStyle == style, let route = route as? R { return route }
            default:
                continue
            }
        }
        return nil
    }

    /// The most recent route of a type that was pushed (by `push(_:)`, or by `navigate(to:)` or
    /// ``navigateForResult(to:)`` for a route pushed by preference), or nil.
    public func pushed<R: Route>(_ type: R.Type) -> R? {
        for call in calls.reversed() {
            switch call {
            case .push(let route, _):
                if let route = route as? R { return route }
            case .navigate(let route, _):
                if route.preferredPresentation.kind == .push, let route = route as? R { return route }
            default:
                continue
            }
        }
        return nil
    }

    /// The value of the most recent `finish(returning:)` call, when it is of type `Value`.
    ///
    /// ```swift
    /// model.colorTapped(.blue)
    /// #expect(navigator.finishedValue(as: NoteColor.self) == .blue)
    /// ```
    public func finishedValue<Value: Sendable>(as type: Value.Type) -> Value? {
        for call in calls.reversed() {
            if case .finish(let finished) = call { return finished.value as? Value }
        }
        return nil
    }

    private func record(_ call: NavigationCall) -> NavigationRequest {
        calls.append(call)
        counter += 1
        return NavigationRequest.finished(id: counter, summary: call.summary, outcome: nextOutcome)
    }

    // MARK: - Navigating

    @discardableResult
    public func push(_ route: any Route) -> NavigationRequest { record(.push(route)) }

    @discardableResult
    public func push(_ route: any Route, options: NavigationOptions) -> NavigationRequest {
        record(.push(route, options: options))
    }

    @discardableResult
    public func navigate(to route: any Route) -> NavigationRequest { record(.navigate(route)) }

    @discardableResult
    public func navigate(to route: any Route, options: NavigationOptions) -> NavigationRequest {
        record(.navigate(route, options: options))
    }

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
    public func popTo(_ routeType: any Route.Type) -> NavigationRequest { record(.popToType(routeType)) }

    @discardableResult
    public func popTo(_ route: any Route) -> NavigationRequest { record(.popTo(route)) }

    @discardableResult
    public func popToRoot() -> NavigationRequest { record(.popToRoot) }

    @discardableResult
    public func dismiss() -> NavigationRequest { record(.dismiss) }

    @discardableResult
    public func replaceTop(with route: any Route) -> NavigationRequest { record(.replaceTop(route)) }

    @discardableResult
    public func remove(_ route: any Route) -> NavigationRequest { record(.remove(route)) }

    @discardableResult
    public func setStack(_ routes: [any Route]) -> NavigationRequest { record(.setStack(routes)) }

    @discardableResult
    public func reevaluateGuards() -> NavigationRequest { record(.reevaluateGuards) }

    @discardableResult
    public func switchTab(to id: TabID) -> NavigationRequest { record(.switchTab(id)) }

    @discardableResult
    public func open(_ url: String) -> NavigationRequest { record(.openLink(url)) }

    @discardableResult
    public func open(_ url: URL) -> NavigationRequest { record(.open(url)) }

    /// Records the call with the payload, and the link found at ``pushPayloadURLKeyPath``.
    @discardableResult
    public func open(pushPayload payload: [AnyHashable: Any]) -> NavigationRequest {
        record(.openPushPayload(payload: Wayfinder.PushPayload(payload, linkKeyPath: pushPayloadURLKeyPath)))
    }

    @discardableResult
    public func open(_ url: String, placement: LinkPlacement) -> NavigationRequest {
        record(.placed(.openLink(url), placement: placement))
    }

    @discardableResult
    public func open(_ url: URL, placement: LinkPlacement) -> NavigationRequest {
        record(.placed(.open(url), placement: placement))
    }

    /// Records the call with the payload, the link found at ``pushPayloadURLKeyPath`` and the
    /// placement.
    @discardableResult
    public func open(pushPayload payload: [AnyHashable: Any], placement: LinkPlacement) -> NavigationRequest {
        record(
            .openPushPayload(
                payload: Wayfinder.PushPayload(payload, linkKeyPath: pushPayloadURLKeyPath),
                placement: placement))
    }

    /// Records the call and hands back the value scripted with ``respond(to:with:)`` (nil
    /// without one, or when ``nextOutcome`` is not applied).
    public func navigateForResult<R: Route>(to route: R) async -> R.NavigationResult? {
        _ = record(.navigateForResult(route))
        guard nextOutcome == .applied else { return nil }
        return responses[ObjectIdentifier(R.self)] as? R.NavigationResult
    }

    @discardableResult
    public func finish<Value: Sendable>(returning value: Value) -> NavigationRequest {
        record(.finish(value: FinishedValue(value)))
    }

    /// Records the call; returns nil when ``hasPendingNavigation`` is `false`.
    @discardableResult
    public func resumePendingNavigation() -> NavigationRequest? {
        hasPendingNavigation ? record(.resumePendingNavigation) : nil
    }

    public func discardPendingNavigation() {
        _ = record(.discardPendingNavigation)
    }
}
