import Testing
import Wayfinder
import WayfinderCore

@MainActor
@Suite("Platform-neutral snapshots and UI write-backs")
struct SnapshotTests {
    @Test func aSingleStackSnapshotHasTheRootThePathTheModalAndTheAlert() throws {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        app.navigator.present(SettingsRoute())
        app.navigator.push(NotificationSettingsRoute())
        app.navigator.presentAlert(SignOutRoute())
        guard case .stack(let stack) = app.navigator.snapshot else {
            Issue.record("expected a single stack")
            return
        }
        #expect(stack.root.description == "home")
        #expect(stack.path.map(\.description) == ["post/1", "post/2"])
        #expect(stack.fullScreenCover == nil)
        let sheet = try #require(stack.sheet)
        #expect(sheet.stack.root.description == "settings")
        #expect(sheet.stack.path.map(\.description) == ["settings/notifications"])
        #expect(sheet.stack.alert?.description == "profile/me/signout")
        #expect(sheet.stack.location == StackLocation(tab: nil, depth: 1))
        #expect(stack.alert == nil)
    }

    @Test func aTabBarSnapshotListsItemsWithTheActionTabLastAndEachStack() {
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
        #expect(bar.items.map(\.id) == ["feed", "account", "search", "store"])
        #expect(bar.items.map(\.isAction) == [false, false, false, true])
        #expect(bar.items.first?.systemImage == "house")
        #expect(bar.selection == "feed")
        #expect(bar.stacks["feed"]?.path.map(\.description) == ["article/5"])
    }

    @Test func aBackSwipeShortensThePathWithAUserEvent() async {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        app.navigator.push(PostRoute(id: 3))
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        let location = StackLocation(tab: nil, depth: 0)
        let shown = app.navigator.snapshot(at: location)!.pathIDs
        #expect(await app.navigator.userSetPath(Array(shown.prefix(1)), at: location).outcome == .applied)
        #expect(app.outline == "stack: home > post/1")
        #expect(recorder.lines == ["event=popped route=post/3,post/2 source=user"])
    }

    @Test func aPathWriteBackThatRacedAProgrammaticNavigationIsIgnored() async {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(PostRoute(id: 2))
        let location = StackLocation(tab: nil, depth: 0)
        let stale = app.navigator.snapshot(at: location)!.pathIDs
        // The app replaces the stack before the UI reports its back swipe.
        app.navigator.navigate(to: ProfileRoute(user: "x"))
        let before = app.navigator.state
        let outcome = await app.navigator.userSetPath(Array(stale.prefix(1)), at: location).outcome
        #expect(app.navigator.state == before)
        guard case .failed(.staleWriteBack) = outcome else {
            Issue.record("expected a stale write-back, got \(outcome)")
            return
        }
    }

    @Test func aPathWriteBackEqualToTheStateChangesNothingAndIsNotAFailure() async {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        let location = StackLocation(tab: nil, depth: 0)
        let same = app.navigator.snapshot(at: location)!.pathIDs
        #expect(await app.navigator.userSetPath(same, at: location).outcome == .applied)
        #expect(app.outline == "stack: home > post/1")
    }

    @Test func aSheetDraggedAwayIsDismissedWithAUserEvent() async {
        let app = TestApp(root: HomeRoute())
        app.navigator.present(SettingsRoute())
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        guard case .stack(let stack) = app.navigator.snapshot, let sheet = stack.sheet else {
            Issue.record("expected a sheet")
            return
        }
        #expect(
            await app.navigator.userDismissedModal(sheet.id, presentedFrom: sheet.presenter).outcome
                == .applied)
        #expect(app.outline == "stack: home")
        #expect(recorder.lines == ["event=dismissed route=settings presentation=sheet source=user"])
    }

    @Test func aDismissWriteBackForAModalThatIsAlreadyGoneIsIgnored() async {
        let app = TestApp(root: HomeRoute())
        app.navigator.present(SettingsRoute())
        guard case .stack(let stack) = app.navigator.snapshot, let sheet = stack.sheet else {
            Issue.record("expected a sheet")
            return
        }
        // The app swaps the sheet for another before the drag reports.
        app.navigator.dismiss()
        app.navigator.present(SettingsRoute())
        let before = app.navigator.state
        let outcome = await app.navigator.userDismissedModal(sheet.id, presentedFrom: sheet.presenter).outcome
        #expect(app.navigator.state == before)
        #expect(!outcome.isApplied)
    }

    @Test func anAlertButtonForAnAlertNoLongerShowingIsIgnored() async {
        let app = TabbedApp()
        app.navigator.open("myapp://feed")
        app.navigator.presentAlert(SignOutAlertRoute())
        let alert = app.navigator.activeAlert!.id
        app.navigator.dismiss()
        app.navigator.presentAlert(SignOutAlertRoute())
        let before = app.navigator.state
        #expect(!(await app.navigator.userTappedAlertButton(at: 1, of: alert).outcome.isApplied))
        #expect(app.navigator.state == before)
    }

    @Test func anAdHocScreenIsPushedShownByItsTypeNameAndNeverSaved() async throws {
        struct ColorPicker {
            let colors: [String]
        }
        let app = TestApp(root: HomeRoute())
        app.navigator.show { ColorPicker(colors: ["red"]) }
        #expect(app.outline == "stack: home > ColorPicker")
        #expect(app.host.topScreen?.value(as: ColorPicker.self)?.colors == ["red"])
        app.navigator.show(.sheet) { ColorPicker(colors: ["blue"]) }
        #expect(app.outline == "stack: home > ColorPicker\n  sheet: ColorPicker")
        let saved = try app.navigator.savedState()
        let other = TestApp()
        let report = await other.navigator.restore(from: saved)
        #expect(report.issues == [.notSaved(SavedNavigationState.Omission(route: "ColorPicker", screens: 2))])
        #expect(other.outline == "stack: home")
    }

    @Test func anAdHocScreenIsReleasedWhenItsEntryGoes() {
        let app = TestApp(root: HomeRoute())
        app.navigator.show { "temporary" }
        let entry = app.navigator.state.activeStack.top
        #expect(app.navigator.makeScreen(for: entry.route)?.value(as: String.self) == "temporary")
        app.navigator.pop()
        #expect(app.navigator.makeScreen(for: entry.route) == nil)
    }
}
