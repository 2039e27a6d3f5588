#if canImport(UIKit) && (os(iOS) || os(visionOS) || os(Linux))
    public import UIKit
    public import WayfinderCore

    extension Navigator {
        /// Registers `view` as the source a zoom transition to `route` grows from, and shrinks back
        /// into, held weakly: a navigation to an equal route value that asks for
        /// ``Transition/zoom`` zooms out of it while it lives.
        ///
        /// A view is the source for one route at a time: registering a reused table or collection
        /// view cell for the route it shows now replaces what it was registered for. On iOS 18
        /// and later the host sets the arriving screen's `preferredTransition` to the system zoom
        /// from the view; earlier (and on visionOS, whose UIKit has no zoom) nothing is
        /// registered and the screen arrives with its default animation.
        ///
        /// ```swift
        /// let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        /// navigator.registerZoomSource(cell, for: NoteRoute(id: notes[indexPath.row].id))
        /// ```
        public func registerZoomSource(_ view: UIView, for route: any Route) {
            #if !os(visionOS)
                if #available(iOS 18.0, *) {
                    zoomSources.hold(view, for: ZoomSourceID(route))
                }
            #endif
        }

        /// Takes back every registration of `view` as a zoom source.
        public func unregisterZoomSource(_ view: UIView) {
            zoomSources.release(view)
        }

        /// The live view registered as the zoom source `source`, if any.
        func zoomSourceView(for source: ZoomSourceID) -> UIView? {
            zoomSources.object(for: source) as? UIView
        }
    }

    extension UIViewController {
        /// Makes the controller of `entry` zoom out of the source the entry zoomed from, on iOS 18
        /// and later; leaves it alone (the registered or default animation) otherwise.
        func zoomFromSource(of entry: RouteEntry.ID, navigator: Navigator) {
            #if !os(visionOS)
                guard let source = navigator.zoomSource(of: entry) else { return }
                if #available(iOS 18.0, *) {
                    // Asked again when the screen leaves: the view registered for the route then
                    // (a reused cell now showing it) answers, nil once it is gone.
                    preferredTransition = .zoom { [weak navigator] _ in
                        MainActor.assumeIsolated { navigator?.zoomSourceView(for: source) }
                    }
                }
            #endif
        }
    }
#endif
