public import Wayfinder

/// The screens of both sample apps, made by the app: SwiftUI views (as `AnyView`) in
/// `SwiftUISample`, view controllers in `UIKitSample`, titles (`String`) in the tests.
///
/// Everything else (which route shows where, the guard, the tabs, the alert and its action, the
/// action tab, link handling) is in this module, so the tests exercise what the apps run. Each
/// builder gets its route where the route carries values, and the navigator, for screens that
/// are not handed it another way (SwiftUI screens read it from the environment).
///
/// ```swift
/// let screens = SampleScreens(
///     notes: NotesScreens(
///         notes: { _ in "Notes" }, note: { route, _ in "Note \(route.id)" },
///         noNoteSelected: { _ in "No note selected" }, colorPicker: { _ in "Colour" },
///         whatsNew: { _ in "What's new" }, noteDetails: { route, _ in "Details of note \(route.id)" }),
///     account: AccountScreens(
///         account: { _ in "Account" }, editAccount: { _ in "Edit account" }, signIn: { _ in "Sign in" },
///         settings: { _ in "Settings" }, appearance: { _ in "Appearance" }),
///     compose: ComposeScreens(compose: { _ in "New note" }),
///     library: LibraryScreens(
///         shelf: { route, _ in route.shelf }, shelvedNote: { route, _ in "Note \(route.id)" }))
/// let navigator = SampleNavigation.makeNavigator(session: Session(), screens: screens)
/// ```
public struct SampleScreens<Screen> {
    /// The notes feature's screens.
    public var notes: NotesScreens<Screen>
    /// The account feature's screens.
    public var account: AccountScreens<Screen>
    /// The compose feature's screen.
    public var compose: ComposeScreens<Screen>
    /// The library's screens, shown with the sidebar.
    public var library: LibraryScreens<Screen>

    /// Bundles the screens of the four features.
    public init(
        notes: NotesScreens<Screen>, account: AccountScreens<Screen>, compose: ComposeScreens<Screen>,
        library: LibraryScreens<Screen>
    ) {
        self.notes = notes
        self.account = account
        self.compose = compose
        self.library = library
    }
}

/// The screens of ``LibraryFeatureModule``.
public struct LibraryScreens<Screen> {
    /// A shelf's list (``LibraryRoute``), the root of its tab.
    public var shelf: @MainActor (LibraryRoute, Navigator) -> Screen
    /// A note on a shelf (``ShelvedNoteRoute``).
    public var shelvedNote: @MainActor (ShelvedNoteRoute, Navigator) -> Screen

    /// Creates the library's screens from a builder per route.
    public init(
        shelf: @escaping @MainActor (LibraryRoute, Navigator) -> Screen,
        shelvedNote: @escaping @MainActor (ShelvedNoteRoute, Navigator) -> Screen
    ) {
        self.shelf = shelf
        self.shelvedNote = shelvedNote
    }
}

/// The screens of ``NotesFeatureModule``. The delete alert is not among them: it is
/// `AlertContent`, the same on every platform.
public struct NotesScreens<Screen> {
    /// The list of notes (``NotesRoute``), the notes tab's root.
    public var notes: @MainActor (Navigator) -> Screen
    /// One note (``NoteRoute``).
    public var note: @MainActor (NoteRoute, Navigator) -> Screen
    /// What shows beside the list on an iPad while no note is chosen: the split's detail
    /// placeholder.
    public var noNoteSelected: @MainActor (Navigator) -> Screen
    /// The colour picker (``ColorPickerRoute``), which finishes with a ``NoteColor``.
    public var colorPicker: @MainActor (Navigator) -> Screen
    /// The "What's new" card (``WhatsNewRoute``), an alert route shown as a screen.
    public var whatsNew: @MainActor (Navigator) -> Screen
    /// A note's details (``NoteDetailsRoute``), a half-height sheet.
    public var noteDetails: @MainActor (NoteDetailsRoute, Navigator) -> Screen

    /// Creates the notes feature's screens from a builder per route.
    public init(
        notes: @escaping @MainActor (Navigator) -> Screen,
        note: @escaping @MainActor (NoteRoute, Navigator) -> Screen,
        noNoteSelected: @escaping @MainActor (Navigator) -> Screen,
        colorPicker: @escaping @MainActor (Navigator) -> Screen,
        whatsNew: @escaping @MainActor (Navigator) -> Screen,
        noteDetails: @escaping @MainActor (NoteDetailsRoute, Navigator) -> Screen
    ) {
        self.notes = notes
        self.note = note
        self.noNoteSelected = noNoteSelected
        self.colorPicker = colorPicker
        self.whatsNew = whatsNew
        self.noteDetails = noteDetails
    }
}

/// The screens of ``AccountFeatureModule``.
public struct AccountScreens<Screen> {
    /// The account screen (``AccountRoute``), the account tab's root.
    public var account: @MainActor (Navigator) -> Screen
    /// Editing the account (``EditAccountRoute``), for signed-in users only.
    public var editAccount: @MainActor (Navigator) -> Screen
    /// The sign-in cover (``SignInRoute``); its button calls ``Session/signIn(navigator:)``.
    public var signIn: @MainActor (Navigator) -> Screen
    /// The settings sheet's first screen (``SettingsRoute``).
    public var settings: @MainActor (Navigator) -> Screen
    /// The appearance page (``AppearanceRoute``), pushed inside the settings sheet.
    public var appearance: @MainActor (Navigator) -> Screen

    /// Creates the account feature's screens from a builder per route.
    public init(
        account: @escaping @MainActor (Navigator) -> Screen,
        editAccount: @escaping @MainActor (Navigator) -> Screen,
        signIn: @escaping @MainActor (Navigator) -> Screen,
        settings: @escaping @MainActor (Navigator) -> Screen,
        appearance: @escaping @MainActor (Navigator) -> Screen
    ) {
        self.account = account
        self.editAccount = editAccount
        self.signIn = signIn
        self.settings = settings
        self.appearance = appearance
    }
}

/// The screen of ``ComposeFeatureModule``.
public struct ComposeScreens<Screen> {
    /// Writing a new note (``ComposeRoute``), the sheet the action tab presents.
    public var compose: @MainActor (Navigator) -> Screen

    /// Creates the compose feature's screen.
    public init(compose: @escaping @MainActor (Navigator) -> Screen) {
        self.compose = compose
    }
}
