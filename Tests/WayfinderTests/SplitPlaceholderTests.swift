import Testing
import WayfinderCore

@testable import Wayfinder

/// What the detail column shows while nothing is selected, and the registration mistakes around
/// splits, reported as diagnostics.
@MainActor
struct SplitPlaceholderTests {
    struct MailWithPlaceholder: FeatureModule {
        let name = "MailPlaceholder"

        func register(in context: FeatureRegistrationContext) {
            MailFeature().register(in: context)
            context.registerDetailPlaceholder(for: MailboxRoute.self) { mailbox in
                "Choose a message in \(mailbox.box)"
            }
        }
    }

    private func makeNavigator(_ modules: [any FeatureModule]) -> Navigator {
        Navigator(modules: modules, root: MailboxRoute(box: "inbox"), schemes: ["myapp"])
    }

    @Test func theRegularWidthShowsThePlaceholderWhileNothingIsSelected() {
        let navigator = makeNavigator([MailWithPlaceholder()])
        #expect(navigator.diagnostics.isEmpty)
        let host = HeadlessHost(navigator: navigator)
        #expect(host.detailPlaceholder == nil)  // compact: the list is on top

        host.horizontalSizeClass = .regular
        #expect(host.detailPlaceholder?.value(as: String.self) == "Choose a message in inbox")

        navigator.push(MessageRoute(box: "inbox", id: 42))
        #expect(host.detailPlaceholder == nil)
        navigator.pop()
        #expect(host.detailPlaceholder?.value(as: String.self) == "Choose a message in inbox")

        // Built for the split's own list route.
        navigator.setRoot(MailboxRoute(box: "archive"))
        #expect(host.detailPlaceholder?.value(as: String.self) == "Choose a message in archive")
    }

    @Test func withoutAPlaceholderTheEmptyDetailColumnShowsNothing() {
        let navigator = makeNavigator([MailFeature()])
        let host = HeadlessHost(navigator: navigator)
        host.horizontalSizeClass = .regular
        #expect(host.splitColumns?.detail == [])
        #expect(host.detailPlaceholder == nil)
    }

    struct Mistakes: FeatureModule {
        let name = "Mistakes"

        func register(in context: FeatureRegistrationContext) {
            context.register(ElsewhereRoute.self) { _ in "elsewhere" }
            // A placeholder for a route that roots no split, and a second one for the mailbox.
            context.registerDetailPlaceholder(for: ElsewhereRoute.self) { _ in "never shown" }
            context.registerDetailPlaceholder(for: MailboxRoute.self) { _ in "second" }
            // A second split rooted at the mailbox, and a split whose detail no module registers.
            context.registerSplit(list: MailboxRoute.self, detail: AttachmentRoute.self)
            context.registerSplit(list: ElsewhereRoute.self, detail: PageRoute.self)
        }
    }

    @Test func splitAndPlaceholderMistakesAreDiagnosticsNamingTheRouteAndTheModule() {
        let navigator = makeNavigator([MailWithPlaceholder(), Mistakes()])
        #expect(
            navigator.diagnostics == [
                .detailPlaceholderWithoutSplit(route: "MailboxRoute", module: "Mistakes"),
                .duplicateSplit(
                    route: MailboxRoute.routeIdentifier, firstModule: "MailPlaceholder",
                    secondModule: "Mistakes"),
                .splitRouteWithoutRegistration(route: PageRoute.routeIdentifier, module: "Mistakes"),
            ])
        // The first placeholder shows; ElsewhereRoute now roots a split, so its placeholder is
        // no mistake.
        let host = HeadlessHost(navigator: navigator)
        host.horizontalSizeClass = .regular
        #expect(host.detailPlaceholder?.value(as: String.self) == "Choose a message in inbox")
    }

    @Test func aPlaceholderForARouteThatRootsNoSplitIsADiagnostic() {
        struct Stray: FeatureModule {
            let name = "Stray"
            func register(in context: FeatureRegistrationContext) {
                context.register(ElsewhereRoute.self) { _ in "elsewhere" }
                context.registerDetailPlaceholder(for: ElsewhereRoute.self) { _ in "never shown" }
            }
        }
        let navigator = makeNavigator([MailFeature(), Stray()])
        #expect(
            navigator.diagnostics == [
                .detailPlaceholderWithoutSplit(route: "ElsewhereRoute", module: "Stray")
            ])
        #expect(
            navigator.diagnostics.map(\.description) == [
                "Stray registers a detail placeholder for ElsewhereRoute, but no split is rooted at "
                    + "ElsewhereRoute, or another module registered one first"
            ])
    }
}
