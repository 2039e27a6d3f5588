#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    import NotesNavigation
    import UIKit
    import Wayfinder

    extension SampleScreens<UIViewController> {
        /// The app's view controllers for the shared feature modules; each gets the navigator.
        ///
        /// - Parameter session: The session the sign-in and sign-out buttons use.
        static func uiKit(session: Session) -> SampleScreens<UIViewController> {
            SampleScreens(
                notes: NotesScreens(
                    notes: { navigator in NotesViewController(navigator: navigator) },
                    note: { route, navigator in NoteViewController(id: route.id, navigator: navigator) },
                    noNoteSelected: { navigator in
                        ScreenViewController(
                            title: "No note selected", message: "Choose a note in the list.",
                            navigator: navigator)
                    },
                    colorPicker: { navigator in ColorPickerViewController(navigator: navigator) },
                    // An alert route whose screen is a view controller: the host shows it as a card.
                    whatsNew: { navigator in
                        ScreenViewController(
                            title: "What's new", message: "Notes now have colours.", navigator: navigator,
                            actions: [UIAction(title: "Got it") { _ in navigator.dismiss() }])
                    },
                    // A half-height sheet: the host sets its detents from the route.
                    noteDetails: { route, navigator in
                        ScreenViewController(
                            title: "Details", message: "Note \(route.id), created today.",
                            navigator: navigator)
                    }),
                account: accountScreens(session: session),
                compose: ComposeScreens(compose: { navigator in
                    ScreenViewController(
                        title: "New note", message: "Write something.", navigator: navigator,
                        actions: [UIAction(title: "Save") { _ in navigator.dismiss() }])
                }),
                library: LibraryScreens(
                    shelf: { route, navigator in
                        ScreenViewController(
                            title: route.title, navigator: navigator,
                            actions: [
                                UIAction(title: "Note 1") { _ in
                                    navigator.push(ShelvedNoteRoute(shelf: route.shelf, id: 1))
                                }
                            ])
                    },
                    shelvedNote: { route, navigator in
                        ScreenViewController(title: "Note \(route.id)", navigator: navigator)
                    }))
        }

        /// The account tab, the sign-in cover and the settings sheet.
        private static func accountScreens(session: Session) -> AccountScreens<UIViewController> {
            AccountScreens(
                account: { navigator in
                    ScreenViewController(
                        title: "Account", navigator: navigator,
                        actions: [
                            UIAction(
                                title: "Edit account",
                                identifier: .sample(SampleAccessibilityID.editAccountButton)
                            ) {
                                _ in navigator.push(EditAccountRoute())
                            },
                            UIAction(
                                title: "Settings", identifier: .sample(SampleAccessibilityID.settingsButton)
                            ) {
                                _ in navigator.navigate(to: SettingsRoute())
                            },
                            UIAction(title: "Sign out") { _ in session.signOut() },
                        ])
                },
                editAccount: { navigator in
                    EditAccountViewController(draft: session.accountDraft, navigator: navigator)
                },
                // A full-screen cover: the host gives its first screen a close button.
                signIn: { navigator in
                    ScreenViewController(
                        title: "Sign in", navigator: navigator,
                        actions: [
                            UIAction(
                                title: "Sign in", identifier: .sample(SampleAccessibilityID.signInButton)
                            ) { _ in
                                session.signIn(navigator: navigator)
                            }
                        ])
                },
                // A sheet with a stack of its own: Appearance is pushed inside it.
                settings: { navigator in
                    ScreenViewController(
                        title: "Settings", navigator: navigator,
                        actions: [
                            UIAction(
                                title: "Appearance",
                                identifier: .sample(SampleAccessibilityID.appearanceButton)
                            ) {
                                _ in navigator.push(AppearanceRoute())
                            },
                            UIAction(
                                title: "Done", identifier: .sample(SampleAccessibilityID.settingsDoneButton)
                            ) {
                                _ in navigator.dismiss()
                            },
                        ])
                },
                appearance: { navigator in
                    let page = ScreenViewController(
                        title: "Appearance", message: "Pushed inside the settings sheet.",
                        navigator: navigator)
                    page.messageLabel.accessibilityIdentifier = SampleAccessibilityID.appearancePage
                    return page
                })
        }
    }
#endif
