import Foundation
import Testing
import Wayfinder
import WayfinderCore

// A guard that looks the real route up: `u/ann` names an account by handle, and its guard
// answers with the account's own route.

@Route("people")
struct PeopleRoute {}

@Route("people/browse")
struct BrowsePeopleRoute {
    var parent: (any Route)? { PeopleRoute() }
}

@Route("u/:handle")
struct HandleRoute {
    let handle: String
    var parent: (any Route)? { PeopleRoute() }
}

@Route("u/:handle/posts/:post")
struct HandlePostRoute {
    let handle: String
    let post: Int
    var parent: (any Route)? { HandleRoute(handle: handle) }
}

@Route("accounts/:id")
struct PersonAccountRoute {
    let id: Int
    var parent: (any Route)? { PeopleRoute() }
}

@Route("loop/:step")
struct LoopingRoute {
    let step: Int
}

@Route("hop/:step")
struct HoppingRoute {
    let step: Int
}

@Route("pick-person")
struct PickPersonRoute {
    typealias NavigationResult = Int
    var preferredPresentation: Presentation { .sheet }
}

/// The directory the lookup guard reads, and what every guard saw.
@MainActor
final class PeopleDirectory {
    var accounts = ["ann": 7, "bob": 8, "mallory": 13]
    var blocked: Set<Int> = [13]
    /// Whether the lookup answers as apps had to before `replace(with:)`: with a redirect.
    var answersWithRedirect = false
    var log: [String] = []
}

struct PeopleFeature: FeatureModule {
    let directory: PeopleDirectory

    func register(in context: FeatureRegistrationContext) {
        let directory = directory
        context.register(PeopleRoute.self) { _ in "People" }
        context.register(BrowsePeopleRoute.self) { _ in "Browse" }
        context.register(HandlePostRoute.self) { route in "Post \(route.post)" }
        context.register(
            HandleRoute.self,
            canNavigate: { route, _ in
                directory.log.append("lookup \(route.handle)")
                guard let id = directory.accounts[route.handle] else {
                    return .deny("no account is named \(route.handle)")
                }
                return directory.answersWithRedirect
                    ? .redirect(to: PersonAccountRoute(id: id)) : .replace(with: PersonAccountRoute(id: id))
            }
        ) { route in "Handle \(route.handle)" }
        context.register(
            PersonAccountRoute.self,
            canNavigate: { route, _ in
                directory.log.append("account \(route.id)")
                return directory.blocked.contains(route.id) ? .deny("account \(route.id) is blocked") : .allow
            }
        ) { route in "Account \(route.id)" }
        context.register(
            LoopingRoute.self,
            canNavigate: { route, _ in .replace(with: LoopingRoute(step: (route.step + 1) % 2)) }
        ) { _ in "Loop" }
        context.register(
            HoppingRoute.self, canNavigate: { route, _ in .replace(with: HoppingRoute(step: route.step + 1)) }
        ) { _ in "Hop" }
        context.register(
            PickPersonRoute.self,
            canNavigate: { _, _ in .replace(with: PersonAccountRoute(id: 8)) }
        ) { _ in "Pick" }
    }
}

@MainActor
final class PeopleApp {
    let directory = PeopleDirectory()
    let navigator: Navigator
    let recorder = EventRecorder()
    private(set) var failures: [NavigationFailure] = []

    init() {
        var configuration = NavigatorConfiguration()
        configuration.unregisteredRouteBehavior = .report
        navigator = Navigator(
            modules: [PeopleFeature(directory: directory)], root: PeopleRoute(), schemes: ["myapp"],
            configuration: configuration)
        navigator.addObserver(recorder)
        navigator.failureHandler = { [unowned self] failure in failures.append(failure) }
    }

    var outline: String { navigator.outline }
}

@Suite("A guard's replacement: open this route instead")
@MainActor
struct GuardReplacementTests {
    @Test func aLookupLinkOpensTheReplacementWithNoPendingNavigation() async {
        let app = PeopleApp()
        let outcome = await app.navigator.open("myapp://u/ann").outcome
        #expect(outcome == .applied)
        #expect(app.outline == "stack: people > accounts/7")
        #expect(app.navigator.pendingNavigation == nil)
        // Nothing stale is left for a later resume to replay.
        #expect(app.navigator.resumePendingNavigation() == nil)
        #expect(app.outline == "stack: people > accounts/7")
    }

    @Test func aRedirectStillKeepsTheNavigationToResume() async {
        let app = PeopleApp()
        app.directory.answersWithRedirect = true
        let outcome = await app.navigator.open("myapp://u/ann").outcome
        #expect(outcome == .redirected(route: "u/ann", to: PersonAccountRoute(id: 7)))
        #expect(app.navigator.pendingNavigation != nil)
    }

    @Test func theReplacementIsPlacedByItsOwnParentChain() async {
        let app = PeopleApp()
        app.navigator.push(BrowsePeopleRoute())
        _ = await app.navigator.open("myapp://u/bob").outcome
        #expect(app.outline == "stack: people > accounts/8")
        let opened = app.recorder.events.first { $0.kind == .deepLinkOpened }
        #expect(opened?.routes == ["accounts/8"])
    }

    @Test func theReplacementsOwnGuardRunsAndMayDeny() async {
        let app = PeopleApp()
        let outcome = await app.navigator.open("myapp://u/mallory").outcome
        #expect(outcome == .denied(route: "accounts/13", reason: "account 13 is blocked"))
        #expect(app.outline == "stack: people")
        #expect(app.directory.log == ["lookup mallory", "account 13"])
        #expect(app.navigator.pendingNavigation == nil)
    }

    @Test func aPushedRouteIsReplacedByAPush() async {
        let app = PeopleApp()
        app.navigator.push(BrowsePeopleRoute())
        #expect(await app.navigator.push(HandleRoute(handle: "ann")).outcome == .applied)
        #expect(app.outline == "stack: people > people/browse > accounts/7")
    }

    @Test func aPresentedRouteIsReplacedInTheSameStyle() async {
        let app = PeopleApp()
        #expect(await app.navigator.present(HandleRoute(handle: "ann"), style: .sheet).outcome == .applied)
        #expect(app.outline == "stack: people\n  sheet: accounts/7")
    }

    @Test func aReplacedParentBringsItsOwnParentsAndKeepsTheRouteAfterIt() async {
        let app = PeopleApp()
        #expect(await app.navigator.open("myapp://u/ann/posts/3").outcome == .applied)
        #expect(app.outline == "stack: people > accounts/7 > u/ann/posts/3")
    }

    @Test func aRouteOfALinkOfSeveralRoutesIsReplacedInItsPlace() async {
        let app = PeopleApp()
        #expect(await app.navigator.open("myapp://people/browse/u/ann").outcome == .applied)
        #expect(app.outline == "stack: people > people/browse > accounts/7")
        let opened = app.recorder.events.first { $0.kind == .deepLinkOpened }
        #expect(opened?.routes == ["people/browse", "accounts/7"])
    }

    @Test func aReplacedParentOfALinksFirstRouteKeepsTheRoutesAfterIt() async {
        let app = PeopleApp()
        #expect(await app.navigator.open("myapp://u/bob/posts/3/people/browse").outcome == .applied)
        #expect(app.outline == "stack: people > accounts/8 > u/bob/posts/3 > people/browse")
    }

    @Test func aLoopOfReplacementsFailsNamingTheLoop() async {
        let app = PeopleApp()
        let outcome = await app.navigator.open("myapp://loop/0").outcome
        #expect(outcome == .failed(.guardReplacementLoop(["loop/0", "loop/1", "loop/0"])))
        #expect(app.outline == "stack: people")
        #expect(app.failures == [.guardReplacementLoop(["loop/0", "loop/1", "loop/0"])])
        #expect(app.recorder.events.last?.kind == .deepLinkRejected)
    }

    @Test func theJournalRecordsALoopAsItsOwnFailure() async {
        let app = PeopleApp()
        _ = await app.navigator.open("myapp://loop/1").outcome
        guard case .failed(let failure)? = app.navigator.journal.entries.last?.outcome else {
            Issue.record(
                "expected a failure, got \(String(describing: app.navigator.journal.entries.last?.outcome))")
            return
        }
        #expect(failure.kind == .guardReplacementLoop)
        #expect(failure.message == "guards replaced routes in a loop: loop/1 → loop/0 → loop/1")
    }

    @Test func replacementsAreBoundedEvenWithoutARepeat() async {
        let app = PeopleApp()
        let outcome = await app.navigator.push(HoppingRoute(step: 0)).outcome
        #expect(outcome == .failed(.guardReplacementLoop((0...9).map { "hop/\($0)" })))
        #expect(app.outline == "stack: people")
        #expect(app.recorder.events.last?.kind == .navigationFailed)
    }

    @Test func navigateForResultGetsNilWhenItsRouteIsReplaced() async {
        let app = PeopleApp()
        let value = await app.navigator.navigateForResult(to: PickPersonRoute())
        #expect(value == nil)
        #expect(app.outline == "stack: people > accounts/8")
    }

    @Test func theJournalRecordsTheCallAndAReplayGivesTheSameState() async throws {
        let app = PeopleApp()
        _ = await app.navigator.open("myapp://u/ann").outcome
        _ = await app.navigator.push(HandleRoute(handle: "bob")).outcome
        let entries = app.navigator.journal.entries
        #expect(
            entries.map(\.call) == [
                .open(url: "myapp://u/ann"), .push(route: RecordedRoute(HandleRoute(handle: "bob"))),
            ])
        #expect(entries.map(\.outcome) == [.applied, .applied])

        let again = PeopleApp()
        for step in app.navigator.journal.replaySteps {
            let request = try #require(again.navigator.replay(step.call, source: step.source))
            _ = await request.outcome
            #expect(again.outline == step.outline)
        }
        #expect(again.outline == "stack: people > accounts/7 > accounts/8")
        #expect(again.navigator.pendingNavigation == nil)
    }

    @Test func aReplaceDecisionComparesAndPrintsItsRoute() {
        #expect(
            GuardDecision.replace(with: PersonAccountRoute(id: 7))
                == .replace(with: PersonAccountRoute(id: 7)))
        #expect(
            GuardDecision.replace(with: PersonAccountRoute(id: 7)) != .redirect(to: PersonAccountRoute(id: 7))
        )
        #expect(
            GuardDecision.replace(with: PersonAccountRoute(id: 7)).description == "replace with accounts/7")
    }
}
