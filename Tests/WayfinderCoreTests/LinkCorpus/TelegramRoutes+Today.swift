import WayfinderCore

// A messenger's links that Wayfinder expresses today, from its published deep-link reference
// (core.telegram.org/api/links): `https://t.me/…` links on three hosts and `tg://…` links whose
// custom-scheme host names the screen.

/// The routes of the messenger, registered in this order.
enum TelegramRoutes {
    /// The routes that compile without the capabilities still being built.
    static let today: [any Route.Type] = [
        TelegramChatRoute.self, TelegramMessageRoute.self, TelegramThreadMessageRoute.self,
        TelegramPrivateMessageRoute.self, TelegramPrivateThreadMessageRoute.self, TelegramJoinChatRoute.self,
        TelegramAddListRoute.self, TelegramContactRoute.self, TelegramStickerSetRoute.self,
        TelegramEmojiSetRoute.self, TelegramStoryRoute.self, TelegramBoostRoute.self, TelegramThemeRoute.self,
    ]
}

/// The first segment of a `t.me` link: a public username, or `+` followed by a phone number or
/// by a chat invite's hash (the reference gives both the same syntax).
struct TelegramChatTarget: RouteParameter, Hashable {
    /// The segment as written.
    let text: String

    init?(routeValue: String) {
        guard let first = routeValue.first, first == "+" || first.isLetter,
            routeValue.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        else { return nil }
        text = routeValue
    }

    var routeValue: String { text }

    /// Whether the segment names a user by phone number.
    var isPhoneNumber: Bool { text.first == "+" && text.dropFirst().allSatisfy(\.isNumber) }

    static var sampleParameter: TelegramChatTarget? { TelegramChatTarget(routeValue: "sample") }
}

/// A public user, group or channel; a phone number; or a chat invite.
@Route(":target")
struct TelegramChatRoute {
    let target: TelegramChatTarget
}

/// A message of a public chat.
@Route(":username/:id")
struct TelegramMessageRoute {
    let username: String
    let id: Int
    var thread: Int?
    var comment: Int?
    var t: String?
}

/// A message of a public chat's thread.
@Route(":username/:thread/:id")
struct TelegramThreadMessageRoute {
    let username: String
    let thread: Int
    let id: Int
    var comment: Int?
    var t: String?
}

/// A message of a private channel or supergroup.
@Route("c/:channel/:id")
struct TelegramPrivateMessageRoute {
    let channel: Int
    let id: Int
    var thread: Int?
    var comment: Int?
    var t: String?
}

/// A message of a private channel's or supergroup's thread.
@Route("c/:channel/:thread/:id")
struct TelegramPrivateThreadMessageRoute {
    let channel: Int
    let thread: Int
    let id: Int
    var comment: Int?
    var t: String?
}

/// A chat invite, in the legacy form.
@Route("joinchat/:hash")
struct TelegramJoinChatRoute {
    let hash: String
}

/// A shared chat folder.
@Route("addlist/:slug")
struct TelegramAddListRoute {
    let slug: String
}

/// A temporary profile link.
@Route("contact/:token")
struct TelegramContactRoute {
    let token: String
}

/// A sticker set to install.
@Route("addstickers/:slug")
struct TelegramStickerSetRoute {
    let slug: String
}

/// A custom emoji set to install.
@Route("addemoji/:slug")
struct TelegramEmojiSetRoute {
    let slug: String
}

/// A story.
@Route(":username/s/:story")
struct TelegramStoryRoute {
    let username: String
    let story: Int
}

/// A public channel to boost.
@Route("boost/:username")
struct TelegramBoostRoute {
    let username: String
}

/// A theme to install.
@Route("addtheme/:name")
struct TelegramThemeRoute {
    let name: String
}
