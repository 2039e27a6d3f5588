extension NavigationState {
    /// Applies one command and returns what changed.
    ///
    /// The reducer is pure: the result depends only on the state and the command. When it throws,
    /// the state is exactly as it was.
    ///
    /// Every case validates before it mutates, so the command is applied in place: a push or a pop
    /// costs O(1), however deep the stack.
    ///
    /// - Parameters:
    ///   - command: The command to apply.
    ///   - limits: How long a stack and how deep the modals may grow; see ``NavigationLimits``.
    /// - Throws: ``NavigationStateError`` when the command does not fit the state (popping a
    ///   root, dismissing nothing, an unknown tab) or would go past a limit.
    @discardableResult
    public mutating func apply(_ command: NavigationCommand, within limits: NavigationLimits = .standard)
        throws(NavigationStateError) -> [NavigationChange]
    {
        try reduce(command, limits)
    }

    /// The state after a command, leaving this one untouched.
    public func applying(_ command: NavigationCommand, within limits: NavigationLimits = .standard)
        throws(NavigationStateError) -> NavigationState
    {
        var copy = self
        try copy.apply(command, within: limits)
        return copy
    }

    private static func check(length: Int, _ limits: NavigationLimits) throws(NavigationStateError) {
        guard length <= limits.maximumStackLength else {
            throw .stackTooLong(length: length, limit: limits.maximumStackLength)
        }
    }

    private mutating func reduce(_ command: NavigationCommand, _ limits: NavigationLimits)
        throws(NavigationStateError) -> [NavigationChange]
    {
        switch command {
        case .push(let routes):
            guard !routes.isEmpty else { throw .noRoutes }
            let location = activeLocation
            try Self.check(length: activeStack.entries.count + routes.count, limits)
            let entries = makeEntries(routes)
            try withStack(at: location) { stack throws(NavigationStateError) in stack.entries += entries }
            return [.pushed(entries, in: location)]

        case .pop(let count):
            let location = activeLocation
            let popped = try withStack(at: location) { stack throws(NavigationStateError) in
                guard count > 0, stack.entries.count > count else { throw .nothingToPop }
                let removed = Array(stack.entries.suffix(count).reversed())
                stack.entries.removeLast(count)
                stack.alert = nil
                return removed
            }
            return [.popped(popped, in: location)]

        case .popToRoot:
            let count = activeStack.entries.count - 1
            guard count > 0 else { throw .nothingToPop }
            return try reduce(.pop(count: count), limits)

        case .popTo(let id, let location):
            guard let stack = stack(at: location) else { throw .noStack(location) }
            guard let index = stack.entries.firstIndex(where: { $0.id == id }) else { throw .noSuchEntry(id) }
            var changes = dismissAll(above: location)
            let count = stack.entries.count - 1 - index
            guard count > 0 else {
                guard !changes.isEmpty else { throw .nothingToPop }
                return changes
            }
            let popped = try withStack(at: location) { stack throws(NavigationStateError) in
                let removed = Array(stack.entries.suffix(count).reversed())
                stack.entries.removeLast(count)
                return removed
            }
            changes.append(.popped(popped, in: location))
            return changes

        case .setStack(let routes, let location):
            guard !routes.isEmpty else { throw .noRoutes }
            try Self.check(length: routes.count, limits)
            guard let current = stack(at: location) else { throw .noStack(location) }
            var changes = dismissAll(above: location)
            var kept = 0
            while kept < min(current.entries.count, routes.count),
                current.entries[kept].route.isEqual(to: routes[kept])
            {
                kept += 1
            }
            if kept == 0 {
                // Nothing shared: the stack is rebuilt from its root.
                let entries = makeEntries(routes)
                let removed = Array(current.entries.reversed())
                try withStack(at: location) { stack throws(NavigationStateError) in
                    stack.entries = entries
                    stack.alert = nil
                }
                changes.append(.popped(removed, in: location))
                changes.append(.pushed(entries, in: location))
                return changes
            }
            let removed = Array(current.entries[kept...].reversed())
            let added = makeEntries(Array(routes[kept...]))
            try withStack(at: location) { stack throws(NavigationStateError) in
                stack.entries.removeLast(stack.entries.count - kept)
                stack.entries += added
                if !removed.isEmpty { stack.alert = nil }
            }
            if !removed.isEmpty { changes.append(.popped(removed, in: location)) }
            if !added.isEmpty { changes.append(.pushed(added, in: location)) }
            return changes

        case .removeEntry(let id, let location):
            guard let stack = stack(at: location) else { throw .noStack(location) }
            guard let index = stack.entries.firstIndex(where: { $0.id == id }) else { throw .noSuchEntry(id) }
            guard index > 0 else { throw .cannotRemoveRoot }
            // The top screen goes with what it presents and its alert, as in a pop.
            var changes =
                index == stack.entries.count - 1 ? dismissAll(above: location, includingAlert: true) : []
            let removed = stack.entries[index]
            try withStack(at: location) { stack throws(NavigationStateError) in
                stack.entries.removeSubrange(index...index)
            }
            changes.append(.popped([removed], in: location))
            return changes

        case .present(let routes, let style):
            guard !routes.isEmpty else { throw .noRoutes }
            return try present(
                routes, style: style, drawn: Self.drawing(style: style, presenting: routes[0]), limits)

        case .presentAs(let routes, let presentation):
            guard !routes.isEmpty else { throw .noRoutes }
            guard let style = presentation.modalStyle else { throw .notModal(presentation.kind) }
            try Self.validate(presentation)
            return try present(routes, style: style, drawn: presentation, limits)

        case .presentAlert(let route):
            let location = activeLocation
            let entry = makeEntries([route])[0]
            let replaced = try withStack(at: location) { stack throws(NavigationStateError) in
                defer { stack.alert = entry }
                return stack.alert
            }
            var changes: [NavigationChange] = []
            if let replaced { changes.append(.alertDismissed(replaced, in: location)) }
            changes.append(.alertPresented(entry, in: location))
            return changes

        case .dismiss:
            let location = activeLocation
            if let alert = activeStack.alert {
                try withStack(at: location) { stack throws(NavigationStateError) in stack.alert = nil }
                return [.alertDismissed(alert, in: location)]
            }
            guard location.depth > 0 else { throw .nothingToDismiss }
            let parent = StackLocation(tab: location.tab, depth: location.depth - 1)
            return dismissAll(above: parent)

        case .dismissAbove(let location):
            guard stack(at: location) != nil else { throw .noStack(location) }
            let changes = dismissAll(above: location, includingAlert: true)
            guard !changes.isEmpty else { throw .nothingToDismiss }
            return changes

        case .dismissModal(let location):
            guard let stack = stack(at: location) else { throw .noStack(location) }
            guard stack.presented != nil else { throw .nothingToDismiss }
            return dismissAll(above: location)

        case .dismissAlert(let location):
            guard let stack = stack(at: location) else { throw .noStack(location) }
            guard let alert = stack.alert else { throw .nothingToDismiss }
            try withStack(at: location) { stack throws(NavigationStateError) in stack.alert = nil }
            return [.alertDismissed(alert, in: location)]

        case .setRoot(let routes):
            guard !routes.isEmpty else { throw .noRoutes }
            try Self.check(length: routes.count, limits)
            let entries = makeEntries(routes)
            root = .stack(Stack(entries: entries))
            return [.rootSet(entries)]

        case .replaceRoot(let newRoot):
            if let violation = limits.violation(in: newRoot) { throw violation }
            root = renumbered(newRoot)
            return [.rootSet(root.allEntries)]

        case .installTabs(let specs, let selection):
            try Self.validateTabs(specs.map(\.id))
            guard specs.contains(where: { $0.id == selection }) else { throw .unknownTab(selection) }
            let tabs = specs.map { Tab(id: $0.id, stack: Stack(entries: makeEntries([$0.root]))) }
            root = .tabs(TabBar(tabs: tabs, selection: selection))
            return [.tabsInstalled(tabs.map(\.id)), .tabSelected(selection)]

        case .selectTab(let id, let reset):
            guard case .tabs(let bar) = root else { throw .unknownTab(id) }
            guard bar[id] != nil else { throw .unknownTab(id) }
            var changes: [NavigationChange] = []
            if reset {
                changes += dismissAll(
                    above: StackLocation(tab: bar.selection, depth: 0), includingAlert: true)
                let target = StackLocation(tab: id, depth: 0)
                changes += dismissAll(above: target, includingAlert: true)
                let stack = self.stack(at: target)!
                if stack.entries.count > 1 {
                    let popped = try withStack(at: target) { stack throws(NavigationStateError) in
                        let removed = Array(stack.entries.dropFirst().reversed())
                        stack.entries.removeLast(stack.entries.count - 1)
                        return removed
                    }
                    changes.append(.popped(popped, in: target))
                }
            }
            if bar.selection != id {
                guard case .tabs(var current) = root else { return changes }
                current.selection = id
                root = .tabs(current)
                changes.append(.tabSelected(id))
            }
            return changes

        case .updateTabs(let specs):
            guard case .tabs(let bar) = root else {
                throw .invalidTabs("tabs are not installed")
            }
            try Self.validateTabs(specs.map(\.id))
            let wanted = Set(specs.map(\.id))
            let removedTabs = bar.tabs.filter { !wanted.contains($0.id) }
            var added: [TabID] = []
            let tabs = specs.map { spec -> Tab in
                if let existing = bar[spec.id] { return existing }
                added.append(spec.id)
                return Tab(id: spec.id, stack: Stack(entries: makeEntries([spec.root])))
            }
            let selection = wanted.contains(bar.selection) ? bar.selection : tabs[0].id
            root = .tabs(TabBar(tabs: tabs, selection: selection, customization: bar.customization))
            var changes: [NavigationChange] = []
            if !removedTabs.isEmpty {
                changes.append(.tabsRemoved(removedTabs.map(\.id), removedTabs.flatMap(\.stack.allEntries)))
            }
            if !added.isEmpty { changes.append(.tabsAdded(added)) }
            if selection != bar.selection { changes.append(.tabSelected(selection)) }
            return changes

        case .setSplit(let layout, let location):
            guard location.depth == 0 else { throw .splitOutsideBottomStack(location) }
            try withStack(at: location) { stack throws(NavigationStateError) in stack.split = layout }
            return []

        case .customizeTabs(let customization):
            guard case .tabs(var bar) = root else { throw .invalidTabs("tabs are not installed") }
            let known = Set(bar.ids)
            if let unknown = (customization.order + customization.hidden).first(where: { !known.contains($0) }
            ) {
                throw .unknownTab(unknown)
            }
            guard customization != bar.customization else { return [] }
            bar.customization = customization
            root = .tabs(bar)
            return [.tabsCustomized(customization)]
        case .selectDetent(let detent, let location):
            guard let modal = stack(at: location)?.presented else { throw .nothingToDismiss }
            guard modal.detents.contains(detent) else { throw .invalidDetent(detent) }
            guard modal.selectedDetent != detent else { return [] }
            try withStack(at: location) { stack throws(NavigationStateError) in
                stack.presented?.selectedDetent = detent
            }
            return [.detentSelected(detent, in: location)]

        case .setHorizontalSizeClass(let sizeClass):
            guard sizeClass != horizontalSizeClass else { return [] }
            horizontalSizeClass = sizeClass
            return [.horizontalSizeClassChanged(sizeClass)]
        }
    }

    /// Dismisses every modal above a location (innermost first) and, optionally, the location's
    /// own alert; returns the changes, empty when nothing was presented.
    private mutating func dismissAll(
        above location: StackLocation, includingAlert: Bool = false
    ) -> [NavigationChange] {
        guard let stack = stack(at: location) else { return [] }
        var changes: [NavigationChange] = []
        if let modal = stack.presented {
            changes.append(.dismissed(modal.style, modal.stack.allEntries, in: location))
        }
        if includingAlert, let alert = stack.alert {
            changes.append(.alertDismissed(alert, in: location))
        }
        guard !changes.isEmpty else { return [] }
        // The location was just read, so it exists and the closure cannot fail.
        try? withStack(at: location) { stack throws(NavigationStateError) in
            stack.presented = nil
            if includingAlert { stack.alert = nil }
        }
        return changes
    }

    /// Presents a modal of `style` with `routes` as its stack over the active stack, drawn as
    /// `drawn` says. An alert is transient: a modal presented from its stack replaces it, so a
    /// stack never shows an alert and a modal at once (UIKit could present only one of them).
    private mutating func present(
        _ routes: [any Route], style: ModalStyle, drawn: Presentation, _ limits: NavigationLimits
    ) throws(NavigationStateError) -> [NavigationChange] {
        let location = activeLocation
        try Self.check(length: routes.count, limits)
        guard location.depth < limits.maximumModalDepth else {
            throw .modalsTooDeep(depth: location.depth + 1, limit: limits.maximumModalDepth)
        }
        let entries = makeEntries(routes)
        let replacedAlert = try withStack(at: location) { stack throws(NavigationStateError) in
            defer {
                stack.alert = nil
                stack.presented = Modal(
                    style: style, stack: Stack(entries: entries), detents: drawn.detents,
                    selectedDetent: drawn.selectedDetent ?? drawn.detents.first, sizing: drawn.sizing,
                    source: drawn.source)
            }
            return stack.alert
        }
        var changes: [NavigationChange] = []
        if let replacedAlert { changes.append(.alertDismissed(replacedAlert, in: location)) }
        changes.append(.presented(style, entries, in: location))
        return changes
    }

    /// How a modal of `style` presenting `route` is drawn: as the route prefers when it prefers
    /// that style (its detents, selected detent, sizing and source), the default way otherwise.
    ///
    /// - Throws: ``NavigationStateError/invalidDetent(_:)`` for a detent out of range, or a
    ///   selected detent the sheet does not offer.
    private static func drawing(style: ModalStyle, presenting route: any Route) throws(NavigationStateError)
        -> Presentation
    {
        let preferred = route.preferredPresentation
        guard preferred.modalStyle == style else { return Presentation(modalStyle: style) }
        try validate(preferred)
        return preferred
    }

    /// Checks a presentation's detents: each in range, the selected one among them.
    ///
    /// - Throws: ``NavigationStateError/invalidDetent(_:)`` naming the detent that is not.
    private static func validate(_ presentation: Presentation) throws(NavigationStateError) {
        if let invalid = presentation.detents.first(where: { !$0.isValid }) { throw .invalidDetent(invalid) }
        if let selected = presentation.selectedDetent, !presentation.detents.contains(selected) {
            throw .invalidDetent(selected)
        }
    }

    /// The tree with every entry given a fresh identity from this state.
    private mutating func renumbered(_ tree: Root) -> Root {
        func renumber(_ stack: Stack) -> Stack {
            Stack(
                entries: makeEntries(stack.entries.map(\.route)),
                presented: stack.presented.map {
                    var modal = $0
                    modal.stack = renumber($0.stack)
                    return modal
                },
                alert: stack.alert.map { makeEntries([$0.route])[0] }, split: stack.split)
        }
        switch tree {
        case .stack(let stack):
            return .stack(renumber(stack))
        case .tabs(let bar):
            return .tabs(
                TabBar(
                    tabs: bar.tabs.map { Tab(id: $0.id, stack: renumber($0.stack)) },
                    selection: bar.selection,
                    customization: bar.customization))
        }
    }

    private static func validateTabs(_ ids: [TabID]) throws(NavigationStateError) {
        guard !ids.isEmpty else { throw .invalidTabs("a tab bar needs at least one tab") }
        var seen: Set<TabID> = []
        for id in ids where !seen.insert(id).inserted {
            throw .invalidTabs("the tab '\(id)' appears twice")
        }
    }
}
