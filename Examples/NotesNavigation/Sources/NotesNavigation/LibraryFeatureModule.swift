public import Wayfinder
import WayfinderCore

/// The library: three shelves (archive, trash, drafts), each a tab of the sidebar's "Library"
/// group. The apps include it with the sidebar-adaptable tab bar, where every tab has a place;
/// the archive shows a badge, and the user may hide or reorder the shelves.
public struct LibraryFeatureModule<Screen>: FeatureModule {
    /// The sidebar's Library group.
    public static var library: TabGroup {
        TabGroup(id: "library", title: "Library", systemImage: "books.vertical")
    }

    /// The shelves, in order, with their titles and symbols.
    public static var shelves: [(id: String, title: String, systemImage: String)] {
        [("archive", "Archive", "archivebox"), ("trash", "Trash", "trash"), ("drafts", "Drafts", "doc")]
    }

    let screens: LibraryScreens<Screen>

    /// Creates the feature with the app's screens for it.
    public init(screens: LibraryScreens<Screen>) {
        self.screens = screens
    }

    public func register(in context: FeatureRegistrationContext) {
        let navigator = context.navigator
        let screens = screens
        context.register(LibraryRoute.self) { [unowned navigator] route in screens.shelf(route, navigator) }
        context.register(ShelvedNoteRoute.self) { [unowned navigator] route in
            screens.shelvedNote(route, navigator)
        }
        for (index, shelf) in Self.shelves.enumerated() {
            context.registerTab(
                TabSpec(
                    id: TabID(shelf.id), title: shelf.title, systemImage: shelf.systemImage,
                    root: LibraryRoute(shelf: shelf.id), priority: 30 - index, group: Self.library,
                    badge: shelf.id == "archive" ? .count(2) : nil, customization: [.hideable, .reorderable]))
        }
    }
}
