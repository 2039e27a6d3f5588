public import WayfinderCore

extension LinkPolicy {
    /// The sample apps' links: the `wayfinder-notes` scheme and the `notes.example.com` host.
    ///
    /// One value for the app's navigator (``SampleNavigation/makeNavigator(session:screens:tabBarStyle:)``)
    /// and for the widget and Live Activity, which run without a navigator and build a note's
    /// link with `LinkPolicy.notes.url(for: NoteRoute(id: 3))`: the two never disagree on the
    /// scheme or the host.
    public static let notes = LinkPolicy(schemes: ["wayfinder-notes"], hosts: ["notes.example.com"])
}
