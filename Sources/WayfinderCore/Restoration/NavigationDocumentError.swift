/// Why a navigation document (a saved state or a navigation journal) cannot be read or written.
///
/// Both documents are untrusted JSON with a format name, a version and a checksum, and both are
/// refused the same way: nothing partial is ever returned, and the case names what was wrong.
///
/// ```swift
/// do {
///     let journal = try NavigationJournal(decoding: data)
///     print(journal.entries.count)
/// } catch .unsupportedVersion(let version) {
///     print("written by a newer build (version \(version))")
/// } catch {
///     print(error)  // "the document's checksum does not match its contents"
/// }
/// ```
public enum NavigationDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The document is `size` bytes, more than the `limit`.
    case tooLarge(size: Int, limit: Int)
    /// The data is not the document it should be (not JSON, another format, a wrong shape); the
    /// text says what was wrong.
    case malformed(String)
    /// The document was written by a newer (or an unknown) version.
    case unsupportedVersion(Int)
    /// The checksum does not match the contents: the document was truncated or edited.
    case checksumMismatch
    /// The state nests `depth` modals, more than any navigator allows
    /// (``NavigationLimits/modalDepthCeiling``): it is neither written nor read.
    case tooDeep(depth: Int, limit: Int)
    /// The JSON encoder refused the document; the text is its error.
    case encodingFailed(String)

    public var description: String {
        switch self {
        case .tooLarge(let size, let limit): "the document is \(size) bytes; the limit is \(limit)"
        case .malformed(let reason): "the document is malformed: \(reason)"
        case .unsupportedVersion(let version):
            "the document has version \(version), which this build does not read"
        case .checksumMismatch: "the document's checksum does not match its contents"
        case .tooDeep(let depth, let limit):
            "the state nests \(depth) modals; a document holds at most \(limit)"
        case .encodingFailed(let reason): "the document could not be encoded: \(reason)"
        }
    }
}

/// Why a saved-state document cannot be restored: a ``NavigationDocumentError``.
@available(*, deprecated, renamed: "NavigationDocumentError")
public typealias SavedStateError = NavigationDocumentError
