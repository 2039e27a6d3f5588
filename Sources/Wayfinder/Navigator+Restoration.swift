public import Foundation
public import WayfinderCore

extension Navigator {
    /// The state as a versioned JSON document of route URLs, for restoring at the next launch.
    ///
    /// Each stack ends before its first in-app-only route, which cannot be restored.
    ///
    /// - Throws: ``SavedStateError/tooLarge(size:limit:)`` when the document would exceed
    ///   ``NavigatorConfiguration/restorationSizeLimit``.
    public func savedState() throws(SavedStateError) -> Data {
        let data = SavedNavigationState(state).encoded()
        guard data.count <= configuration.restorationSizeLimit else {
            throw .tooLarge(size: data.count, limit: configuration.restorationSizeLimit)
        }
        return data
    }

    /// Restores a state saved by ``savedState()``.
    ///
    /// Every URL is resolved again, exactly like a link. Where an entry no longer resolves, its
    /// stack is cut before it (with whatever it presented) and the report says so. Garbage, a
    /// document from a newer version, a truncated or edited document, or one over the size limit
    /// restores nothing and leaves the state as it was.
    @discardableResult
    public func restore(from data: Data) async -> RestorationReport {
        let saved: SavedNavigationState
        do throws(SavedStateError) {
            saved = try SavedNavigationState(decoding: data, sizeLimit: configuration.restorationSizeLimit)
        } catch {
            emit(makeEvent(.restored, source: .restoration, reason: error.description))
            return RestorationReport(restored: false, issues: [.documentRefused(error)])
        }
        var issues: [RestorationReport.Issue] = []
        guard let root = rebuild(saved.tree, issues: &issues) else {
            issues.append(.nothingRestorable)
            emit(makeEvent(.restored, source: .restoration, reason: "nothing restorable"))
            return RestorationReport(restored: false, issues: issues)
        }
        let request = makeRequest("restore")
        apply(request, source: .restoration) { _ in [.replaceRoot(root)] }
        emit(
            makeEvent(
                .restored, source: .restoration, routes: state.allEntries.map(\.description),
                reason: issues.isEmpty ? nil : "\(issues.count) part(s) dropped"))
        return RestorationReport(restored: true, issues: issues)
    }

    private func rebuild(_ tree: SavedNavigationState.Tree, issues: inout [RestorationReport.Issue])
        -> NavigationState.Root?
    {
        var counter: UInt64 = 0
        if let stack = tree.stack {
            return rebuild(stack, counter: &counter, issues: &issues).map(NavigationState.Root.stack)
        }
        var tabs: [NavigationState.Tab] = []
        for tab in tree.tabs ?? [] {
            guard let stack = rebuild(tab.stack, counter: &counter, issues: &issues) else {
                issues.append(.tabDropped(tab.id))
                continue
            }
            tabs.append(NavigationState.Tab(id: TabID(tab.id), stack: stack))
        }
        guard let first = tabs.first else { return nil }
        let selection = tabs.first { $0.id.rawValue == tree.selection }?.id ?? first.id
        return .tabs(NavigationState.TabBar(tabs: tabs, selection: selection))
    }

    private func rebuild(
        _ saved: SavedNavigationState.Stack, counter: inout UInt64, issues: inout [RestorationReport.Issue]
    ) -> NavigationState.Stack? {
        var entries: [RouteEntry] = []
        for entry in saved.entries {
            guard let route = resolve(entry, issues: &issues) else { break }
            counter += 1
            entries.append(RouteEntry(id: RouteEntry.ID(rawValue: counter), route: route))
        }
        guard !entries.isEmpty else { return nil }
        guard entries.count == saved.entries.count else {
            return NavigationState.Stack(entries: entries)
        }
        var alert: RouteEntry?
        if let saved = saved.alert, let route = resolve(saved, issues: &issues) {
            counter += 1
            alert = RouteEntry(id: RouteEntry.ID(rawValue: counter), route: route)
        }
        var presented: NavigationState.Modal?
        if let modal = saved.modal {
            if let style = ModalStyle(rawValue: modal.style),
                let modalStack = rebuild(modal.stack, counter: &counter, issues: &issues)
            {
                presented = NavigationState.Modal(style: style, stack: modalStack)
            } else if ModalStyle(rawValue: modal.style) == nil {
                issues.append(
                    .entryDropped(
                        route: modal.stack.entries.first?.route ?? "?",
                        url: modal.stack.entries.first?.url ?? "",
                        reason: "unknown modal style '\(modal.style)'"))
            }
        }
        return NavigationState.Stack(entries: entries, presented: presented, alert: alert)
    }

    /// The route of a saved entry, or nil (with an issue) when it no longer resolves to a
    /// registered route with the same identifier.
    private func resolve(_ entry: SavedNavigationState.Entry, issues: inout [RestorationReport.Issue]) -> (
        any Route
    )? {
        func drop(_ reason: String) -> (any Route)? {
            issues.append(.entryDropped(route: entry.route, url: entry.url, reason: reason))
            return nil
        }
        guard registry.registration(forIdentifier: entry.route) != nil else {
            return drop("no registered route has the identifier \(entry.route)")
        }
        let route: any Route
        do throws(RouteURLError) {
            route = try registry.matcher.route(forPath: entry.url)
        } catch {
            return drop(error.description)
        }
        guard type(of: route).routeIdentifier == entry.route else {
            return drop("the URL now resolves to \(type(of: route).routeIdentifier)")
        }
        return route
    }
}
