import Testing
import Wayfinder
import WayfinderCore

@testable import WayfinderDebug

@Suite("Link console answers")
struct OpenResultTests {
    @Test func eachOutcomeBecomesTheConsolesAnswer() {
        let blocked = OpenResult(
            url: "u", outcome: .denied(route: "profile/you/edit", reason: "not yours"), outline: "o")
        #expect(blocked.result == "blocked")
        #expect(blocked.reason == "profile/you/edit: not yours")
        #expect(!blocked.applied)
        #expect(OpenResult(url: "u", outcome: .applied, outline: "o").applied)
        #expect(OpenResult(url: "u", outcome: .superseded, outline: "o").result == "superseded")
        #expect(OpenResult(url: "u", outcome: .failed(.unknownTab("x")), outline: "o").result == "rejected")
        #expect(OpenResult.pending("u").result == "pending")
        let handedOff = OpenResult(url: "u", outcome: .handedOff(route: "legacy/settings"), outline: "o")
        #expect(handedOff.result == "handedOff")
        #expect(handedOff.reason == "legacy/settings is external: the app's handler shows it")
        #expect(!handedOff.applied)
    }
}
