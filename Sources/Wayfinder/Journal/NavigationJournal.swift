public import Foundation
public import WayfinderCore

/// What a navigator did, call by call: every applied or refused navigation with what was asked,
/// what happened and the outline after, newest last.
///
/// Debug builds record a journal of the last ``NavigatorConfiguration/journalCapacity`` entries
/// (1,000 by default; release builds record none). The debug page shows it as a timeline, the
/// `wayfinder journal` command prints it, and `wayfinder export-test` turns it into a Swift
/// test that replays it (`WayfinderTesting`'s `expectReplay(_:on:)`).
///
/// ```swift
/// let data = try navigator.journal.encoded()
/// let journal = try NavigationJournal(decoding: data)  // checked like saved state
/// ```
public struct NavigationJournal: Hashable, Sendable, Codable {
    /// The format name every document carries.
    public static let formatName = "wayfinder.navigation-journal"
    /// The version this build writes and the newest it reads.
    ///
    /// Version 2 records outcomes and changes as values; a version-1 document (outcomes and
    /// changes as text) still loads, converted as ``init(decoding:sizeLimit:)`` describes.
    public static let currentVersion = 2
    /// The default size limit of a document, in bytes.
    public static let defaultSizeLimit = 8 * 1024 * 1024

    /// One navigation: the call, its source, its outcome, its changes and the outline after.
    ///
    /// The outcome and the changes are values (``RecordedOutcome``, ``RecordedChange``), turned
    /// into text only for display. The outline stays text: it is the state's canonical rendering,
    /// what a replay and an exported test compare and what a reader of a bug report reads; the
    /// state itself is in ``state`` when it could be saved, and turning that back into an outline
    /// needs the app's routes, which a reader of the document (the CLI, the debug page) lacks.
    public struct Entry: Hashable, Sendable, Codable {
        /// The request's number within its navigator.
        public var number: UInt64
        /// What was asked.
        public var call: RecordedCall
        /// Where it came from.
        public var source: NavigationSource
        /// The number of the entry this one is a consequence of (a guard's redirect, an alert
        /// action's handler), nil for a call of its own. A replay makes only calls of their own;
        /// their consequences follow.
        public var cause: UInt64?
        /// How it ended.
        public var outcome: RecordedOutcome
        /// The changes it made, in order; empty unless it applied.
        public var changes: [RecordedChange]
        /// The state's outline after it (see `NavigationState.outline`).
        public var outline: String
        /// The state after it, for jumping back to it; nil when it could not be saved.
        public var state: SavedNavigationState?

        /// Creates an entry.
        public init(
            number: UInt64, call: RecordedCall, source: NavigationSource, cause: UInt64? = nil,
            outcome: RecordedOutcome, changes: [RecordedChange] = [], outline: String,
            state: SavedNavigationState? = nil
        ) {
            self.number = number
            self.call = call
            self.source = source
            self.cause = cause
            self.outcome = outcome
            self.changes = changes
            self.outline = outline
            self.state = state
        }

        /// Whether it applied.
        public var applied: Bool { outcome.isApplied }
    }

    /// The format name, ``formatName``.
    public var format: String
    /// The version it was written with.
    public var version: Int
    /// The outline before the first entry.
    public var initialOutline: String
    /// The state before the first entry, when older entries were dropped (a replay starts from
    /// it); nil when the journal starts at the navigator's root.
    public var initialState: SavedNavigationState?
    /// The entries, oldest first.
    public var entries: [Entry]
    /// How many older entries the ring dropped to stay within its capacity.
    public var droppedCount: Int
    /// The CRC-32 of the rest of the document, in hexadecimal: a tampered document is refused.
    public var checksum: String

    /// Creates a journal of `entries`, starting from `initialOutline` (and `initialState`, when
    /// it does not start at the navigator's root).
    public init(
        initialOutline: String, initialState: SavedNavigationState? = nil, entries: [Entry],
        droppedCount: Int = 0
    ) {
        format = Self.formatName
        version = Self.currentVersion
        self.initialOutline = initialOutline
        self.initialState = initialState
        self.entries = entries
        self.droppedCount = droppedCount
        checksum = ""
        checksum = Self.checksum(of: self)
    }

    /// The document as JSON, keys sorted.
    public func encoded() throws(NavigationDocumentError) -> Data {
        try VersionedDocument.encode(self)
    }

    /// Reads a document, checking its size, format, version and checksum; nothing partial is
    /// ever returned.
    ///
    /// A version-1 document, checked against its own checksum, is converted: its outcomes become
    /// ``RecordedOutcome``s (a failure's kind is ``RecordedFailure/Kind/unrecorded``, a redirect's
    /// target is known by its link only), and its changes, recorded as log lines without entry
    /// identities or locations, are dropped; calls, sources, causes, outlines and states are kept.
    ///
    /// - Throws: ``NavigationDocumentError`` saying why the data is not a journal.
    public init(decoding data: Data, sizeLimit: Int = defaultSizeLimit) throws(NavigationDocumentError) {
        let version = try VersionedDocument.version(
            of: data, format: Self.formatName, newestVersion: Self.currentVersion, sizeLimit: sizeLimit)
        if version == 1 {
            self = try Self(decodingVersion1: data)
            return
        }
        let document = try VersionedDocument.decode(
            NavigationJournal.self, from: data, shape: Self.expectedShape)
        guard document.checksum == Self.checksum(of: document) else { throw .checksumMismatch }
        self = document
    }

    /// What a document of another shape than a journal's is told.
    static let expectedShape = "the entries do not have the expected shape"

    private static func checksum(of journal: NavigationJournal) -> String {
        var unsigned = journal
        unsigned.checksum = ""
        return VersionedDocument.checksum(of: (try? VersionedDocument.encoder.encode(unsigned)) ?? Data())
    }
}

/// Why data is not a navigation journal: a ``NavigationDocumentError``.
@available(*, deprecated, renamed: "NavigationDocumentError")
public typealias NavigationJournalError = NavigationDocumentError
