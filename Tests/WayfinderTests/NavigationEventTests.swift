import Testing
import Wayfinder
import WayfinderCore

@MainActor
@Suite("Events carry typed payloads; the log line is one rendering of them")
struct NavigationEventTests {
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
}
