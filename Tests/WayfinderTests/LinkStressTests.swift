import Foundation
import Testing
import Wayfinder
import WayfinderCore

/// 10,000 random links made of the tabbed app's registered patterns, tab roots, alert and modal
/// routes, duplicates and deep repetitions, through every outside door. After each link the
/// state keeps the invariants the link grammar and the limits promise; a refused link changes
/// nothing; the end state saves and restores to an equal outline.
@MainActor
@Suite("Stress: 10,000 random links through every outside door", .tags(.stress))
struct LinkStressTests {
    /// Route paths to build links from: every registered pattern with sample values, the tab
    /// roots, the alert, the modal routes and an unknown segment.
    static let pieces = [
        "feed", "search", "account/me", "account/ann", "account/bob/edit", "article/1", "article/22",
        "compose", "signin/prompt", "account/me/signout", "vault/3", "signin", "nowhere",
    ]

    static func randomLink(_ random: inout SeededRandom) -> String {
        var parts: [String] = []
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            // A deep repetition, sometimes past the stack limit.
            let piece = pieces.randomElement(using: &random)!
            parts = Array(repeating: piece, count: Int.random(in: 2...300, using: &random))
        case 1:
            // A duplicate of one piece, side by side.
            let piece = pieces.randomElement(using: &random)!
            parts = [piece, piece]
        default:
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                parts.append(pieces.randomElement(using: &random)!)
            }
        }
        return parts.joined(separator: "/")
    }

    @Test func randomLinksKeepEveryInvariantAndTheEndStateRestoresWhole() async throws {
        var random = SeededRandom(seed: 15)
        let app = TabbedApp()
        app.session.user = "ann"
        let doors = OutsideDoor.allCases
        var applied = 0
        var refused = 0
        for index in 0..<10_000 {
            // An outcome that is already decided does not suspend: give the main actor to the
            // tests beside this one now and then.
            if index.isMultiple(of: 100) { await Task.yield() }
            let door = doors[index % doors.count]
            let link = door.link(for: Self.randomLink(&random))
            let before = app.navigator.state
            let outcome = await door.open(link, in: app.navigator).outcome
            switch outcome {
            case .applied: applied += 1
            case .failed:
                refused += 1
                #expect(app.navigator.state == before, "a refused link changed the state: \(link)")
            default: break
            }
            if let problem = Self.brokenInvariant(in: app.navigator) {
                Issue.record("after \(link) through \(door): \(problem)\n\(app.outline)")
                return
            }
        }
        // Both kinds happened often enough to mean something.
        #expect(applied > 2_000, "\(applied) applied")
        #expect(refused > 2_000, "\(refused) refused")

        let data = try app.navigator.savedState()
        let restored = TabbedApp()
        restored.session.user = "ann"
        let report = await restored.navigator.restore(from: data)
        #expect(report.isComplete, "\(report.issues)")
        #expect(restored.outline == app.outline)
    }

    /// The first invariant the state breaks, or nil.
    static func brokenInvariant(in navigator: Navigator) -> String? {
        let state = navigator.state
        let limits = navigator.configuration.limits
        if let bar = state.tabBar {
            for tab in bar.tabs {
                guard let spec = navigator.registry.tabsInSlots.first(where: { $0.id == tab.id }) else {
                    continue
                }
                if !tab.stack.root.route.isEqual(to: spec.root) {
                    return "the tab \(tab.id) is rooted at \(tab.stack.root) instead of its root"
                }
            }
        }
        let bases: [NavigationState.Stack] = state.tabBar.map { $0.tabs.map(\.stack) } ?? [state.baseStack]
        for base in bases {
            var stack: NavigationState.Stack? = base
            var depth = 0
            var modalRoots: [any Route] = []
            while let current = stack {
                if current.entries.count > limits.maximumStackLength {
                    return "a stack holds \(current.entries.count)"
                }
                if depth > limits.maximumModalDepth { return "\(depth) modals are nested" }
                if let alertScreen = current.entries.first(where: { $0.route.preferredPresentation == .alert }
                ) {
                    return "the alert route \(alertScreen) is a screen"
                }
                if let modal = current.presented {
                    let root = modal.stack.root.route
                    if modalRoots.contains(where: { $0.isEqual(to: root) }) {
                        return "the modal \(root.pathRepresentation) is presented inside itself"
                    }
                    modalRoots.append(root)
                }
                stack = current.presented?.stack
                depth += 1
            }
        }
        return nil
    }
}
