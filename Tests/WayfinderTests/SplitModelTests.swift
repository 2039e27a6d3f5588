import Foundation
import Testing

@testable import Wayfinder
@testable import WayfinderCore

// A model-based test of splits: random navigations and width changes over a two-column split, a
// three-column split and a split in a tab, each step checked against a reference model of plain
// arrays in both widths.

@Route("shelf/:name")
struct ShelfRoute {
    let name: String
}

@Route("shelf/:name/book/:id")
struct BookRoute {
    let name: String
    let id: Int
    var parent: (any Route)? { ShelfRoute(name: name) }
}

@Route("page/:number")
struct PageRoute {
    let number: Int
}

@Route("elsewhere")
struct ElsewhereRoute {}

struct ShelfFeature: FeatureModule {
    let name = "Shelf"

    func register(in context: FeatureRegistrationContext) {
        context.register(ShelfRoute.self) { route in "shelf \(route.name)" }
        context.register(BookRoute.self) { route in "book \(route.id)" }
        context.register(PageRoute.self) { route in "page \(route.number)" }
        context.register(AttachmentRoute.self) { route in "attachment \(route.id)" }
        context.registerSplit(sidebar: ShelfRoute.self, content: BookRoute.self, detail: PageRoute.self)
    }
}

struct MailTabsFeature: FeatureModule {
    let name = "MailTabs"

    func register(in context: FeatureRegistrationContext) {
        context.register(ElsewhereRoute.self) { _ in "elsewhere" }
        context.registerTab(
            TabSpec(
                id: "mail", title: "Mail", systemImage: "tray", root: MailboxRoute(box: "inbox"), priority: 20
            ))
        context.registerTab(
            TabSpec(id: "other", title: "Other", systemImage: "star", root: ElsewhereRoute(), priority: 10))
    }
}

/// Which split the run drives.
enum SplitModelScenario: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case twoColumns, threeColumns, inATab

    var testDescription: String { rawValue }
}

/// What the state should be: the split's one stack (in the order the compact width shows it),
/// the sheet over it, and in the tab scenario the other tab's stack and which tab is selected.
struct SplitModel {
    /// The number of leading one-screen columns: 1 for two columns, 2 for three.
    let leadingColumns: Int
    /// The split's entries, as path representations.
    var split: [String]
    /// The sheet presented over the active stack, as its stack's entries.
    var sheet: [String]?
    /// The other tab's stack, in the tab scenario.
    var other: [String]?
    /// Whether the other tab is selected.
    var otherSelected = false

    /// The active stack's entries before a sheet.
    var active: [String] {
        get { otherSelected ? other! : split }
        set { if otherSelected { other = newValue } else { split = newValue } }
    }

    /// A route of the column `column` (0 the list) pushed onto the split: selected in its column
    /// when the columns before it are filled, else pushed like any route.
    mutating func push(_ path: String, column: Int?) {
        if var sheet {
            sheet.append(path)
            self.sheet = sheet
        } else if !otherSelected, let column, column > 0, split.count >= column {
            split = Array(split.prefix(column)) + [path]
        } else {
            active.append(path)
        }
    }

    mutating func pop() {
        if var sheet {
            if sheet.count > 1 { sheet.removeLast() }
            self.sheet = sheet
        } else if active.count > 1 {
            active.removeLast()
        }
    }

    mutating func popToRoot() {
        if let sheet {
            self.sheet = [sheet[0]]
        } else {
            active = [active[0]]
        }
    }

    /// The outline lines the state should print in a width.
    func outline(regular: Bool, tabs: Bool) -> String {
        func list(_ entries: ArraySlice<String>) -> String {
            entries.isEmpty ? "(empty)" : entries.joined(separator: " > ")
        }
        var splitLine = list(split[...])
        if regular {
            var columns = [list(split.prefix(1))]
            if leadingColumns == 2 { columns.append(list(split.dropFirst().prefix(1))) }
            columns.append(list(split.dropFirst(leadingColumns)))
            splitLine = columns.joined(separator: " | ")
        }
        var lines: [String] = []
        if tabs {
            lines.append(otherSelected ? "tabs: mail other*" : "tabs: mail* other")
            lines.append("mail: " + splitLine)
            if let sheet, !otherSelected { lines.append("  sheet: " + sheet.joined(separator: " > ")) }
            lines.append("other: " + other!.joined(separator: " > "))
            if let sheet, otherSelected { lines.append("  sheet: " + sheet.joined(separator: " > ")) }
        } else {
            lines.append("split: " + splitLine)
            if let sheet { lines.append("  sheet: " + sheet.joined(separator: " > ")) }
        }
        return lines.joined(separator: "\n")
    }
}

@MainActor
struct SplitModelTests {
    /// One random run: `steps` navigations, checked after each in both widths.
    private func run(_ scenario: SplitModelScenario, seed: UInt64, steps: Int) async throws {
        var random = SeededRandom(seed: seed)
        let tabs = scenario == .inATab
        let makeNavigator: () -> Navigator = {
            switch scenario {
            case .twoColumns:
                Navigator(modules: [MailFeature()], root: MailboxRoute(box: "inbox"), schemes: ["myapp"])
            case .threeColumns:
                Navigator(modules: [ShelfFeature()], root: ShelfRoute(name: "fiction"), schemes: ["myapp"])
            case .inATab:
                Navigator(
                    modules: [MailFeature(), MailTabsFeature()], root: MailboxRoute(box: "inbox"),
                    schemes: ["myapp"])
            }
        }
        var navigator = makeNavigator()
        var model: SplitModel
        switch scenario {
        case .twoColumns: model = SplitModel(leadingColumns: 1, split: ["mail/inbox"])
        case .threeColumns: model = SplitModel(leadingColumns: 2, split: ["shelf/fiction"])
        case .inATab:
            navigator.setTabs(navigator.registry.tabs)
            model = SplitModel(leadingColumns: 1, split: ["mail/inbox"], other: ["elsewhere"])
        }
        var trail: [String] = []
        var failed = false
        // The last restoration: the data and the width the navigator was restored in. Restoring is
        // not a replayable call, so the journal is replayed from there.
        var restoredFrom: (data: Data, width: SizeClass)?

        func check(_ step: String) {
            trail.append(step)
            for regular in [false, true] {
                var state = navigator.state
                state.horizontalSizeClass = regular ? .regular : .compact
                let expected = model.outline(regular: regular, tabs: tabs)
                #expect(
                    state.outline == expected,
                    "seed \(seed), \(regular ? "regular" : "compact") after: \(trail.joined(separator: "; "))"
                )
                if state.outline != expected {
                    failed = true
                    return
                }
            }
            // The columns partition the split's stack, and the screen on top is the same in both widths.
            let splitStack: NavigationState.Stack
            switch navigator.state.root {
            case .stack(let stack): splitStack = stack
            case .tabs(let bar): splitStack = bar.tabs.first { $0.id == "mail" }!.stack
            }
            #expect(splitStack.splitColumns?.all.flatMap { $0 } == splitStack.entries, "seed \(seed)")
        }

        check("launch")
        for _ in 0..<steps {
            let width: SizeClass = Bool.random(using: &random) ? .regular : .compact
            let number = Int.random(in: 1...9, using: &random)
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1:
                // A row of the last column.
                switch scenario {
                case .twoColumns, .inATab:
                    navigator.push(MessageRoute(box: "inbox", id: number))
                    model.push("mail/inbox/message/\(number)", column: 1)
                case .threeColumns:
                    navigator.push(PageRoute(number: number))
                    model.push("page/\(number)", column: 2)
                }
                check("push detail \(number)")
            case 2:
                switch scenario {
                case .twoColumns, .inATab:
                    navigator.push(AttachmentRoute(id: number))
                    model.push("attachment/\(number)", column: nil)
                case .threeColumns:
                    navigator.push(BookRoute(name: "fiction", id: number))
                    model.push("shelf/fiction/book/\(number)", column: 1)
                }
                check("push \(number)")
            case 3:
                navigator.push(AttachmentRoute(id: number))
                model.push("attachment/\(number)", column: nil)
                check("push attachment \(number)")
            case 4:
                navigator.pop()
                model.pop()
                check("pop")
            case 5:
                navigator.popToRoot()
                model.popToRoot()
                check("popToRoot")
            case 6:
                if model.sheet == nil {
                    navigator.present(AttachmentRoute(id: number))
                    model.sheet = ["attachment/\(number)"]
                    check("present \(number)")
                } else {
                    navigator.dismiss()
                    model.sheet = nil
                    check("dismiss")
                }
            case 7, 8:
                navigator.setHorizontalSizeClass(width)
                check("width \(width)")
            case 9:
                // A link into the detail column, from wherever the app is.
                switch scenario {
                case .twoColumns, .inATab:
                    navigator.open("myapp://mail/inbox/message/\(number)")
                    model.split = ["mail/inbox", "mail/inbox/message/\(number)"]
                case .threeColumns:
                    navigator.open("myapp://shelf/fiction/book/\(number)")
                    model.split = ["shelf/fiction", "shelf/fiction/book/\(number)"]
                }
                model.sheet = nil
                model.otherSelected = false
                check("open \(number)")
            case 10:
                // Saved in one width, restored into a new navigator in another.
                let data = try navigator.savedState()
                let restored = makeNavigator()
                restored.setHorizontalSizeClass(width)
                let report = await restored.restore(from: data)
                #expect(report.isComplete, "seed \(seed)")
                navigator = restored
                restoredFrom = (data, width)
                check("restore in \(width)")
            default:
                if tabs, model.sheet == nil {
                    model.otherSelected.toggle()
                    // A tap on the other tab: it keeps both stacks.
                    navigator.userSelectedTab(model.otherSelected ? "other" : "mail")
                    check("switch tab")
                } else {
                    navigator.setHorizontalSizeClass(width == .regular ? .compact : .regular)
                    check("width")
                }
            }
            if failed { return }
        }

        // The journal of the last navigator replays to the same outline.
        let replayed = makeNavigator()
        var entries = navigator.journal.entries[...]
        if let restoredFrom {
            replayed.setHorizontalSizeClass(restoredFrom.width)
            _ = await replayed.restore(from: restoredFrom.data)
            entries = entries.drop { if case .restore = $0.call { false } else { true } }.dropFirst()
        } else if tabs {
            replayed.setTabs(replayed.registry.tabs)
            entries = entries.drop { if case .setTabs = $0.call { false } else { true } }.dropFirst()
        }
        for entry in entries {
            if let request = replayed.replay(entry.call, source: entry.source) { _ = await request.outcome }
            #expect(replayed.outline == entry.outline, "seed \(seed), replaying \(entry.call)")
            if replayed.outline != entry.outline { break }
        }
        #expect(replayed.outline == navigator.outline, "seed \(seed)")
    }

    @Test(arguments: SplitModelScenario.allCases)
    func randomNavigationsAndWidthChangesNeverLoseARouteAndPrintBothForms(
        _ scenario: SplitModelScenario
    ) async throws {
        for seed in UInt64(1)...10 {
            try await run(scenario, seed: seed &* 0x9E37_79B9 &+ 17, steps: 200)
        }
    }
}
