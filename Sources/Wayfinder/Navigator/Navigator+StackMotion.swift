import WayfinderCore

extension Navigator {
    /// The transition that animates a motion of a stack: the registered transition of the
    /// arriving entry for a push or a replacement, of the leaving entry for a pop. Nil for the
    /// platform's default animation.
    ///
    /// An entry that zoomed from a source (``zoomSource(of:)``) animates with ``Transition/zoom``
    /// both ways. One that asked for a zoom and found no source marked falls back: a registered
    /// ``Transition/zoom`` to the default (nil), a push's ``NavigationOptions/zoom`` to the
    /// route's registered transition.
    public func transition(for motion: StackMotion) -> Transition? {
        motion.animatingEntry.flatMap { arrivalTransition(of: $0, presented: false) }
    }
}
