#if canImport(SwiftUI)
    import NotesNavigation
    import SwiftUI
    import Wayfinder

    /// The list of notes, the root of the notes tab.
    struct NotesScreen: View {
        @Environment(Navigator.self) private var navigator

        var body: some View {
            List {
                ForEach(1..<4, id: \.self) { id in
                    Button("Note \(id)") { navigator.push(NoteRoute(id: id)) }
                        .accessibilityIdentifier(SampleAccessibilityID.noteRow(id))
                        // The note zooms out of its row (NoteRoute is registered with `.zoom`).
                        .zoomSource(for: NoteRoute(id: id))
                }
                Button("What's new") { navigator.presentAlert(WhatsNewRoute()) }
            }
            .navigationTitle("Notes")
        }
    }

    /// One note: it asks the colour picker for a colour and waits for the answer, and opens in a
    /// window of its own.
    struct NoteScreen: View {
        @Environment(Navigator.self) private var navigator
        @State private var color: NoteColor? = nil
        @State private var windowError: NewWindowError? = nil
        let id: Int
        let directory: NavigatorDirectory

        var body: some View {
            List {
                Text(color.map { "Colour: \($0.rawValue)" } ?? "No colour yet")
                    .accessibilityIdentifier(SampleAccessibilityID.note(id))
                Button("Choose a colour") {
                    Task { color = await navigator.navigateForResult(to: ColorPickerRoute()) }
                }
                Button("More…") { navigator.navigate(to: NoteActionsRoute(id: id)) }
                Button("Delete", role: .destructive) { navigator.presentAlert(DeleteNoteRoute(id: id)) }
                if let windowError { Text(windowError.description) }
            }
            .navigationTitle("Note \(id)")
            .toolbar {
                ToolbarItem(placement: .automatic) {
                    Button("Open in New Window") {
                        do throws(NewWindowError) {
                            try directory.openInNewWindow(NoteRoute(id: id))
                        } catch {
                            windowError = error
                        }
                    }
                }
            }
        }
    }

    /// A note's details: a half-height sheet the user can drag to the full height.
    struct NoteDetailsScreen: View {
        let id: Int

        var body: some View {
            List {
                Text("Note \(id)")
                Text("Created today")
            }
            .navigationTitle("Details")
        }
    }

    /// The colour picker sheet: a tap hands the colour back to the screen that presented it.
    struct ColorPickerScreen: View {
        @Environment(Navigator.self) private var navigator

        var body: some View {
            List {
                ForEach(NoteColor.allCases, id: \.self) { color in
                    Button(color.rawValue) { navigator.finish(ColorPickerRoute.self, returning: color) }
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
                "Colours for notes", systemImage: "paintpalette",
                description: Text("Give every note a colour.")
            )
            .overlay(alignment: .bottom) {
                Button("Got it") { navigator.dismiss() }
            }
        }
    }
#endif
