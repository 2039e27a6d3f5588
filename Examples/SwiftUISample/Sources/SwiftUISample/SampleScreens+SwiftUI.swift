#if canImport(SwiftUI)
    import NotesNavigation
    import SwiftUI
    import Wayfinder

    extension SampleScreens<AnyView> {
        /// The app's views for the shared feature modules. The views read the navigator from the
        /// environment (`NavigationHost` puts it there), so the builders ignore theirs.
        ///
        /// - Parameters:
        ///   - session: The session the account screens show and sign in through.
        ///   - directory: The app's navigators, through which a note opens in a new window.
        static func swiftUI(session: Session, directory: NavigatorDirectory) -> SampleScreens<AnyView> {
            SampleScreens(
                notes: NotesScreens(
                    notes: { _ in AnyView(NotesScreen()) },
                    note: { route, _ in AnyView(NoteScreen(id: route.id, directory: directory)) },
                    noNoteSelected: { _ in
                        AnyView(ContentUnavailableView("No Note Selected", systemImage: "note.text"))
                    },
                    colorPicker: { _ in AnyView(ColorPickerScreen()) },
                    whatsNew: { _ in AnyView(WhatsNewCard()) },
                    noteDetails: { route, _ in AnyView(NoteDetailsScreen(id: route.id)) }),
                account: AccountScreens(
                    account: { _ in AnyView(AccountScreen(session: session)) },
                    editAccount: { _ in AnyView(EditAccountScreen(draft: session.accountDraft)) },
                    signIn: { _ in AnyView(SignInScreen(session: session)) },
                    settings: { _ in AnyView(SettingsScreen()) },
                    appearance: { _ in
                        AnyView(
                            Text("Light or dark")
                                .accessibilityIdentifier(SampleAccessibilityID.appearancePage)
                                .navigationTitle("Appearance"))
                    }),
                compose: ComposeScreens(compose: { _ in AnyView(ComposeScreen()) }),
                library: LibraryScreens(
                    shelf: { route, _ in
                        AnyView(Text("No notes on this shelf yet.").navigationTitle("\(route.title)"))
                    },
                    shelvedNote: { route, _ in
                        AnyView(
                            Text("Note \(route.id)").navigationTitle(
                                "\(LibraryRoute(shelf: route.shelf).title)"))
                    }))
        }
    }
#endif
