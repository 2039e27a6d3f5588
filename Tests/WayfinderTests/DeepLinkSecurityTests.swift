import Foundation
import Testing
import Wayfinder
import WayfinderCore

/// The ways a link reaches the app from outside.
enum OutsideDoor: String, CaseIterable, CustomStringConvertible {
    /// `open(_:)` with the link as text, as a scene delegate hands it over.
    case customScheme
    /// `open(_:)` with an `https` link on the allowed host, as a `URL`.
    case universalLink
    /// `open(pushPayload:)` with the custom-scheme link under `url`.
    case pushPayload

    var description: String { rawValue }

    /// The link for a relative route path through this door.
    func link(for path: String) -> String {
        switch self {
        case .customScheme, .pushPayload: "myapp://" + path
        case .universalLink: "https://example.com/" + path
        }
    }

    /// Opens a full link through this door.
    @MainActor
    func open(_ link: String, in navigator: Navigator) -> NavigationRequest {
        switch self {
        case .customScheme:
            navigator.open(link)
        case .universalLink:
            // Foundation may refuse to parse some hostile links; the text door then stands in.
            URL(string: link).map { navigator.open($0) } ?? navigator.open(link)
        case .pushPayload:
            navigator.open(pushPayload: ["url": link, "aps": ["alert": "hi"]])
        }
    }
}

/// One registered route of the test app, as an outside link names it.
struct RouteSample: CustomStringConvertible, Sendable {
    let route: any Route
    var description: String { route.pathRepresentation }
}

/// Every registered route with a pattern in the five-feature test app.
let registeredRouteSamples: [RouteSample] = [
    LoginRoute(), ResetPasswordRoute(token: "abc def"), HomeRoute(), ProfileRoute(user: "user99"),
    PostRoute(id: 42), SettingsRoute(), NotificationSettingsRoute(), SignOutRoute(), AdminRoute(),
].map(RouteSample.init)

/// The case name of a link error, for comparing without the associated values.
func kind(of error: RouteURLError) -> String {
    switch error {
    case .unknownScheme: "unknownScheme"
    case .unknownHost: "unknownHost"
    case .userInfoNotAllowed: "userInfoNotAllowed"
    case .portNotAllowed: "portNotAllowed"
    case .malformedURL: "malformedURL"
    case .tooLong: "tooLong"
    case .emptyPath: "emptyPath"
    case .emptySegment: "emptySegment"
    case .dotSegment: "dotSegment"
    case .invalidPercentEncoding: "invalidPercentEncoding"
    case .encodedSlash: "encodedSlash"
    case .malformedQuery: "malformedQuery"
    case .duplicateQueryItem: "duplicateQueryItem"
    case .noMatchingRoute: "noMatchingRoute"
    case .decodingFailed: "decodingFailed"
    case .notExternallyReachable: "notExternallyReachable"
    case .tooManyRoutes: "tooManyRoutes"
    case .tabRootNotFirst: "tabRootNotFirst"
    case .alertNotLast: "alertNotLast"
    case .secondModal: "secondModal"
    case .nestedLinkNotAlone: "nestedLinkNotAlone"
    case .nestedLinkMissing: "nestedLinkMissing"
    case .nestedLinkTooDeep: "nestedLinkTooDeep"
    case .nestedLinkFailed: "nestedLinkFailed"
    }
}

/// Links that must be refused whole, with the reason they are refused for.
let hostileLinks: [(link: String, reason: String)] = [
    // wrong scheme or host
    ("evil://post/42", "unknownScheme"),
    ("myapp2://post/42", "unknownScheme"),
    ("https://evil.example/post/42", "unknownHost"),
    ("https://example.com.evil.example/post/42", "unknownHost"),
    ("http://evil.example/home", "unknownHost"),
    // user information and ports
    ("myapp://a@evil/", "userInfoNotAllowed"),
    ("myapp://a@post/42", "userInfoNotAllowed"),
    ("https://user@example.com/post/42", "userInfoNotAllowed"),
    ("https://user:secret@example.com/post/42", "userInfoNotAllowed"),
    // The host is what follows the user information, and the host is checked first.
    ("https://example.com@evil.example/post/42", "unknownHost"),
    ("https://example.com:8443/post/42", "portNotAllowed"),
    // a `/` hidden in a segment
    ("myapp://profile/a%2Fb", "encodedSlash"),
    ("myapp://profile/a%2fb/edit", "encodedSlash"),
    ("https://example.com/profile/..%2Fadmin", "encodedSlash"),
    // dot segments, plain or encoded
    ("myapp://post/..", "dotSegment"),
    ("myapp://home/../admin", "dotSegment"),
    ("myapp://home/./post/1", "dotSegment"),
    ("myapp://post/%2E%2E", "dotSegment"),
    ("myapp://post/%2e", "dotSegment"),
    ("https://example.com/home/%2E%2E/admin", "dotSegment"),
    // a value that does not decode into its typed property: no match, never a default
    ("myapp://post/abc", "decodingFailed"),
    ("myapp://post/4.2", "decodingFailed"),
    ("myapp://post/99999999999999999999", "decodingFailed"),
    ("myapp://post/%20", "decodingFailed"),
    ("myapp://home/profile/user99/post/x", "decodingFailed"),
    ("https://example.com/post/0x2A", "decodingFailed"),
    // a query item given twice: which value was meant is unknowable (parameter pollution)
    ("myapp://reset-password?token=a&token=b", "duplicateQueryItem"),
    ("myapp://reset-password?token=a&to%6Ben=b", "duplicateQueryItem"),
    // routes outside may not open, alone or inside a stack
    ("myapp://admin", "notExternallyReachable"),
    ("myapp://home/admin", "notExternallyReachable"),
    ("https://example.com/admin", "notExternallyReachable"),
    // links that break the multi-route grammar (Docs/Decisions/link-grammar.md)
    ("myapp://profile/me/signout/home", "alertNotLast"),
    ("myapp://profile/me/signout/profile/me/signout", "alertNotLast"),
    ("myapp://settings/settings", "secondModal"),
    ("myapp://home/settings/post/1/settings", "secondModal"),
    ("myapp://" + Array(repeating: "post/1", count: 129).joined(separator: "/"), "tooManyRoutes"),
    // nothing that names a route
    ("myapp://NoteRoute", "noMatchingRoute"),
    ("myapp://nowhere", "noMatchingRoute"),
    ("myapp://", "emptyPath"),
    ("myapp://post//42", "emptySegment"),
    ("myapp://post/%ZZ", "invalidPercentEncoding"),
    ("myapp://post/%C3", "invalidPercentEncoding"),
    ("myapp://post/4 2", "malformedURL"),
    ("myapp:post/42", "malformedURL"),
]

@MainActor
@Suite("Deep-link security: every route from every outside door")
struct DeepLinkSecurityTests {
    @Test(arguments: registeredRouteSamples, OutsideDoor.allCases)
    func onlyExternallyReachableRoutesOpenFromOutside(sample: RouteSample, door: OutsideDoor) async {
        let route = sample.route
        let app = TestApp()
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        let before = app.navigator.state
        let link = door.link(for: route.pathRepresentation)
        let outcome = await door.open(link, in: app.navigator).outcome
        let source: NavigationSource = door == .pushPayload ? .pushNotification : .deepLink

        if type(of: route).isExternallyReachable {
            #expect(outcome == .applied, "\(link) through \(door)")
            // A link to one route is navigate(to:) for that route, from the same start.
            let inApp = TestApp()
            #expect(await inApp.navigator.navigate(to: route).outcome == .applied)
            #expect(app.outline == inApp.outline, "\(link) through \(door)")
            #expect(app.navigator.state.allEntries.contains { $0.route.isEqual(to: route) })
            #expect(recorder.events.first?.kind == .deepLinkOpened)
            #expect(recorder.events.allSatisfy { $0.source == source })
        } else {
            #expect(
                outcome
                    == .failed(
                        .unresolvableLink(
                            url: link, reason: .notExternallyReachable(route: type(of: route).routeIdentifier)
                        )),
                "\(link) through \(door)")
            #expect(app.navigator.state == before)
            #expect(recorder.events.map(\.kind) == [.deepLinkRejected])
            #expect(recorder.events.first?.source == source)
            // Still reachable in-app.
            #expect(await app.navigator.navigate(to: route).outcome == .applied)
        }
    }

    @Test(arguments: hostileLinks, [OutsideDoor.customScheme, .pushPayload])
    func hostileLinksAreRefusedWholeAndChangeNothing(
        entry: (link: String, reason: String), door: OutsideDoor
    ) async {
        let app = TestApp()
        app.navigator.open("myapp://home/post/1")
        let before = app.navigator.state
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        let outcome = await door.open(entry.link, in: app.navigator).outcome
        #expect(app.navigator.state == before, "\(entry.link) through \(door)")
        guard let (url, reason) = Self.refusal(in: outcome) else {
            Issue.record("\(entry.link) through \(door): expected a refusal, got \(outcome)")
            return
        }
        #expect(url == entry.link)
        // A link that is not the app's is not handled; one that is, refused.
        #expect(outcome.isNotHandled == !app.navigator.canOpen(entry.link), "\(entry.link): \(outcome)")
        #expect(kind(of: reason) == entry.reason, "\(entry.link) through \(door): \(reason)")
        #expect(recorder.events.map(\.kind) == [.deepLinkRejected])
        #expect(recorder.events.first?.source == (door == .pushPayload ? .pushNotification : .deepLink))
    }

    /// The link and reason of a link refused, or not handled because it is not the app's.
    static func refusal(in outcome: NavigationOutcome) -> (url: String, reason: RouteURLError)? {
        switch outcome {
        case .failed(.unresolvableLink(let url, let reason)), .failed(.linkNotHandled(let url, let reason)):
            (url, reason)
        default: nil
        }
    }

    @Test(arguments: hostileLinks.filter { URL(string: $0.link) != nil })
    func hostileLinksAreRefusedAsURLValuesToo(entry: (link: String, reason: String)) async {
        let app = TestApp()
        let before = app.navigator.state
        let url = URL(string: entry.link)!
        for outcome in [
            await app.navigator.open(url).outcome,
            await app.navigator.open(pushPayload: ["url": url]).outcome,
        ] {
            guard let (_, reason) = Self.refusal(in: outcome) else {
                Issue.record("\(entry.link) as a URL: expected a refusal, got \(outcome)")
                continue
            }
            // Foundation may repair a link while parsing it (on Linux `%ZZ` becomes `%25ZZ` and a
            // space `%20`); the repaired link must still be refused, for whatever reason applies.
            if url.absoluteString == entry.link {
                #expect(kind(of: reason) == entry.reason, "\(entry.link) as a URL: \(reason)")
            }
        }
        #expect(app.navigator.state == before)
    }

    @Test func aPayloadWithoutALinkIsRefusedAsAPayload() async {
        let app = TestApp()
        let before = app.navigator.state
        for payload: [AnyHashable: Any] in [
            [:], ["url": 42], ["link": "myapp://post/1"], ["url": ["nested": 1]],
        ] {
            let outcome = await app.navigator.open(pushPayload: payload).outcome
            guard case .failed(.invalidPushPayload) = outcome else {
                Issue.record("payload \(payload): expected invalidPushPayload, got \(outcome)")
                continue
            }
        }
        #expect(app.navigator.state == before)
    }
}
