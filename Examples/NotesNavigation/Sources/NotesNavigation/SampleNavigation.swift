public import Foundation
public import Wayfinder

/// The composition root of the sample apps: the one list of their feature modules, the
/// navigator made from them, and the door outside links come in by.
///
/// The SwiftUI app calls ``makeNavigator(session:screens:)`` with its views and
/// ``handleURL(_:in:)`` from `onOpenURL`; the UIKit app does the same with its view controllers
/// from its scene delegate; the tests with titles.
@MainActor
public enum SampleNavigation {
    /// The custom URL scheme of the samples' links: `wayfinder-notes://notes/3`.
    public static let schemes: Set<String> = LinkPolicy.notes.schemes
    /// The universal-link host: `https://notes.example.com/notes/3`.
    public static let hosts: Set<String> = LinkPolicy.notes.hosts

    /// Every feature module of the app, in registration order: with the sidebar, the library
    /// too.
    ///
    /// - Parameters:
    ///   - session: The session the account feature's guard checks.
    ///   - screens: What the app shows for each route.
    ///   - tabBarStyle: How the tabs show; the library's shelves come with the sidebar.
    public static func modules<Screen>(
        session: Session, screens: SampleScreens<Screen>, tabBarStyle: TabBarStyle = .tabBar
    ) -> [any FeatureModule] {
        let modules: [any FeatureModule] = [
            NotesFeatureModule(screens: screens.notes),
            AccountFeatureModule(session: session, screens: screens.account),
            ComposeFeatureModule(screens: screens.compose),
        ]
        guard tabBarStyle == .sidebarAdaptable else { return modules }
        return modules + [LibraryFeatureModule(screens: screens.library)]
    }

    /// The app's navigator: the notes tab's root at launch, with the tab bar (notes, account and
    /// the compose action tab), accepting the links of `LinkPolicy.notes` (``schemes`` and
    /// ``hosts``), the policy the widget builds its links with.
    ///
    /// With ``TabBarStyle/sidebarAdaptable`` (what the apps use: a sidebar on an iPad, a tab bar
    /// on an iPhone) the library's three shelves join as the sidebar's Library group.
    ///
    /// - Parameters:
    ///   - session: The session the account feature's guard checks.
    ///   - screens: What the app shows for each route.
    ///   - tabBarStyle: How the tabs show; `.tabBar` by default.
    public static func makeNavigator<Screen>(
        session: Session, screens: SampleScreens<Screen>, tabBarStyle: TabBarStyle = .tabBar
    ) -> Navigator {
        var configuration = NavigatorConfiguration()
        configuration.tabBarStyle = tabBarStyle
        return Navigator(
            modules: modules(session: session, screens: screens, tabBarStyle: tabBarStyle),
            root: NotesRoute(),
            linkPolicy: .notes, configuration: configuration)
    }

    /// Opens a link the system hands the app (`onOpenURL` in SwiftUI, the scene delegate in
    /// UIKit): `wayfinder-notes://notes/3` selects the notes tab and shows `notes > notes/3`.
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - navigator: The app's navigator.
    /// - Returns: The navigation; a link that does not resolve is rejected and changes nothing.
    @discardableResult
    public static func handleURL(_ url: URL, in navigator: Navigator) -> NavigationRequest {
        navigator.open(url)
    }
}
