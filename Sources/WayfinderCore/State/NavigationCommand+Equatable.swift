// Commands compare by value: the same case with equal routes (by `Route.isEqual(to:)`, so two
// routes of different types are never equal), locations, tabs and counts.

extension NavigationCommand: Equatable {
    public static func == (lhs: NavigationCommand, rhs: NavigationCommand) -> Bool {
        switch (lhs, rhs) {
        case (.push(let a), .push(let b)), (.setRoot(let a), .setRoot(let b)):
            return equal(a, b)
        case (.pop(let a), .pop(let b)):
            return a == b
        case (.popToRoot, .popToRoot), (.dismiss, .dismiss):
            return true
        case (.popTo(let a, let x), .popTo(let b, let y)),
            (.removeEntry(let a, let x), .removeEntry(let b, let y)):
            return a == b && x == y
        case (.setStack(let a, let x), .setStack(let b, let y)):
            return equal(a, b) && x == y
        case (.present(let a, let x), .present(let b, let y)):
            return equal(a, b) && x == y
        case (.presentAs(let a, let x), .presentAs(let b, let y)):
            return x == y && equal(a, b)
        case (.presentAlert(let a), .presentAlert(let b)):
            return a.isEqual(to: b)
        case (.dismissAbove(let a), .dismissAbove(let b)), (.dismissModal(let a), .dismissModal(let b)),
            (.dismissAlert(let a), .dismissAlert(let b)):
            return a == b
        case (.replaceRoot(let a), .replaceRoot(let b)):
            return a == b
        case (.installTabs(let a, let x), .installTabs(let b, let y)):
            return a == b && x == y
        case (.selectTab(let a, let x), .selectTab(let b, let y)):
            return a == b && x == y
        case (.updateTabs(let a), .updateTabs(let b)):
            return a == b
        case (.setSplit(let a, let x), .setSplit(let b, let y)):
            return a == b && x == y
        case (.setHorizontalSizeClass(let a), .setHorizontalSizeClass(let b)):
            return a == b
        case (.customizeTabs(let a), .customizeTabs(let b)):
            return a == b
        case (.selectDetent(let a, let x), .selectDetent(let b, let y)):
            return a == b && x == y
        default:
            return false
        }
    }

    private static func equal(_ lhs: [any Route], _ rhs: [any Route]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isEqual(to: $1) }
    }
}

extension TabRoot: Equatable {
    public static func == (lhs: TabRoot, rhs: TabRoot) -> Bool {
        lhs.id == rhs.id && lhs.root.isEqual(to: rhs.root)
    }
}
