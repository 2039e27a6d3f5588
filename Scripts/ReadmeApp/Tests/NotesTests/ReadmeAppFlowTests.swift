// Written for Scripts/check-consumer.sh, not part of the README: what README.md's prose says its
// five-minute app does, end to end, on the real navigator and the headless host, with the README's
// own routes, session, view model and `NotesFeature` module (its views are the check's headless
// stand-ins, which print as their titles).
import NotesInternal
import NotesUI
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
struct ReadmeAppFlowTests {
    let session = Session()
    let navigator: Navigator
    let host: HeadlessHost

    init() {
        navigator = Navigator(
            modules: [NotesFeature(session: session)], root: NotesRoute(), schemes: ["notes"])
        host = HeadlessHost(navigator: navigator)
    }

    private var topScreen: String { host.topScreen.map { "\($0)" } ?? "none" }

    @Test func theRoutesAreValidAndRegisteredWithoutDiagnostics() {
        expectValidRoutes(
            modules: [NotesFeature(session: session)], root: NotesRoute(),
            requiringScreensFor: [
                NotesRoute.self, NoteRoute.self, EditNoteRoute.self, AccountRoute.self, SettingsRoute.self,
                SignInRoute.self,
            ])
        #expect(navigator.diagnostics.isEmpty)
    }

    // "the tab bar (the root is a tab's root, so the app starts on that tab)"
    @Test func theAppStartsOnTheNotesTabOfItsTabBar() {
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes
            account: account
            """)
        #expect(topScreen == "Notes")
    }

    // "`notes://notes/2`, which opens note 2 on the Notes tab with the list behind it"
    @Test func aLinkOpensTheNoteOnTheNotesTabWithTheListBehindIt() async {
        navigator.switchTab(to: "account")
        #expect(await navigator.open("notes://notes/2").outcome == .applied)
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes > notes/2
            account: account
            """)
        #expect(topScreen == "Note 2")
    }

    // "an edit screen that asks the user to sign in first, then carries on"
    @Test func signedOutEditingAsksToSignInThenCarriesOn() async {
        _ = await navigator.open("notes://notes/2").outcome
        // The call the README's NoteViewModel makes for Edit (its own test pins that call).
        let outcome = await navigator.push(EditNoteRoute(id: 2)).outcome
        #expect(outcome == .redirected(route: "notes/2/edit", to: SignInRoute()))
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes > notes/2
              cover: signin
            account: account
            """)
        #expect(topScreen == "Sign in")
        #expect(navigator.pendingNavigation != nil)

        // What the README's SignInScreen's button does.
        session.isSignedIn = true
        navigator.dismiss()
        let resumed = navigator.resumePendingNavigation()
        #expect(resumed != nil)
        #expect(await resumed?.outcome == .applied)
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes > notes/2 > notes/2/edit
            account: account
            """)
        #expect(topScreen == "Editing note 2")
    }

    // "a settings sheet"
    @Test func settingsOpensInASheet() async {
        _ = await navigator.open("notes://notes/2").outcome
        // What the README's NoteViewModel does for Settings.
        NoteViewModel(id: 2, navigator: navigator).settingsTapped()
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes > notes/2
              sheet: settings
            account: account
            """)
        #expect(topScreen == "Settings")
    }
}
