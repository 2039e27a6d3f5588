import SampleRoutes
import SwiftUI
import Wayfinder
import WayfinderCore

/// The notes feature: the notes tab, a note, deleting it (a system alert), choosing its colour
/// (a sheet that hands a ``NoteColor`` back) and the "What's new" card.
struct NotesFeatureModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(NotesRoute.self) { _ in NotesScreen() }
        context.register(NoteRoute.self) { route in NoteScreen(id: route.id) }
        context.register(DeleteNoteRoute.self) { route in
            AlertContent(
                title: "Delete note \(route.id)?", message: "This cannot be undone.",
                buttons: [
                    AlertButton("Cancel", role: .cancel),
                    AlertButton("Delete", role: .destructive, action: "delete"),
                ])
        }
        context.handleAlertActions(of: DeleteNoteRoute.self) { action, _, navigator in
            if action == "delete" { navigator.popToRoot() }
        }
        context.register(ColorPickerRoute.self) { _ in ColorPickerScreen() }
        context.register(WhatsNewRoute.self) { _ in WhatsNewCard() }
        context.registerTab(
            TabSpec(id: "notes", title: "Notes", systemImage: "note.text", root: NotesRoute(), priority: 100))
    }
}

/// The list of notes, the root of the notes tab.
struct NotesScreen: View {
    @Environment(Navigator.self) private var navigator

    var body: some View {
        List {
            ForEach(1..<4, id: \.self) { id in
                Button("Note \(id)") { navigator.push(NoteRoute(id: id)) }
            }
            Button("What's new") { navigator.presentAlert(WhatsNewRoute()) }
        }
        .navigationTitle("Notes")
    }
}

/// One note: it asks the colour picker for a colour and waits for the answer.
struct NoteScreen: View {
    @Environment(Navigator.self) private var navigator
    @State private var color: NoteColor? = nil
    let id: Int

    var body: some View {
        List {
            Text(color.map { "Colour: \($0.rawValue)" } ?? "No colour yet")
            Button("Choose a colour") {
                Task { color = await navigator.navigateForResult(to: ColorPickerRoute()) }
            }
            Button("Delete", role: .destructive) { navigator.presentAlert(DeleteNoteRoute(id: id)) }
        }
        .navigationTitle("Note \(id)")
    }
}

/// The colour picker sheet: a tap hands the colour back to the screen that presented it.
struct ColorPickerScreen: View {
    @Environment(Navigator.self) private var navigator

    var body: some View {
        List {
            ForEach(NoteColor.allCases, id: \.self) { color in
                Button(color.rawValue) { navigator.finish(returning: color) }
            }
        }
        .navigationTitle("Colour")
    }
}

/// "What's new", an alert route shown as a card over the screen.
struct WhatsNewCard: View {
    @Environment(Navigator.self) private var navigator

    var body: some View {
        ContentUnavailableView(
            "Colours for notes", systemImage: "paintpalette", description: Text("Give every note a colour.")
        )
        .overlay(alignment: .bottom) {
            Button("Got it") { navigator.dismiss() }
        }
    }
}
