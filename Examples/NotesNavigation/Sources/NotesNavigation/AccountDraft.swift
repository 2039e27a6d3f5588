public import Observation

/// The account's name as the edit screen changes it: what the screen's field binds to, and what
/// the leave guard on ``EditAccountRoute`` checks before the screen may go.
///
/// Observable, so a SwiftUI field bound to ``name`` follows it.
@MainActor @Observable
public final class AccountDraft {
    /// The name as last saved.
    public private(set) var savedName: String
    /// The name as typed; the edit screen's field writes it.
    public var name: String

    /// Creates a draft of a saved name, with nothing changed yet.
    public init(savedName: String = "") {
        self.savedName = savedName
        self.name = savedName
    }

    /// True while the typed name differs from the saved one: leaving the edit screen then asks
    /// first.
    public var hasUnsavedChanges: Bool { name != savedName }

    /// Keeps the typed name: what the edit screen's Save button does.
    public func save() {
        savedName = name
    }

    /// Drops the typed name: what "Discard" in the leave guard's confirmation does.
    public func discard() {
        name = savedName
    }
}
