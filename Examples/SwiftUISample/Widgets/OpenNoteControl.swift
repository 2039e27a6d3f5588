// A control (iOS 18) that opens a note through the note route's generated App Intent,
// `OpenNoteIntent`, so Control Center, the Lock Screen and the Action button open it through the
// same door as a Shortcut. Apple requires a control's intent to be compiled into the app and the
// widget extension: the extension applies the RouteIntentsPlugin too and compiles the app's
// NoteEntity.swift, so the plugin writes the same `OpenNoteIntent` for both.
import AppIntents
import SwiftUI
import WidgetKit

/// Opens note 3 from Control Center, the Lock Screen or the Action button.
@available(iOS 18.0, *)
struct OpenNoteControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "org.wayfinder.samples.OpenNote") {
            ControlWidgetButton(action: Self.openNote(3)) {
                Label("Note 3", systemImage: "note.text")
            }
        }
    }

    /// The intent that opens a note, as Shortcuts would run it for the note picked there.
    static func openNote(_ id: Int) -> OpenNoteIntent {
        let intent = OpenNoteIntent()
        intent.target = NoteEntity(id: id)
        return intent
    }
}
