import Testing
import Wayfinder
import WayfinderCore

// Routes opened by App Intents: a note with a parent chain, a route that declares the
// conformances by hand but refuses outside links, and a route no module registers.

@Route("notes/:id")
private struct IntentNoteRoute {
    let id: Int
    var parent: (any Route)? { HomeRoute() }
}

extension IntentNoteRoute: IntentRoute {
    static let intentTitle = "Open Note"
}

@Route("vault", externallyReachable: false)
private struct IntentVaultRoute {}

// Declared by hand, as a route written without the macro might: the runtime check still refuses it.
extension IntentVaultRoute: ExternallyReachableRoute, IntentRoute {
    static let intentTitle = "Open Vault"
}

@Route("orphans/:id")
private struct UnregisteredIntentRoute {
    let id: Int
}

extension UnregisteredIntentRoute: IntentRoute {
    static let intentTitle = "Open Orphan"
}

/// What a generated intent with an entity reads: the entity's route.
private struct NoteEntityStandIn: RouteEntity {
    let id: Int
    var route: IntentNoteRoute { IntentNoteRoute(id: id) }
}

/// What a generated intent gives a scene delegate.
private struct OpenNoteIntentStandIn: RouteOpeningIntent {
    var target: NoteEntityStandIn
    var route: IntentNoteRoute { target.route }
}

private let intentFeature = TestFeature(
    name: "IntentNotes", routes: [IntentNoteRoute.self, IntentVaultRoute.self])

@MainActor
private func makeApp() -> TestApp {
    TestApp(root: HomeRoute(), extraModules: [intentFeature])
}

@MainActor
@Suite("App Intents: routes open through the directory's link door")
struct IntentRouteOpeningTests {
    @Test func anIntentOpensItsRouteWithItsParentChainInTheActiveScene() throws {
        let first = makeApp()
        let second = makeApp()
        let directory = NavigatorDirectory()
        directory.add(first.navigator, for: "one")
        directory.add(second.navigator, for: "two")
        directory.activate("two")
        let request = try directory.open(IntentNoteRoute(id: 7))
        #expect(request?.currentOutcome == .applied)
        #expect(second.outline == "stack: home > notes/7")
        #expect(first.outline == "stack: home")
    }

    @Test func anIntentPerformedBeforeAnyNavigatorOpensInTheFirstOneAdded() throws {
        let directory = NavigatorDirectory()
        #expect(try directory.open(IntentNoteRoute(id: 3)) == nil)
        let app = makeApp()
        directory.add(app.navigator, for: "main")
        #expect(app.outline == "stack: home > notes/3")
        // Held once: the next scene starts at its own root.
        let later = makeApp()
        directory.add(later.navigator, for: "second")
        #expect(later.outline == "stack: home")
    }

    @Test func aLaterIntentReplacesAHeldOne() throws {
        let directory = NavigatorDirectory()
        try directory.open(IntentNoteRoute(id: 1))
        try directory.open(IntentNoteRoute(id: 2))
        let app = makeApp()
        directory.add(app.navigator, for: "main")
        #expect(app.outline == "stack: home > notes/2")
    }

    @Test func anIntentGoesToTheNavigatorTheLinkRouterPicks() throws {
        // One navigator per feature: only `notes` registers the note route, and `other` is active.
        let notes = makeApp()
        let other = TestApp(root: HomeRoute())
        let directory = NavigatorDirectory()
        directory.add(notes.navigator, for: "notes")
        directory.add(other.navigator, for: "other")
        directory.activate("other")
        directory.linkRouter = NavigatorDirectory.sceneOwningLink
        let request = try directory.open(IntentNoteRoute(id: 4))
        #expect(request?.currentOutcome == .applied)
        #expect(notes.outline == "stack: home > notes/4")
        #expect(other.outline == "stack: home")
    }

    @Test func aHeldIntentWaitsForANavigatorThatCanOpenIt() throws {
        let directory = NavigatorDirectory()
        directory.linkRouter = NavigatorDirectory.sceneOwningLink
        #expect(try directory.open(IntentNoteRoute(id: 6)) == nil)
        // The first navigator added cannot open notes: the route stays held, and nothing changes.
        let other = TestApp(root: HomeRoute())
        directory.add(other.navigator, for: "other")
        #expect(other.outline == "stack: home")
        #expect(other.failures.isEmpty)
        let notes = makeApp()
        directory.add(notes.navigator, for: "notes")
        #expect(notes.outline == "stack: home > notes/6")
        #expect(other.outline == "stack: home")
    }

    @Test func aHeldIntentOpensWhereTheLinkRouterSendsIt() throws {
        let directory = NavigatorDirectory()
        directory.linkRouter = { _, _ in "notes" }
        #expect(try directory.open(IntentNoteRoute(id: 8)) == nil)
        // The router sends the link to a scene not yet added: the route stays held.
        let first = makeApp()
        directory.add(first.navigator, for: "first")
        #expect(first.outline == "stack: home")
        let notes = makeApp()
        directory.add(notes.navigator, for: "notes")
        #expect(notes.outline == "stack: home > notes/8")
        #expect(first.outline == "stack: home")
    }

    @Test func anIntentThatOpensDropsAHeldOne() throws {
        let directory = NavigatorDirectory()
        directory.linkRouter = { link, _ in link.hasSuffix("notes/6") ? "notes" : nil }
        try directory.open(IntentNoteRoute(id: 6))
        // The held route waits for the scene its router names; meanwhile a later intent opens.
        let main = makeApp()
        directory.add(main.navigator, for: "main")
        #expect(main.outline == "stack: home")
        try directory.open(IntentNoteRoute(id: 7))
        #expect(main.outline == "stack: home > notes/7")
        // The user's later intent superseded the held one: it does not open hours later.
        let notes = makeApp()
        directory.add(notes.navigator, for: "notes")
        #expect(notes.outline == "stack: home")
    }

    @Test func aLinkRouterThatPicksAnUnknownSceneIsRefusedAndChangesNothing() {
        let app = makeApp()
        let directory = NavigatorDirectory()
        directory.add(app.navigator, for: "main")
        directory.linkRouter = { _, _ in "gone" }
        #expect(throws: IntentRouteError.unknownScene("gone")) {
            try directory.open(IntentNoteRoute(id: 2))
        }
        #expect(app.outline == "stack: home")
        #expect(app.failures.isEmpty)
    }

    @Test func aRouteThatRefusesOutsideLinksIsRefusedAndChangesNothing() {
        let app = makeApp()
        let directory = NavigatorDirectory()
        directory.add(app.navigator, for: "main")
        #expect(throws: IntentRouteError.inAppOnly(route: "IntentVaultRoute")) {
            try directory.open(IntentVaultRoute())
        }
        #expect(app.outline == "stack: home")
        #expect(throws: IntentRouteError.inAppOnly(route: "IntentVaultRoute")) {
            try directory.open(IntentVaultRoute(), in: "main")
        }
    }

    @Test func aRouteRefusedBeforeAnyNavigatorIsNotHeld() {
        let directory = NavigatorDirectory()
        #expect(throws: IntentRouteError.inAppOnly(route: "IntentVaultRoute")) {
            try directory.open(IntentVaultRoute())
        }
        let app = makeApp()
        directory.add(app.navigator, for: "main")
        #expect(app.outline == "stack: home")
    }

    @Test func aRejectedLinkChangesNothing() {
        let app = makeApp()
        app.navigator.navigate(to: IntentNoteRoute(id: 1))
        let directory = NavigatorDirectory()
        directory.add(app.navigator, for: "main")
        #expect {
            try directory.open(UnregisteredIntentRoute(id: 9))
        } throws: { error in
            guard case .unresolvableLink(let url, _) = error as? IntentRouteError else { return false }
            return url == "myapp://orphans/9"
        }
        #expect(app.outline == "stack: home > notes/1")
    }

    @Test func anIntentDeliveredToASceneOpensThereAndItsPerformOpensNothingMore() throws {
        let first = makeApp()
        let second = makeApp()
        let directory = NavigatorDirectory()
        directory.add(first.navigator, for: "one")
        directory.add(second.navigator, for: "two")
        let intent: any RouteOpeningIntent = OpenNoteIntentStandIn(target: NoteEntityStandIn(id: 5))
        let delivered = try directory.open(intent.route, in: "two")
        #expect(second.outline == "stack: home > notes/5")
        // perform() comes after the scene delivery: it returns the scene's navigation.
        let performed = try directory.open(intent.route)
        #expect(performed === delivered)
        #expect(first.outline == "stack: home")
        #expect(second.outline == "stack: home > notes/5")
        // Another perform of the same route is a new intent: it opens again, in the active scene.
        try directory.open(intent.route)
        #expect(first.outline == "stack: home > notes/5")
    }

    @Test func aDeliveryIsConsumedByTheNextPerformEvenOfAnotherRoute() throws {
        let first = makeApp()
        let second = makeApp()
        let directory = NavigatorDirectory()
        directory.add(first.navigator, for: "one")
        directory.add(second.navigator, for: "two")
        try directory.open(IntentNoteRoute(id: 5), in: "two")
        // Another intent's perform() comes first: it opens its own route in the active scene.
        try directory.open(IntentNoteRoute(id: 6))
        #expect(first.outline == "stack: home > notes/6")
        // The delivery is spent: a new intent for note 5 opens it again.
        try directory.open(IntentNoteRoute(id: 5))
        #expect(first.outline == "stack: home > notes/5")
        #expect(second.outline == "stack: home > notes/5")
    }

    @Test func anIntentDeliveredToAnUnknownSceneIsRefused() {
        let directory = NavigatorDirectory()
        directory.add(makeApp().navigator, for: "one")
        #expect(throws: IntentRouteError.unknownScene("gone")) {
            try directory.open(IntentNoteRoute(id: 1), in: "gone")
        }
    }

    @Test func errorsNameWhatWasWrong() {
        #expect(
            IntentRouteError.inAppOnly(route: "VaultRoute").description
                == "VaultRoute cannot open from an App Intent: it has no link that outside links may open")
        #expect(IntentRouteError.unknownScene("w").description.contains("'w'"))
    }
}
