// The sources of a widget extension for the SwiftUI sample: a widget and a Live Activity that open
// a note. The sample has no extension target; Scripts/typecheck-adapters.sh type-checks these
// files against the WidgetKit, ActivityKit and SwiftUI stand-ins. The widget and the Live Activity
// use only WayfinderCore and the routes: they have no navigator, and build links with the app's
// `LinkPolicy.notes`. The control's generated intent (OpenNoteControl.swift) links Wayfinder for
// its `perform()`, which runs in the app.

import Foundation
import NotesNavigation
import SwiftUI
import WayfinderCore
import WidgetKit

/// The note the widget shows.
struct RecentNoteEntry: TimelineEntry {
    let date: Date
    let noteID: Int
}

/// Shows the most recent note; a real app would read it from a shared app group.
struct RecentNoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> RecentNoteEntry {
        RecentNoteEntry(date: Date(), noteID: 1)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (RecentNoteEntry) -> Void) {
        completion(RecentNoteEntry(date: Date(), noteID: 1))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<RecentNoteEntry>) -> Void)
    {
        completion(Timeline(entries: [RecentNoteEntry(date: Date(), noteID: 3)], policy: .never))
    }
}

/// The widget's view: a tap opens the note over the list; the link opens the list.
struct RecentNoteView: View {
    let entry: RecentNoteEntry

    var body: some View {
        ZStack {
            Text("Note \(entry.noteID)")
            if let notes = try? LinkPolicy.notes.url(for: NotesRoute()) {
                Link(destination: notes) { Text("All notes") }
            }
        }
        .widgetURL(try? LinkPolicy.notes.url(for: NoteRoute(id: entry.noteID)))
    }
}

/// The home screen widget.
struct RecentNoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RecentNote", provider: RecentNoteProvider()) { entry in
            RecentNoteView(entry: entry)
        }
    }
}
