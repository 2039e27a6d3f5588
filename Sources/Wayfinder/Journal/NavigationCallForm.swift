public import Foundation
public import WayfinderCore

/// A navigator call: which method was called and what it was given, in one of two forms that
/// share one case list.
///
/// - ``NavigationCall`` carries the live values: routes as `any Route`, a route type as
///   `any Route.Type`. The navigator's public methods build one and perform it.
/// - ``RecordedCall`` is its record in the journal: routes as ``RecordedRoute``s (their links),
///   a route type as its stable identifier. It is `Codable`; a replay resolves its routes
///   against the registry and performs the live call again.
///
/// ```swift
/// navigator.push(PostRoute(id: 42))
/// navigator.journal.entries.last?.call  // .push(route: RecordedRoute(route: "post/:id", url: "post/42"))
/// ```
public enum NavigationCallForm<Routes: NavigationCallRoutes>: Sendable, Hashable, CustomStringConvertible {
    /// ``Navigator/navigate(to:)``.
    case navigate(route: Routes.RouteValue, options: NavigationOptions = [])
    /// ``Navigator/push(_:)``.
    case push(route: Routes.RouteValue, options: NavigationOptions = [])
    /// ``Navigator/present(_:style:)``.
    case present(route: Routes.RouteValue, style: ModalStyle)
    /// ``Navigator/present(_:as:)``: the presentation the call asked for, detents and source
    /// included.
    case presentAs(route: Routes.RouteValue, presentation: Presentation)
    /// ``Navigator/presentAlert(_:)``.
    case presentAlert(route: Routes.RouteValue)
    /// ``Navigator/setRoot(_:)``.
    case setRoot(route: Routes.RouteValue)
    /// ``Navigator/show(_:screen:)``: a screen without a route, never replayable.
    case show(screen: String)
    /// ``Navigator/pop()``.
    case pop
    /// ``Navigator/popToRoot()``.
    case popToRoot
    /// ``Navigator/popTo(_:)-(Route)``.
    case popTo(route: Routes.RouteValue)
    /// ``Navigator/popTo(_:)-(Route.Type)``: the route type (recorded, its stable identifier).
    case popToType(route: Routes.RouteType)
    /// ``Navigator/dismiss()``.
    case dismiss
    /// ``Navigator/replaceTop(with:)``.
    case replaceTop(route: Routes.RouteValue)
    /// ``Navigator/remove(_:)``.
    case remove(route: Routes.RouteValue)
    /// ``Navigator/setStack(_:)``: the whole active stack, root first.
    case setStack(routes: [Routes.RouteValue])
    /// ``Navigator/reevaluateGuards()``.
    case reevaluateGuards
    /// ``Navigator/open(_:)-(String)`` and the other link doors; the entry's source says which.
    case open(url: String)
    /// ``Navigator/open(_:placement:)-(String,_)`` and the other link doors given a
    /// `LinkPlacement`; the entry's source says which.
    case openPlaced(url: String, placement: LinkPlacement)
    /// ``Navigator/open(pushPayload:)`` and ``Navigator/open(pushPayload:placement:)``: the
    /// payload (live) or its link (recorded), and the placement the call chose. The journal
    /// records it as the open of the link (``open(url:)`` or ``openPlaced(url:placement:)``).
    case openPushPayload(payload: Routes.Payload, placement: LinkPlacement? = nil)
    /// ``Navigator/switchTab(to:)``.
    case switchTab(tab: String)
    /// ``Navigator/setTabs(_:)`` and its relatives, never replayable: a tab's title and image are
    /// not recorded.
    case setTabs(tabs: [String])
    /// A restoration of the document with this checksum, never replayable: the document is not
    /// recorded.
    case restore(checksum: String)
    /// ``Navigator/finish(returning:)``: the value (live) or its type's name (recorded), never
    /// replayable: the value is not recorded.
    case finish(value: Routes.Value)
    /// ``Navigator/resumePendingNavigation()``, never replayable: the journal records the call it
    /// resumes.
    case resumePendingNavigation
    /// ``Navigator/discardPendingNavigation()``, never replayable: it changes no screen.
    case discardPendingNavigation
    /// ``Navigator/userSelectedTab(_:)``.
    case userSelectedTab(tab: String)
    /// ``Navigator/userSetPath(_:at:)``: the user went back until `screens` screens are left
    /// above the root of the stack at `location`.
    case userSetPath(screens: Int, location: RecordedLocation)
    /// ``Navigator/userDismissedModal(_:presentedFrom:)``: the modal presented from `presenter`.
    case userDismissedModal(presenter: RecordedLocation)
    /// ``Navigator/userTappedAlertButton(at:)``.
    case userTappedAlertButton(index: Int)
    /// ``Navigator/userSelectedDetent(_:of:presentedFrom:)``: the user dragged the sheet
    /// presented from `presenter` to rest at `detent`.
    case userSelectedDetent(detent: SheetDetent, presenter: RecordedLocation)
    /// ``Navigator/setHorizontalSizeClass(_:)``: the window became compact or regular.
    case setHorizontalSizeClass(SizeClass)
    /// ``Navigator/setActionTab(_:)`` and ``Navigator/removeActionTab()``: the action tab's
    /// identifier, or nil for none; never replayable: its action is not recorded.
    case setActionTab(tab: String?)
    /// ``Navigator/userCustomizedTabs(_:)``: the order and the hidden tabs the user chose in the
    /// sidebar, and the user interface's own record of the layout
    /// (``TabBarCustomization/platformLayout``), if it keeps one.
    case userCustomizedTabs(order: [String], hidden: [String], layout: Data? = nil)

    /// The same call in another form, its routes, route types, push payloads and finished values
    /// converted by `route`, `routeType`, `payload` and `value`: the one place that walks every
    /// case's values.
    ///
    /// ```swift
    /// let recorded = call.map(
    ///     to: RecordedRoutes.self, route: RecordedRoute.init, routeType: { $0.routeIdentifier },
    ///     payload: { $0.link ?? "" }, value: \.typeName)
    /// ```
    public func map<Other: NavigationCallRoutes, Failure: Error>(
        to form: Other.Type,
        route: (Routes.RouteValue) throws(Failure) -> Other.RouteValue,
        routeType: (Routes.RouteType) throws(Failure) -> Other.RouteType,
        payload: (Routes.Payload) throws(Failure) -> Other.Payload,
        value: (Routes.Value) throws(Failure) -> Other.Value
    ) throws(Failure) -> NavigationCallForm<Other> {
        switch self {
        case .navigate(let value, let options): .navigate(route: try route(value), options: options)
        case .push(let value, let options): .push(route: try route(value), options: options)
        case .present(let value, let style): .present(route: try route(value), style: style)
        case .presentAs(let value, let presentation):
            .presentAs(route: try route(value), presentation: presentation)
        case .presentAlert(let value): .presentAlert(route: try route(value))
        case .setRoot(let value): .setRoot(route: try route(value))
        case .show(let screen): .show(screen: screen)
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .popTo(let value): .popTo(route: try route(value))
        case .popToType(let type): .popToType(route: try routeType(type))
        case .dismiss: .dismiss
        case .replaceTop(let value): .replaceTop(route: try route(value))
        case .remove(let value): .remove(route: try route(value))
        case .setStack(let values):
            .setStack(routes: try values.map { (value) throws(Failure) in try route(value) })
        case .reevaluateGuards: .reevaluateGuards
        case .open(let url): .open(url: url)
        case .openPlaced(let url, let placement): .openPlaced(url: url, placement: placement)
        case .openPushPayload(let given, let placement):
            .openPushPayload(payload: try payload(given), placement: placement)
        case .switchTab(let tab): .switchTab(tab: tab)
        case .setTabs(let tabs): .setTabs(tabs: tabs)
        case .restore(let checksum): .restore(checksum: checksum)
        case .finish(let given): .finish(value: try value(given))
        case .resumePendingNavigation: .resumePendingNavigation
        case .discardPendingNavigation: .discardPendingNavigation
        case .userSelectedTab(let tab): .userSelectedTab(tab: tab)
        case .userSetPath(let screens, let location): .userSetPath(screens: screens, location: location)
        case .userDismissedModal(let presenter): .userDismissedModal(presenter: presenter)
        case .userTappedAlertButton(let index): .userTappedAlertButton(index: index)
        case .setHorizontalSizeClass(let sizeClass): .setHorizontalSizeClass(sizeClass)
        case .setActionTab(let tab): .setActionTab(tab: tab)
        case .userCustomizedTabs(let order, let hidden, let layout):
            .userCustomizedTabs(order: order, hidden: hidden, layout: layout)
        case .userSelectedDetent(let detent, let presenter):
            .userSelectedDetent(detent: detent, presenter: presenter)
        }
    }

    /// The call as the journal records it: routes as links, route types as identifiers, a
    /// finished value as its type's name, and a push payload's open as the open of its link.
    public var recorded: RecordedCall {
        let call = map(
            to: RecordedRoutes.self, route: Routes.record, routeType: Routes.record,
            payload: Routes.link(of:),
            value: Routes.typeName(of:))
        guard case .openPushPayload(let url, let placement) = call else { return call }
        return placement.map { .openPlaced(url: url, placement: $0) } ?? .open(url: url)
    }

    /// The routes the call carries, in order (a stack's, root first).
    public var routes: [Routes.RouteValue] {
        switch self {
        case .navigate(let route, _), .push(let route, _), .present(let route, _), .presentAlert(let route),
            .setRoot(let route), .popTo(let route), .replaceTop(let route), .remove(let route),
            .presentAs(let route, _):
            [route]
        case .setStack(let routes): routes
        default: []
        }
    }

    /// Why a replay cannot make this call again, or nil when it can.
    public var notReplayableReason: String? {
        switch recorded {
        case .navigate(let route, _), .push(let route, _), .present(let route, _), .presentAlert(let route),
            .setRoot(let route), .popTo(let route), .replaceTop(let route), .remove(let route),
            .presentAs(let route, _):
            route.url == nil ? "\(route.route) has no link to record its values" : nil
        case .setStack(let routes):
            routes.first { $0.url == nil }.map { "\($0.route) has no link to record its values" }
        case .show(let screen): "\(screen) is shown without a route"
        case .setTabs: "the tabs' titles and images are not recorded"
        case .setActionTab: "the action tab's action is not recorded"
        case .restore: "the restored document is not recorded"
        case .finish(let type): "the \(type) value is not recorded"
        case .resumePendingNavigation: "the journal records the call a resumption makes"
        case .discardPendingNavigation: "discarding a pending navigation changes no screen"
        default: nil
        }
    }

    /// Whether a replay can make this call again.
    public var isReplayable: Bool { notReplayableReason == nil }

    /// The call as one line for logs, events and ``NavigationRequest/summary``: `push post/42`,
    /// `navigate post/42 singleTop`, `push note/7 zoom`, `present sheet settings`, `open myapp://post/42`,
    /// `open myapp://post/42 appendToCurrentStack`,
    /// `tap tab home`. Every description of a navigation the navigator prints is this one (and
    /// `WayfinderTesting`'s `RecordingNavigator` prints its calls with it); ``description`` is
    /// the same call as Swift-like text. A live call and its record print the same.
    public var summary: String {
        func suffix(_ options: NavigationOptions) -> String {
            (options.contains(.singleTop) ? " singleTop" : "") + (options.contains(.zoom) ? " zoom" : "")
        }
        return switch recorded {
        case .navigate(let route, let options): "navigate \(route)\(suffix(options))"
        case .push(let route, let options): "push \(route)\(suffix(options))"
        case .present(let route, let style): "present \(style.outlineKeyword) \(route)"
        case .presentAs(let route, let presentation): "present \(presentation) \(route)"
        case .presentAlert(let route): "alert \(route)"
        case .setRoot(let route): "setRoot \(route)"
        case .show(let screen): "show \(screen)"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .popTo(let route): "popTo \(route)"
        case .popToType(let route): "popTo \(route)"
        case .dismiss: "dismiss"
        case .replaceTop(let route): "replaceTop \(route)"
        case .remove(let route): "remove \(route)"
        case .setStack(let routes): "setStack \(routes.map(\.description).joined(separator: " > "))"
        case .reevaluateGuards: "reevaluateGuards"
        case .open(let url): url.isEmpty ? "open" : "open \(RouteDecodingError.abbreviated(url))"
        case .openPlaced(let url, let placement): "open \(RouteDecodingError.abbreviated(url)) \(placement)"
        case .openPushPayload(let url, nil):
            url.isEmpty ? "open" : "open \(RouteDecodingError.abbreviated(url))"
        case .openPushPayload(let url, let placement?):
            "open \(RouteDecodingError.abbreviated(url)) \(placement)"
        case .switchTab(let tab): "switchTab \(tab)"
        case .setTabs: "setTabs"
        case .restore(let checksum): "restore \(checksum)"
        case .finish(let type): "finish \(type)"
        case .resumePendingNavigation: "resumePendingNavigation"
        case .discardPendingNavigation: "discardPendingNavigation"
        case .userSelectedTab(let tab): "tap tab \(tab)"
        case .userSetPath(let screens, _): "back to \(screens) screens"
        case .userDismissedModal: "dismiss modal"
        case .userTappedAlertButton(let index): "alert button \(index)"
        case .userSelectedDetent(let detent, _): "drag sheet \(detent)"
        case .setHorizontalSizeClass(let sizeClass): "width \(sizeClass)"
        case .setActionTab(let tab): tab.map { "setActionTab \($0)" } ?? "removeActionTab"
        case .userCustomizedTabs(let order, let hidden, _):
            "customize tabs "
                + TabBarCustomization(order: order.map { TabID($0) }, hidden: hidden.map { TabID($0) })
                .description
        }
    }

    /// The call as Swift-like text: `push(post/42)`.
    public var description: String {
        switch recorded {
        case .navigate(let route, _): "navigate(\(route))"
        case .push(let route, _): "push(\(route))"
        case .present(let route, let style): "present(\(route), \(style.rawValue))"
        case .presentAs(let route, let presentation): "present(\(route), as: \(presentation))"
        case .presentAlert(let route): "presentAlert(\(route))"
        case .setRoot(let route): "setRoot(\(route))"
        case .show(let screen): "show(\(screen))"
        case .pop: "pop()"
        case .popToRoot: "popToRoot()"
        case .popTo(let route): "popTo(\(route))"
        case .popToType(let route): "popTo(\(route).self)"
        case .dismiss: "dismiss()"
        case .replaceTop(let route): "replaceTop(with: \(route))"
        case .remove(let route): "remove(\(route))"
        case .setStack(let routes): "setStack([\(routes.map(\.description).joined(separator: ", "))])"
        case .reevaluateGuards: "reevaluateGuards()"
        case .open(let url): "open(\(url))"
        case .openPlaced(let url, let placement): "open(\(url), placement: .\(placement))"
        case .openPushPayload(let url, nil): "open(pushPayload: \(url))"
        case .openPushPayload(let url, let placement?): "open(pushPayload: \(url), placement: .\(placement))"
        case .switchTab(let tab): "switchTab(\(tab))"
        case .setTabs(let tabs): "setTabs(\(tabs.joined(separator: ", ")))"
        case .restore(let checksum): "restore(\(checksum))"
        case .finish(let type): "finish(\(type))"
        case .resumePendingNavigation: "resumePendingNavigation()"
        case .discardPendingNavigation: "discardPendingNavigation()"
        case .userSelectedTab(let tab): "userSelectedTab(\(tab))"
        case .userSetPath(let screens, let location): "userSetPath(\(screens) screens, \(location))"
        case .userDismissedModal(let presenter): "userDismissedModal(from: \(presenter))"
        case .userTappedAlertButton(let index): "userTappedAlertButton(\(index))"
        case .userSelectedDetent(let detent, let presenter):
            "userSelectedDetent(\(detent), from: \(presenter))"
        case .setHorizontalSizeClass(let sizeClass): "setHorizontalSizeClass(.\(sizeClass))"
        case .setActionTab(let tab): tab.map { "setActionTab(\($0))" } ?? "removeActionTab()"
        case .userCustomizedTabs(let order, let hidden, let layout):
            "userCustomizedTabs(order: [\(order.joined(separator: ", "))], hidden: [\(hidden.joined(separator: ", "))]"
                + (layout.map { ", layout: \($0.count) bytes)" } ?? ")")
        }
    }

    /// Two calls are equal when they are the same case with equal values: routes compare by
    /// value (`isEqual(to:)` for live routes), route types by identity.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        func same(_ a: [Routes.RouteValue], _ b: [Routes.RouteValue]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { Routes.isEqual($0, $1) }
        }
        return switch (lhs, rhs) {
        case (.navigate(let a, let optionsA), .navigate(let b, let optionsB)),
            (.push(let a, let optionsA), .push(let b, let optionsB)):
            optionsA == optionsB && Routes.isEqual(a, b)
        case (.present(let a, let styleA), .present(let b, let styleB)):
            styleA == styleB && Routes.isEqual(a, b)
        case (.presentAs(let a, let presentationA), .presentAs(let b, let presentationB)):
            presentationA == presentationB && Routes.isEqual(a, b)
        case (.presentAlert(let a), .presentAlert(let b)), (.setRoot(let a), .setRoot(let b)),
            (.popTo(let a), .popTo(let b)), (.replaceTop(let a), .replaceTop(let b)),
            (.remove(let a), .remove(let b)):
            Routes.isEqual(a, b)
        case (.setStack(let a), .setStack(let b)): same(a, b)
        case (.popToType(let a), .popToType(let b)): Routes.isEqual(a, b)
        case (.show(let a), .show(let b)): a == b
        case (.open(let a), .open(let b)): a == b
        case (.openPlaced(let a, let placementA), .openPlaced(let b, let placementB)):
            a == b && placementA == placementB
        case (.switchTab(let a), .switchTab(let b)), (.userSelectedTab(let a), .userSelectedTab(let b)):
            a == b
        case (.setTabs(let a), .setTabs(let b)): a == b
        case (.restore(let a), .restore(let b)): a == b
        case (.finish(let a), .finish(let b)): a == b
        case (.openPushPayload(let a, let placementA), .openPushPayload(let b, let placementB)):
            a == b && placementA == placementB
        case (.userSetPath(let a, let locationA), .userSetPath(let b, let locationB)):
            a == b && locationA == locationB
        case (.userDismissedModal(let a), .userDismissedModal(let b)): a == b
        case (.userTappedAlertButton(let a), .userTappedAlertButton(let b)): a == b
        case (.userSelectedDetent(let a, let locationA), .userSelectedDetent(let b, let locationB)):
            a == b && locationA == locationB
        case (.setHorizontalSizeClass(let a), .setHorizontalSizeClass(let b)): a == b
        case (.setActionTab(let a), .setActionTab(let b)): a == b
        case (
            .userCustomizedTabs(let orderA, let hiddenA, let layoutA),
            .userCustomizedTabs(let orderB, let hiddenB, let layoutB)
        ):
            orderA == orderB && hiddenA == hiddenB && layoutA == layoutB
        case (.pop, .pop), (.popToRoot, .popToRoot), (.dismiss, .dismiss),
            (.reevaluateGuards, .reevaluateGuards), (.resumePendingNavigation, .resumePendingNavigation),
            (.discardPendingNavigation, .discardPendingNavigation):
            true
        default: false
        }
    }

    /// Hashes the call's record, which equal calls share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}

extension NavigationCallForm: Codable
where Routes.RouteValue: Codable, Routes.RouteType: Codable, Routes.Payload: Codable, Routes.Value: Codable {
    /// A finished value's keys: the type name is written as `resultType`, as journals always wrote it.
    enum FinishCodingKeys: String, CodingKey {
        case value = "resultType"
    }
}

extension NavigationCallForm where Routes == LiveRoutes {
    /// The call `navigateForResult(to:)` makes for a route: a presentation in the style the
    /// route prefers, an alert, or a push.
    public static func showingForResult(_ route: any Route) -> NavigationCall {
        if let style = route.preferredPresentation.modalStyle {
            .present(route: route, style: style)
        } else if route.preferredPresentation.alertStyle != nil {
            .presentAlert(route: route)
        } else {
            .push(route: route)
        }
    }
}
