import WayfinderCore

// The crowdfunding app's routes that need the capabilities being built: a query item that
// chooses or refuses the screen, a required or renamed query item, the rest of the query,
// per-host catch-all routes and an alias that opens in-app only.

extension KickstarterRoutes {
    /// The routes that need the new `@Route` syntax.
    static let full: [any Route.Type] = [
        KickstarterApplePayRoute.self, KickstarterDiscoverRoute.self, KickstarterProjectRoute.self,
        KickstarterCommentThreadRoute.self, KickstarterUpdateCommentThreadRoute.self,
        KickstarterManagePledgeRoute.self, KickstarterUpdatesRoute.self,
        KickstarterClickTrackingRoute.self,
        KickstarterEmailTrackingRoute.self,
    ]
}

/// A checkout paid with Apple Pay; the link must carry its payload.
@Route("checkouts/:checkoutID/payments/apple-pay", externallyReachable: false)
struct KickstarterApplePayRoute {
    let checkoutID: Int
    let payload: String
}

/// Discovery, with whatever filters the link carries.
@Route("discover", aliases: ["discover/advanced"])
struct KickstarterDiscoverRoute {
    @RemainingQueryItems var filters: [String: String] = [:]
}

/// A project; a link carrying a preview `token` must not open it.
@Route(
    "projects/:creator/:project",
    aliases: ["projects/:creator/:project/description", "projects/:creator/:project/faqs"],
    excluding: ["token"])
struct KickstarterProjectRoute {
    let creator: String
    let project: String
    var ref: String?
    @QueryItem("secret_reward_token") var secretRewardToken: String?
}

/// A project's comment thread, chosen by the `comment` query item.
@Route("projects/:creator/:project/comments")
struct KickstarterCommentThreadRoute {
    let creator: String
    let project: String
    let comment: String
    var reply: String?
    var ref: String?
}

/// An update's comment thread, chosen by the `comment` query item.
@Route("projects/:creator/:project/posts/:update/comments")
struct KickstarterUpdateCommentThreadRoute {
    let creator: String
    let project: String
    let update: Int
    let comment: String
    var reply: String?
}

/// The reference tag of the failed-payment email, the one `ref` that opens pledge management.
enum KickstarterFailedTransactionRef: String {
    case failedTransaction = "ksr_email_backer_failed_transaction"
}

/// Pledge management, opened by the failed-payment email's `ref`; any other `ref` falls
/// through to the pledge screen.
@Route("projects/:creator/:project/pledge")
struct KickstarterManagePledgeRoute {
    let creator: String
    let project: String
    let ref: KickstarterFailedTransactionRef
}

/// A project's updates; the old `updates` path opens in-app only.
@Route(
    "projects/:creator/:project/posts",
    aliases: [RouteAlias("projects/:creator/:project/updates", externallyReachable: false)])
struct KickstarterUpdatesRoute {
    let creator: String
    let project: String
    var ref: String?
}

/// Every path of the click-tracking host: the app follows the redirect to the real link.
@Route("*", host: "clicks.kickstarter.com")
struct KickstarterClickTrackingRoute {}

/// Every path of the email host: the app follows the redirect to the real link.
@Route("*", host: "emails.kickstarter.com")
struct KickstarterEmailTrackingRoute {}
