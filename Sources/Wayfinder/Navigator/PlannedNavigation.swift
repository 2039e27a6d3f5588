import WayfinderCore

/// One navigation as the navigator carries it from its call to its outcome: what was asked (the
/// call, whose ``NavigationCallForm/summary`` is every printed description of it), where it came
/// from, the link it opens, the routes it brings in (each checked for registration and guarded),
/// what makes a repeat of it the same navigation, and how its commands are computed.
///
/// ``Navigator/perform(_:)`` takes it whole; a guard's redirect keeps it, unchanged, to run again.
@MainActor
struct PlannedNavigation {
    /// Runs right after a navigation's changes are stored, with those changes: for what only the
    /// caller holds (a caller's continuation, a host's callback).
    typealias Callback = @MainActor @Sendable ([NavigationChange]) -> Void

    /// What a navigation does right after its changes are stored, before its events:
    /// ``Navigator/apply(_:_:)`` reads it.
    enum AfterApply {
        /// The selected tab, tapped at its root, announced as reselected (when nothing changed).
        case announceReselection(TabID)
        /// The registry's tabs changed as the navigation's tab change says, and the tab bar told.
        case storeTabs(TabChange)
        /// `value` handed to the caller waiting on the screen of the entry, once it left.
        case deliverResult(any Sendable, to: RouteEntry.ID)
        /// A callback of the caller's.
        case call(Callback)
    }

    /// A link opening, as its `deepLinkOpened` event names it: the routes it opens (as paths),
    /// the aliases it used and its URL.
    struct LinkOpening: Equatable {
        let routes: [String]
        let aliases: [String]
        let url: String
    }

    /// How a navigation's commands are made, against the state when it applies: the data
    /// ``Navigator/commands(of:in:)`` reads with the navigation's ``routes`` and ``handOff``.
    enum Layout {
        /// From its call (and the entries a write-back names), by
        /// ``Navigator/commands(for:in:source:naming:)``.
        case call
        /// Its routes, the chain of the route navigated to (its last), placed as `placement`
        /// says, with single-top or not: `navigate(to:)` and a one-route link, whose chain a
        /// guard's replacement of a parent changes.
        case chain(LinkPlacement, singleTop: Bool)
        /// Its routes placed as one chain, the last presented over them when `alert`: a link of
        /// several routes.
        case linkScreens(alert: Bool)
        /// Nothing: its one route is external, and handed off.
        case handOffOnly
        /// Its one route shown as `presentation` says: ``Navigator/show(_:screen:)`` (whose
        /// builder ``AdHocScreens`` keeps, by the route's identifier) and a navigation for a
        /// result (the way the route prefers).
        case shown(Presentation)
        /// The whole state one stack of `route`, or the tab bar when it is a tab's root: the reset
        /// that ends everything, which brings no route in.
        case reset(to: any Route)
        /// The root of a restored document, replacing the whole state.
        case restored(NavigationState.Root)
        /// The screen a caller waits on ended, handing its result.
        case finishing(RouteEntry.ID)
        /// The screens whose guards no longer allow them removed (``Navigator/reevaluateGuards()``).
        case removing(Set<RouteEntry.ID>)
        /// A leave guard's confirmation alert dismissed, wherever it still shows.
        case dismissingConfirmation(RouteEntry.ID)
        /// The tabs changed as `change` makes them of the tabs when it applies.
        case changingTabs(TabChange)
    }

    /// How a navigation is made again around a guard's replacement of one of its routes: the
    /// data, beside its call, routes, link and announcement, that
    /// ``Navigator/remade(_:replacing:with:)`` reads.
    enum Remaking {
        /// The same call with the replacement in its one route's place: a push (with its
        /// options), a presentation (in its style), an alert, `setRoot` or `replaceTop`.
        case call
        /// `navigate(to:)` of its last route along its routes, with `options`, made for `call`
        /// (nil: `navigate(to:)` itself), placed as `placement` says: the replaced route gives way
        /// to the replacement's own navigation; a replaced parent to the replacement's parents.
        case chain(NavigationOptions, call: NavigationCall?, placement: LinkPlacement)
        /// A one-route link, placed as `placement` says or, when nil, as its route prefers: the
        /// replaced route is opened as a link of the replacement would be; a replaced parent as
        /// in ``chain(_:call:placement:)``.
        case link(placement: LinkPlacement?)
        /// A link of several routes, whose first `rooted` routes are the first named route's
        /// parent chain.
        case linkScreens(rooted: Int)
        /// `setStack(_:)`, whose first `shared` routes already show.
        case stack(keeping: Int)
        /// A navigation for a result: the replacement is shown the way it prefers.
        case forResult
    }

    /// A change of the tab bar's tabs, made of the tabs as they are when it applies, so that
    /// changes queued behind a transition build on each other.
    enum TabChange {
        /// Exactly these tabs.
        case set([TabSpec])
        /// The tab added, or moved last when a tab has its identifier.
        case add(TabSpec)
        /// The tab removed.
        case remove(TabID)
        /// The action tab set, or removed with nil; the content tabs stay.
        case setAction(ActionTabSpec?)

        /// The tabs `tabs` become.
        func applied(to tabs: [TabSpec]) -> [TabSpec] {
            switch self {
            case .set(let new): new
            case .add(let tab): tabs.filter { $0.id != tab.id } + [tab]
            case .remove(let id): tabs.filter { $0.id != id }
            case .setAction: tabs
            }
        }

        /// The action tab `current` becomes.
        func actionTab(replacing current: ActionTabSpec?) -> ActionTabSpec? {
            if case .setAction(let tab) = self { return tab }
            return current
        }
    }

    /// What was asked, as the journal records it.
    let call: NavigationCall
    /// Where it came from.
    let source: NavigationSource
    /// The routes it brings in, in order.
    var routes: [any Route] = []
    /// The link it opens, for the link doors: a refusal is then a `deepLinkRejected` with it.
    var link: String?
    /// The entries a write-back from the UI names, which its call does not carry: the path the UI
    /// still shows, the modal or the alert it showed. Its commands check them against the state,
    /// and a repeat is the same navigation only when it names the same entries. Nil for every
    /// other navigation (a write-back replayed from a journal names none).
    var namedEntries: [RouteEntry.ID]?
    /// The link it announces as opened (a `deepLinkOpened` event, before the change events), for
    /// a link's navigation; nil for every other.
    var announce: LinkOpening?
    /// Runs right after its changes are stored.
    var afterApply: AfterApply?
    /// The screens the user already agreed to leave, for a navigation resumed after their leave
    /// guards asked: those guards are not asked again. Every other screen it removes is asked,
    /// whatever its guard answered before (a screen pushed since, or one whose guard let the
    /// first attempt go and may answer otherwise now).
    var confirmedLeaving: Set<RouteEntry.ID> = []
    /// Whether starting it supersedes the navigations still waiting on guards: every call does,
    /// except a change of the window's width, which moves no screen.
    var supersedesWaiting = true
    /// Whether it waits for the animation in flight: every call does, except a change of the
    /// window's width, which the window already made. Queued behind a push, a report of the
    /// width would apply late, and out of order with a later report.
    var waitsForTransitions = true
    /// How its commands are made from its call and its ``routes``, which
    /// ``Navigator/commands(of:in:)`` reads.
    private(set) var layout: Layout = .call
    /// The external route it hands to the app's handler once its commands apply, its last route;
    /// nil for a navigation that shows all its routes. See `Navigator+ExternalRoutes.swift`.
    var handOff: (any Route)?
    /// How the same navigation is made again with the route at a position of ``routes``
    /// replaced, for a guard's ``GuardDecision/replace(with:)``; nil when the call has no place
    /// for another route, and the replacement is then opened as `navigate(to:)` would open it.
    /// `Navigator+Replacement.swift` reads it.
    var remaking: Remaking?
    /// The routes guards replaced on the way to this navigation, in order: the bound against a
    /// loop of replacements.
    var replacedRoutes: [any Route] = []

    /// A navigation of `call` from `source`, bringing in `routes`, whose commands
    /// ``Navigator/commands(of:in:)`` reads from the call.
    init(_ call: NavigationCall, source: NavigationSource = .app, bringing routes: [any Route] = []) {
        self.call = call
        self.source = source
        self.routes = routes
    }

    /// A navigation of `call` from `source`, bringing in `routes`, whose commands `layout` says.
    init(
        _ call: NavigationCall, source: NavigationSource = .app, bringing routes: [any Route] = [],
        layout: Layout
    ) {
        self.call = call
        self.source = source
        self.routes = routes
        self.layout = layout
    }

    /// The one-line description: the call's summary.
    var summary: String { call.summary }

    /// The same navigation, opening `link`.
    func opening(_ link: String?) -> PlannedNavigation {
        var copy = self
        copy.link = link
        return copy
    }

    /// The same navigation, announced as the link `announce` opening.
    func announced(by announce: LinkOpening?) -> PlannedNavigation {
        var copy = self
        copy.announce = announce
        return copy
    }

    /// The same navigation, a write-back from the UI naming `entries`.
    func naming(_ entries: [RouteEntry.ID]) -> PlannedNavigation {
        var copy = self
        copy.namedEntries = entries
        return copy
    }

    /// The same navigation, laid out as `layout`, handing `route` (its last, external, if any)
    /// to the app once the commands of what Wayfinder shows of it apply.
    func handingOff(_ route: (any Route)?, placing layout: Layout) -> PlannedNavigation {
        var copy = self
        copy.handOff = route
        copy.layout = layout
        return copy
    }

    /// The same navigation, with `afterApply` run after its changes are stored.
    func afterApplying(_ afterApply: AfterApply?) -> PlannedNavigation {
        var copy = self
        copy.afterApply = afterApply
        return copy
    }

    /// The same navigation, made again as `remaking` says when a guard replaces one of its routes.
    func remade(as remaking: Remaking) -> PlannedNavigation {
        var copy = self
        copy.remaking = remaking
        return copy
    }
}
