/// How far navigation may grow: the longest stack and the deepest pile of modals.
///
/// The reducer refuses a command that would go past a limit with
/// ``NavigationStateError/stackTooLong(length:limit:)`` or
/// ``NavigationStateError/modalsTooDeep(depth:limit:)``, and changes nothing. Without limits a
/// link opened in a loop or a 200-segment link would build a state no screen can show and no
/// document can hold.
///
/// ```swift
/// var state = NavigationState(root: HomeRoute())
/// let limits = NavigationLimits(maximumStackLength: 2)
/// try state.apply(.push([PostRoute(id: 1)]), within: limits)  // home > post/1
/// try state.apply(.push([PostRoute(id: 2)]), within: limits)  // throws stackTooLong
/// ```
///
/// The defaults suit any app: 128 screens per stack and 8 nested modals. Each limit can be set
/// up to a ceiling (``stackLengthCeiling``, ``modalDepthCeiling``) under which every state can be
/// saved and restored whole.
public struct NavigationLimits: Hashable, Sendable {
    /// The largest ``maximumStackLength`` a limit may have: 10,000 screens.
    public static let stackLengthCeiling = 10_000
    /// The largest ``maximumModalDepth`` a limit may have: 64 nested modals.
    ///
    /// A saved document nests two JSON objects per modal, so 64 modals stay far below the
    /// nesting any JSON coder accepts.
    public static let modalDepthCeiling = 64

    /// The default limits: 128 screens per stack, 8 nested modals.
    public static let standard = NavigationLimits()

    /// The most screens one stack may hold, its root included.
    public let maximumStackLength: Int
    /// The most modals that may be presented one over another on one tab (or the single stack).
    public let maximumModalDepth: Int

    /// Creates limits.
    ///
    /// - Parameters:
    ///   - maximumStackLength: The most screens per stack, from 1 to ``stackLengthCeiling``.
    ///   - maximumModalDepth: The most nested modals, from 0 to ``modalDepthCeiling``.
    /// - Precondition: Both values are within their ranges; a limit outside them is a
    ///   programming error.
    public init(maximumStackLength: Int = 128, maximumModalDepth: Int = 8) {
        precondition(
            (1...Self.stackLengthCeiling).contains(maximumStackLength),
            "maximumStackLength must be from 1 to \(Self.stackLengthCeiling)")
        precondition(
            (0...Self.modalDepthCeiling).contains(maximumModalDepth),
            "maximumModalDepth must be from 0 to \(Self.modalDepthCeiling)")
        self.maximumStackLength = maximumStackLength
        self.maximumModalDepth = maximumModalDepth
    }

    /// The first place a tree goes past these limits, or nil when it fits.
    public func violation(in root: NavigationState.Root) -> NavigationStateError? {
        switch root {
        case .stack(let stack): return violation(in: stack)
        case .tabs(let bar):
            for tab in bar.tabs {
                if let error = violation(in: tab.stack) { return error }
            }
            return nil
        }
    }

    private func violation(in base: NavigationState.Stack) -> NavigationStateError? {
        var stack: NavigationState.Stack? = base
        var depth = 0
        while let current = stack {
            if current.entries.count > maximumStackLength {
                return .stackTooLong(length: current.entries.count, limit: maximumStackLength)
            }
            if depth > maximumModalDepth { return .modalsTooDeep(depth: depth, limit: maximumModalDepth) }
            stack = current.presented?.stack
            depth += 1
        }
        return nil
    }
}
