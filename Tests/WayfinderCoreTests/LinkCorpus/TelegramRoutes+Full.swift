import WayfinderCore

// The messenger's routes that need the capabilities being built: `tg://` links whose query
// chooses the screen and carries required values, valueless query items (`?videochat`) that
// choose the screen, and renamed query items.

extension TelegramRoutes {
    /// The routes that need the new `@Route` syntax.
    static let full: [any Route.Type] = [
        TelegramResolveRoute.self, TelegramResolvePostRoute.self, TelegramResolveStoryRoute.self,
        TelegramResolvePhoneRoute.self, TelegramVideoChatRoute.self, TelegramLivestreamRoute.self,
        TelegramVoiceChatRoute.self, TelegramChatBoostRoute.self, TelegramPrivateChannelBoostRoute.self,
        TelegramJoinRoute.self, TelegramAddListQueryRoute.self, TelegramContactQueryRoute.self,
        TelegramShareRoute.self, TelegramStickerSetQueryRoute.self, TelegramEmojiSetQueryRoute.self,
        TelegramBoostByDomainRoute.self, TelegramBoostByChannelRoute.self, TelegramBoostPrivateRoute.self,
        TelegramProxyRoute.self, TelegramSocksRoute.self, TelegramThemeQueryRoute.self,
        TelegramBackgroundRoute.self, TelegramPrivatePostRoute.self,
    ]
}

/// `tg://resolve?domain=…`: a public chat by username.
@Route("resolve")
struct TelegramResolveRoute {
    let domain: String
}

/// `tg://resolve?domain=…&post=…`: a message of a public chat.
@Route("resolve")
struct TelegramResolvePostRoute {
    let domain: String
    let post: Int
    var thread: Int?
    var comment: Int?
    var t: String?
}

/// `tg://resolve?domain=…&story=…`: a story.
@Route("resolve")
struct TelegramResolveStoryRoute {
    let domain: String
    let story: Int
}

/// `tg://resolve?phone=…`: a user by phone number.
@Route("resolve")
struct TelegramResolvePhoneRoute {
    let phone: String
}

/// A group's video chat, with an optional invite hash.
@Route(":target", requiring: ["videochat"])
struct TelegramVideoChatRoute {
    let target: TelegramChatTarget
    var videochat: String?
}

/// A channel's livestream, with an optional invite hash.
@Route(":target", requiring: ["livestream"])
struct TelegramLivestreamRoute {
    let target: TelegramChatTarget
    var livestream: String?
}

/// A group's voice chat (the legacy name of a video chat), with an optional invite hash.
@Route(":target", requiring: ["voicechat"])
struct TelegramVoiceChatRoute {
    let target: TelegramChatTarget
    var voicechat: String?
}

/// A public channel to boost, `t.me/<username>?boost`.
@Route(":target", requiring: ["boost"])
struct TelegramChatBoostRoute {
    let target: TelegramChatTarget
}

/// A private channel to boost, `t.me/c/<id>?boost`.
@Route("c/:channel", requiring: ["boost"])
struct TelegramPrivateChannelBoostRoute {
    let channel: Int
}

/// `tg://join?invite=…`: a chat invite.
@Route("join")
struct TelegramJoinRoute {
    let invite: String
}

/// `tg://addlist?slug=…`: a shared chat folder.
@Route("addlist")
struct TelegramAddListQueryRoute {
    let slug: String
}

/// `tg://contact?token=…`: a temporary profile link.
@Route("contact")
struct TelegramContactQueryRoute {
    let token: String
}

/// A URL and text to share into a chosen chat (`t.me/share`, `tg://msg_url`).
@Route("share", aliases: ["msg_url"])
struct TelegramShareRoute {
    let url: String
    var text: String?
}

/// `tg://addstickers?set=…`: a sticker set to install.
@Route("addstickers")
struct TelegramStickerSetQueryRoute {
    @QueryItem("set") var slug: String
}

/// `tg://addemoji?set=…`: a custom emoji set to install.
@Route("addemoji")
struct TelegramEmojiSetQueryRoute {
    @QueryItem("set") var slug: String
}

/// `tg://boost?domain=…`: a public channel to boost.
@Route("boost")
struct TelegramBoostByDomainRoute {
    let domain: String
}

/// `tg://boost?channel=…`: a private channel to boost.
@Route("boost")
struct TelegramBoostByChannelRoute {
    let channel: Int
}

/// `t.me/boost?c=…`: a private channel to boost.
@Route("boost")
struct TelegramBoostPrivateRoute {
    @QueryItem("c") var channel: Int
}

/// An MTProxy server to connect through.
@Route("proxy")
struct TelegramProxyRoute {
    let server: String
    let port: Int
    let secret: String
}

/// A SOCKS5 proxy server to connect through.
@Route("socks")
struct TelegramSocksRoute {
    let server: String
    let port: Int
    var user: String?
    @QueryItem("pass") var password: String?
}

/// `tg://addtheme?slug=…`: a theme to install.
@Route("addtheme")
struct TelegramThemeQueryRoute {
    let slug: String
}

/// A chat background: an image or pattern by slug, or a fill's colours.
@Route("bg/:slug")
struct TelegramBackgroundRoute {
    let slug: String
    var mode: String?
    var intensity: Int?
    @QueryItem("bg_color") var backgroundColor: String?
    var rotation: Int?
}

/// `tg://privatepost?channel=…&post=…`: a message of a private channel.
@Route("privatepost")
struct TelegramPrivatePostRoute {
    let channel: Int
    let post: Int
    var thread: Int?
    var comment: Int?
    var t: String?
}
