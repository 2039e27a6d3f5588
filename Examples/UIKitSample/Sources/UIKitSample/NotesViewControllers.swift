#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import NotesNavigation
    import UIKit
    import Wayfinder

    /// The list of notes, with settings in the navigation bar.
    final class NotesViewController: ScreenViewController {
        init(navigator: Navigator) {
            super.init(title: "Notes", navigator: navigator)
            let rows = (1...3).map { id in
                (
                    NoteRoute(id: id),
                    UIAction(title: "Note \(id)", identifier: .sample(SampleAccessibilityID.noteRow(id))) {
                        _ in
                        navigator.push(NoteRoute(id: id))
                    }
                )
            }
            // A note zooms out of its row (NoteRoute is registered with the zoom transition).
            zoomSources = Dictionary(uniqueKeysWithValues: rows.map { ($0.1.identifier, $0.0) })
            actions =
                rows.map(\.1)
                + [
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
            messageLabel.accessibilityIdentifier = SampleAccessibilityID.note(id)
            actions = [
                UIAction(title: "Choose a colour") { [weak self] _ in
                    Task { await self?.chooseColor() }
                },
                UIAction(title: "More…") { _ in navigator.navigate(to: NoteActionsRoute(id: id)) },
                UIAction(title: "Delete") { _ in navigator.presentAlert(DeleteNoteRoute(id: id)) },
                UIAction(title: "Open in New Window") { [weak self] _ in self?.openInNewWindow(id: id) },
            ]
        }

        /// Opens the note in a window of its own; says why when none opens.
        private func openInNewWindow(id: Int) {
            do throws(NewWindowError) {
                try SampleWindows.directory.openInNewWindow(NoteRoute(id: id))
            } catch {
                messageLabel.text = error.description
            }
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
                UIAction(title: color.rawValue) { _ in
                    navigator.finish(ColorPickerRoute.self, returning: color)
                }
            }
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("created in code")
        }
    }
#endif
