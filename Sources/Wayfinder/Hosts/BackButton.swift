/// How a UI shows the back button of a screen in a navigation stack, as
/// ``Navigator/backButton(of:in:)`` decides it.
///
/// A screen with a leave guard must not be taken away before its guard is asked. UIKit lets a
/// host ask first: its back button runs an action (`UINavigationItem.backAction`) and its swipe
/// has a delegate that can refuse it. SwiftUI has neither, so the SwiftUI host hides the system
/// back button of such a screen, which on iOS also turns its back swipe off, and shows a back
/// button of its own that goes through the navigator.
public enum BackButton: Hashable, Sendable {
    /// The screen is the root of what its navigation stack shows: it has no back button.
    case none
    /// The platform's back button and back swipe: the screen has no leave guard, so nothing
    /// needs to be asked before it goes.
    case system
    /// The host's own back button, which asks the navigator first, with the platform's back
    /// button hidden and no back swipe: the screen has a leave guard.
    case guarded
}
