import WayfinderCore

/// The zoom sources on screen now, and the source each entry that zoomed grew from: the
/// navigator's platform-neutral half of ``Transition/zoom``.
///
/// A source is marked by count (a SwiftUI view while it is on screen, a test) or held by an
/// object while that object lives (a UIKit view, weakly). A navigation that asks for a zoom
/// records its arriving entry's source only when that source is marked; otherwise the entry
/// arrives with the default animation.
@MainActor
final class ZoomSources {
    /// An object held weakly: a source marked while its view lives.
    private struct Held {
        weak var object: AnyObject?
    }

    private var counts: [ZoomSourceID: Int] = [:]
    private var held: [ZoomSourceID: Held] = [:]
    /// The source each entry zoomed from.
    private(set) var zoomed: [RouteEntry.ID: ZoomSourceID] = [:]
    /// Entries found gone at the last navigation: their records go at the next one, so the
    /// animation of their pop or dismissal still finds the source.
    private var gone: Set<RouteEntry.ID> = []

    /// Whether a view is marked as the source for `id` now.
    func isMarked(_ id: ZoomSourceID) -> Bool {
        counts[id, default: 0] > 0 || held[id]?.object != nil
    }

    /// Marks a source once more.
    func mark(_ id: ZoomSourceID) {
        counts[id, default: 0] += 1
    }

    /// Takes back one mark; nothing when none is left.
    func unmark(_ id: ZoomSourceID) {
        guard let count = counts[id] else { return }
        counts[id] = count > 1 ? count - 1 : nil
    }

    /// Marks `id` while `object` lives, and no longer any source `object` was held for before
    /// (a reused table cell shows another route now).
    func hold(_ object: AnyObject, for id: ZoomSourceID) {
        release(object)
        held[id] = Held(object: object)
    }

    /// No source is held by `object` any longer.
    func release(_ object: AnyObject) {
        for (id, holder) in held where holder.object === object || holder.object == nil {
            held[id] = nil
        }
    }

    /// The object that holds `id`, if it still lives.
    func object(for id: ZoomSourceID) -> AnyObject? {
        held[id]?.object
    }

    /// Records that `entry` zoomed from `source`.
    func record(_ entry: RouteEntry.ID, zoomedFrom source: ZoomSourceID) {
        zoomed[entry] = source
    }

    /// Forgets the records of entries that were already gone at the previous navigation.
    func forgetGone(keeping state: NavigationState) {
        guard !zoomed.isEmpty || !gone.isEmpty else { return }
        for entry in gone { zoomed[entry] = nil }
        let alive = Set(state.allEntries.map(\.id))
        gone = Set(zoomed.keys.filter { !alive.contains($0) })
    }
}
