import ActivityKit
import NotesNavigation
import SwiftUI
import WayfinderCore
import WidgetKit

/// A note being edited on another device, shown as a Live Activity.
struct NoteEditingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var words: Int
    }

    let noteID: Int
}

/// The Live Activity: its Lock Screen view and its Dynamic Island open the note.
struct NoteEditingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: NoteEditingAttributes.self) { context in
            Text("Note \(context.attributes.noteID): \(context.state.words) words")
                .widgetURL(try? LinkPolicy.notes.url(for: NoteRoute(id: context.attributes.noteID)))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("Note \(context.attributes.noteID)") }
            } compactLeading: {
                Text("Note")
            } compactTrailing: {
                Text("\(context.state.words)")
            } minimal: {
                Text("N")
            }
            .widgetURL(try? LinkPolicy.notes.url(for: NoteRoute(id: context.attributes.noteID)))
        }
    }
}
