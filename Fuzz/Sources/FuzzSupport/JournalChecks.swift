import Foundation
import Wayfinder
import WayfinderCore

/// Fuzzes the navigation journal's document decoder, `NavigationJournal(decoding:sizeLimit:)`,
/// and the Swift test it exports, the two ways a journal from elsewhere is used.
///
/// Each input is read twice:
/// 1. As a whole document. A document the decoder accepts encodes back to one that decodes to an
///    equal value, and its exported test is well formed (below).
/// 2. As a bare list of entries, wrapped by the harness in a document with a correct checksum, so
///    that mutations reach past the checksum. Such a document must decode to an equal value, and
///    its exported test must be well formed.
///
/// An exported test is well formed when no value of the journal (a URL, an outline, a type
/// name) escapes its string literal: the test holds no control character but line breaks, no
/// line separator, bidi control or invisible character (any of which would make an editor show the
/// test other than it is; `TextChecks.swift`), has exactly one `ReplayStep(` line per step, and
/// every such line ends its literal arguments.
public func fuzzJournal(_ bytes: UnsafeRawBufferPointer) {
    let data = Data(bytes)
    do throws(NavigationDocumentError) {
        let journal = try NavigationJournal(decoding: data)
        checkAccepted(journal)
    } catch {
        _ = error.description
    }
    guard let entries = try? JSONDecoder().decode([NavigationJournal.Entry].self, from: data) else { return }
    let wrapped = NavigationJournal(initialOutline: "stack: login", entries: entries)
    do throws(NavigationDocumentError) {
        let decoded = try NavigationJournal(decoding: wrapped.encoded())
        fuzzCheck(decoded == wrapped, "a re-checksummed journal decoded to something else")
        checkAccepted(decoded, reencoding: false)
    } catch {
        if case .tooLarge = error { return }
        fuzzCheck(false, "refused a journal of decodable entries with a correct checksum: \(error)")
    }
}

private func checkAccepted(_ journal: NavigationJournal, reencoding: Bool = true) {
    fuzzCheck(journal.version == NavigationJournal.currentVersion, "accepted version \(journal.version)")
    if reencoding {
        do throws(NavigationDocumentError) {
            let again = try NavigationJournal(decoding: journal.encoded())
            fuzzCheck(again == journal, "an accepted journal does not survive encoding")
        } catch {
            fuzzCheck(false, "an accepted journal re-encodes to one that is refused: \(error)")
        }
    }
    let test = journal.swiftTest(named: "fuzzed", checkingEveryStep: true)
    checkShownSafely(test, "the exported test", lines: true)
    let lines = test.split(separator: "\n", omittingEmptySubsequences: false)
    let stepLines = lines.filter { $0.hasPrefix("        ReplayStep(") }
    fuzzCheck(
        stepLines.count == journal.replaySteps.count,
        "the exported test has \(stepLines.count) step lines for \(journal.replaySteps.count) steps")
    fuzzCheck(
        stepLines.allSatisfy { $0.hasSuffix(")),") || $0.hasSuffix("),") },
        "a step line does not end its call")
    fuzzCheck(
        lines.contains("    await expectReplay(steps, on: navigator)"), "the exported test does not replay")
}
