import Wayfinder
import WayfinderCore

@Route("home")
struct HomeRoute {}

@Route("post/:id")
struct PostRoute {
    let id: Int
    var parent: (any Route)? { HomeRoute() }
}

@Route("paywall")
struct PaywallRoute {
    var preferredPresentation: Presentation { .sheet }
}

@Route("article/:slug")
struct ArticleRoute {
    let slug: String
    var parent: (any Route)? { MissingParentRoute() }
}

@Route("missing-parent")
struct MissingParentRoute {}

@Route("entry/:id")
struct EntryRoute {
    let id: Int
}

@Route("vault/:id")
struct VaultRoute {
    let id: Int
}

/// A hand-written route whose parameters forget its placeholder, so its URL does not lead back.
struct BrokenRoute: Route {
    static let routePattern: RoutePattern? = RoutePattern(validated: "broken/:id")
    let id: Int
    init(id: Int) { self.id = id }
    init(parameters: RouteParameters) throws(RouteDecodingError) {
        id = try parameters.decode(Int.self, for: "id")
    }
    static var sample: BrokenRoute? { BrokenRoute(id: 1) }
}

/// A feature registering routes with a string screen each.
struct Feature: FeatureModule {
    let name: String
    let routes: [any Route.Type]

    func register(in context: FeatureRegistrationContext) {
        for route in routes { add(route, to: context) }
    }

    private func add<R: Route>(_ route: R.Type, to context: FeatureRegistrationContext) {
        context.register(route) { value in "screen of \(value.pathRepresentation)" }
    }
}

/// A view model that navigates through any navigator, as app code does.
@MainActor
final class PostViewModel {
    let navigator: any Navigating
    let postID: Int
    private(set) var message: String?

    init(postID: Int, navigator: any Navigating) {
        self.postID = postID
        self.navigator = navigator
    }

    func upgradeTapped() {
        navigator.present(PaywallRoute(), style: .sheet)
    }

    func relatedTapped(_ id: Int) async {
        let outcome = await navigator.push(PostRoute(id: id)).outcome
        if !outcome.isApplied { message = "could not open post \(id)" }
    }
}

/// The tip sheet of a checkout: it hands the chosen tip back to the screen that showed it.
@Route("tip")
struct TipRoute {
    typealias NavigationResult = Int
    var preferredPresentation: Presentation { .sheet }
}

/// A checkout screen's view model, making the calls view models make most: a typed result, a tab
/// switch, a pop back to a route, a link, a single-top navigation and resuming after sign-in.
@MainActor
final class CheckoutViewModel {
    let navigator: any Navigating
    private(set) var tip: Int?

    init(navigator: any Navigating) { self.navigator = navigator }

    func chooseTip() async { tip = await navigator.navigateForResult(to: TipRoute()) }
    func tipTapped(_ amount: Int) { navigator.finish(returning: amount) }
    func ordersTapped() { navigator.switchTab(to: "orders") }
    func doneTapped() { navigator.popTo(HomeRoute.self) }
    func backToPostTapped(_ id: Int) { navigator.popTo(PostRoute(id: id)) }
    func helpTapped() { navigator.open("myapp://help") }
    func relatedTapped(_ id: Int) { navigator.navigate(to: PostRoute(id: id), options: .singleTop) }
    func signedIn() {
        if navigator.resumePendingNavigation() == nil { navigator.setRoot(HomeRoute()) }
    }
}
