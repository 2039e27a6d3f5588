import Testing
import Wayfinder
import WayfinderCore
import WayfinderTesting

@MainActor
@Suite struct OutlineExpectationTests {
    @Test func equalOutlinesHaveNoDifference() {
        #expect(outlineDifference(actual: "stack: home", expected: "stack: home") == nil)
    }

    @Test func theDifferenceMarksExpectedAndActualLines() {
        let difference = outlineDifference(
            actual: "stack: home > post/42\n  sheet: settings > settings/notifications",
            expected: "stack: home > post/42\n  sheet: settings")
        #expect(
            difference == """
                The outline differs (- expected, + actual):
                  stack: home > post/42
                -   sheet: settings
                +   sheet: settings > settings/notifications
                """)
    }

    @Test func missingAndExtraLinesAreShown() {
        #expect(
            outlineDifference(actual: "stack: home", expected: "stack: home\n  alert: signout") == """
                The outline differs (- expected, + actual):
                  stack: home
                -   alert: signout
                """)
    }

    @Test func expectOutlinePassesOnTheSameOutlineAndRecordsAnIssueOtherwise() {
        let navigator = Navigator(
            modules: [Feature(name: "App", routes: [HomeRoute.self, PostRoute.self])], root: HomeRoute())
        navigator.push(PostRoute(id: 42))
        #expect(expectOutline(navigator, "stack: home > post/42"))
        withKnownIssue {
            expectOutline(navigator, "stack: home > post/43")
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("- stack: home > post/43\n+ stack: home > post/42")
            }
        }
    }
}
