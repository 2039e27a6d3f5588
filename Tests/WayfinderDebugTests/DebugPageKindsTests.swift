import Testing
import Wayfinder

@testable import WayfinderDebug

@Suite("The debug page's trace knows every event kind")
struct DebugPageKindsTests {
    /// The trace's "only …" filter lists each kind; a kind added to the navigator must be added
    /// to the page too.
    @Test func theTraceFilterListsEveryKindOfEvent() {
        let html = DebugPage.html
        for kind in NavigationEvent.Kind.allCases {
            #expect(html.contains("\"\(kind.rawValue)\""), "the page's kinds lack \(kind.rawValue)")
        }
    }
}
