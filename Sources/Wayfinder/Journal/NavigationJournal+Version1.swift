import Foundation
import WayfinderCore

extension NavigationJournal {
    /// A version-1 document as it was written: outcomes and changes as text.
    private struct Version1: Codable {
        struct Entry: Codable {
            var number: UInt64
            var call: RecordedCall
            var source: NavigationSource
            var cause: UInt64?
            var outcome: String
            var applied: Bool
            var changes: [String]
            var outline: String
            var state: SavedNavigationState?
        }

        var format: String
        var version: Int
        var initialOutline: String
        var initialState: SavedNavigationState?
        var entries: [Entry]
        var droppedCount: Int
        var checksum: String
    }

    /// Reads a version-1 document, checked against its own checksum, and converts it (see
    /// ``init(decoding:sizeLimit:)``).
    init(decodingVersion1 data: Data) throws(NavigationDocumentError) {
        let document = try VersionedDocument.decode(Version1.self, from: data, shape: Self.expectedShape)
        var unsigned = document
        unsigned.checksum = ""
        let signed = VersionedDocument.checksum(
            of: (try? VersionedDocument.encoder.encode(unsigned)) ?? Data())
        guard document.checksum == signed else { throw .checksumMismatch }
        var entries: [Entry] = []
        for entry in document.entries {
            guard let outcome = Self.outcome(version1: entry.outcome) else {
                throw .malformed("entry \(entry.number) has an outcome version 1 never wrote")
            }
            entries.append(
                Entry(
                    number: entry.number, call: entry.call, source: entry.source, cause: entry.cause,
                    outcome: outcome, outline: entry.outline, state: entry.state))
        }
        self.init(
            initialOutline: document.initialOutline, initialState: document.initialState, entries: entries,
            droppedCount: document.droppedCount)
    }

    /// An outcome as version 1 wrote it (`NavigationOutcome`'s description), as a value; nil for
    /// text it never wrote.
    ///
    /// A guard's denial whose reason was `timeout` or began with `redirected to ` reads as a
    /// timeout or a redirect: version 1 wrote them alike. A redirect's target is known by its link
    /// only, which stands for its route identifier too.
    static func outcome(version1 text: String) -> RecordedOutcome? {
        switch text {
        case "applied": return .applied
        case "superseded": return .superseded
        default: break
        }
        if text.hasPrefix("failed: ") {
            return .failed(
                RecordedFailure(kind: .unrecorded, message: String(text.dropFirst("failed: ".count))))
        }
        guard text.hasPrefix("blocked at "), let colon = text.range(of: ": ") else { return nil }
        let route = String(
            text[text.index(text.startIndex, offsetBy: "blocked at ".count)..<colon.lowerBound])
        let reason = String(text[colon.upperBound...])
        if reason == "timeout" { return .timedOut(route: route) }
        if reason.hasPrefix("redirected to ") {
            let target = String(reason.dropFirst("redirected to ".count))
            return .redirected(route: route, to: RecordedRoute(route: target, url: target))
        }
        return .denied(route: route, reason: reason)
    }
}
