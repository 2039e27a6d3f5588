import Foundation
import NotesNavigation
import Testing
import Wayfinder
import WayfinderTesting

/// The sample apps' flows on the headless host, through the modules and the navigator both apps
/// make (`SampleNavigation.makeNavigator`), with titles for screens.
@MainActor
@Suite("The sample apps' navigation")
struct SampleNavigationTests {
    let session = Session()
    let navigator: Navigator
    let host: HeadlessHost
    /// The failures the navigator reported; every test but the rejected link expects none.
    let failures = FailureRecorder()

    init() {
        navigator = SampleNavigation.makeNavigator(session: session, screens: .titles)
        navigator.failureHandler = { [failures] in failures.all.append($0) }
        host = HeadlessHost(navigator: navigator)
    }

    /// The state at launch: the tab bar, on the notes tab.
    static let launch = """
        tabs: notes* account
        notes: notes
        account: account
        """

    @Test func theModulesRegisterEveryRouteWithoutAProblem() {
        #expect(navigator.diagnostics.isEmpty)
        let problems = validateRoutes(
            modules: SampleNavigation.modules(session: Session(), screens: SampleScreens.titles),
            root: NotesRoute(),
            linkPolicy: LinkPolicy(schemes: SampleNavigation.schemes, hosts: SampleNavigation.hosts))
        #expect(problems.isEmpty, "\(problems)")
        #expect(navigator.tabs.map(\.id) == ["notes", "account"])
        #expect(navigator.actionTab?.id == "compose")
    }

    // MARK: - The flows the apps show

    @Test func theAppLaunchesWithItsTabBarOnTheNotesTab() {
        expectOutline(navigator, Self.launch)
        #expect(host.topScreen?.value(as: String.self) == "Notes")
    }

    @Test func theSettingsSheetPushesItsAppearancePageInsideItself() async {
        #expect(await navigator.navigate(to: SettingsRoute()).outcome == .applied)
        #expect(await navigator.push(AppearanceRoute()).outcome == .applied)
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes
              sheet: settings > settings/appearance
            account: account
            """)
        #expect(host.topScreen?.value(as: String.self) == "Appearance")
        #expect(await navigator.dismiss().outcome == .applied)
        expectOutline(navigator, Self.launch)
        #expect(failures.all.isEmpty)
    }

    @Test func signingInIsAFullScreenCover() async {
        #expect(await navigator.navigate(to: SignInRoute()).outcome == .applied)
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes
              cover: signin
            account: account
            """)
        #expect(host.topScreen?.value(as: String.self) == "Sign in")
        // Nothing waits on the sign-in: signing in closes the cover.
        #expect(await session.signIn(navigator: navigator).outcome == .applied)
        #expect(session.isSignedIn)
        expectOutline(navigator, Self.launch)
    }

    @Test func aLinkThroughTheAppsURLHandlerSelectsTheTabAndBuildsTheBackStack() async throws {
        let note = try #require(URL(string: "wayfinder-notes://notes/3"))
        #expect(await SampleNavigation.handleURL(note, in: navigator).outcome == .applied)
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes > notes/3
            account: account
            """)
        #expect(host.topScreen?.value(as: String.self) == "Note 3")

        let appearance = try #require(URL(string: "https://notes.example.com/settings/appearance"))
        #expect(await SampleNavigation.handleURL(appearance, in: navigator).outcome == .applied)
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes > notes/3
              sheet: settings > settings/appearance
            account: account
            """)
        #expect(failures.all.isEmpty)
    }

    @Test func aLinkThatResolvesToNoRouteChangesNothing() async throws {
        let unknown = try #require(URL(string: "wayfinder-notes://notes/three"))
        #expect(await SampleNavigation.handleURL(unknown, in: navigator).outcome != .applied)
        expectOutline(navigator, Self.launch)
        let otherScheme = try #require(URL(string: "elsewhere://notes/3"))
        #expect(await SampleNavigation.handleURL(otherScheme, in: navigator).outcome != .applied)
        expectOutline(navigator, Self.launch)
    }

    @Test func editingTheAccountSignedOutRedirectsToSignInAndSigningInResumesTheEdit() async {
        #expect(await navigator.switchTab(to: "account").outcome == .applied)
        let edit = await navigator.push(EditAccountRoute()).outcome
        #expect(edit == .redirected(route: "account/edit", to: SignInRoute()))
        expectOutline(
            navigator,
            """
            tabs: notes account*
            notes: notes
            account: account
              cover: signin
            """)

        #expect(await session.signIn(navigator: navigator).outcome == .applied)
        expectOutline(
            navigator,
            """
            tabs: notes account*
            notes: notes
            account: account > account/edit
            """)
        #expect(host.topScreen?.value(as: String.self) == "Edit account")
        #expect(failures.all.isEmpty)
    }

    @Test func signedInTheEditOpensAtOnceAndSigningOutGuardsItAgain() async {
        _ = await navigator.switchTab(to: "account").outcome
        _ = await navigator.navigate(to: SignInRoute()).outcome
        _ = await session.signIn(navigator: navigator).outcome
        #expect(await navigator.push(EditAccountRoute()).outcome == .applied)
        _ = await navigator.pop().outcome
        session.signOut()
        #expect(await navigator.push(EditAccountRoute()).outcome != .applied)
        #expect(navigator.outline.hasSuffix("account: account\n  cover: signin"))
    }

    // MARK: - The edit screen's leave guard

    /// The account tab with the edit screen on top.
    static let editing = """
        tabs: notes account*
        notes: notes
        account: account > account/edit
        """

    /// The account tab at its root.
    static let accountTab = """
        tabs: notes account*
        notes: notes
        account: account
        """

    /// Opens the edit screen the way a user does: the guard sends the signed-out user to sign
    /// in, and signing in resumes the edit.
    func openTheEditSignedIn() async {
        _ = await navigator.switchTab(to: "account").outcome
        _ = await navigator.push(EditAccountRoute()).outcome
        _ = await session.signIn(navigator: navigator).outcome
        expectOutline(navigator, Self.editing)
    }

    @Test func theEditScreenHasTheHostsBackButtonAndNoBackSwipe() async {
        await openTheEditSignedIn()
        #expect(host.backButton == .guarded)
        session.accountDraft.name = "Ada"
        #expect(host.swipeBack() == false)
        expectOutline(navigator, Self.editing)
        #expect(session.accountDraft.name == "Ada")
    }

    @Test func backFromAnUnsavedNameAsksAndKeepEditingStays() async {
        await openTheEditSignedIn()
        session.accountDraft.name = "Ada"
        let back = await host.tapBackButton()?.outcome
        #expect(back == .redirected(route: "account/edit", to: DiscardAccountChangesRoute()))
        #expect(navigator.outline.hasSuffix("account: account > account/edit\n  alert: account/edit/discard"))
        let content = navigator.alertContent(for: DiscardAccountChangesRoute())
        #expect(content?.title == "Discard your changes?")
        #expect(content?.buttons.map(\.title) == ["Keep editing", "Discard"])

        _ = await navigator.userTappedAlertButton(at: 0).outcome  // "Keep editing"
        #expect(await waitUntil { navigator.pendingNavigation == nil })
        expectOutline(navigator, Self.editing)
        #expect(session.accountDraft.name == "Ada")
        #expect(failures.all.isEmpty)
    }

    @Test func discardingTheUnsavedNameLeavesTheEdit() async {
        await openTheEditSignedIn()
        session.accountDraft.name = "Ada"
        _ = await host.tapBackButton()?.outcome
        _ = await navigator.userTappedAlertButton(at: 1).outcome  // "Discard": the back goes on
        #expect(await waitUntil { navigator.outline == Self.accountTab })
        expectOutline(navigator, Self.accountTab)
        #expect(!session.accountDraft.hasUnsavedChanges)
        #expect(session.accountDraft.name == "")
        #expect(failures.all.isEmpty)
    }

    @Test func aSavedNameLeavesWithoutAsking() async {
        await openTheEditSignedIn()
        session.accountDraft.name = "Ada"
        session.accountDraft.save()
        #expect(await host.tapBackButton()?.outcome == .applied)
        expectOutline(navigator, Self.accountTab)
        #expect(session.accountDraft.savedName == "Ada")
    }

    @Test func theColourPickerHandsTheChosenColourBackToTheNote() async {
        _ = await navigator.push(NoteRoute(id: 2)).outcome
        let events = navigator.events()
        let color = Task { @MainActor in
            await navigator.navigateForResult(to: ColorPickerRoute())
        }
        _ = await next(.presented, on: events)
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes > notes/2
              sheet: color-picker
            account: account
            """)
        #expect(host.topScreen?.value(as: String.self) == "Colour")

        navigator.finish(ColorPickerRoute.self, returning: .green)
        #expect(await color.value == .green)
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes > notes/2
            account: account
            """)
    }

    @Test func aColourPickerClosedWithoutAChoiceHandsBackNothing() async {
        let events = navigator.events()
        let color = Task { @MainActor in
            await navigator.navigateForResult(to: ColorPickerRoute())
        }
        _ = await next(.presented, on: events)
        _ = await navigator.dismiss().outcome
        #expect(await color.value == nil)
        expectOutline(navigator, Self.launch)
    }

    @Test func theComposeActionTabPresentsANewNoteAsASheet() async {
        #expect(await navigator.switchTab(to: "compose").outcome == .applied)
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes
              sheet: compose
            account: account
            """)
        #expect(host.topScreen?.value(as: String.self) == "New note")
    }

    // MARK: - The alerts

    @Test func deletingANoteThroughItsAlertLeavesTheNote() async {
        _ = await navigator.push(NoteRoute(id: 3)).outcome
        _ = await navigator.presentAlert(DeleteNoteRoute(id: 3)).outcome
        #expect(navigator.outline.contains("notes: notes > notes/3\n  alert: notes/3/delete"))
        let content = navigator.alertContent(for: DeleteNoteRoute(id: 3))
        #expect(content?.title == "Delete note 3?")
        #expect(content?.buttons.map(\.title) == ["Cancel", "Delete"])
        _ = await navigator.userTappedAlertButton(at: 1).outcome
        expectOutline(navigator, Self.launch)
    }

    @Test func whatsNewIsAnAlertRouteShownAsTheAppsCard() async {
        _ = await navigator.presentAlert(WhatsNewRoute()).outcome
        #expect(navigator.outline.contains("notes: notes\n  alert: whats-new"))
        #expect(navigator.alertContent(for: WhatsNewRoute()) == nil)
    }

    // MARK: - On an iPad

    @Test func onAnIPadTheNotesTabIsASidebarOfNotesBesideTheChosenNote() async throws {
        host.horizontalSizeClass = .regular
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes | (empty)
            account: account
            """)
        #expect(host.detailPlaceholder?.value(as: String.self) == "No note selected")
        let note = try #require(URL(string: "wayfinder-notes://notes/3"))
        #expect(await SampleNavigation.handleURL(note, in: navigator).outcome == .applied)
        expectOutline(
            navigator,
            """
            tabs: notes* account
            notes: notes | notes/3
            account: account
            """)
        #expect(host.splitColumns?.list.route.pathRepresentation == "notes")
        #expect(host.splitColumns?.detail.map(\.route.pathRepresentation) == ["notes/3"])
        #expect(host.topScreen?.value(as: String.self) == "Note 3")
        #expect(host.detailPlaceholder == nil)

        // Choosing another note in the sidebar replaces the one beside it.
        #expect(await navigator.push(NoteRoute(id: 4)).outcome == .applied)
        #expect(host.splitColumns?.detail.map(\.route.pathRepresentation) == ["notes/4"])
    }

    @Test func turningTheIPadToANarrowWindowShowsTheSameNoteOverTheList() async {
        host.horizontalSizeClass = .regular
        _ = await navigator.push(NoteRoute(id: 2)).outcome
        _ = await navigator.presentAlert(DeleteNoteRoute(id: 2)).outcome
        host.horizontalSizeClass = .compact
        #expect(navigator.outline.contains("notes: notes > notes/2\n  alert: notes/2/delete"))
        host.horizontalSizeClass = .regular
        #expect(navigator.outline.contains("notes: notes | notes/2\n  alert: notes/2/delete"))

        // Deleting the note leaves the sidebar with nothing beside it.
        _ = await navigator.userTappedAlertButton(at: 1).outcome
        #expect(navigator.outline.contains("notes: notes | (empty)\n"))
        #expect(host.splitColumns?.detail == [])
        #expect(host.detailPlaceholder?.value(as: String.self) == "No note selected")
    }
}
