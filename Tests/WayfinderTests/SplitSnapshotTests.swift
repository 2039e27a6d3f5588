import Testing
import WayfinderCore

@testable import Wayfinder

/// What the adapters draw for a split and what they write back, decided by the snapshot and the
/// navigator (the adapters only translate): columns in the regular width, one stack in the
/// compact width, the detail column's path written back as the stack's.
@MainActor
struct SplitSnapshotTests {
    private func makeMail(_ width: SizeClass) -> Navigator {
        let navigator = Navigator(
            modules: [MailFeature()], root: MailboxRoute(box: "inbox"), schemes: ["myapp"])
        navigator.setHorizontalSizeClass(width)
        return navigator
    }

    private func paths(_ entries: [RouteEntry]) -> [String] { entries.map(\.route.pathRepresentation) }

    private func singleStack(_ navigator: Navigator) throws -> StackSnapshot {
        guard case .stack(let stack) = navigator.snapshot else {
            Issue.record("expected a single stack, got \(navigator.snapshot)")
            throw CancellationError()
        }
        return stack
    }

    @Test func theRegularWidthDrawsColumnsAndTheDetailColumnsStack() throws {
        let navigator = makeMail(.regular)
        navigator.open("myapp://mail/inbox/message/42")
        navigator.push(AttachmentRoute(id: 1))
        let stack = try singleStack(navigator)
        let split = try #require(stack.split)
        #expect(split.layout == .twoColumn)
        #expect(split.list.route.pathRepresentation == "mail/inbox")
        #expect(split.middle == nil)
        #expect(paths(split.detail) == ["mail/inbox/message/42", "attachment/1"])
        #expect(stack.navigationRoot?.route.pathRepresentation == "mail/inbox/message/42")
        #expect(paths(stack.navigationPath) == ["attachment/1"])
        // The same snapshot through the per-stack reader.
        #expect(navigator.snapshot(at: stack.location) == stack)
    }

    @Test func theCompactWidthDrawsOneStackWithTheListAtItsRoot() throws {
        let navigator = makeMail(.compact)
        navigator.open("myapp://mail/inbox/message/42")
        let stack = try singleStack(navigator)
        #expect(stack.split == nil)
        #expect(paths(stack.navigationEntries) == ["mail/inbox", "mail/inbox/message/42"])
        #expect(stack.navigationRoot == stack.root)
        #expect(stack.navigationPath == stack.path)
    }

    @Test func anEmptyDetailColumnHasNoNavigationRootAndItsWriteBackChangesNothing() throws {
        let navigator = makeMail(.regular)
        let stack = try singleStack(navigator)
        #expect(stack.split?.detail == [])
        #expect(stack.navigationRoot == nil)
        #expect(stack.path(forNavigationPath: []) == [])
        #expect(stack.pathToReport(shown: []) == nil)
    }

    @Test func aSwipeBackInTheDetailColumnPopsTheDetailStackAndKeepsTheList() throws {
        let navigator = makeMail(.regular)
        navigator.open("myapp://mail/inbox/message/42")
        navigator.push(AttachmentRoute(id: 1))
        navigator.push(AttachmentRoute(id: 2))
        let stack = try singleStack(navigator)
        // SwiftUI's NavigationStack(path:) writes back the path above the detail's root.
        let shown = [stack.navigationPath[0].id]
        navigator.userSetPath(stack.path(forNavigationPath: shown), at: stack.location)
        #expect(navigator.outline == "split: mail/inbox | mail/inbox/message/42 > attachment/1")

        // UIKit's navigation controller reports every screen it shows, the detail's root first.
        let after = try singleStack(navigator)
        let report = try #require(after.pathToReport(shown: [after.navigationEntries[0].id]))
        navigator.userSetPath(report, at: after.location)
        #expect(navigator.outline == "split: mail/inbox | mail/inbox/message/42")
    }

    @Test func whatTheDetailColumnAlreadyShowsIsNotReportedBack() throws {
        let navigator = makeMail(.regular)
        navigator.open("myapp://mail/inbox/message/42")
        navigator.push(AttachmentRoute(id: 1))
        let stack = try singleStack(navigator)
        #expect(stack.pathToReport(shown: stack.navigationEntries.map(\.id)) == nil)
        #expect(stack.path(forNavigationPath: stack.navigationPath.map(\.id)) == stack.path.map(\.id))
    }

    @Test func aThreeColumnSplitKeepsTheSidebarAndTheContentWhenTheDetailIsPopped() throws {
        let navigator = Navigator(
            modules: [ShelfFeature()], root: ShelfRoute(name: "fiction"), schemes: ["myapp"])
        navigator.setHorizontalSizeClass(.regular)
        navigator.push(BookRoute(name: "fiction", id: 7))
        navigator.push(PageRoute(number: 1))
        navigator.push(AttachmentRoute(id: 3))
        let stack = try singleStack(navigator)
        let split = try #require(stack.split)
        #expect(split.layout == .threeColumn)
        #expect(paths(split.leadingColumns) == ["shelf/fiction", "shelf/fiction/book/7"])
        #expect(paths(split.detail) == ["page/1", "attachment/3"])
        navigator.userSetPath(stack.path(forNavigationPath: []), at: stack.location)
        #expect(navigator.outline == "split: shelf/fiction | shelf/fiction/book/7 | page/1")
    }

    @Test func aTabThatIsASplitDrawsColumnsOnlyInTheRegularWidth() throws {
        let navigator = Navigator(
            modules: [MailFeature(), MailTabsFeature()], root: MailboxRoute(box: "inbox"), schemes: ["myapp"])
        navigator.open("myapp://mail/inbox/message/42")
        guard case .tabs(let compact) = navigator.snapshot else {
            Issue.record("expected tabs")
            return
        }
        let location = TabBarSnapshot.location(of: "mail")
        #expect(compact.stacks["mail"]?.split == nil)
        navigator.setHorizontalSizeClass(.regular)
        guard case .tabs(let regular) = navigator.snapshot else {
            Issue.record("expected tabs")
            return
        }
        #expect(regular.stacks["mail"]?.split.map { paths($0.detail) } == ["mail/inbox/message/42"])
        #expect(regular.stacks["other"]?.split == nil)
        #expect(navigator.snapshot(at: location)?.split != nil)
    }

    @Test func aWidthChangeInvalidatesTheReadersOfTheSplitsStack() {
        let navigator = makeMail(.compact)
        let location = StackLocation(tab: nil, depth: 0)
        let probe = ScopeProbe()
        probe.watch("split") { _ = navigator.snapshot(at: location) }
        navigator.setHorizontalSizeClass(.regular)
        #expect(probe.scopes == ["split"])
    }

    @Test func columnVisibilityIsTheAppsOrTheUsersAndChangesNoScreen() {
        let navigator = makeMail(.regular)
        navigator.open("myapp://mail/inbox/message/42")
        let location = StackLocation(tab: nil, depth: 0)
        let outline = navigator.outline
        let journal = navigator.journal.entries.count
        #expect(navigator.splitColumnVisibility(at: location) == .automatic)

        let probe = ScopeProbe()
        probe.watch("visibility") { _ = navigator.splitColumnVisibility(at: location) }
        navigator.setSplitColumnVisibility(.detailOnly)
        #expect(probe.scopes == ["visibility"])
        #expect(navigator.splitColumnVisibility(at: location) == .detailOnly)
        #expect(navigator.outline == outline)
        #expect(navigator.journal.entries.count == journal)

        navigator.setSplitColumnVisibility(.all, at: location)
        #expect(navigator.splitColumnVisibility(at: location) == .all)
    }

    @Test func columnVisibilityOfAStackThatIsNoSplitIsIgnored() {
        let navigator = Navigator(
            modules: [MailFeature(), MailTabsFeature()], root: MailboxRoute(box: "inbox"), schemes: ["myapp"])
        navigator.open("myapp://elsewhere")
        let other = TabBarSnapshot.location(of: "other")
        navigator.setSplitColumnVisibility(.detailOnly, at: other)
        navigator.setSplitColumnVisibility(.detailOnly)
        #expect(navigator.splitColumnVisibility(at: other) == .automatic)
        let mail = TabBarSnapshot.location(of: "mail")
        navigator.setSplitColumnVisibility(.doubleColumn, at: mail)
        #expect(navigator.splitColumnVisibility(at: mail) == .doubleColumn)
    }

    @Test func aReportedWidthTheNavigatorAlreadyHasOrNoWidthRecordsNothing() throws {
        let navigator = makeMail(.compact)
        let journal = navigator.journal.entries.count
        #expect(navigator.reportHorizontalSizeClass(nil) == nil)
        #expect(navigator.reportHorizontalSizeClass(.compact) == nil)
        #expect(navigator.journal.entries.count == journal)

        let request = try #require(navigator.reportHorizontalSizeClass(.regular))
        #expect(request.currentOutcome?.isApplied == true)
        #expect(navigator.horizontalSizeClass == .regular)
        #expect(navigator.journal.entries.count == journal + 1)
        #expect(navigator.reportHorizontalSizeClass(.regular) == nil)
    }

    @Test func aWidthReportedDuringAnAnimationAppliesAtOnceSoTheLastReportWins() throws {
        let navigator = makeMail(.regular)
        let host = HeadlessHost(navigator: navigator)
        host.animation = .manual
        navigator.push(MessageRoute(box: "inbox", id: 42))
        #expect(host.transitionsInFlight == 1)
        // The window narrows and widens again while the push animates.
        navigator.reportHorizontalSizeClass(.compact)
        #expect(navigator.horizontalSizeClass == .compact)
        navigator.reportHorizontalSizeClass(.regular)
        navigator.reportHorizontalSizeClass(.compact)
        navigator.reportHorizontalSizeClass(.regular)
        while host.transitionsInFlight > 0 { host.completeTransition() }
        #expect(navigator.horizontalSizeClass == .regular)
        #expect(navigator.outline == "split: mail/inbox | mail/inbox/message/42")
    }

    @Test func aNewSplitAtTheSameLocationStartsWithAutomaticColumns() async throws {
        let navigator = makeMail(.regular)
        let location = StackLocation(tab: nil, depth: 0)
        navigator.setSplitColumnVisibility(.detailOnly)
        let saved = try navigator.savedState()

        // The stack stops being a split and becomes one again: a new split.
        navigator.setRoot(AttachmentRoute(id: 1))
        navigator.setSplitColumnVisibility(.all)
        #expect(navigator.splitColumnVisibility(at: location) == .automatic)
        navigator.setRoot(MailboxRoute(box: "inbox"))
        #expect(navigator.splitColumnVisibility(at: location) == .automatic)

        // A restored state is a new split too.
        navigator.setSplitColumnVisibility(.detailOnly)
        _ = await navigator.restore(from: saved)
        #expect(navigator.outline == "split: mail/inbox | (empty)")
        #expect(navigator.splitColumnVisibility(at: location) == .automatic)
    }

    @Test func theDetailColumnAnimatesPushesAndPopsInsideItButNotANewSelection() throws {
        let navigator = makeMail(.regular)
        navigator.push(MessageRoute(box: "inbox", id: 42))
        let selected = try singleStack(navigator)
        navigator.push(AttachmentRoute(id: 1))
        let pushed = try singleStack(navigator)
        #expect(StackSnapshotDiff(from: selected, to: pushed).animatesNavigationStack)
        navigator.pop()
        #expect(StackSnapshotDiff(from: pushed, to: try singleStack(navigator)).animatesNavigationStack)

        // Another row replaces the detail column's root: shown at once, as a split view does.
        navigator.push(MessageRoute(box: "inbox", id: 43))
        let replaced = try singleStack(navigator)
        #expect(!StackSnapshotDiff(from: selected, to: replaced).animatesNavigationStack)
        navigator.pop()
        #expect(!StackSnapshotDiff(from: replaced, to: try singleStack(navigator)).animatesNavigationStack)

        // In the compact width the same selection is a push over the list.
        navigator.setHorizontalSizeClass(.compact)
        let list = try singleStack(navigator)
        navigator.push(MessageRoute(box: "inbox", id: 44))
        #expect(StackSnapshotDiff(from: list, to: try singleStack(navigator)).animatesNavigationStack)
    }

    @Test func inAThreeColumnSplitARoutePushedWhileOnlyTheSidebarShowsTakesTheContentColumn() throws {
        let navigator = Navigator(
            modules: [ShelfFeature()], root: ShelfRoute(name: "fiction"), schemes: ["myapp"])
        navigator.setHorizontalSizeClass(.regular)
        navigator.push(PageRoute(number: 1))
        #expect(navigator.outline == "split: shelf/fiction | page/1 | (empty)")
        let split = try #require(try singleStack(navigator).split)
        #expect(split.middle?.route.pathRepresentation == "page/1")
        #expect(split.detail.isEmpty)
    }

    @Test func aCollapsedSnapshotIsTheOneStackOfTheCompactWidth() throws {
        let navigator = makeMail(.regular)
        navigator.open("myapp://mail/inbox/message/42")
        navigator.push(AttachmentRoute(id: 1))
        let columns = try singleStack(navigator)
        let collapsed = columns.collapsed
        #expect(collapsed.split == nil)
        #expect(
            paths(collapsed.navigationEntries) == ["mail/inbox", "mail/inbox/message/42", "attachment/1"])
        // What a compact window writes back is the stack's own path.
        let back = collapsed.path(forNavigationPath: [collapsed.path[0].id])
        navigator.userSetPath(back, at: collapsed.location)
        #expect(navigator.outline == "split: mail/inbox | mail/inbox/message/42")

        navigator.setHorizontalSizeClass(.compact)
        #expect(try singleStack(navigator) == singleStack(navigator).collapsed)
    }
}
