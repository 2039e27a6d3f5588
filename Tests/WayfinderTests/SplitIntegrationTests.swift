import Foundation
import Testing
import WayfinderCore

@testable import Wayfinder

// The rest of the navigator over a split: guards, leave guards, sheets, typed results, screen
// events and the journal's Swift test, in both widths where the width matters.

@Route("mail/picker")
struct MailFolderPickerRoute {
    typealias NavigationResult = String
    var preferredPresentation: Presentation { .sheet }
}

/// The mail feature with a guard on message 13, a leave guard on every message, and a folder
/// picker that hands a folder back.
@MainActor
final class GuardedMail {
    var leaveDecision: LeaveDecision = .leave
    private(set) var leaveAsked: [String] = []

    func module() -> GuardedMailFeature { GuardedMailFeature(owner: self) }

    func asked(_ route: MessageRoute) -> LeaveDecision {
        leaveAsked.append(route.pathRepresentation)
        return leaveDecision
    }
}

struct GuardedMailFeature: FeatureModule {
    let name = "GuardedMail"
    let owner: GuardedMail

    func register(in context: FeatureRegistrationContext) {
        context.register(MailboxRoute.self) { route in "mailbox \(route.box)" }
        context.register(
            MessageRoute.self,
            canNavigate: { route, _ in route.id == 13 ? .deny("message 13 is locked") : .allow }
        ) { route in "message \(route.id)" }
        context.register(AttachmentRoute.self) { route in "attachment \(route.id)" }
        context.register(MailFolderPickerRoute.self) { _ in "folders" }
        context.registerSplit(list: MailboxRoute.self, detail: MessageRoute.self)
        let owner = owner
        context.registerLeaveGuard(for: MessageRoute.self) { route, _ in owner.asked(route) }
    }
}

@MainActor
struct SplitIntegrationTests {
    private func makeNavigator(_ mail: GuardedMail, width: SizeClass) -> Navigator {
        let navigator = Navigator(
            modules: [mail.module()], root: MailboxRoute(box: "inbox"), schemes: ["myapp"])
        navigator.setHorizontalSizeClass(width)
        return navigator
    }

    @Test(arguments: SizeClass.allCases)
    func aDeniedLinkIntoTheDetailColumnLeavesTheSplitAsItWas(width: SizeClass) async {
        let mail = GuardedMail()
        let navigator = makeNavigator(mail, width: width)
        _ = await navigator.push(MessageRoute(box: "inbox", id: 42)).outcome
        _ = await navigator.push(AttachmentRoute(id: 1)).outcome
        let before = navigator.outline
        let outcome = await navigator.open("myapp://mail/inbox/message/13").outcome
        #expect(!outcome.isApplied)
        #expect(navigator.outline == before)
    }

    @Test(arguments: SizeClass.allCases)
    func selectingAnotherRowAsksTheLeaveGuardOfTheMessageItReplaces(width: SizeClass) async {
        let mail = GuardedMail()
        let navigator = makeNavigator(mail, width: width)
        _ = await navigator.push(MessageRoute(box: "inbox", id: 42)).outcome
        let before = navigator.outline
        mail.leaveDecision = .stay("unsent reply")
        let stayed = await navigator.push(MessageRoute(box: "inbox", id: 43)).outcome
        #expect(!stayed.isApplied)
        #expect(navigator.outline == before)
        #expect(mail.leaveAsked == ["mail/inbox/message/42"])
        mail.leaveDecision = .leave
        _ = await navigator.push(MessageRoute(box: "inbox", id: 43)).outcome
        let separator = width == .regular ? " | " : " > "
        #expect(navigator.outline == "split: mail/inbox\(separator)mail/inbox/message/43")
        #expect(mail.leaveAsked == ["mail/inbox/message/42", "mail/inbox/message/42"])
    }

    @Test(arguments: SizeClass.allCases)
    func aSheetOverASplitLeavesItsColumnsAsTheyWere(width: SizeClass) async {
        let navigator = makeNavigator(GuardedMail(), width: width)
        _ = await navigator.open("myapp://mail/inbox/message/42").outcome
        let before = navigator.state.baseStack.splitColumns
        _ = await navigator.present(AttachmentRoute(id: 9)).outcome
        _ = await navigator.push(AttachmentRoute(id: 10)).outcome
        #expect(navigator.outline.hasSuffix("\n  sheet: attachment/9 > attachment/10"))
        #expect(navigator.state.baseStack.splitColumns == before)
        _ = await navigator.dismiss().outcome
        #expect(navigator.state.baseStack.splitColumns == before)
        #expect(navigator.state.visibleScreen.description == "mail/inbox/message/42")
    }

    @Test func aDetailScreenGetsATypedResultFromASheetOverTheSplit() async {
        let navigator = makeNavigator(GuardedMail(), width: .regular)
        _ = await navigator.open("myapp://mail/inbox/message/42").outcome
        let folder = Task { @MainActor in await navigator.navigateForResult(to: MailFolderPickerRoute()) }
        #expect(await waitUntil { navigator.state.baseStack.presented != nil })
        _ = await navigator.finish(returning: "Archive").outcome
        #expect(await folder.value == "Archive")
        #expect(navigator.outline == "split: mail/inbox | mail/inbox/message/42")
    }

    @Test func selectingAnotherRowShowsTheNewMessageAndAWidthChangeShowsNoScreen() async {
        let navigator = makeNavigator(GuardedMail(), width: .regular)
        _ = await navigator.push(MessageRoute(box: "inbox", id: 42)).outcome
        var events: [String] = []
        let observer = SplitEventRecorder { event in
            if event.kind == .screenAppeared || event.kind == .screenDisappeared {
                events.append("\(event.kind) \(event.routes.joined(separator: ","))")
            }
        }
        navigator.addObserver(observer)
        _ = await navigator.push(MessageRoute(box: "inbox", id: 43)).outcome
        #expect(
            events == ["screenDisappeared mail/inbox/message/42", "screenAppeared mail/inbox/message/43"])
        events = []
        _ = await navigator.setHorizontalSizeClass(.compact).outcome
        _ = await navigator.setHorizontalSizeClass(.regular).outcome
        #expect(events.isEmpty)
    }

    @Test func theJournalsSwiftTestReplaysTheWidthChanges() async {
        let navigator = makeNavigator(GuardedMail(), width: .regular)
        _ = await navigator.open("myapp://mail/inbox/message/42").outcome
        _ = await navigator.setHorizontalSizeClass(.compact).outcome
        let test = navigator.journal.swiftTest(checkingEveryStep: true)
        #expect(test.contains(".setHorizontalSizeClass(.regular)"))
        #expect(test.contains(".setHorizontalSizeClass(.compact)"))
        #expect(test.contains("split: mail/inbox | mail/inbox/message/42"))
        #expect(test.contains("split: mail/inbox > mail/inbox/message/42"))
    }
}

@MainActor
private final class SplitEventRecorder: NavigationObserver {
    let record: (NavigationEvent) -> Void
    init(_ record: @escaping (NavigationEvent) -> Void) { self.record = record }
    func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) { record(event) }
}
