import Testing
import WayfinderCommandLine

@Suite("The argument scanner every executable shares")
struct ArgumentScannerTests {
    let scanner = ArgumentScanner(
        valued: ["--format"], repeatable: ["--filter"], flags: ["--json"], lists: ["--sources"])

    @Test func valuesFlagsListsAndPositionalWordsAreSplit() throws {
        let parsed = try scanner.scan([
            "graph", "--format", "dot", "--json", "--sources", "a", "b", "--format", "json",
        ])
        #expect(parsed.positional == ["graph"])
        #expect(parsed.value(of: "--format") == "json")
        #expect(parsed.flags == ["--json"])
        #expect(parsed.lists["--sources"] == ["a", "b"])
    }

    @Test func aRepeatableOptionKeepsEveryValueInOrder() throws {
        let parsed = try scanner.scan([
            "--filter", "pushed", "trace", "--sources", "a", "--filter", "popped", "b", "--filter", "pushed",
        ])
        #expect(parsed.values(of: "--filter") == ["pushed", "popped", "pushed"])
        #expect(parsed.positional == ["trace", "b"], "a repeatable option ends a list, as a valued one does")
        #expect(parsed.lists["--sources"] == ["a"])
        #expect(parsed.value(of: "--filter") == nil)
    }

    @Test func aRepeatableOptionNotGivenHasNoValues() throws {
        #expect(try scanner.scan(["--json"]).values(of: "--filter") == [])
    }

    @Test func anUnknownOptionOrAMissingValueIsAUsageError() {
        #expect(throws: UsageError("unknown option --bogus")) { try scanner.scan(["--bogus"]) }
        #expect(throws: UsageError("--format needs a value")) { try scanner.scan(["--format"]) }
        #expect(throws: UsageError("--filter needs a value")) {
            try scanner.scan(["--filter", "pushed", "--filter"])
        }
        #expect(UsageError.exitCode == 64)
    }

    @Test func aScannerThatKeepsUnknownOptionsHandsThemOnInOrder() throws {
        let common = ArgumentScanner(valued: ["--port"], refusesUnknownOptions: false)
        let parsed = try common.scan(["trace", "--count", "3", "--port", "7345", "--json"])
        #expect(parsed.positional == ["trace", "--count", "3", "--json"])
        #expect(parsed.value(of: "--port") == "7345")
    }

    @Test func helpIsAskedForWithDashDashHelpDashHOrHelpFirst() {
        #expect(ArgumentScanner.asksForHelp(["--help"]))
        #expect(ArgumentScanner.asksForHelp(["state", "-h"]))
        #expect(ArgumentScanner.asksForHelp(["help"]))
        #expect(!ArgumentScanner.asksForHelp(["state"]))
    }
}
