import NotesNavigation
import Wayfinder

extension SampleScreens<String> {
    /// The samples' screens as their titles, for the headless host: the same modules and
    /// navigator the apps make, with a `String` where an app has a view or a view controller.
    static var titles: SampleScreens<String> {
        SampleScreens(
            notes: NotesScreens(
                notes: { _ in "Notes" }, note: { route, _ in "Note \(route.id)" },
                noNoteSelected: { _ in "No note selected" }, colorPicker: { _ in "Colour" },
                whatsNew: { _ in "What's new" }, noteDetails: { route, _ in "Details of note \(route.id)" }),
            account: AccountScreens(
                account: { _ in "Account" }, editAccount: { _ in "Edit account" }, signIn: { _ in "Sign in" },
                settings: { _ in "Settings" }, appearance: { _ in "Appearance" }),
            compose: ComposeScreens(compose: { _ in "New note" }),
            library: LibraryScreens(
                shelf: { route, _ in route.title },
                shelvedNote: { route, _ in "Note \(route.id) in \(route.shelf)" }))
    }
}
