import Foundation
import Testing
import WayfinderCore

@testable import Wayfinder

@Route("notes/:id/delete")
struct DeleteNoteAlertRoute {
    let id: Int
    var preferredPresentation: Presentation { .alert }
    typealias NavigationResult = AlertAction
}

@Route("notes/whats-new")
struct UnhandledAlertRoute {
    var preferredPresentation: Presentation { .alert }
}

extension AlertAction {
    static let deleteNote: AlertAction = "deleteNote"
    static let archiveNote: AlertAction = "archiveNote"
}

/// The notes alerts: deleting a note is handled by the feature; the "what's new" alert's
/// button names an action nobody handles.
@MainActor
private struct NotesAlertsModule: FeatureModule {
    let log: ActionLog

    func register(in context: FeatureRegistrationContext) {
        context.register(HomeRoute.self) { _ in TestScreen(title: "home") }
        context.register(DeleteNoteAlertRoute.self) { route in
            AlertContent(
                title: "Delete note \(route.id)?",
                buttons: [
                    AlertButton("Cancel", role: .cancel),
                    AlertButton("Archive", action: .archiveNote),
                    AlertButton("Delete", role: .destructive, action: .deleteNote),
                ])
        }
        context.handleAlertActions(of: DeleteNoteAlertRoute.self) { [log] action, route, navigator in
            log.handled.append("\(action) note \(route.id) at \(navigator.outline)")
        }
        context.register(UnhandledAlertRoute.self) { _ in
            AlertContent(title: "What's new", buttons: [AlertButton("Show me", action: "showWhatsNew")])
        }
    }
}

@MainActor
private final class ActionLog {
    var handled: [String] = []
}

@MainActor
@Suite("Alert buttons hand on identified actions")
struct AlertActionTests {
    private let log = ActionLog()
    private let navigator: Navigator
    private var failures: [NavigationFailure] { failureLog.failures }
    private let failureLog = FailureRecorder()

    init() {
        var configuration = NavigatorConfiguration()
        configuration.unregisteredRouteBehavior = .report
        navigator = Navigator(
            modules: [NotesAlertsModule(log: log)], root: HomeRoute(), schemes: ["myapp"],
            configuration: configuration)
        navigator.failureHandler = { [failureLog] in failureLog.failures.append($0) }
    }

    @Test func aPressedButtonsActionGoesToTheFeaturesHandlerAfterTheAlertIsDismissed() async {
        navigator.presentAlert(DeleteNoteAlertRoute(id: 3))
        #expect(await navigator.userTappedAlertButton(at: 2).outcome == .applied)
        #expect(log.handled == ["deleteNote note 3 at stack: home"])
        #expect(failures.isEmpty)
    }

    @Test func aCallerAwaitingTheAlertGetsTheActionOfTheButtonPressed() async {
        let choice = Task {
            await navigator.navigateForResult(to: DeleteNoteAlertRoute(id: 3))
        }
        while navigator.activeAlert == nil { await Task.yield() }
        navigator.userTappedAlertButton(at: 1)
        #expect(await choice.value == .archiveNote)
        #expect(navigator.outline == "stack: home")
    }

    @Test func aCancelButtonWithoutAnActionResumesTheCallerWithNilAndHandsOnNothing() async {
        let choice = Task {
            await navigator.navigateForResult(to: DeleteNoteAlertRoute(id: 3))
        }
        while navigator.activeAlert == nil { await Task.yield() }
        navigator.userTappedAlertButton(at: 0)
        #expect(await choice.value == nil)
        #expect(log.handled.isEmpty)
        #expect(failures.isEmpty)
    }

    @Test func theChosenActionIsAnEventNamingTheAlertAndTheAction() async {
        let recorder = EventRecorder()
        navigator.addObserver(recorder)
        navigator.presentAlert(DeleteNoteAlertRoute(id: 3))
        _ = await navigator.userTappedAlertButton(at: 2).outcome
        let chosen = recorder.events.filter { $0.kind == .alertActionChosen }
        #expect(chosen.map(\.alertAction) == [.deleteNote])
        #expect(
            recorder.lines.suffix(2) == [
                "event=dismissed route=notes/3/delete presentation=alert source=user",
                "event=alertActionChosen route=notes/3/delete action=deleteNote source=user",
            ])
    }

    @Test func anActionNobodyHandlesIsReportedAndTheAlertIsStillDismissed() async {
        navigator.presentAlert(UnhandledAlertRoute())
        #expect(await navigator.userTappedAlertButton(at: 0).outcome == .applied)
        #expect(navigator.outline == "stack: home")
        #expect(
            failures.map(\.description) == [
                "nothing handles the action 'showWhatsNew' of the alert notes/whats-new"
            ])
    }

    @Test func aStalePressHandsOnNothing() async {
        navigator.presentAlert(DeleteNoteAlertRoute(id: 3))
        let alert = navigator.activeAlert!.id
        navigator.dismiss()
        #expect(!(await navigator.userTappedAlertButton(at: 2, of: alert).outcome.isApplied))
        #expect(log.handled.isEmpty)
    }

    @Test func aPressDuringATransitionHandsOnItsActionWhenTheDismissalApplies() async {
        navigator.presentAlert(DeleteNoteAlertRoute(id: 3))
        navigator.transitionDidStart()
        let press = navigator.userTappedAlertButton(at: 2)
        #expect(log.handled.isEmpty, "nothing is handed on before the dismissal applies")
        navigator.transitionDidEnd()
        #expect(await press.outcome == .applied)
        #expect(log.handled == ["deleteNote note 3 at stack: home"])
    }

    @Test func alertContentIsDataThatRoundTripsThroughCoding() throws {
        let content = AlertContent(
            title: "Delete?", message: "For good.",
            buttons: [
                AlertButton("Cancel", role: .cancel),
                AlertButton("Delete", role: .destructive, action: .deleteNote),
            ])
        let data = try JSONEncoder().encode(content)
        #expect(try JSONDecoder().decode(AlertContent.self, from: data) == content)
        #expect(String(decoding: data, as: UTF8.self).contains(#""action":"deleteNote""#))
    }

    @Test func aSecondHandlerAndAHandlerForAnUnregisteredRouteAreDiagnostics() {
        struct Duplicate: FeatureModule {
            func register(in context: FeatureRegistrationContext) {
                context.handleAlertActions(of: DeleteNoteAlertRoute.self) { _, _, _ in }
                context.handleAlertActions(of: SignOutRoute.self) { _, _, _ in }
            }
        }
        let navigator = Navigator(modules: [NotesAlertsModule(log: log), Duplicate()], root: HomeRoute())
        #expect(
            navigator.diagnostics.map(\.description) == [
                "the alert actions of DeleteNoteAlertRoute are handled by both NotesAlertsModule and Duplicate; "
                    + "the handler of NotesAlertsModule is used",
                "Duplicate handles the alert actions of SignOutRoute, but no module registers SignOutRoute",
            ])
    }
}

@MainActor
private final class FailureRecorder {
    var failures: [NavigationFailure] = []
}
