import Foundation
import Testing
import Wayfinder

@testable import wayfinder_demo

/// The README shows the demo app's route graph; it is generated (`Scripts/update-readme-graph.sh`)
/// and this test fails when it has drifted from the app.
@MainActor
@Suite struct ReadmeGraphTests {
    /// The repository's README: Examples/DemoApp/Tests/DemoAppTests/ is five folders below it.
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // DemoAppTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // DemoApp
        .deletingLastPathComponent()  // Examples
        .deletingLastPathComponent()  // the repository
        .appendingPathComponent("README.md")

    @Test func theReadmesGraphIsTheDemoAppsGraph() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- graph:start -->\n"))
        let end = try #require(text.range(of: "<!-- graph:end -->"))
        let block = String(text[start.upperBound..<end.lowerBound])
        let navigator = DemoApp.makeNavigator(account: DemoAccount())
        let expected = "```mermaid\n" + navigator.registry.graph(format: .mermaid) + "```\n"
        #expect(block == expected, "run Scripts/update-readme-graph.sh")
    }
}
