public import Foundation
public import WayfinderCore

/// One change or refusal of a ``Navigator``, with where it came from.
///
/// Every event has a one-line log form (``logLine``):
/// `event=navigationBlocked route=profile/user99/edit source=deepLink reason="not your profile"`.
public struct NavigationEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Screens were pushed.
        case pushed
        /// Screens were popped.
        case popped
        /// A modal or an alert was presented.
        case presented
        /// A modal or an alert was dismissed.
        case dismissed
        /// The whole state became one stack.
        case rootSet
        /// A tab was selected.
        case tabSelected
        /// The user tapped the selected tab again while it showed only its root, which changes
        /// nothing: a screen scrolls its list to the top. `tabs` names the tab, `routes` and
        /// `screen` its root. A re-tap that pops the tab to its root sends the pop's events
        /// instead. Delivered to observers as
        /// ``NavigationObserver/navigator(_:tabReselectedAtRoot:)`` as well.
        case tabReselected
        /// The tab bar was installed.
        case tabsInstalled
        /// Tabs were added at runtime; `tabs` names them.
        case tabsAdded
        /// Tabs were removed at runtime; `tabs` names them.
        case tabsRemoved
        /// The user reordered or hid tabs in the sidebar; `tabs` names the tabs in the order the
        /// user chose, then the hidden ones.
        case tabsCustomized
        /// More tabs were registered than fit; the event names the tabs left out.
        case tabOverflow
        /// A guard refused a navigation; nothing changed.
        case navigationBlocked
        /// A leave guard kept its screen: the navigation would have removed it, and nothing
        /// changed (its reason is the guard's).
        case leaveRefused
        /// A navigation could not be carried out; nothing changed.
        case navigationFailed
        /// A link was opened.
        case deepLinkOpened
        /// A link was refused; nothing changed.
        case deepLinkRejected
        /// A navigation was overtaken by a newer one before it applied.
        case superseded
        /// A navigation identical to one already under way during the same transition was merged
        /// into it (a double tap).
        case coalesced
        /// A navigation was queued until the transition in flight ends.
        case queued
        /// A saved state was restored (in whole or in part).
        case restored
        /// The user pressed an alert button with an action; `alertAction` names it, `routes`
        /// the alert.
        case alertActionChosen
        /// The debug tool jumped back to a journal entry: ``NavigationEvent/journalEntry`` names
        /// it; the restoration's own events follow.
        case journalJump
        /// A screen stopped being the one the user sees; `screen` is its entry, `routes` its
        /// route. Always followed by the `screenAppeared` of the screen that replaced it.
        case screenDisappeared
        /// A screen became the one the user sees (``NavigationState/visibleScreen``): after a
        /// push, a pop, a dismissal revealing it, a tab switch, a new root or a restoration.
        /// `screen` is its entry, `routes` its route. Comes after the change events of the
        /// navigation that revealed it, once per navigation, so a link pushing several screens
        /// reports its last one only; an alert neither hides nor reveals a screen.
        case screenAppeared
        /// The window's horizontal size class changed (``NavigationEvent/sizeClass`` is the new
        /// one, and the log line's reason `compact` or `regular`): splits
        /// now show as columns or as one stack. No screen was added or removed.
        case sizeClassChanged
        /// A sheet came to rest at another detent (the log line's reason is the detent,
        /// `medium`, `large`, `fraction:0.25`). No screen was added or removed.
        case detentSelected
        /// An external route (`routes` names it) was handed to the app's handler, after the
        /// change events of what Wayfinder showed of the navigation; no screen of Wayfinder
        /// appeared for it. See ``FeatureRegistrationContext/registerExternal(_:canNavigate:handler:)``.
        case handedOff

        public var description: String { rawValue }
    }

    /// A number increasing with each event of one navigator.
    public let sequence: UInt64
    /// What happened.
    public let kind: Kind
    /// Where the navigation came from.
    public let source: NavigationSource
    /// The routes concerned, as their `Route.pathRepresentation`, as display-safe text: each
    /// escaped and cut after ``maximumFieldLength`` characters with `…` (a link's parameter
    /// values are part of its routes' paths).
    public let routes: [String]
    /// What was presented or dismissed, for presented and dismissed events; nil otherwise.
    public let presentation: Presentation?
    /// The tabs concerned: the one selected, or those installed, added or removed; empty for
    /// other events. Each identifier is display-safe text, escaped and cut after
    /// ``maximumFieldLength`` characters with `…`, as ``routes`` are.
    public let tabs: [TabID]
    /// The link, for link events, as display-safe text: control characters, bidi controls and
    /// invisible format characters escaped (`\r`, `\u{1B}`, `\u{202E}`, …), and cut after
    /// ``maximumURLLength`` characters with `…`.
    public let url: String?
    /// How the navigation ended, for the events that end one without a change:
    /// `navigationBlocked` and `leaveRefused` (the guard's ``NavigationOutcome/denied(route:reason:)``,
    /// ``NavigationOutcome/redirected(route:to:)``, ``NavigationOutcome/timedOut(route:)`` or
    /// ``NavigationOutcome/stayed(route:reason:)``), `navigationFailed` and `deepLinkRejected`
    /// (``NavigationOutcome/failed(_:)``); nil for other events. Its values are as the guard or
    /// the failure gave them; ``reason`` is their display-safe text.
    ///
    /// ```swift
    /// if case .failed(.linkNotHandled) = event.outcome { legacyRouter.notice(event.url) }
    /// ```
    public let outcome: NavigationOutcome?
    /// The summary of the navigation this event is about, for `superseded`, `coalesced` and
    /// `queued` (`push post/42`, `open myapp://post/42`), as display-safe text cut as ``routes``
    /// are; nil for other events.
    public let requestSummary: String?
    /// The window's new horizontal size class, for `sizeClassChanged`; nil for other events.
    public let sizeClass: SizeClass?
    /// The number of the journal entry the debug tool jumped back to, for `journalJump`
    /// (``NavigationJournal/Entry/number``); nil for other events.
    public let journalEntry: UInt64?
    /// What a `tabOverflow` or `restored` event says in words (the tab's priority, what the
    /// restoration left out), or the text an event made by hand was given, as display-safe text
    /// cut as ``routes`` are; nil when no such words go with the event.
    public let detail: String?
    /// Why, as the log line's `reason=` shows it: the text of the first of ``outcome`` (a
    /// failure's message or a guard's ``NavigationOutcome/blockReason``), ``requestSummary``,
    /// ``sizeClass``, ``journalEntry`` (`entry 12`) and ``detail`` that the event has. Display-safe
    /// text, escaped and cut after ``maximumFieldLength`` characters with `…`. Read the typed
    /// fields to act on an event; this is for people.
    public let reason: String?
    /// The action of the alert button pressed, for `alertActionChosen`, its name display-safe
    /// and cut after ``maximumFieldLength`` characters as ``reason`` is.
    public let alertAction: AlertAction?
    /// The old patterns a link used, for `deepLinkOpened`: one for each of its routes that it
    /// named through one of the route's aliases (``Route/routeAliases``), in the link's order;
    /// empty when it used current patterns only. The log line shows them as `alias=`.
    public let aliases: [String]
    /// The entry that appeared or disappeared, for `screenAppeared` and `screenDisappeared`, and
    /// the tab's root for `tabReselected`; nil otherwise. Its identity tells a screen from another showing an equal route.
    public let screen: RouteEntry?
    /// When it happened.
    public let date: Date

    /// What a presented or dismissed event shows or hid; its log form is `sheet`, `cover`,
    /// `popover`, `inspector`, `alert` or `dialog`, as in the outline.
    public enum Presentation: String, Hashable, Sendable, CustomStringConvertible {
        /// A sheet.
        case sheet
        /// A full-screen cover.
        case cover
        /// An alert.
        case alert
        /// A popover.
        case popover
        /// An inspector.
        case inspector
        /// A confirmation dialog.
        case dialog

        /// The presentation of a modal style.
        public init(_ style: ModalStyle) {
            switch style {
            case .sheet: self = .sheet
            case .fullScreenCover: self = .cover
            case .popover: self = .popover
            case .inspector: self = .inspector
            }
        }

        public var description: String { rawValue }
    }

    /// Creates an event; its text fields are escaped and cut as their documentation says, and its
    /// ``reason`` is made from its typed fields, or from `reason` (kept as ``detail``) when they
    /// are all nil.
    ///
    /// ```swift
    /// let event = NavigationEvent(
    ///     sequence: 1, kind: .navigationBlocked, source: .deepLink, routes: ["account/me/edit"],
    ///     outcome: .denied(route: "account/me/edit", reason: "not yours"))
    /// event.logLine  // event=navigationBlocked route=account/me/edit source=deepLink reason="not yours"
    /// ```
    public init(
        sequence: UInt64, kind: Kind, source: NavigationSource, routes: [String] = [],
        presentation: Presentation? = nil, tabs: [TabID] = [], url: String? = nil,
        outcome: NavigationOutcome? = nil, requestSummary: String? = nil, sizeClass: SizeClass? = nil,
        journalEntry: UInt64? = nil, reason: String? = nil, alertAction: AlertAction? = nil,
        aliases: [String] = [], screen: RouteEntry? = nil, date: Date = Date()
    ) {
        self.sequence = sequence
        self.kind = kind
        self.source = source
        let limit = Self.maximumFieldLength
        func shown(_ text: String?) -> String? { text.map { DisplayText.abbreviated($0, limit: limit) } }
        self.routes = routes.map { DisplayText.abbreviated($0, limit: limit) }
        self.presentation = presentation
        self.tabs = tabs.map { TabID(DisplayText.abbreviated($0.rawValue, limit: limit)) }
        self.url = url.map { DisplayText.abbreviated($0, limit: Self.maximumURLLength) }
        self.outcome = outcome
        self.requestSummary = shown(requestSummary)
        self.sizeClass = sizeClass
        self.journalEntry = journalEntry
        self.detail = shown(reason)
        let failure: String? = if case .failed(let failure) = outcome { failure.description } else { nil }
        let typed = failure ?? outcome?.blockReason ?? requestSummary ?? sizeClass?.rawValue
        self.reason = shown(typed ?? journalEntry.map { "entry \($0)" } ?? reason)
        self.alertAction = alertAction.map { AlertAction(DisplayText.abbreviated($0.rawValue, limit: limit)) }
        self.aliases = aliases
        self.screen = screen
        self.date = date
    }

    /// Events are equal when everything but their ``date`` is: the same sequence number, kind,
    /// source, routes, presentation, tabs, link, outcome, request summary, size class, journal
    /// entry, reason, alert action, aliases and screen. Two records of one
    /// event made at different moments are equal; two events of one navigator never are, since
    /// their sequence numbers differ.
    public static func == (lhs: NavigationEvent, rhs: NavigationEvent) -> Bool {
        lhs.sequence == rhs.sequence && lhs.kind == rhs.kind && lhs.source == rhs.source
            && lhs.routes == rhs.routes && lhs.presentation == rhs.presentation && lhs.tabs == rhs.tabs
            && lhs.url == rhs.url && lhs.outcome == rhs.outcome && lhs.requestSummary == rhs.requestSummary
            && lhs.sizeClass == rhs.sizeClass && lhs.journalEntry == rhs.journalEntry
            && lhs.reason == rhs.reason && lhs.alertAction == rhs.alertAction
            && lhs.aliases == rhs.aliases && lhs.screen == rhs.screen
    }

    /// Hashes what ``==(_:_:)`` compares: everything but the date.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sequence)
        hasher.combine(kind)
        hasher.combine(source)
        hasher.combine(routes)
        hasher.combine(presentation)
        hasher.combine(tabs)
        hasher.combine(url)
        hasher.combine(outcome)
        hasher.combine(requestSummary)
        hasher.combine(sizeClass)
        hasher.combine(journalEntry)
        hasher.combine(reason)
        hasher.combine(alertAction)
        hasher.combine(aliases)
        hasher.combine(screen)
    }

    /// How many characters of a link an event keeps: a 100 KB rejected link is not carried whole
    /// into logs, traces and the debug server's stream.
    ///
    /// Characters are counted as shown, in Unicode scalars, escapes included; the `…` of a cut
    /// link comes on top.
    public static let maximumURLLength = 1_024

    /// How many characters an event keeps of each of its other text fields: each of
    /// ``routes`` and ``tabs``, ``requestSummary``, ``detail``, ``reason`` and the name of
    /// ``alertAction``.
    ///
    /// Routes carry the values of the link that opened them (an 8,000-character parameter is
    /// within the link limit), and reasons quote links and saved values. Characters are counted
    /// as ``maximumURLLength`` counts them.
    public static let maximumFieldLength = 1_024

    /// The one-line log form: `event=pushed route=post/42 source=app`.
    ///
    /// Fields appear in a fixed order and only when present; values holding spaces, quotes or
    /// `=` are quoted. Control characters, bidi controls and invisible format characters are
    /// escaped (`DisplayText`), so a log line is always one line of plain text, shown in its
    /// own order.
    public var logLine: String {
        var fields = ["event=\(kind)"]
        if !routes.isEmpty { fields.append("route=" + Self.quoted(routes.joined(separator: ","))) }
        if let presentation { fields.append("presentation=\(presentation)") }
        if !tabs.isEmpty { fields.append("tab=" + Self.quoted(tabs.map(\.rawValue).joined(separator: ","))) }
        if let url { fields.append("url=" + Self.quoted(url)) }
        if let alertAction { fields.append("action=" + Self.quoted(alertAction.rawValue)) }
        if !aliases.isEmpty { fields.append("alias=" + Self.quoted(aliases.joined(separator: ","))) }
        fields.append("source=\(source)")
        if let reason { fields.append("reason=" + Self.quoted(reason)) }
        return fields.joined(separator: " ")
    }

    public var description: String { logLine }

    private static func quoted(_ value: String) -> String {
        let shown = DisplayText.escaped(value)
        let needsQuotes = shown.isEmpty || shown.contains { $0 == " " || $0 == "\"" || $0 == "=" }
        guard needsQuotes else { return shown }
        return "\"" + shown.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
