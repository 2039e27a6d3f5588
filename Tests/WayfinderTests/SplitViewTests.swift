import Testing
import WayfinderCore

@testable import Wayfinder

@Route("mail/:box")
struct MailboxRoute {
    let box: String
}

@Route("mail/:box/message/:id")
struct MessageRoute {
    let box: String
    let id: Int
    var parent: (any Route)? { MailboxRoute(box: box) }
}

@Route("attachment/:id")
struct AttachmentRoute {
    let id: Int
}

struct MailFeature: FeatureModule {
    let name = "Mail"

    func register(in context: FeatureRegistrationContext) {
        context.register(MailboxRoute.self) { route in "mailbox \(route.box)" }
        context.register(MessageRoute.self) { route in "message \(route.id)" }
        context.register(AttachmentRoute.self) { route in "attachment \(route.id)" }
        context.registerSplit(list: MailboxRoute.self, detail: MessageRoute.self)
    }
}

@MainActor
private func makeMail() -> Navigator {
    Navigator(modules: [MailFeature()], root: MailboxRoute(box: "inbox"), schemes: ["myapp"])
}

@MainActor
struct SplitViewTests {
    @Test func aStackRootedAtASplitsListIsASplitFromLaunch() {
        let navigator = makeMail()
        #expect(navigator.state.baseStack.split == .twoColumn)
        #expect(navigator.outline == "split: mail/inbox")
        navigator.setHorizontalSizeClass(.regular)
        #expect(navigator.outline == "split: mail/inbox | (empty)")
    }

    @Test func pushingADetailRouteSelectsItInsteadOfStackingASecondOne() {
        let navigator = makeMail()
        navigator.push(MessageRoute(box: "inbox", id: 41))
        navigator.push(AttachmentRoute(id: 1))
        navigator.push(MessageRoute(box: "inbox", id: 42))
        #expect(navigator.outline == "split: mail/inbox > mail/inbox/message/42")
    }

    @Test func aDetailStackThreeDeepSurvivesCompactRegularCompact() {
        let navigator = makeMail()
        navigator.push(MessageRoute(box: "inbox", id: 42))
        navigator.push(AttachmentRoute(id: 1))
        navigator.push(AttachmentRoute(id: 2))
        let compact = navigator.outline
        #expect(compact == "split: mail/inbox > mail/inbox/message/42 > attachment/1 > attachment/2")
        navigator.setHorizontalSizeClass(.regular)
        #expect(
            navigator.outline == "split: mail/inbox | mail/inbox/message/42 > attachment/1 > attachment/2")
        navigator.setHorizontalSizeClass(.compact)
        #expect(navigator.outline == compact)
        navigator.pop()
        #expect(navigator.outline == "split: mail/inbox > mail/inbox/message/42 > attachment/1")
    }

    @Test func aLinkIntoTheDetailColumnOpensFromColdInBothWidths() {
        for width in SizeClass.allCases {
            let navigator = makeMail()
            navigator.setHorizontalSizeClass(width)
            navigator.open("myapp://mail/inbox/message/42")
            let separator = width == .regular ? " | " : " > "
            #expect(navigator.outline == "split: mail/inbox\(separator)mail/inbox/message/42")
        }
    }

    @Test func restoringAcrossWidthsGivesAnEqualOutline() async throws {
        let saved = makeMail()
        saved.setHorizontalSizeClass(.regular)
        saved.open("myapp://mail/inbox/message/42")
        saved.push(AttachmentRoute(id: 1))
        let data = try saved.savedState()
        let restored = makeMail()
        _ = await restored.restore(from: data)
        #expect(restored.outline == "split: mail/inbox > mail/inbox/message/42 > attachment/1")
        restored.setHorizontalSizeClass(.regular)
        #expect(restored.outline == saved.outline)
    }

    @Test func aSizeClassChangeMovesNoScreenAndIsJournaled() {
        let navigator = makeMail()
        navigator.push(MessageRoute(box: "inbox", id: 42))
        let before = navigator.state.visibleScreen
        var kinds: [NavigationEvent.Kind] = []
        let observer = EventKindRecorder { kinds.append($0) }
        navigator.addObserver(observer)
        navigator.setHorizontalSizeClass(.regular)
        #expect(navigator.state.visibleScreen == before)
        #expect(kinds == [.sizeClassChanged])
        #expect(navigator.journal.entries.last?.call == .setHorizontalSizeClass(.regular))
    }
}

@MainActor
private final class EventKindRecorder: NavigationObserver {
    let record: (NavigationEvent.Kind) -> Void
    init(_ record: @escaping (NavigationEvent.Kind) -> Void) { self.record = record }
    func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) { record(event.kind) }
}
