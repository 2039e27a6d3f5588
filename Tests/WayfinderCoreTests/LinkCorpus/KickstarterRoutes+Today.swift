import WayfinderCore

// The crowdfunding app's links that Wayfinder expresses today: the routes of its open-source
// router (`Library/Navigation.swift` in kickstarter/ios-oss), one route per screen. Routes the
// app's router keeps out of outside links (it lists the others in `deepLinkRoutes`) are not
// externally reachable.

/// The routes of the crowdfunding app, registered in this order.
enum KickstarterRoutes {
    /// The routes that compile without the capabilities still being built.
    static let today: [any Route.Type] = [
        KickstarterActivityRoute.self, KickstarterLoginRoute.self, KickstarterPaymentsRoute.self,
        KickstarterNewPaymentRoute.self, KickstarterStoredCardPaymentRoute.self,
        KickstarterDiscoverCategoryRoute.self, KickstarterDiscoverSubcategoryRoute.self,
        KickstarterMessageThreadRoute.self, KickstarterVerifyEmailRoute.self, KickstarterMeRoute.self,
        KickstarterSearchRoute.self, KickstarterSignupRoute.self, KickstarterThanksRoute.self,
        KickstarterCommentsRoute.self, KickstarterCreatorBioRoute.self, KickstarterFriendsRoute.self,
        KickstarterMessageCreatorRoute.self, KickstarterPledgeRoute.self, KickstarterBigPrintRoute.self,
        KickstarterChangeMethodRoute.self, KickstarterDestroyPledgeRoute.self,
        KickstarterEditPledgeRoute.self,
        KickstarterNewPledgeRoute.self, KickstarterUpdateRoute.self, KickstarterUpdateCommentsRoute.self,
        KickstarterSurveyRoute.self, KickstarterSurveyEditRoute.self, KickstarterSurveyEditAddressRoute.self,
        KickstarterBackingRoute.self, KickstarterNotificationSettingRoute.self,
        KickstarterUserSurveyRoute.self,
    ]
}

/// The activity tab.
@Route("activity")
struct KickstarterActivityRoute {}

/// The login tab; the router keeps it out of outside links.
@Route("authorize", externallyReachable: false)
struct KickstarterLoginRoute {}

/// A checkout's payment screen.
@Route("checkouts/:checkoutID/payments", externallyReachable: false)
struct KickstarterPaymentsRoute {
    let checkoutID: Int
}

/// A checkout's new-card screen.
@Route("checkouts/:checkoutID/payments/new", externallyReachable: false)
struct KickstarterNewPaymentRoute {
    let checkoutID: Int
}

/// A checkout paid with a stored card.
@Route("checkouts/:checkoutID/payments/use_stored_card", externallyReachable: false)
struct KickstarterStoredCardPaymentRoute {
    let checkoutID: Int
}

/// Discovery filtered by a category.
@Route("discover/categories/:categoryID")
struct KickstarterDiscoverCategoryRoute {
    let categoryID: String
}

/// Discovery filtered by a subcategory.
@Route("discover/categories/:parentCategoryID/:categoryID")
struct KickstarterDiscoverSubcategoryRoute {
    let parentCategoryID: String
    let categoryID: String
}

/// A message thread.
@Route("messages/:messageThreadID")
struct KickstarterMessageThreadRoute {
    let messageThreadID: Int
}

/// The email verification screen, open to links.
@Route("profile/verify_email")
struct KickstarterVerifyEmailRoute {}

/// The signed-in user's profile tab, whatever the user in the link; in-app only.
@Route("profile/:user", externallyReachable: false)
struct KickstarterMeRoute {
    let user: String
}

/// The search tab.
@Route("search", externallyReachable: false)
struct KickstarterSearchRoute {}

/// The sign-up screen.
@Route("signup", externallyReachable: false)
struct KickstarterSignupRoute {}

/// The thank-you screen after a checkout.
@Route("projects/:creator/:project/checkouts/:checkoutID/thanks", externallyReachable: false)
struct KickstarterThanksRoute {
    let creator: String
    let project: String
    let checkoutID: Int
    var racing: Bool?
    var ref: String?
}

/// A project's comments.
@Route("projects/:creator/:project/comments")
struct KickstarterCommentsRoute {
    let creator: String
    let project: String
    var ref: String?
}

/// A project's creator biography.
@Route("projects/:creator/:project/creator_bio", externallyReachable: false)
struct KickstarterCreatorBioRoute {
    let creator: String
    let project: String
    var ref: String?
}

/// A project's backers among the user's friends.
@Route("projects/:creator/:project/friends", externallyReachable: false)
struct KickstarterFriendsRoute {
    let creator: String
    let project: String
    var ref: String?
}

/// A new message to a project's creator.
@Route("projects/:creator/:project/messages/new", externallyReachable: false)
struct KickstarterMessageCreatorRoute {
    let creator: String
    let project: String
    var ref: String?
}

/// A project's pledge screen.
@Route("projects/:creator/:project/pledge")
struct KickstarterPledgeRoute {
    let creator: String
    let project: String
    var ref: String?
}

/// A pledge's terms.
@Route("projects/:creator/:project/pledge/big_print", externallyReachable: false)
struct KickstarterBigPrintRoute {
    let creator: String
    let project: String
    var ref: String?
}

/// A pledge's payment method change.
@Route("projects/:creator/:project/pledge/change_method", externallyReachable: false)
struct KickstarterChangeMethodRoute {
    let creator: String
    let project: String
    var ref: String?
}

/// A pledge's cancellation.
@Route("projects/:creator/:project/pledge/destroy", externallyReachable: false)
struct KickstarterDestroyPledgeRoute {
    let creator: String
    let project: String
    var ref: String?
}

/// A pledge's edit screen.
@Route("projects/:creator/:project/pledge/edit", externallyReachable: false)
struct KickstarterEditPledgeRoute {
    let creator: String
    let project: String
    var ref: String?
}

/// A new pledge.
@Route("projects/:creator/:project/pledge/new", externallyReachable: false)
struct KickstarterNewPledgeRoute {
    let creator: String
    let project: String
    var ref: String?
}

/// One project update.
@Route("projects/:creator/:project/posts/:update")
struct KickstarterUpdateRoute {
    let creator: String
    let project: String
    let update: Int
    var ref: String?
}

/// One project update's comments.
@Route("projects/:creator/:project/posts/:update/comments")
struct KickstarterUpdateCommentsRoute {
    let creator: String
    let project: String
    let update: Int
    var ref: String?
}

/// A backer survey, shown in a web view at the link's own path.
@Route("projects/:creator/:project/surveys/:survey")
struct KickstarterSurveyRoute {
    let creator: String
    let project: String
    let survey: Int
    var ref: String?
}

/// A backer survey's edit page.
@Route("projects/:creator/:project/surveys/:survey/edit")
struct KickstarterSurveyEditRoute {
    let creator: String
    let project: String
    let survey: Int
    var ref: String?
}

/// A backer survey's address page.
@Route("projects/:creator/:project/surveys/:survey/edit_address")
struct KickstarterSurveyEditAddressRoute {
    let creator: String
    let project: String
    let survey: Int
    var ref: String?
}

/// A backing's tab, shown in a web view.
@Route("projects/:creator/:project/backing/:tab")
struct KickstarterBackingRoute {
    let creator: String
    let project: String
    let tab: String
    var ref: String?
}

/// A notification setting switched on or off.
@Route("settings/:notification/:enabled")
struct KickstarterNotificationSettingRoute {
    let notification: String
    let enabled: Bool
}

/// A user's survey response.
@Route("users/:user/surveys/:surveyResponseID")
struct KickstarterUserSurveyRoute {
    let user: String
    let surveyResponseID: Int
}
