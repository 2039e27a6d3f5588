import Foundation
import Testing
import Wayfinder
import WayfinderCore

@testable import WayfinderDebug

@Suite("The debug server answers with the journal's outcome")
struct ConsoleAnswerOutcomeTests {
    /// What the command-line tool decodes of an answer.
    struct Answer: Decodable {
        var outcome: RecordedOutcome?
    }

    @Test(arguments: [
        NavigationOutcome.applied, .denied(route: "profile/you/edit", reason: "not yours"), .superseded,
        .failed(.unknownTab("x")), .handedOff(route: "legacy/settings"),
    ])
    func theLinkConsolesAnswerCarriesTheOutcomeInItsCodableForm(outcome: NavigationOutcome) throws {
        let data = OpenResult(url: "u", outcome: outcome, outline: "o").encoded()
        let answer = try JSONDecoder().decode(Answer.self, from: data)
        #expect(answer.outcome == outcome.recorded)
        #expect(answer.outcome?.isApplied == outcome.isApplied)
    }

    @Test func aPendingAnswerHasNoOutcomeYet() throws {
        let answer = try JSONDecoder().decode(Answer.self, from: OpenResult.pending("u").encoded())
        #expect(answer.outcome == nil)
    }
}
