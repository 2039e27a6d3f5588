/// Whether selecting the search tab (a tab with the ``TabSpec/Role/search`` role) activates
/// search at once, opening the keyboard, as the App Store's does (iOS 26 and later; earlier
/// systems ignore it).
///
/// The SwiftUI host takes it with `NavigationHost.searchTabActivation(_:)` (SwiftUI's
/// `tabViewSearchActivation(_:)`), the UIKit host with
/// `NavigationHostController.searchTabActivation` (`UISearchTab.automaticallyActivatesSearch`).
public enum SearchTabActivation: String, Hashable, Sendable, CaseIterable {
    /// Search activates when the user taps the search field, as the system does by default.
    case automatic
    /// Selecting the search tab activates search; dismissing search selects the tab shown before.
    case onSelection
}
