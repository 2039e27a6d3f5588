// A control (iOS 18) that opens a note through the note route's generated App Intent,
// `OpenNoteIntent`, so Control Center opens it through the same door as a Shortcut.
//
// Not type-checked yet: it needs the App Intents stand-in and the controls' WidgetKit API
// (`ControlWidget`, `StaticControlConfiguration`, `ControlWidgetButton(action:label:)`, whose
// action must be an `OpenIntent`), and the intent generated for `NoteRoute`. Until those are in
// the stand-ins, NOTES_CONTROL is not set and this file compiles to nothing.
#if NOTES_CONTROL
    import AppIntents
    import NotesNavigation
    import SwiftUI
    import WidgetKit

    /// Opens note 3 from Control Center or the Lock Screen.
    @available(iOS 18.0, *)
    struct OpenNoteControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "OpenNote") {
                ControlWidgetButton(action: OpenNoteIntent(id: 3)) {
                    Label("Note 3", systemImage: "note.text")
                }
            }
        }
    }
#endif
