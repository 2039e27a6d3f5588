import Foundation
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
public func fuzzRestore(_ bytes: UnsafeRawBufferPointer) {
    let data = Data(bytes)
    do throws(SavedStateError) {
        let document = try SavedNavigationState(decoding: data)
        checkAccepted(document)
    } catch {
        _ = error.description
    }
    guard let tree = try? JSONDecoder().decode(SavedNavigationState.Tree.self, from: data) else { return }
    let wrapped = SavedNavigationState(tree: tree)
    let isWellShaped = (tree.stack == nil) != (tree.tabs == nil)
    do throws(SavedStateError) {
        let document = try SavedNavigationState(decoding: wrapped.encoded())
        fuzzCheck(isWellShaped, "accepted a tree with both or neither of stack and tabs")
        fuzzCheck(document == wrapped, "a re-checksummed tree decoded to something else")
        checkAccepted(document)
    } catch {
        if case .tooLarge = error { return }
        fuzzCheck(!isWellShaped, "refused a well-shaped tree with a correct checksum: \(error)")
    }
}

private func checkAccepted(_ document: SavedNavigationState) {
    fuzzCheck(
        (document.tree.stack == nil) != (document.tree.tabs == nil),
        "an accepted document holds both or neither of stack and tabs")
    fuzzCheck(document.version == SavedNavigationState.currentVersion, "accepted version \(document.version)")
    do throws(SavedStateError) {
        let again = try SavedNavigationState(decoding: document.encoded())
        fuzzCheck(again == document, "an accepted document does not survive encoding")
    } catch {
        fuzzCheck(false, "an accepted document re-encodes to one that is refused: \(error)")
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
