import Foundation
import Wayfinder
import WayfinderCore

// A tabbed app with guards: feed, account, search tabs; sign-in; a guarded edit screen.

@Route("signin")
struct SignInRoute {}

/// The sign-in screen a guard redirects to, shown over everything.
@Route("signin/prompt")
struct SignInPromptRoute {
    var preferredPresentation: Presentation { .fullScreenCover }
}

@Route("feed")
struct FeedRoute {}

@Route("article/:id")
struct ArticleRoute {
    let id: Int
    var parent: (any Route)? { FeedRoute() }
}

@Route("account/:user")
struct AccountRoute {
    let user: String
}

@Route("account/:user/edit")
struct EditAccountRoute {
    let user: String
    var parent: (any Route)? { AccountRoute(user: user) }
}

@Route("search")
struct SearchRoute {}

@Route("compose")
struct ComposeRoute {
    var preferredPresentation: Presentation { .sheet }
}

@Route("account/me/signout")
struct SignOutAlertRoute {
    var preferredPresentation: Presentation { .alert }
}

@Route("vault/:item")
struct VaultRoute {
    let item: Int
    var parent: (any Route)? { FeedRoute() }
}

/// Session state the guards read; tests change it.
@MainActor
final class Session {
    var user: String?
    var vaultDelay: Duration = .zero
    var vaultAnswer: GuardDecision = .allow
}

/// What a guard saw, for assertions.
@MainActor
final class GuardLog {
    var calls: [String] = []
}

struct FeedFeature: FeatureModule {
    let session: Session
    let log: GuardLog

    func register(in context: FeatureRegistrationContext) {
        context.register(FeedRoute.self) { _ in "Feed" }
        context.register(ArticleRoute.self, transition: .fade) { route in "Article \(route.id)" }
        context.register(ComposeRoute.self, transition: .slideUp) { _ in "Compose" }
        let session = session
        let log = log
        context.register(
            VaultRoute.self,
            canNavigate: { route, source in
                log.calls.append("vault/\(route.item) from \(source)")
                if session.vaultDelay > .zero { try await Task.sleep(for: session.vaultDelay) }
                return session.vaultAnswer
            }
        ) { route in "Vault \(route.item)" }
        context.registerTab(
            TabSpec(id: "feed", title: "Feed", systemImage: "house", root: FeedRoute(), priority: 100))
    }
}

struct AccountFeature: FeatureModule {
    let session: Session
    let log: GuardLog

    func register(in context: FeatureRegistrationContext) {
        let session = session
        let log = log
        context.register(AccountRoute.self) { route in "Account \(route.user)" }
        context.register(
            EditAccountRoute.self,
            canNavigate: { route, source in
                log.calls.append("edit \(route.user) from \(source)")
                guard let user = session.user else { return .redirect(to: SignInPromptRoute()) }
                return route.user == user ? .allow : .deny("you can only edit your own account")
            }
        ) { route in "Edit \(route.user)" }
        context.register(SignOutAlertRoute.self) { _ in
            AlertContent(
                title: "Sign out?",
                buttons: [
                    AlertButton("Cancel", role: .cancel),
                    AlertButton("Sign out", role: .destructive, action: .signOut),
                ])
        }
        context.handleAlertActions(of: SignOutAlertRoute.self) { action, _, navigator in
            if action == .signOut { navigator.setRoot(SignInRoute()) }
        }
        context.registerTab(
            TabSpec(
                id: "account", title: "Account", systemImage: "person", root: AccountRoute(user: "me"),
                priority: 90))
    }
}

struct SearchFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(SearchRoute.self) { _ in "Search" }
        context.registerTab(
            TabSpec(
                id: "search", title: "Search", systemImage: "magnifyingglass", root: SearchRoute(),
                priority: 80))
    }
}

struct AuthFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(SignInRoute.self) { _ in "Sign in" }
        context.register(SignInPromptRoute.self) { _ in "Sign in to continue" }
    }
}

/// The tabbed app with its session, guard log and host.
@MainActor
final class TabbedApp {
    let session = Session()
    let log = GuardLog()
    let navigator: Navigator
    let host: HeadlessHost
    let recorder = EventRecorder()
    private(set) var failures: [NavigationFailure] = []

    init(extraModules: [any FeatureModule] = [], guardTimeout: Duration? = nil) {
        var configuration = NavigatorConfiguration()
        configuration.unregisteredRouteBehavior = .report
        configuration.guardTimeout = guardTimeout
        navigator = Navigator(
            modules: [
                AuthFeature(), FeedFeature(session: session, log: log),
                AccountFeature(session: session, log: log),
                SearchFeature(),
            ] + extraModules,
            root: SignInRoute(), schemes: ["myapp"], hosts: ["example.com"], configuration: configuration)
        host = HeadlessHost(navigator: navigator)
        navigator.addObserver(recorder)
        navigator.failureHandler = { [unowned self] failure in failures.append(failure) }
    }

    var outline: String { navigator.outline }
}

extension AlertAction {
    /// The sign-out alert's confirming button.
    static let signOut: AlertAction = "signOut"
}
