import SampleRoutes
import UIKit
import Wayfinder
import WayfinderCore

/// The notes feature: the notes tab, a note, its colour picker and delete alert, the "What's new"
/// card, and the compose action tab.
struct NotesFeatureModule: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        let navigator = context.navigator
        context.register(NotesRoute.self) { _ in NotesViewController(navigator: navigator) }
        context.register(NoteRoute.self) { route in NoteViewController(id: route.id, navigator: navigator) }
        context.register(ColorPickerRoute.self) { _ in ColorPickerViewController(navigator: navigator) }
        context.register(DeleteNoteRoute.self) { route in
            AlertContent(
                title: "Delete note \(route.id)?", message: "This cannot be undone.",
                buttons: [
                    AlertButton("Cancel", role: .cancel),
                    AlertButton("Delete", role: .destructive, action: "delete"),
                ])
        }
        context.handleAlertActions(of: DeleteNoteRoute.self) { action, _, navigator in
            if action == "delete" { navigator.pop() }
        }
        // An alert route whose screen is a view controller: the host shows it as a card.
        context.register(WhatsNewRoute.self) { _ in
            ScreenViewController(
                title: "What's new", message: "Notes now have colours.", navigator: navigator,
                actions: [UIAction(title: "Got it") { _ in navigator.dismiss() }])
        }
        context.register(ComposeRoute.self) { _ in
            ScreenViewController(
                title: "New note", message: "Write something.", navigator: navigator,
                actions: [UIAction(title: "Save") { _ in navigator.dismiss() }])
        }
        context.registerTab(
            TabSpec(id: "notes", title: "Notes", systemImage: "note.text", root: NotesRoute(), priority: 100))
        context.registerActionTab(
            ActionTabSpec(id: "compose", title: "New", systemImage: "square.and.pencil") { navigator in
                navigator.present(ComposeRoute())
            })
    }
}

/// The list of notes, with settings in the navigation bar.
final class NotesViewController: ScreenViewController {
    init(navigator: Navigator) {
        super.init(title: "Notes", navigator: navigator)
        actions =
            (1...3).map { id in UIAction(title: "Note \(id)") { _ in navigator.push(NoteRoute(id: id)) } } + [
                UIAction(title: "What's new") { _ in navigator.presentAlert(WhatsNewRoute()) }
            ]
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            primaryAction: UIAction(title: "Settings") { _ in navigator.navigate(to: SettingsRoute()) })
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("created in code")
    }
}

/// One note: it awaits the colour picker's result and offers to delete the note.
final class NoteViewController: ScreenViewController {
    init(id: Int, navigator: Navigator) {
        super.init(title: "Note \(id)", message: "No colour yet.", navigator: navigator)
        actions = [
            UIAction(title: "Choose a colour") { [weak self] _ in
                Task { await self?.chooseColor() }
            },
            UIAction(title: "Delete") { _ in navigator.presentAlert(DeleteNoteRoute(id: id)) },
        ]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("created in code")
    }

    /// Presents the picker and waits; nil when the sheet was dragged away.
    private func chooseColor() async {
        guard let color = await navigator.navigateForResult(to: ColorPickerRoute()) else {
            return
        }
        messageLabel.text = "Colour: \(color.rawValue)"
    }
}

/// The colour picker sheet: it hands the chosen colour back to the screen that awaits it.
final class ColorPickerViewController: ScreenViewController {
    init(navigator: Navigator) {
        super.init(title: "Colour", navigator: navigator)
        actions = NoteColor.allCases.map { color in
            UIAction(title: color.rawValue) { _ in navigator.finish(returning: color) }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("created in code")
    }
}
