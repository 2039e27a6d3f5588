import WayfinderCore

extension Navigator {
    /// The transition that animates a motion of a stack: the registered transition of the
    /// arriving entry for a push or a replacement, of the leaving entry for a pop. Nil for the
    /// platform's default animation.
    public func transition(for motion: StackMotion) -> Transition? {
        motion.animatingEntry.flatMap { transition(for: $0.route) }
    }
}
