public import WayfinderCore

/// What a UI reports about its animations, and what each report means for the navigator.
///
/// While a push, pop, presentation or dismissal animates, the navigator queues every navigation
/// (and coalesces a repeated one), so the state never changes under a moving screen. A UI adapter
/// reports each animation here: ``began(_:causedByUser:)`` when it starts, then exactly one of
/// ``completed(_:userChange:)`` or ``cancelled(_:)``. The reporter keeps the navigator's count
/// of transitions in flight balanced, whatever order the callbacks arrive in:
///
/// - Animations may overlap (a sheet dragged away while its stack pushes). Each has its own
///   ``Token``, and queued navigations run when the last one ends.
/// - A token that ends twice, or that was never handed out, changes nothing: UIKit can report the
///   end of one pop both to the navigation controller's delegate and to the transition
///   coordinator.
/// - A completed animation that the user caused (an interactive pop, a sheet dragged away) hands
///   over what the screen shows now as a ``UserChange``. It is written back *before* the queued
///   navigations run, so they apply to the state the user sees. A navigation queued during a
///   back swipe lands on the screen the swipe revealed.
/// - A cancelled animation (an interactive pop the user let go of) writes nothing back.
///
/// The UIKit adapter drives one reporter per navigator. The headless host drives one too, so
/// tests on Linux replay the orders UIKit produces.
///
/// ```swift
/// let reporter = TransitionReporter(navigator: navigator)
/// let pop = reporter.began(.interactivePop)
/// navigator.push(PostRoute(id: 7))                 // queued behind the swipe
/// reporter.completed(pop, userChange: .path([], at: location))
/// // the swipe's pop is applied, then the push
/// ```
@MainActor
public final class TransitionReporter {
    /// What animates.
    public enum Kind: Hashable, Sendable {
        /// A screen is pushed onto a stack.
        case push
        /// Screens are popped by code or by the back button.
        case pop
        /// The user drags the top screen away (the edge swipe); it may be cancelled.
        case interactivePop
        /// A modal or an alert is presented.
        case present
        /// A modal or an alert is dismissed by code or by a button.
        case dismiss
        /// The user drags a sheet away; it may be cancelled.
        case interactiveDismiss

        /// Whether the user, not a navigation, started the animation.
        var isInteractive: Bool { self == .interactivePop || self == .interactiveDismiss }
    }

    /// One reported animation, of one reporter.
    public struct Token: Hashable, Sendable {
        /// What animates.
        public let kind: Kind
        let reporter: ObjectIdentifier
        let serial: UInt64
    }

    /// What the UI shows after an animation the user caused, written back to the navigator.
    public enum UserChange: Hashable, Sendable {
        /// The stack at a location now shows these entries above its root (an interactive or
        /// back-button pop); see ``Navigator/userSetPath(_:at:)``.
        case path([RouteEntry.ID], at: StackLocation)
        /// The modal whose root entry is this one, presented from a location, is gone (a sheet
        /// dragged away); see ``Navigator/userDismissedModal(_:presentedFrom:)``.
        case dismissedModal(RouteEntry.ID, presentedFrom: StackLocation)
    }

    /// The navigator the reports go to.
    public let navigator: Navigator

    /// The animations that began and have not ended, oldest first.
    public private(set) var inFlight: [Token] = []

    private var serial: UInt64 = 0

    /// Creates a reporter for a navigator.
    public init(navigator: Navigator) {
        self.navigator = navigator
    }

    /// An animation began; navigations are queued until it (and every other one) ends.
    ///
    /// - Parameters:
    ///   - kind: What animates.
    ///   - causedByUser: Whether the user started it rather than a navigation: a tap on the back
    ///     button pops before the state knows. Swipes and drags (``Kind/interactivePop``,
    ///     ``Kind/interactiveDismiss``) always are. A navigation repeated during an animation the
    ///     user caused is a navigation of its own, never coalesced as a double tap.
    /// - Returns: The animation's token, to hand to ``completed(_:userChange:)`` or
    ///   ``cancelled(_:)``.
    @discardableResult
    public func began(_ kind: Kind, causedByUser: Bool = false) -> Token {
        serial += 1
        let token = Token(kind: kind, reporter: ObjectIdentifier(self), serial: serial)
        inFlight.append(token)
        navigator.transitionBegan(causedByLastNavigation: !(causedByUser || kind.isInteractive))
        return token
    }

    /// An animation finished.
    ///
    /// - Parameters:
    ///   - token: The animation, as ``began(_:causedByUser:)`` returned it. A token that already ended is
    ///     ignored.
    ///   - userChange: What the user changed, when the user caused the animation; written back
    ///     before any queued navigation runs.
    public func completed(_ token: Token, userChange: UserChange? = nil) {
        guard let index = inFlight.firstIndex(of: token) else { return }
        inFlight.remove(at: index)
        navigator.transitionEnded(writingBack: userChange)
    }

    /// An animation was cancelled: the UI is back where it started, nothing is written back.
    ///
    /// - Parameter token: The animation. A token that already ended is ignored.
    public func cancelled(_ token: Token) {
        guard let index = inFlight.firstIndex(of: token) else { return }
        inFlight.remove(at: index)
        navigator.transitionEnded(writingBack: nil)
    }
}
