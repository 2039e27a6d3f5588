public import Foundation
public import WayfinderCore

extension Navigator {
    /// The state as a versioned JSON document of route URLs, for restoring at the next launch.
    ///
    /// Each stack ends before its first in-app-only route, which cannot be restored; the document
    /// records what was left out (``SavedNavigationState/omitted``), and a restore of it reports
    /// each as ``RestorationReport/Issue/notSaved(_:)``. The document records the fingerprint of the app's links (``RouteRegistry/linkFingerprint``), so the
    /// report of a later restore says whether it was saved by a build with other links.
    ///
    /// Saving never returns an empty document: it either holds the whole state (up to the first
    /// in-app-only route of each stack) or throws.
    ///
    /// - Throws: `NavigationDocumentError.tooLarge(size:limit:)` when the document would exceed
    ///   ``NavigatorConfiguration/restorationSizeLimit``; the errors of
    ///   `SavedNavigationState.encoded()`.
    public func savedState() throws(NavigationDocumentError) -> Data {
        let data = try SavedNavigationState(state, links: registry.linkFingerprint).encoded()
        guard data.count <= configuration.restorationSizeLimit else {
            throw .tooLarge(size: data.count, limit: configuration.restorationSizeLimit)
        }
        return data
    }

    /// Restores a state saved by ``savedState()``.
    ///
    /// Every URL is resolved again, exactly like a link. Where an entry no longer resolves, or
    /// names a route that is external now (its screen shown by the app's handler, which a restore
    /// never calls), its stack is cut before it (with whatever it presented) and the report says
    /// so. Only the
    /// tabs of the app's tab bar (``tabs``) are restored, each once; a saved tab with another
    /// identifier, an empty one or one already restored is dropped and reported
    /// (``RestorationReport/Issue/tabDropped(id:reason:)``), and a later save does not write it
    /// back. The restored tab bar is the app's tab bar as it is now, in its order: a saved tab
    /// fills the tab of its identifier, and a tab the document does not hold (one added by an
    /// update since the save) or whose saved screens all fail to restore starts at its root.
    /// Garbage, a
    /// document from a newer version, a truncated or edited document, or one over the size limit
    /// restores nothing and leaves the state as it was.
    ///
    /// The restore is a navigation like any other: it supersedes a navigation still waiting on
    /// its guards, and during a transition it is queued and applied when the transition ends.
    @discardableResult
    public func restore(from data: Data) async -> RestorationReport {
        let saved: SavedNavigationState
        do throws(NavigationDocumentError) {
            saved = try SavedNavigationState(decoding: data, sizeLimit: configuration.restorationSizeLimit)
        } catch {
            emit(.restored, source: .restoration, reason: error.description)
            return RestorationReport(
                restored: false, issues: [.documentRefused(error)], savedLinks: nil,
                currentLinks: registry.linkFingerprint)
        }
        // Resolve everything once to learn which routes the guards must see, then resolve again
        // with the guards' refusals cutting the stacks.
        var ignored: [RestorationReport.Issue] = []
        let routes = rebuild(saved.tree, refused: [:], issues: &ignored)?.allEntries.map(\.route) ?? []
        let refused = await refusals(of: routes)
        var issues: [RestorationReport.Issue] = (saved.omitted ?? []).map { .notSaved($0) }
        guard let root = rebuild(saved.tree, refused: refused, issues: &issues) else {
            issues.append(.nothingRestorable)
            emit(.restored, source: .restoration, reason: "nothing restorable")
            return report(restored: false, issues: issues)
        }
        // The one pipeline: a restore supersedes a navigation waiting on its guards and waits for a
        // transition in flight. Its routes' guards were asked above, so it brings none. Its
        // summary names the document, so only a restore of the same document is coalesced with it.
        let outcome = await perform(
            PlannedNavigation(
                .restore(checksum: saved.checksum), source: .restoration, layout: .restored(root))
        ).outcome
        guard outcome == .applied else {
            issues.append(.notApplied(outcome))
            emit(.restored, source: .restoration, reason: "not applied: \(outcome)")
            return report(restored: false, issues: issues)
        }
        let restored = report(restored: true, issues: issues)
        var reasons = issues.isEmpty ? [] : ["\(issues.count) part(s) dropped"]
        if restored.linksChangedSinceSaved {
            reasons.append("saved under links \(saved.links?.description ?? "unrecorded")")
        }
        emit(
            fanOut.makeEvent(
                .restored, source: .restoration, routes: state.allEntries.map(\.description),
                reason: reasons.isEmpty ? nil : reasons.joined(separator: ", ")))
        return restored

        func report(restored: Bool, issues: [RestorationReport.Issue]) -> RestorationReport {
            RestorationReport(
                restored: restored, issues: issues, savedLinks: saved.links,
                currentLinks: registry.linkFingerprint)
        }
    }

    /// What the guards refuse among routes being restored (source `restoration`), by route.
    private func refusals(of routes: [any Route]) async -> [AnyHashable: RestorationReport.DropReason] {
        var refused: [AnyHashable: RestorationReport.DropReason] = [:]
        for check in guards.checks(for: routes, in: registry) where refused[AnyHashable(check.route)] == nil {
            switch await GuardEvaluation.verdict(
                of: [check], source: .restoration, timeout: configuration.guardTimeout)
            {
            case .allowed: continue
            case .blocked(.denied(_, let reason)): refused[AnyHashable(check.route)] = .deniedByGuard(reason)
            case .blocked(.timedOut): refused[AnyHashable(check.route)] = .guardTimedOut
            // A replacement names another route than the one saved: the saved one is dropped,
            // as for a redirect (a replaced route never shows, so a saved state rarely holds one).
            case .blocked(.redirected(_, let target)), .replaced(_, _, let target):
                refused[AnyHashable(check.route)] = .guardRedirects(to: target.pathRepresentation)
            // Only entry guards are asked here; a leave guard of the state being replaced is
            // asked by the restoring navigation itself.
            case .blocked, .asked: continue
            }
        }
        return refused
    }

    private func rebuild(
        _ tree: SavedNavigationState.Tree, refused: [AnyHashable: RestorationReport.DropReason],
        issues: inout [RestorationReport.Issue]
    ) -> NavigationState.Root? {
        var counter: UInt64 = 0
        if let stack = tree.stack {
            return rebuild(stack, refused: refused, counter: &counter, issues: &issues).map(
                NavigationState.Root.stack)
        }
        // The tab bar is the app's as it is now, in its order: a document never adds a tab, and
        // a tab the app gained after the save starts at its root. Each saved tab fills the tab
        // of its identifier, once.
        let appTabs = registry.tabsInSlots
        let inTabBar = Set(appTabs.map(\.id.rawValue))
        var restoredIDs: Set<String> = []
        var savedStacks: [String: NavigationState.Stack] = [:]
        for tab in tree.tabs ?? [] {
            let refusal: RestorationReport.TabDropReason?
            if tab.id.isEmpty {
                refusal = .emptyIdentifier
            } else if !inTabBar.contains(tab.id) {
                refusal = .unregistered
            } else if !restoredIDs.insert(tab.id).inserted {
                refusal = .duplicate
            } else {
                refusal = nil
            }
            if let refusal {
                issues.append(.tabDropped(id: tab.id, reason: refusal))
                continue
            }
            guard let stack = rebuild(tab.stack, refused: refused, counter: &counter, issues: &issues) else {
                issues.append(.tabStartedAtRoot(id: tab.id))
                continue
            }
            savedStacks[tab.id] = stack
        }
        // A document none of whose tabs restored a screen restores nothing.
        guard !savedStacks.isEmpty, let first = appTabs.first else { return nil }
        var tabs: [NavigationState.Tab] = []
        for spec in appTabs {
            if let stack = savedStacks[spec.id.rawValue] {
                tabs.append(NavigationState.Tab(id: spec.id, stack: stack))
            } else {
                counter += 1
                let root = RouteEntry(id: RouteEntry.ID(rawValue: counter), route: spec.root)
                tabs.append(NavigationState.Tab(id: spec.id, stack: NavigationState.Stack(entries: [root])))
            }
        }
        let selection = tabs.first { $0.id.rawValue == tree.selection }?.id ?? first.id
        // The user's customization names tabs by identifier; those the app no longer has drop out.
        let customization = tree.tabCustomization.map {
            TabBarCustomization(
                order: $0.order.map { TabID($0) }, hidden: $0.hidden.map { TabID($0) },
                platformLayout: $0.layout)
        }
        return .tabs(
            NavigationState.TabBar(tabs: tabs, selection: selection, customization: customization ?? .none))
    }

    /// One saved stack (at `depth` modals above its tab), cut where an entry no longer resolves
    /// or where it goes past the navigator's limits.
    private func rebuild(
        _ saved: SavedNavigationState.Stack, depth: Int = 0,
        refused: [AnyHashable: RestorationReport.DropReason],
        counter: inout UInt64, issues: inout [RestorationReport.Issue]
    ) -> NavigationState.Stack? {
        let limits = configuration.limits
        var entries: [RouteEntry] = []
        for entry in saved.entries {
            guard entries.count < limits.maximumStackLength else {
                issues.append(
                    .entryDropped(
                        route: entry.route, url: entry.url,
                        reason: .stackLimit(limits.maximumStackLength)))
                break
            }
            guard let route = resolve(entry, refused: refused, issues: &issues) else { break }
            counter += 1
            entries.append(RouteEntry(id: RouteEntry.ID(rawValue: counter), route: route))
        }
        guard !entries.isEmpty else { return nil }
        guard entries.count == saved.entries.count else {
            return NavigationState.Stack(entries: entries)
        }
        var alert: RouteEntry?
        if let saved = saved.alert, let route = resolve(saved, refused: refused, issues: &issues) {
            counter += 1
            alert = RouteEntry(id: RouteEntry.ID(rawValue: counter), route: route)
        }
        var presented: NavigationState.Modal?
        if let modal = saved.modal, depth >= limits.maximumModalDepth {
            issues.append(
                .entryDropped(
                    route: modal.stack.entries.first?.route ?? "?", url: modal.stack.entries.first?.url ?? "",
                    reason: .modalDepthLimit(limits.maximumModalDepth)))
        } else if let modal = saved.modal {
            switch modal.style {
            case .known(let style):
                presented = rebuild(
                    modal.stack, depth: depth + 1, refused: refused, counter: &counter, issues: &issues
                ).map {
                    NavigationState.Modal(
                        style: style, stack: $0, detents: modal.detents ?? [],
                        selectedDetent: Self.restoredDetent(of: modal), sizing: modal.sizing,
                        source: modal.source)
                }
            case .unknown(let name):
                issues.append(
                    .entryDropped(
                        route: modal.stack.entries.first?.route ?? "?",
                        url: modal.stack.entries.first?.url ?? "",
                        reason: .unknownModalStyle(name)))
            }
        }
        return NavigationState.Stack(entries: entries, presented: presented, alert: alert)
    }

    /// The detent a saved sheet rests at: the saved one when the sheet offers it, otherwise its
    /// smallest detent (a document edited by hand cannot select a detent the sheet lacks).
    private static func restoredDetent(of modal: SavedNavigationState.Modal) -> SheetDetent? {
        guard let detents = modal.detents, !detents.isEmpty else { return nil }
        return modal.selectedDetent.flatMap { detents.contains($0) ? $0 : nil } ?? detents.first
    }

    /// The route of a saved entry, or nil (with an issue) when it no longer resolves to a
    /// registered route with the same identifier (or one of its aliases), even once the app's
    /// ``NavigatorConfiguration/savedEntryMigration`` rewrote it.
    private func resolve(
        _ entry: SavedNavigationState.Entry, refused: [AnyHashable: RestorationReport.DropReason],
        issues: inout [RestorationReport.Issue]
    ) -> (any Route)? {
        func drop(_ reason: RestorationReport.DropReason) -> (any Route)? {
            issues.append(.entryDropped(route: entry.route, url: entry.url, reason: reason))
            return nil
        }
        var resolved = route(of: entry)
        if case .dropped = resolved, let migrated = configuration.savedEntryMigration?(entry),
            migrated != entry,
            case .route(let route) = self.route(of: migrated)
        {
            resolved = .route(route)
        }
        switch resolved {
        case .dropped(let reason):
            return drop(reason)
        case .route(let route):
            if isExternal(route) { return drop(.externalRoute) }
            if let reason = refused[AnyHashable(route)] { return drop(reason) }
            return route
        }
    }

    /// What a saved entry resolves to.
    private enum SavedEntryResolution {
        /// The route it names.
        case route(any Route)
        /// Why it names none.
        case dropped(RestorationReport.DropReason)
    }

    /// The route a saved entry names, or why it names none.
    private func route(of entry: SavedNavigationState.Entry) -> SavedEntryResolution {
        guard registry.registration(forIdentifier: entry.route) != nil else { return .dropped(.unregistered) }
        let route: any Route
        do throws(RouteURLError) {
            route = try registry.matcher.route(forPath: entry.url, identifiedAs: entry.route)
        } catch {
            return .dropped(.unresolvable(error))
        }
        let routeType = type(of: route)
        guard
            routeType.routeIdentifier == entry.route
                || routeType.routeAliases.contains(where: { $0.pattern.string == entry.route })
        else {
            return .dropped(.resolvesElsewhere(routeType.routeIdentifier))
        }
        return .route(route)
    }
}
