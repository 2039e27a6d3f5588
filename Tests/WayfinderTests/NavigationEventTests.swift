import Foundation
import Testing
import Wayfinder
import WayfinderCore

@MainActor
@Suite("Events carry typed payloads; the log line is one rendering of them")
struct NavigationEventTests {
    @Test func eventsAreEqualByWhatHappenedNotByWhenTheyWereMade() {
        let first = NavigationEvent(
            sequence: 3, kind: .pushed, source: .app, routes: ["post/42"],
            date: Date(timeIntervalSince1970: 1))
        let second = NavigationEvent(
            sequence: 3, kind: .pushed, source: .app, routes: ["post/42"],
            date: Date(timeIntervalSince1970: 2))
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        let later = NavigationEvent(sequence: 4, kind: .pushed, source: .app, routes: ["post/42"])
        #expect(first != later)
        let other = NavigationEvent(sequence: 3, kind: .pushed, source: .app, routes: ["post/43"])
        #expect(first != other)
    }

    @Test func tabEventsCarryTabIdentifiersAndPresentationsAnEnum() async {
        let app = TabbedApp()
        #expect(await app.navigator.open("myapp://feed").outcome == .applied)
        let installed = app.recorder.events.first { $0.kind == .tabsInstalled }
        #expect(installed?.tabs == ["feed", "account", "search"])
        #expect(installed?.logLine.contains("tab=feed,account,search") == true)
        #expect(app.recorder.events.first { $0.kind == .tabSelected }?.tabs == ["feed"])

        #expect(await app.navigator.present(ComposeRoute()).outcome == .applied)
        let presented = app.recorder.events.last { $0.kind == .presented }
        #expect(presented?.presentation == .sheet)
        #expect(presented?.logLine.contains("presentation=sheet") == true)

        #expect(await app.navigator.presentAlert(SignOutAlertRoute()).outcome == .applied)
        #expect(app.recorder.events.last { $0.kind == .presented }?.presentation == .alert)
    }

    /// A link's values reach the event's `routes` (the routes' paths): a parameter as long as the
    /// link limit allows is cut there, as the link itself is in `url`.
    @Test func anOpenedLinksLongParameterIsCutInTheEventsRoutesAndLogLine() async {
        let app = TestApp(root: HomeRoute())
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        let user = String(repeating: "u", count: 8_000)
        #expect(await app.navigator.open("myapp://profile/" + user).outcome == .applied)
        let limit = NavigationEvent.maximumFieldLength
        let opened = recorder.events.first { $0.kind == .deepLinkOpened }
        #expect(opened?.routes == ["profile/" + String(user.prefix(limit - 8)) + "…"])
        for event in recorder.events {
            #expect(event.routes.allSatisfy { $0.unicodeScalars.count <= limit + 1 })
            #expect(event.logLine.unicodeScalars.count < 3 * limit, "\(event.kind)")
        }
    }

    @Test func everyTextFieldOfAnEventIsShownEscapedAndCutAtItsLimit() {
        let limit = NavigationEvent.maximumFieldLength
        let long = String(repeating: "x", count: 5_000)
        let hostile = "a\u{202E}b\u{1B}c"
        let event = NavigationEvent(
            sequence: 1, kind: .navigationBlocked, source: .deepLink, routes: [long, hostile],
            tabs: [TabID(long), TabID(hostile)], reason: long + hostile, alertAction: AlertAction(long))
        let cut = String(repeating: "x", count: limit) + "…"
        let shown = #"a\u{202E}b\u{1B}c"#
        #expect(event.routes == [cut, shown])
        #expect(event.tabs == [TabID(cut), TabID(shown)])
        #expect(event.reason == cut)
        #expect(event.alertAction == AlertAction(cut))
        let short = NavigationEvent(
            sequence: 2, kind: .navigationBlocked, source: .app, routes: ["post/42"], tabs: ["feed"],
            reason: "not yours", alertAction: "signOut")
        #expect(
            short.logLine
                == #"event=navigationBlocked route=post/42 tab=feed action=signOut source=app reason="not yours""#
        )
    }
}
