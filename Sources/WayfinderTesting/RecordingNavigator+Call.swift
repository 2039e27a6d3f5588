public import Foundation
public import Wayfinder

extension RecordingNavigator {
    /// One recorded call: the ``Wayfinder/Navigating`` method and what it was given.
    ///
    /// Calls compare by value (routes by `isEqual(to:)`), so a test states what it expects:
    /// `#expect(navigator.calls == [.push(PostRoute(id: 42)), .switchTab("inbox")])`.
    public enum Call: Equatable, CustomStringConvertible {
        /// `push(_:)`, or `push(_:options:)`.
        case push(any Route, options: NavigationOptions = [])
        /// `navigate(to:)`, or `navigate(to:options:)`.
        case navigate(any Route, options: NavigationOptions = [])
        /// `present(_:style:)`, or `present(_:)` with the style the route prefers.
        case present(any Route, style: ModalStyle)
        /// `presentAlert(_:)`.
        case presentAlert(any Route)
        /// `setRoot(_:)`.
        case setRoot(any Route)
        /// `pop()`.
        case pop
        /// `popTo(_:)` with a route value.
        case popTo(any Route)
        /// `popTo(_:)` with a route type.
        case popToType(any Route.Type)
        /// `popToRoot()`.
        case popToRoot
        /// `dismiss()`.
        case dismiss
        /// `replaceTop(with:)`.
        case replaceTop(any Route)
        /// `remove(_:)`.
        case remove(any Route)
        /// `setStack(_:)`, with the whole stack, root first.
        case setStack([any Route])
        /// `reevaluateGuards()`.
        case reevaluateGuards
        /// `switchTab(to:)`.
        case switchTab(TabID)
        /// `open(_:)` with a link as text.
        case openLink(String)
        /// `open(_:)` with a `URL`.
        case open(URL)
        /// `open(pushPayload:)`, with the payload.
        case openPushPayload(PushPayload)
        /// `open(_:placement:)` or `open(pushPayload:placement:)`: the same call without a
        /// placement (``openLink(_:)``, ``open(_:)`` or ``openPushPayload(_:)``), and the placement.
        ///
        /// ```swift
        /// #expect(navigator.calls == [.placed(.openLink("myapp://post/42"), placement: .appendToCurrentStack)])
        /// ```
        indirect case placed(Call, placement: LinkPlacement)
        /// `navigateForResult(to:)`.
        case navigateForResult(any Route)
        /// `finish(returning:)`, with the value.
        case finish(FinishedValue)
        /// `resumePendingNavigation()`.
        case resumePendingNavigation
        /// `discardPendingNavigation()`.
        case discardPendingNavigation

        /// The route the call carries, if any.
        public var route: (any Route)? {
            switch self {
            case .push(let route, _), .navigate(let route, _), .present(let route, _),
                .presentAlert(let route),
                .setRoot(let route), .popTo(let route), .navigateForResult(let route), .replaceTop(let route),
                .remove(let route):
                route
            case .setStack(let routes): routes.last
            case .pop, .popToType, .popToRoot, .dismiss, .switchTab, .openLink, .open, .openPushPayload,
                .placed,
                .finish, .resumePendingNavigation, .discardPendingNavigation, .reevaluateGuards:
                nil
            }
        }

        /// The call as the real ``Wayfinder/Navigator`` makes it (its
        /// ``Wayfinder/NavigationCallForm/recorded`` form is what its journal records), or nil for the calls that make no request of their own: resuming a
        /// pending navigation makes the pending call again, discarding one makes nothing.
        ///
        /// `navigateForResult(to:)` is the call the route's preferred presentation makes, as the
        /// navigator makes it: `.present(route:style:)`, `.presentAlert(route:)` or `.push(route:)`.
        /// `open(pushPayload:)` is `.open(url:)` of the payload's link (an empty one for a payload
        /// without a link), as the navigator records it; with a placement, `.openPlaced(url:placement:)`.
        public var navigationCall: NavigationCall? {
            switch self {
            case .push(let route, let options): .push(route: route, options: options)
            case .navigate(let route, let options): .navigate(route: route, options: options)
            case .present(let route, let style): .present(route: route, style: style)
            case .presentAlert(let route): .presentAlert(route: route)
            case .setRoot(let route): .setRoot(route: route)
            case .pop: .pop
            case .popTo(let route): .popTo(route: route)
            case .popToType(let type): .popToType(route: type)
            case .popToRoot: .popToRoot
            case .dismiss: .dismiss
            case .replaceTop(let route): .replaceTop(route: route)
            case .remove(let route): .remove(route: route)
            case .setStack(let routes): .setStack(routes: routes)
            case .reevaluateGuards: .reevaluateGuards
            case .switchTab(let id): .switchTab(tab: id.rawValue)
            case .openLink(let link): .open(url: link)
            case .open(let url): .open(url: url.absoluteString)
            case .openPushPayload(let payload): .open(url: payload.link ?? "")
            case .placed(let call, let placement):
                if case .open(let url)? = call.navigationCall {
                    .openPlaced(url: url, placement: placement)
                } else {
                    call.navigationCall
                }
            case .navigateForResult(let route): .showingForResult(route)
            case .finish(let value): .finish(resultType: value.typeName)
            case .resumePendingNavigation, .discardPendingNavigation: nil
            }
        }

        /// The call as one line of text, the navigator's own: ``navigationCall``'s
        /// ``Wayfinder/NavigationCallForm/summary`` (`present sheet paywall`, `switchTab inbox`), or
        /// the method's name for a call without one (`resumePendingNavigation`).
        public var description: String {
            switch self {
            case .resumePendingNavigation: "resumePendingNavigation"
            case .discardPendingNavigation: "discardPendingNavigation"
            default: navigationCall?.summary ?? ""
            }
        }

        public static func == (lhs: Call, rhs: Call) -> Bool {
            switch (lhs, rhs) {
            case (.push(let a, let optionsA), .push(let b, let optionsB)),
                (.navigate(let a, let optionsA), .navigate(let b, let optionsB)):
                optionsA == optionsB && a.isEqual(to: b)
            case (.presentAlert(let a), .presentAlert(let b)), (.setRoot(let a), .setRoot(let b)),
                (.popTo(let a), .popTo(let b)), (.navigateForResult(let a), .navigateForResult(let b)),
                (.replaceTop(let a), .replaceTop(let b)), (.remove(let a), .remove(let b)):
                a.isEqual(to: b)
            case (.setStack(let a), .setStack(let b)):
                a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
            case (.present(let a, let styleA), .present(let b, let styleB)):
                styleA == styleB && a.isEqual(to: b)
            case (.popToType(let a), .popToType(let b)):
                ObjectIdentifier(a) == ObjectIdentifier(b)
            case (.pop, .pop), (.popToRoot, .popToRoot), (.dismiss, .dismiss),
                (.reevaluateGuards, .reevaluateGuards),
                (.resumePendingNavigation, .resumePendingNavigation),
                (.discardPendingNavigation, .discardPendingNavigation):
                true
            case (.switchTab(let a), .switchTab(let b)):
                a == b
            case (.openLink(let a), .openLink(let b)):
                a == b
            case (.open(let a), .open(let b)):
                a == b
            case (.openPushPayload(let a), .openPushPayload(let b)):
                a == b
            case (.placed(let a, let placementA), .placed(let b, let placementB)):
                placementA == placementB && a == b
            case (.finish(let a), .finish(let b)):
                a == b
            default:
                false
            }
        }
    }
}
