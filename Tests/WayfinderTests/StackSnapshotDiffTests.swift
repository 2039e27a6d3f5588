import Testing
import Wayfinder
import WayfinderCore

@MainActor
@Suite("Stack snapshot diffs for imperative UI adapters")
struct StackSnapshotDiffTests {
    private let location = StackLocation(tab: nil, depth: 0)

    private func snapshot(_ app: TestApp) -> StackSnapshot {
        app.navigator.snapshot(at: location)!
    }

    @Test func theFirstRenderingBuildsEveryEntryWithoutAnimation() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        let diff = StackSnapshotDiff(from: nil, to: snapshot(app))
        #expect(diff.inserted.map(\.description) == ["home", "post/1"])
        #expect(diff.removed.isEmpty)
        #expect(diff.motion == .none)
        #expect(diff.modal == .absent)
        #expect(diff.alert == .absent)
    }

    @Test func aPushBuildsOnlyTheNewEntryAndAnimatesWithIt() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        let old = snapshot(app)
        app.navigator.push(PostRoute(id: 2))
        let diff = StackSnapshotDiff(from: old, to: snapshot(app))
        #expect(diff.inserted.map(\.description) == ["post/2"])
        #expect(diff.removed.isEmpty)
        #expect(diff.motion.animatingEntry?.description == "post/2")
        #expect(!diff.motion.isPop)
        #expect(diff.motion.isAnimated)
    }

    @Test func aPopReleasesTheLeavingEntriesAndAnimatesWithTheOldTop() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        app.navigator.push(PostRoute(id: 3))
        let old = snapshot(app)
        app.navigator.popToRoot()
        let diff = StackSnapshotDiff(from: old, to: snapshot(app))
        #expect(diff.inserted.isEmpty)
        #expect(diff.removed == old.pathIDs)
        #expect(diff.motion == .pop(old.path[2]))
        #expect(diff.motion.isPop)
    }

    @Test func aRebuiltStackReplacesTheTopAndKeepsTheSurvivingRoot() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        let old = snapshot(app)
        app.navigator.navigate(to: ProfileRoute(user: "x"))
        let new = snapshot(app)
        let diff = StackSnapshotDiff(from: old, to: new)
        #expect(diff.inserted.map(\.description) == ["profile/x"])
        #expect(diff.removed == old.pathIDs)
        #expect(diff.motion == .replace(new.path[0]))
        #expect(!diff.motion.isPop)
    }

    @Test func anUnchangedStackDoesNothing() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        let diff = StackSnapshotDiff(from: snapshot(app), to: snapshot(app))
        #expect(diff.inserted.isEmpty && diff.removed.isEmpty)
        #expect(!diff.motion.isAnimated)
        #expect(diff.motion.animatingEntry == nil)
    }

    @Test func modalsArePresentedKeptReplacedAndDismissedByIdentity() throws {
        let app = TestApp(root: HomeRoute())
        let empty = snapshot(app)
        app.navigator.present(SettingsRoute())
        let withSheet = snapshot(app)
        let sheet = try #require(withSheet.sheet)
        #expect(StackSnapshotDiff(from: empty, to: withSheet).modal == .present(sheet))

        app.navigator.push(NotificationSettingsRoute())
        let pushedInSheet = snapshot(app)
        let kept = StackSnapshotDiff(from: withSheet, to: pushedInSheet).modal
        #expect(kept.current?.id == sheet.id)
        #expect(kept.presented == nil && kept.dismissed == nil)

        app.navigator.dismiss()
        app.navigator.present(SettingsRoute(), style: .fullScreenCover)
        let withCover = snapshot(app)
        let cover = try #require(withCover.fullScreenCover)
        let replaced = StackSnapshotDiff(from: pushedInSheet, to: withCover).modal
        #expect(replaced.dismissed?.id == sheet.id)
        #expect(replaced.presented == cover)
        #expect(withCover.modal == cover)

        app.navigator.dismiss()
        #expect(StackSnapshotDiff(from: withCover, to: snapshot(app)).modal == .dismiss(cover))
    }

    @Test func alertsArePresentedAndDismissed() throws {
        let app = TestApp(root: HomeRoute())
        let before = snapshot(app)
        app.navigator.presentAlert(SignOutRoute())
        let shown = snapshot(app)
        let alert = try #require(shown.alert)
        #expect(StackSnapshotDiff(from: before, to: shown).alert == .present(alert))
        app.navigator.dismiss()
        #expect(StackSnapshotDiff(from: shown, to: snapshot(app)).alert == .dismiss(alert))
    }

    @Test func aUIReportingWhatTheBindingHoldsReportsNothing() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        let shown = snapshot(app)
        #expect(shown.pathToReport(shown: shown.entries.map(\.id)) == nil)
        let afterBackSwipe = Array(shown.entries.map(\.id).dropLast())
        #expect(shown.pathToReport(shown: afterBackSwipe) == [shown.path[0].id])
    }

    @Test func aMotionTheUIPerformsItselfPicksTheRightEntry() {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        let shown = snapshot(app)
        #expect(StackMotion(from: shown.root, to: shown.path[0], isPop: false) == .push(shown.path[0]))
        #expect(StackMotion(from: shown.path[0], to: shown.root, isPop: true) == .pop(shown.path[0]))
    }

    @Test func theNavigatorGivesTheTransitionOfTheAnimatingEntry() {
        struct Animated: FeatureModule {
            func register(in context: FeatureRegistrationContext) {
                context.register(HomeRoute.self) { _ in "home" }
                context.register(PostRoute.self, transition: .slideUp) { _ in "post" }
                context.register(ProfileRoute.self, transition: .custom(push: "zoomIn", pop: "zoomOut")) {
                    _ in "profile"
                }
            }
        }
        let navigator = Navigator(modules: [Animated()], root: HomeRoute())
        navigator.push(PostRoute(id: 1))
        let old = navigator.snapshot(at: location)!
        navigator.push(ProfileRoute(user: "x"))
        let new = navigator.snapshot(at: location)!
        let push = StackSnapshotDiff(from: old, to: new).motion
        #expect(navigator.transition(for: push) == .custom(push: "zoomIn", pop: "zoomOut"))
        let pop = StackSnapshotDiff(from: new, to: old).motion
        #expect(navigator.transition(for: pop) == .custom(push: "zoomIn", pop: "zoomOut"))
        let popToPost = StackMotion(from: old.path[0], to: old.root, isPop: true)
        #expect(navigator.transition(for: popToPost) == .slideUp)
        #expect(navigator.transition(for: StackMotion.none) == nil)
    }
}

@MainActor
@Suite("Presentation helpers for UI adapters")
struct AdapterPresentationTests {
    @Test func anAlertContentRegistrationShowsAsASystemAlert() throws {
        let app = TabbedApp()
        app.navigator.open("myapp://article/5")
        app.navigator.presentAlert(SignOutAlertRoute())
        let stack = try #require(app.navigator.snapshot(at: app.navigator.state.activeLocation))
        let presentation = try #require(app.navigator.alertPresentation(for: stack))
        #expect(presentation.systemContent?.title != nil)
        #expect(presentation.cardEntry == nil)
        #expect(presentation.entry == stack.alert)
    }

    @Test func anyOtherAlertScreenShowsOnACard() throws {
        let app = TestApp(root: HomeRoute())
        app.navigator.presentAlert(SignOutRoute())
        let stack = try #require(app.navigator.snapshot(at: StackLocation(tab: nil, depth: 0)))
        let presentation = try #require(app.navigator.alertPresentation(for: stack))
        #expect(presentation.systemContent == nil)
        #expect(presentation.cardEntry == stack.alert)
        app.navigator.dismiss()
        #expect(app.navigator.alertPresentation(for: app.navigator.snapshot(at: stack.location)!) == nil)
    }

    @Test func onlyFullScreenCoversGetACloseButton() throws {
        let app = TestApp(root: HomeRoute())
        app.navigator.present(SettingsRoute())
        let sheet = try #require(app.navigator.snapshot(at: StackLocation(tab: nil, depth: 0))?.sheet)
        #expect(!sheet.showsCloseButton)
        app.navigator.dismiss()
        app.navigator.present(SettingsRoute(), style: .fullScreenCover)
        let cover = try #require(
            app.navigator.snapshot(at: StackLocation(tab: nil, depth: 0))?.fullScreenCover)
        #expect(cover.showsCloseButton)
    }

    @Test func theActionTabIsSplitFromTheContentTabs() throws {
        struct Store: FeatureModule {
            func register(in context: FeatureRegistrationContext) {
                context.registerActionTab(
                    ActionTabSpec(id: "store", title: "Store", systemImage: "bag") { _ in })
            }
        }
        let app = TabbedApp(extraModules: [Store()])
        app.navigator.open("myapp://article/5")
        guard case .tabs(let bar) = app.navigator.snapshot else {
            Issue.record("expected tabs")
            return
        }
        #expect(bar.contentItems.map(\.id) == ["feed", "account", "search"])
        #expect(bar.actionItems.map(\.id) == ["store"])
        #expect(TabBarSnapshot.location(of: "feed") == StackLocation(tab: "feed", depth: 0))
    }
}
