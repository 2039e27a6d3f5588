// MARK: - Removing screens whose guards now refuse

extension NavigationPlanner {
    /// The commands that take the `refused` entries out of a state, with every screen that
    /// depends on them: the screens pushed above a refused one, the modals and alerts it presents.
    ///
    /// What `Navigator.reevaluateGuards()` applies once the entry guards of the screens shown
    /// have answered again (after a sign-out, say):
    ///
    /// - a stack is cut back to the screen below its first refused entry;
    /// - a modal whose root is refused is dismissed, with what it presents;
    /// - a refused alert is dismissed;
    /// - the root of a bottom stack (the single stack, or a tab's) stays even when refused: only
    ///   the screens above it go, since a tab bar or an app never loses its base this way.
    ///
    /// ```swift
    /// // stack: home > account/me > account/me/edit
    /// NavigationPlanner(tabs: []).commands(removing: [accountEntry], from: state)
    /// // [.popTo(homeEntry, in: StackLocation(tab: nil, depth: 0))]
    /// ```
    ///
    /// Entries that are no longer in the state are ignored, so the answer of guards asked about
    /// an older state applies safely to a newer one.
    ///
    /// - Complexity: O(*n*) in the number of entries of the state.
    public func commands(removing refused: Set<RouteEntry.ID>, from state: NavigationState)
        -> [NavigationCommand]
    {
        guard !refused.isEmpty else { return [] }
        let bottoms: [(tab: TabID?, stack: NavigationState.Stack)] =
            switch state.root {
            case .stack(let stack): [(nil, stack)]
            case .tabs(let bar): bar.tabs.map { ($0.id, $0.stack) }
            }
        var commands: [NavigationCommand] = []
        for (tab, bottom) in bottoms {
            var location = StackLocation(tab: tab, depth: 0)
            var stack = bottom
            while true {
                if let index = stack.entries.firstIndex(where: { refused.contains($0.id) }) {
                    // Cut back to the screen below it (a bottom stack keeps its root).
                    let kept = max(index - 1, 0)
                    if stack.alert != nil { commands.append(.dismissAlert(in: location)) }
                    if kept < stack.entries.count - 1 || stack.presented != nil {
                        commands.append(.popTo(stack.entries[kept].id, in: location))
                    }
                    break
                }
                if let alert = stack.alert, refused.contains(alert.id) {
                    commands.append(.dismissAlert(in: location))
                }
                guard let modal = stack.presented else { break }
                if refused.contains(modal.stack.root.id) {
                    commands.append(.dismissModal(above: location))
                    break
                }
                location = StackLocation(tab: tab, depth: location.depth + 1)
                stack = modal.stack
            }
        }
        return commands
    }
}
