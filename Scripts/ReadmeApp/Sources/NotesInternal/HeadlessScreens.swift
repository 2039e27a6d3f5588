// Written for Scripts/check-consumer.sh, not part of the README: headless stand-ins for the
// SwiftUI views of README.md's `Sources/NotesInternal/NotesFeature.swift`, which Linux cannot
// compile. Each keeps the view's name and initializer, so the README's `NotesFeature` module
// registers them unchanged, and prints as the title the view shows.

/// Stands in for SwiftUI's `Text`.
struct Text: CustomStringConvertible {
    let description: String
    init(_ text: String) { description = text }
}

/// Stands in for the README's `NotesList` (titled "Notes").
struct NotesList: CustomStringConvertible {
    var description: String { "Notes" }
}

/// Stands in for the README's `NoteScreen` (titled "Note <id>").
struct NoteScreen: CustomStringConvertible {
    let id: Int
    var description: String { "Note \(id)" }
}

/// Stands in for the README's `SignInScreen` (a "Sign in" button).
struct SignInScreen: CustomStringConvertible {
    let session: Session
    var description: String { "Sign in" }
}
