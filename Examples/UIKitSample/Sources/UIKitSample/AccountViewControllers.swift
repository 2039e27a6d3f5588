#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import NotesNavigation
    import UIKit
    import Wayfinder

    /// Editing the account's name, for signed-in users. Its leave guard (in NotesNavigation) asks
    /// "Discard your changes?" before an unsaved name goes; the adapter's back button asks it,
    /// and the back swipe does not begin on this screen.
    final class EditAccountViewController: ScreenViewController {
        private let draft: AccountDraft
        private let nameField = UITextField()

        init(draft: AccountDraft, navigator: Navigator) {
            self.draft = draft
            super.init(title: "Edit account", message: "Only signed-in users get here.", navigator: navigator)
            nameField.placeholder = "Name"
            nameField.borderStyle = .roundedRect
            nameField.text = draft.name
            nameField.accessibilityIdentifier = SampleAccessibilityID.nameField
            nameField.addAction(UIAction { [weak self] _ in self?.nameChanged() }, for: .editingChanged)
            fields = [nameField]
            actions = [
                UIAction(title: "Save", identifier: .sample(SampleAccessibilityID.saveAccountButton)) { _ in
                    draft.save()
                    navigator.pop()
                }
            ]
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("created in code")
        }

        /// Copies what was typed into the draft, which the leave guard reads.
        private func nameChanged() {
            draft.name = nameField.text ?? ""
        }
    }

    extension UIAction.Identifier {
        /// An action identifier that names its button for the UI tests: one of
        /// `SampleAccessibilityID`'s.
        static func sample(_ accessibilityID: String) -> UIAction.Identifier {
            UIAction.Identifier(rawValue: accessibilityID)
        }
    }
#endif
