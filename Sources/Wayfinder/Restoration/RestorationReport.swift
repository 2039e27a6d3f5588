public import WayfinderCore

/// What ``Navigator/restore(from:)`` restored, and what it had to leave out.
///
/// Its ``description`` and its issues' descriptions are for a person: every text they quote from
/// the document (a route, a URL, a tab, a modal style, a fingerprint) is shown with its control
/// characters, line separators, bidi controls and invisible characters escaped (`\u{202E}`) and
/// cut at ``NavigationEvent/maximumFieldLength`` scalars. The issues' values hold the document's
/// text as it is.
public struct RestorationReport: Hashable, Sendable, CustomStringConvertible {
    /// One part of the saved state that was not restored.
    public enum Issue: Hashable, Sendable, CustomStringConvertible {
        /// The whole document was refused; nothing was restored.
        case documentRefused(NavigationDocumentError)
        /// A saved entry no longer resolves (its route is gone, its URL no longer matches, or it is
        /// not registered) or does not fit; its stack was cut before it, with everything it
        /// presented. `route` is the saved identifier, `url` the saved URL.
        case entryDropped(route: String, url: String, reason: DropReason)
        /// A saved tab was not restored, and is not written back by a later save; `id` is the
        /// saved identifier.
        case tabDropped(id: String, reason: TabDropReason)
        /// The saved stack of a tab of the app's tab bar restored no screen (the issues before
        /// this one say why), so the tab starts at its root.
        case tabStartedAtRoot(id: String)
        /// The save itself left these screens out (in-app-only routes, which no URL brings
        /// back), so they could not be restored.
        case notSaved(SavedNavigationState.Omission)
        /// Nothing in the document could be restored, so the state was left as it was.
        case nothingRestorable
        /// The restored state was built but not applied: the restoring navigation ended with this
        /// outcome instead (superseded by a newer navigation, for example); the state was left as
        /// it was.
        case notApplied(NavigationOutcome)
        /// The issue in one line, quoting the document's text escaped.

        public var description: String {
            switch self {
            case .documentRefused(let error): "nothing restored: \(error)"
            case .entryDropped(let route, let url, let reason):
                "dropped \(RestorationReport.shown(url)) (\(RestorationReport.shown(route))): \(reason)"
            case .tabDropped(let id, let reason):
                "dropped the tab '\(RestorationReport.shown(id))': \(reason)"
            case .tabStartedAtRoot(let id):
                "the tab '\(RestorationReport.shown(id))' starts at its root: none of its saved screens could be restored"
            case .notSaved(let omission): "not saved: \(RestorationReport.shown(omission.description))"
            case .nothingRestorable: "nothing in the saved state could be restored"
            case .notApplied(let outcome): "the restored state was not applied: \(outcome)"
            }
        }
    }

    /// Why a saved entry was dropped.
    public enum DropReason: Hashable, Sendable, CustomStringConvertible {
        /// No registered route has the saved identifier.
        case unregistered
        /// The saved URL does not resolve: the matcher's error.
        case unresolvable(RouteURLError)
        /// The saved URL now resolves to the route with this other identifier.
        case resolvesElsewhere(String)
        /// The route's guard denied it (source `restoration`), with the guard's reason.
        case deniedByGuard(String)
        /// The route's guard did not answer within the configured timeout.
        case guardTimedOut
        /// The route's guard redirects, or replaces the route with another
        /// (``GuardDecision/replace(with:)``); neither is followed while restoring.
        case guardRedirects(to: String)
        /// The stack already holds the most screens the navigator's limits allow.
        case stackLimit(Int)
        /// The modal is nested deeper than the navigator's limits allow.
        case modalDepthLimit(Int)
        /// The saved modal style is not one this version knows.
        case unknownModalStyle(String)
        /// The route is external now: the app's handler shows it, so no stack holds it.
        case externalRoute
        /// The reason in a few words, quoting the document's text escaped.

        public var description: String {
            switch self {
            case .unregistered: "no registered route has this identifier"
            case .unresolvable(let error): error.description
            case .resolvesElsewhere(let identifier):
                "the URL now resolves to \(RestorationReport.shown(identifier))"
            case .deniedByGuard(let reason): "refused by its guard: \(RestorationReport.shown(reason))"
            case .guardTimedOut: "refused by its guard: timeout"
            case .guardRedirects(let target): "its guard redirects to \(RestorationReport.shown(target))"
            case .stackLimit(let limit): "the stack limit is \(limit) screens"
            case .modalDepthLimit(let limit): "the limit is \(limit) nested modals"
            case .unknownModalStyle(let style): "unknown modal style '\(RestorationReport.shown(style))'"
            case .externalRoute: "the route is external: the app's handler shows it"
            }
        }
    }

    /// Why a saved tab was dropped.
    ///
    /// Only the tabs the app's modules registered, and that have a slot in the tab bar
    /// (``Navigator/tabs``), are restored, each once: a document cannot add a tab the app does
    /// not show, nor show one twice.
    public enum TabDropReason: Hashable, Sendable, CustomStringConvertible {
        /// The saved identifier is empty.
        case emptyIdentifier
        /// No tab in the app's tab bar has the saved identifier: no module registered it, it
        /// lost its slot to tabs of higher priority, or it is the action tab.
        case unregistered
        /// An earlier tab of the document has the same identifier; the first one is restored.
        case duplicate
        /// The reason in a few words.

        public var description: String {
            switch self {
            case .emptyIdentifier: "its identifier is empty"
            case .unregistered: "no tab of the app has this identifier"
            case .duplicate: "the saved state holds this tab more than once; the first one was restored"
            }
        }
    }

    /// Whether the state was replaced by (part of) the saved one.
    public let restored: Bool
    /// What was left out; empty for a complete restoration.
    public let issues: [Issue]

    /// The fingerprint of the links of the build that saved the document; nil for a document
    /// that records none (saved by a release before documents recorded it) or that was refused.
    public let savedLinks: LinkFingerprint?
    /// The fingerprint of this build's links (``RouteRegistry/linkFingerprint``).
    public let currentLinks: LinkFingerprint

    /// Whether everything saved was restored.
    public var isComplete: Bool { restored && issues.isEmpty }

    /// Whether the document was saved by a build whose links differ from this build's (or
    /// records no fingerprint): its entries were resolved through the routes' aliases and
    /// ``NavigatorConfiguration/savedEntryMigration`` where their patterns changed.
    public var linksChangedSinceSaved: Bool { savedLinks != currentLinks }

    /// Creates a report.
    public init(
        restored: Bool, issues: [Issue], savedLinks: LinkFingerprint?, currentLinks: LinkFingerprint
    ) {
        self.restored = restored
        self.issues = issues
        self.savedLinks = savedLinks
        self.currentLinks = currentLinks
    }
    /// The report in one line: `restored completely`, or what was left out and why.

    public var description: String {
        let saved = savedLinks.map { Self.shown($0.rawValue) } ?? "unrecorded"
        let links =
            restored && linksChangedSinceSaved ? " (saved under links \(saved), now \(currentLinks))" : ""
        if isComplete { return "restored completely" + links }
        return (restored ? "restored in part" : "not restored") + links + ": "
            + issues.map(\.description).joined(separator: "; ")
    }

    /// Text of the document as a description shows it: escaped, and cut at
    /// ``NavigationEvent/maximumFieldLength`` scalars.
    static func shown(_ text: String) -> String {
        DisplayText.abbreviated(text, limit: NavigationEvent.maximumFieldLength)
    }
}
