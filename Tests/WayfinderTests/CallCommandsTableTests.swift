import Testing
import WayfinderCore

@testable import Wayfinder

/// Each case of ``NavigationCall``, as the table below names it. The switch in ``init(_:)`` has no
/// default: a new call case does not compile until it is named here, and then
/// `everyCallCaseHasARow` fails until the table has a row for it.
private enum CallCase: CaseIterable {
    case navigate, push, present, presentAlert, setRoot, show, pop, popToRoot, popTo, popToType, dismiss
    case replaceTop, remove, setStack, reevaluateGuards, open, openPlaced, switchTab, setTabs, restore
    case finish, userSelectedTab, userSetPath, userDismissedModal, userTappedAlertButton
    case setHorizontalSizeClass, openPushPayload, resumePendingNavigation, discardPendingNavigation
    case setActionTab, userCustomizedTabs
    case userSelectedDetent, presentAs

    init(_ call: NavigationCall) {
        self =
            switch call {
            case .navigate: .navigate
            case .push: .push
            case .present: .present
            case .presentAlert: .presentAlert
            case .setRoot: .setRoot
            case .show: .show
            case .pop: .pop
            case .popToRoot: .popToRoot
            case .popTo: .popTo
            case .popToType: .popToType
            case .dismiss: .dismiss
            case .replaceTop: .replaceTop
            case .remove: .remove
            case .setStack: .setStack
            case .reevaluateGuards: .reevaluateGuards
            case .open: .open
            case .openPlaced: .openPlaced
            case .switchTab: .switchTab
            case .setTabs: .setTabs
            case .restore: .restore
            case .finish: .finish
            case .userSelectedTab: .userSelectedTab
            case .userSetPath: .userSetPath
            case .userDismissedModal: .userDismissedModal
            case .userTappedAlertButton: .userTappedAlertButton
            case .setHorizontalSizeClass: .setHorizontalSizeClass
            case .openPushPayload: .openPushPayload
            case .resumePendingNavigation: .resumePendingNavigation
            case .discardPendingNavigation: .discardPendingNavigation
            case .setActionTab: .setActionTab
            case .userCustomizedTabs: .userCustomizedTabs
            case .userSelectedDetent: .userSelectedDetent
            case .presentAs: .presentAs
            }
    }
}

/// What a call's commands do to the table's state.
private enum Expected: Sendable {
    /// The commands, as text, and the outline after them.
    case commands([String], outline: String)
    /// The failure the call is refused with; nil for a link's, which names the resolver's reason.
    case failure(NavigationFailure?)
    /// The call does not carry what its commands need.
    case notAnswered
}

@MainActor
@Suite("A call's commands: one row per call case")
struct CallCommandsTableTests {
    /// `stack: home > post/1 > profile/ada`, with a sheet presenting `settings` when `presenting`.
    private func makeApp(presenting: Bool = false, alert: Bool = false) -> TestApp {
        let app = TestApp(root: HomeRoute())
        app.navigator.push(PostRoute(id: 1))
        app.navigator.push(ProfileRoute(user: "ada"))
        if presenting { app.navigator.present(SettingsRoute(), style: .sheet) }
        if alert { app.navigator.presentAlert(SignOutRoute()) }
        return app
    }

    nonisolated private static let rows:
        [(call: NavigationCall, modal: Bool, alert: Bool, expected: Expected)] = [
            (
                .navigate(route: PostRoute(id: 9)), false, false,
                .commands(["setStack home > post/9 in stack"], outline: "stack: home > post/9")
            ),
            (
                .push(route: PostRoute(id: 9)), false, false,
                .commands(["push post/9"], outline: "stack: home > post/1 > profile/ada > post/9")
            ),
            (
                .push(route: PostRoute(id: 9), options: .zoom), false, false,
                .commands(["push post/9"], outline: "stack: home > post/1 > profile/ada > post/9")
            ),
            (
                .navigate(route: PostRoute(id: 9), options: .zoom), false, false,
                .commands(["setStack home > post/9 in stack"], outline: "stack: home > post/9")
            ),
            (
                .present(route: SettingsRoute(), style: .fullScreenCover), false, false,
                .commands(
                    ["present cover settings"],
                    outline: "stack: home > post/1 > profile/ada\n  cover: settings")
            ),
            (
                .presentAlert(route: SignOutRoute()), false, false,
                .commands(
                    ["presentAlert profile/me/signout"],
                    outline: "stack: home > post/1 > profile/ada\n  alert: profile/me/signout")
            ),
            (
                .setRoot(route: LoginRoute()), false, false,
                .commands(["setRoot login"], outline: "stack: login")
            ),
            (.show(screen: "Banner"), false, false, .notAnswered),
            (.pop, false, false, .commands(["pop 1"], outline: "stack: home > post/1")),
            (.popToRoot, false, false, .commands(["popToRoot"], outline: "stack: home")),
            (
                .popTo(route: PostRoute(id: 1)), false, false,
                .commands(["popTo #2 in stack"], outline: "stack: home > post/1")
            ),
            (.popTo(route: PostRoute(id: 2)), false, false, .failure(.routeNotOnStack("post/2"))),
            (
                .popToType(route: HomeRoute.self), false, false,
                .commands(["popTo #1 in stack"], outline: "stack: home")
            ),
            (.dismiss, true, false, .commands(["dismiss"], outline: "stack: home > post/1 > profile/ada")),
            (
                .replaceTop(route: PostRoute(id: 5)), false, false,
                .commands(
                    ["setStack home > post/1 > post/5 in stack"], outline: "stack: home > post/1 > post/5")
            ),
            (
                .remove(route: PostRoute(id: 1)), false, false,
                .commands(["removeEntry #2 in stack"], outline: "stack: home > profile/ada")
            ),
            (
                .setStack(routes: [HomeRoute(), PostRoute(id: 3)]), false, false,
                .commands(["setStack home > post/3 in stack"], outline: "stack: home > post/3")
            ),
            (
                .setStack(routes: [PostRoute(id: 3)]), false, false,
                .failure(.invalidCommand(.cannotRemoveRoot))
            ),
            (.reevaluateGuards, false, false, .notAnswered),
            (
                .open(url: "myapp://post/4"), false, false,
                .commands(["setStack home > post/4 in stack"], outline: "stack: home > post/4")
            ),
            (.open(url: "myapp://nowhere"), false, false, .failure(nil)),
            (
                .openPlaced(url: "myapp://post/4", placement: .appendToCurrentStack), false, false,
                .commands(["push post/4"], outline: "stack: home > post/1 > profile/ada > post/4")
            ),
            (.switchTab(tab: "inbox"), false, false, .failure(.unknownTab("inbox"))),
            (.setTabs(tabs: ["inbox"]), false, false, .notAnswered),
            (.restore(checksum: "abc"), false, false, .notAnswered),
            (.finish(value: FinishedValue("done")), false, false, .notAnswered),
            (.resumePendingNavigation, false, false, .notAnswered),
            (.discardPendingNavigation, false, false, .notAnswered),
            (
                .openPushPayload(payload: ["url": "myapp://post/4"]), false, false,
                .commands(["setStack home > post/4 in stack"], outline: "stack: home > post/4")
            ),
            (
                .openPushPayload(payload: ["url": "myapp://post/4"], placement: .appendToCurrentStack), false,
                false,
                .commands(["push post/4"], outline: "stack: home > post/1 > profile/ada > post/4")
            ),
            (
                .openPushPayload(payload: ["title": "Hello"]), false, false,
                .failure(.invalidPushPayload("the payload holds no link"))
            ),
            (.userSelectedTab(tab: "inbox"), false, false, .failure(.unknownTab("inbox"))),
            (
                .userSetPath(screens: 1, location: RecordedLocation(tab: nil, depth: 0)), false, false,
                .commands(["popTo #2 in stack"], outline: "stack: home > post/1")
            ),
            (
                .userDismissedModal(presenter: RecordedLocation(tab: nil, depth: 0)), true, false,
                .commands(["dismissModal above stack"], outline: "stack: home > post/1 > profile/ada")
            ),
            (
                .userDismissedModal(presenter: RecordedLocation(tab: nil, depth: 0)), false, false,
                .failure(.staleWriteBack("no modal is presented from stack"))
            ),
            (
                .userTappedAlertButton(index: 0), false, true,
                .failure(.invalidCommand(.nothingToDismiss))
            ),
            (
                .presentAs(route: SettingsRoute(), presentation: .sheet(detents: [.medium, .large])), false,
                false,
                .commands(
                    ["present sheet[medium* large] settings"],
                    outline: "stack: home > post/1 > profile/ada\n  sheet[medium* large]: settings")
            ),
            (
                // The table's sheet (settings) offers the default height only: a drag to a detent
                // it lacks is a stale write-back. The sheets that offer detents have their suite.
                .userSelectedDetent(detent: .medium, presenter: RecordedLocation(tab: nil, depth: 0)), true,
                false,
                .failure(.staleWriteBack("the sheet presented from stack does not offer medium"))
            ),
            (
                .userSelectedDetent(detent: .medium, presenter: RecordedLocation(tab: nil, depth: 0)), false,
                false,
                .failure(.staleWriteBack("the sheet is no longer presented from stack"))
            ),
            (
                .setHorizontalSizeClass(.regular), false, false,
                .commands(["setHorizontalSizeClass regular"], outline: "stack: home > post/1 > profile/ada")
            ),
            (.setActionTab(tab: "store"), false, false, .notAnswered),
            // A single stack has no tabs to customize: the command is refused when it applies.
            (
                .userCustomizedTabs(order: ["inbox"], hidden: []), false, false,
                .commands(["customizeTabs order inbox"], outline: "stack: home > post/1 > profile/ada")
            ),
        ]

    @Test func everyCallCaseHasARow() {
        let covered = Set(Self.rows.map { CallCase($0.call) })
        let missing = CallCase.allCases.filter { !covered.contains($0) }
        #expect(missing.isEmpty, "no row for \(missing)")
    }

    @Test(arguments: rows.indices)
    func theCallsCommandsAreTheRows(_ index: Int) {
        let row = Self.rows[index]
        let app = makeApp(presenting: row.modal, alert: row.alert)
        let state = app.navigator.state
        let answer: Result<[NavigationCommand]?, NavigationFailure>
        do throws(NavigationFailure) {
            answer = .success(try app.navigator.commands(for: row.call, in: state))
        } catch {
            answer = .failure(error)
        }
        switch (row.expected, answer) {
        case (.commands(let expected, let outline), .success(let commands?)):
            var next = state
            for command in commands { _ = try? next.apply(command) }
            #expect(commands.map(\.description) == expected, "\(row.call)")
            #expect(next.outline == outline, "\(row.call)")
            // The navigator, making the call, applies exactly these commands.
            let made = makeApp(presenting: row.modal, alert: row.alert)
            _ = made.navigator.perform(row.call, source: .app)
            #expect(made.outline == outline, "\(row.call) made by the navigator")
        case (.failure(let expected), .failure(let failure)):
            if let expected { #expect(failure == expected, "\(row.call)") }
        case (.notAnswered, .success(nil)):
            break
        default:
            Issue.record("\(row.call): expected \(row.expected), got \(answer)")
        }
    }
}
