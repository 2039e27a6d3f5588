import Foundation
import FuzzAuthUI
import Wayfinder
import WayfinderCore

/// Fuzzes the restoration document decoder, `SavedNavigationState(decoding:sizeLimit:)`, and
/// re-resolves every entry the way `Navigator.restore(from:)` does.
///
/// Each input is read twice:
/// 1. As a whole document. A document the decoder accepts holds exactly one of a stack or tabs,
///    encodes back to a document that decodes to an equal value, and every entry URL either
///    fails to resolve or resolves to a route whose own URL resolves to it again.
/// 2. As a bare tree, wrapped by the harness in a document with a correct checksum, so that
///    mutations reach past the checksum. Such a document must decode (to an equal value) exactly
///    when it holds one of a stack or tabs.
/// 3. Every document read in 1 or 2 is restored into the demo navigator with
///    `Navigator.restore(from:)`: a refused document changes nothing, and a restored state saves
///    to a document that restores, on a fresh navigator, to the same outline.
/// 4. The restoration's events (their fields and log lines), failure messages, report (its
///    description and each issue's) and the outline show no raw control character, line
///    separator, bidi control or invisible character, and every event field is within its bound
///    (`TextChecks.swift`).
/// 5. A restored tab bar is the demo's tab bar, in its order; every saved tab fills its tab or
///    is reported as `tabDropped` or `tabStartedAtRoot`; and the state saves to a document
///    holding exactly the restored tabs.
public func fuzzRestore(_ bytes: UnsafeRawBufferPointer) {
    let data = Data(bytes)
    do throws(NavigationDocumentError) {
        let document = try SavedNavigationState(decoding: data)
        checkAccepted(document)
        MainActor.assumeIsolated { checkRestoring(data, document) }
    } catch {
        _ = error.description
    }
    guard let tree = try? JSONDecoder().decode(SavedNavigationState.Tree.self, from: data) else { return }
    let wrapped = SavedNavigationState(tree: tree)
    let wrappedData: Data
    do throws(NavigationDocumentError) {
        wrappedData = try wrapped.encoded()
    } catch {
        guard case .tooDeep = error else {
            return fuzzCheck(false, "a decoded tree does not encode: \(error)")
        }
        return
    }
    let isWellShaped = (tree.stack == nil) != (tree.tabs == nil)
    do throws(NavigationDocumentError) {
        let document = try SavedNavigationState(decoding: wrappedData)
        fuzzCheck(isWellShaped, "accepted a tree with both or neither of stack and tabs")
        fuzzCheck(document == wrapped, "a re-checksummed tree decoded to something else")
        checkAccepted(document, reencoding: false)
        MainActor.assumeIsolated { checkRestoring(wrappedData, document) }
    } catch {
        if case .tooLarge = error { return }
        fuzzCheck(!isWellShaped, "refused a well-shaped tree with a correct checksum: \(error)")
    }
}

/// `reencoding` checks that the document survives encoding; a wrapped tree has just shown that.
private func checkAccepted(_ document: SavedNavigationState, reencoding: Bool = true) {
    fuzzCheck(
        (document.tree.stack == nil) != (document.tree.tabs == nil),
        "an accepted document holds both or neither of stack and tabs")
    fuzzCheck(document.version == SavedNavigationState.currentVersion, "accepted version \(document.version)")
    if reencoding {
        do throws(NavigationDocumentError) {
            let again = try SavedNavigationState(decoding: document.encoded())
            fuzzCheck(again == document, "an accepted document does not survive encoding")
        } catch {
            fuzzCheck(false, "an accepted document re-encodes to one that is refused: \(error)")
        }
    }
    if let stack = document.tree.stack { resolveEntries(of: stack) }
    for tab in document.tree.tabs ?? [] { resolveEntries(of: tab.stack) }
}

/// Resolves every saved URL as restoration does; a route that resolves must round-trip.
private func resolveEntries(of stack: SavedNavigationState.Stack) {
    var entries = stack.entries
    if let alert = stack.alert { entries.append(alert) }
    for entry in entries {
        let route: any Route
        do throws(RouteURLError) {
            route = try demoMatcher.route(forPath: entry.url)
        } catch {
            _ = error.description
            continue
        }
        do throws(RouteURLError) {
            let again = try demoMatcher.route(forPath: route.pathRepresentation)
            fuzzCheck(again.isEqual(to: route), "\(entry.url.debugDescription) does not round-trip")
        } catch {
            fuzzCheck(false, "\(route.pathRepresentation.debugDescription) does not resolve: \(error)")
        }
    }
    if let modal = stack.modal { resolveEntries(of: modal.stack) }
}

/// Two demo navigators, built once and reset before each use: restoring replaces the whole state.
@MainActor private let restoringNavigators = {
    let navigators = (first: makeDemoNavigator(), second: makeDemoNavigator())
    navigators.first.failureHandler = { failure in checkShownSafely("\(failure)", "a failure message") }
    navigators.second.failureHandler = { _ in }
    navigators.first.addObserver(restoringEvents)
    return navigators
}()

/// The events of the first restoring navigator (held weakly by it).
@MainActor private let restoringEvents = EventCollector()

/// Properties 3 to 5 for `data`, which holds `document`. `restore(from:)` is async; the main run
/// loop turns until it has finished.
@MainActor
private func checkRestoring(_ data: Data, _ document: SavedNavigationState) {
    let navigator = restoringNavigators.first
    navigator.setRoot(LoginRoute())
    let before = navigator.outline
    _ = restoringEvents.take()
    let report = runOnMainActor { await navigator.restore(from: data) }
    for event in restoringEvents.take() { checkShownSafely(event) }
    checkShownSafely(report.description, "the restoration report")
    for issue in report.issues { checkShownSafely(issue.description, "a restoration issue") }
    checkShownSafely(navigator.outline, "the outline after a restoration", lines: true)
    guard report.restored else {
        fuzzCheck(navigator.outline == before, "a refused document changed the state: \(report)")
        return
    }
    let saved: Data
    do throws(NavigationDocumentError) {
        saved = try navigator.savedState()
    } catch {
        fuzzCheck(false, "a restored state does not save: \(error)")
        return
    }
    checkRestoredTabs(of: document, report: report, navigator: navigator, saved: saved)
    let again = restoringNavigators.second
    again.setRoot(LoginRoute())
    let secondReport = runOnMainActor { await again.restore(from: saved) }
    // A URL over the matcher's length limit is dropped (FuzzRegressionTests records why).
    let onlyLengthLimit = secondReport.issues.allSatisfy { issue in
        if case .entryDropped(_, let url, _) = issue { return url.utf8.count > demoMatcher.maximumPathLength }
        return false
    }
    guard onlyLengthLimit else {
        fuzzCheck(false, "a restored state saves to a document that restores differently: \(secondReport)")
        return
    }
    if secondReport.isComplete {
        fuzzCheck(
            again.outline == navigator.outline,
            "restoring twice differs:\n\(navigator.outline)\n---\n\(again.outline)")
    }
}

/// Property 5: the tab bar a document restores to is the demo's tab bar, in its order; every
/// saved tab fills its tab, is reported dropped, or is reported started at its root; and a save
/// writes back exactly the restored tabs.
@MainActor
private func checkRestoredTabs(
    of document: SavedNavigationState, report: RestorationReport, navigator: Navigator, saved: Data
) {
    guard case .tabs(let bar) = navigator.state.root else { return }
    let restored = bar.tabs.map(\.id.rawValue)
    fuzzCheck(
        restored == navigator.tabs.map(\.id.rawValue), "the restored tab bar is not the app's: \(restored)")
    let dropped = report.issues.compactMap { issue -> String? in
        if case .tabDropped(let id, _) = issue { return id }
        return nil
    }
    let startedAtRoot = report.issues.compactMap { issue -> String? in
        if case .tabStartedAtRoot(let id) = issue { return id }
        return nil
    }
    if let savedTabs = document.tree.tabs?.map(\.id) {
        let filled = Set(savedTabs).intersection(restored).subtracting(startedAtRoot)
        fuzzCheck(
            savedTabs.count == filled.count + dropped.count + startedAtRoot.count,
            "of \(savedTabs.count) saved tabs, \(filled.count) filled their tabs, \(dropped.count) were dropped "
                + "and \(startedAtRoot.count) started at their roots")
    }
    let again = try? SavedNavigationState(decoding: saved)
    fuzzCheck(
        again?.tree.tabs?.map(\.id) == restored, "a save after restoring writes other tabs than it restored")
}

/// Runs async main-actor work to its end from synchronous code on the main thread.
///
/// The task starts immediately, so work that never suspends (a restoration without guards)
/// finishes before this returns; otherwise the main run loop turns until it is done.
@MainActor
private func runOnMainActor<T: Sendable>(_ work: @escaping @MainActor () async -> T) -> T {
    let box = ResultBox<T>()
    if #available(macOS 26, *) {
        Task.immediate { @MainActor in box.value = await work() }
    } else {
        Task { @MainActor in box.value = await work() }
    }
    while box.value == nil {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    return box.value!
}

/// Where a main-actor task leaves its result for the run loop turning in ``runOnMainActor(_:)``.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
