import Foundation
import Testing
import Wayfinder
import WayfinderCore

extension Tag {
    /// Long randomized suites; run them alone with `swift test --filter StressTests`.
    @Tag static var stress: Self
}

// MARK: - The stressed app

/// Where the guards of one navigator get their delays: microseconds drawn from a seeded
/// generator. The model's guards have none.
@MainActor
final class GuardDelays {
    private var random: SeededRandom?

    init(seed: UInt64?) { random = seed.map(SeededRandom.init(seed:)) }

    func wait() async throws {
        guard random != nil else { return }
        let microseconds = Int.random(in: 0...400, using: &random!)
        if microseconds < 40 {
            await Task.yield()
        } else {
            try await Task.sleep(for: .microseconds(microseconds))
        }
    }
}

/// The guards' decisions: pure functions of the route, so the app and its model agree.
enum StressPolicy {
    static func vault(_ route: VaultRoute) -> GuardDecision {
        if route.item % 5 == 0 { return .deny("vault \(route.item) is locked") }
        if route.item % 7 == 0 { return .redirect(to: SignInPromptRoute()) }
        return .allow
    }

    static func edit(_ route: EditAccountRoute) -> GuardDecision {
        route.user == "me" ? .allow : .deny("only your own account")
    }
}

/// The tabbed fixtures' routes, registered with guards that wait a random time and then
/// decide by ``StressPolicy``.
struct StressFeature: FeatureModule {
    let delays: GuardDelays

    func register(in context: FeatureRegistrationContext) {
        let delays = delays
        context.register(SignInRoute.self) { _ in "Sign in" }
        context.register(SignInPromptRoute.self) { _ in "Sign in to continue" }
        context.register(FeedRoute.self) { _ in "Feed" }
        context.register(ArticleRoute.self) { route in "Article \(route.id)" }
        context.register(SearchRoute.self) { _ in "Search" }
        context.register(AccountRoute.self) { route in "Account \(route.user)" }
        context.register(SignOutAlertRoute.self) { _ in "Sign out?" }
        context.register(
            VaultRoute.self,
            canNavigate: { route, _ in
                try await delays.wait()
                return StressPolicy.vault(route)
            }
        ) { route in "Vault \(route.item)" }
        context.register(
            EditAccountRoute.self,
            canNavigate: { route, _ in
                try await delays.wait()
                return StressPolicy.edit(route)
            }
        ) { route in "Edit \(route.user)" }
        context.register(
            ComposeRoute.self,
            canNavigate: { _, _ in
                try await delays.wait()
                return .allow
            }
        ) { _ in "Compose" }
        context.registerTab(
            TabSpec(id: "feed", title: "Feed", systemImage: "house", root: FeedRoute(), priority: 100))
        context.registerTab(
            TabSpec(
                id: "account", title: "Account", systemImage: "person", root: AccountRoute(user: "me"),
                priority: 90))
        context.registerTab(
            TabSpec(
                id: "search", title: "Search", systemImage: "magnifyingglass", root: SearchRoute(),
                priority: 80))
    }
}

@MainActor
func makeStressNavigator(delaySeed: UInt64?) -> Navigator {
    var configuration = NavigatorConfiguration()
    configuration.unregisteredRouteBehavior = .report
    let navigator = Navigator(
        modules: [StressFeature(delays: GuardDelays(seed: delaySeed))], root: SignInRoute(),
        schemes: ["myapp"], configuration: configuration)
    navigator.failureHandler = { _ in }
    return navigator
}

// MARK: - Programs

/// One call of a program, with its arguments fixed when it is issued.
enum StressCall: CustomStringConvertible {
    case navigate(any Route)
    case push(any Route)
    case present(any Route)
    case setRoot(any Route)
    case pop, popToRoot, dismiss
    case switchTab(TabID)
    case open(String)
    case openPush(String)
    case userSetPath([RouteEntry.ID], StackLocation)
    case userDismissedModal(RouteEntry.ID, StackLocation)
    case userSelectedTab(TabID)

    var description: String {
        switch self {
        case .navigate(let route): "navigate \(route.pathRepresentation)"
        case .push(let route): "push \(route.pathRepresentation)"
        case .present(let route): "present \(route.pathRepresentation)"
        case .setRoot(let route): "setRoot \(route.pathRepresentation)"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .dismiss: "dismiss"
        case .switchTab(let tab): "switchTab \(tab)"
        case .open(let link): "open \(link)"
        case .openPush(let link): "open push \(link)"
        case .userSetPath(let path, let location): "userSetPath \(path) at \(location)"
        case .userDismissedModal(let modal, let location): "userDismissedModal \(modal) from \(location)"
        case .userSelectedTab(let tab): "userSelectedTab \(tab)"
        }
    }

    @MainActor
    func run(on navigator: Navigator) -> NavigationRequest {
        switch self {
        case .navigate(let route): navigator.navigate(to: route)
        case .push(let route): navigator.push(route)
        case .present(let route): navigator.present(route)
        case .setRoot(let route): navigator.setRoot(route)
        case .pop: navigator.pop()
        case .popToRoot: navigator.popToRoot()
        case .dismiss: navigator.dismiss()
        case .switchTab(let tab): navigator.switchTab(to: tab)
        case .open(let link): navigator.open(link)
        case .openPush(let link): navigator.open(pushPayload: ["url": link])
        case .userSetPath(let path, let location): navigator.userSetPath(path, at: location)
        case .userDismissedModal(let modal, let location):
            navigator.userDismissedModal(modal, presentedFrom: location)
        case .userSelectedTab(let tab): navigator.userSelectedTab(tab)
        }
    }
}

/// Draws the next call of a program. Write-backs are built from the state the UI would be
/// showing at that moment, and one in four is deliberately stale.
func randomCall(in state: NavigationState, using random: inout SeededRandom) -> StressCall {
    let routes: [any Route] = [
        FeedRoute(), ArticleRoute(id: Int.random(in: 1...20, using: &random)),
        VaultRoute(item: Int.random(in: 1...40, using: &random)), SearchRoute(),
        AccountRoute(user: ["me", "ann"].randomElement(using: &random)!),
        EditAccountRoute(user: ["me", "ann"].randomElement(using: &random)!), ComposeRoute(),
        SignOutAlertRoute(),
    ]
    let route = routes.randomElement(using: &random)!
    let tabs: [TabID] = ["feed", "account", "search", "nowhere"]
    let links = [
        "myapp://feed/article/\(Int.random(in: 1...9, using: &random))",
        "myapp://feed/vault/\(Int.random(in: 1...40, using: &random))",
        "myapp://account/me/edit", "myapp://account/ann/edit", "myapp://compose", "myapp://search",
        "myapp://feed/vault/x", "myapp://a@feed/", "evil://feed", "myapp://feed/%2E%2E",
    ]
    let stale = Int.random(in: 0..<4, using: &random) == 0
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<18: return .navigate(route)
    case 18..<28: return .push(route)
    case 28..<33: return .present(route)
    case 33..<36:
        let roots: [any Route] = [FeedRoute(), SignInRoute(), AccountRoute(user: "me")]
        return .setRoot(roots.randomElement(using: &random)!)
    case 36..<42: return .pop
    case 42..<45: return .popToRoot
    case 45..<50: return .dismiss
    case 50..<55: return .switchTab(tabs.randomElement(using: &random)!)
    case 55..<65: return .open(links.randomElement(using: &random)!)
    case 65..<70: return .openPush(links.randomElement(using: &random)!)
    case 70..<82:
        let location = state.activeLocation
        let path = state.activeStack.entries.dropFirst().map(\.id)
        if stale || path.isEmpty {
            return .userSetPath(path + [RouteEntry.ID(rawValue: 9_999_999)], location)
        }
        return .userSetPath(Array(path.prefix(Int.random(in: 0..<path.count, using: &random))), location)
    case 82..<92:
        let active = state.activeLocation
        guard active.depth > 0, !stale else {
            return .userDismissedModal(RouteEntry.ID(rawValue: 9_999_999), active)
        }
        let presenter = StackLocation(
            tab: active.tab, depth: Int.random(in: 0..<active.depth, using: &random))
        let modal = state.stack(at: StackLocation(tab: presenter.tab, depth: presenter.depth + 1))!.root.id
        return .userDismissedModal(modal, presenter)
    default:
        return .userSelectedTab(tabs.randomElement(using: &random)!)
    }
}

/// Runs a seeded program on a navigator whose guards wait random times, and replays on a
/// second navigator, whose guards answer at once, every call that did not end superseded, in
/// the order the calls ended. After every step the two states must be identical: a navigation
/// either applied whole at its turn or not at all, never a mix.
@MainActor
func runStressProgram(seed: UInt64, steps: Int) async {
    var random = SeededRandom(seed: seed)
    let app = makeStressNavigator(delaySeed: seed &* 31 &+ 7)
    let model = makeStressNavigator(delaySeed: nil)
    var inFlight: [(request: NavigationRequest, call: StressCall, step: Int)] = []
    var superseded = 0
    var applied = 0

    /// Replays, in order, the calls that have ended since the last look.
    func catchUp() async -> Bool {
        while let index = inFlight.firstIndex(where: { $0.request.isFinished }) {
            let (request, call, step) = inFlight.remove(at: index)
            let outcome = request.currentOutcome!
            if outcome == .superseded {
                superseded += 1
                continue
            }
            if outcome == .applied { applied += 1 }
            let modelOutcome = await call.run(on: model).outcome
            guard modelOutcome == outcome, app.state == model.state else {
                Issue.record(
                    """
                    seed \(seed), step \(step), \(call): the app says \(outcome), the model \(modelOutcome)
                    app:
                    \(app.outline)
                    model:
                    \(model.outline)
                    """)
                return false
            }
        }
        return true
    }

    for step in 0..<steps {
        let call = randomCall(in: app.state, using: &random)
        inFlight.append((call.run(on: app), call, step))
        guard await catchUp() else { return }
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: break  // the next call comes at once
        case 4..<6: await Task.yield()
        case 6..<9: try? await Task.sleep(for: .microseconds(Int.random(in: 1...500, using: &random)))
        default:
            for entry in inFlight { _ = await entry.request.outcome }
        }
        guard await catchUp() else { return }
    }
    for entry in inFlight { _ = await entry.request.outcome }
    guard await catchUp() else { return }
    #expect(inFlight.isEmpty)
    #expect(app.outline == model.outline, "seed \(seed)")
    #expect(!app.isWaitingOnGuards)
    // Every program must really race: some navigations superseded, most applied.
    #expect(superseded > 0, "seed \(seed): nothing was superseded")
    #expect(applied > steps / 5, "seed \(seed): only \(applied) of \(steps) calls applied")
}

@MainActor
@Suite("Stress: random navigations against a sequential model", .tags(.stress), .serialized)
struct StressTests {
    /// 20 programs of 500 calls: 10,000 navigations.
    @Test(arguments: 0..<20)
    func randomNavigationsEndExactlyAsTheSequentialModel(program: Int) async {
        await runStressProgram(seed: 0x5EED_0000 + UInt64(program), steps: 500)
    }
}
