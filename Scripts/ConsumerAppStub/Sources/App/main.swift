import HomeInternal
import HomeUI
import ProfileInternal
import ProfileUI

// The app's navigation written by hand: two tabs of stacks of paths, a cover, a pending link.
// It opens the links Scripts/ConsumerApp opens and prints the same outline.
struct Screen {
    let path: String
    let title: String
}

var tabs: [(id: String, stack: [Screen])] = [
    ("home", [Screen(path: HomeRoute().path, title: HomeScreens.feed(HomeRoute()))]),
    (
        "profile",
        [Screen(path: ProfileRoute(user: "me").path, title: ProfileScreens.profile(ProfileRoute(user: "me")))]
    ),
]
var selected = 0
var cover: Screen?
var pending: [String]?
var isSignedIn = false

/// The screens of a link's path, or nil for a path no screen matches.
func screens(_ segments: [String], query: String?) -> [Screen]? {
    var result: [Screen] = []
    var rest = segments[...]
    while let first = rest.first {
        rest = rest.dropFirst()
        switch first {
        case "home":
            result.append(Screen(path: HomeRoute().path, title: HomeScreens.feed(HomeRoute())))
        case "post":
            guard let id = rest.first.flatMap({ Int($0) }) else { return nil }
            rest = rest.dropFirst()
            let highlight = rest.isEmpty ? query?.split(separator: "=").last.map(String.init) : nil
            let route = PostRoute(id: id, highlight: highlight)
            result.append(Screen(path: route.path, title: HomeScreens.post(route)))
        case "profile":
            guard let user = rest.first else { return nil }
            rest = rest.dropFirst()
            if rest.first == "edit" {
                rest = rest.dropFirst()
                let route = EditProfileRoute(user: user)
                result.append(Screen(path: route.path, title: ProfileScreens.edit(route)))
            } else {
                let route = ProfileRoute(user: user)
                result.append(Screen(path: route.path, title: ProfileScreens.profile(route)))
            }
        default:
            return nil
        }
    }
    return result
}

/// Opens a link: its first screen picks the tab whose root it is, or shows over the home tab.
@MainActor func open(_ link: String) -> String {
    let address = link.dropFirst("myapp://".count)
    let parts = address.split(separator: "?", maxSplits: 1).map(String.init)
    let segments = parts[0].split(separator: "/").map(String.init)
    guard var opened = screens(segments, query: parts.count > 1 ? parts[1] : nil) else { return "failed" }
    if opened.last?.path.hasSuffix("/edit") == true, !ProfileScreens.mayEdit(isSignedIn: isSignedIn) {
        pending = segments
        cover = Screen(path: SignInRoute().path, title: ProfileScreens.signIn(SignInRoute()))
        return "blocked at \(opened.last!.path): redirected to \(SignInRoute().path)"
    }
    if let tab = tabs.firstIndex(where: { $0.stack[0].path == opened[0].path }) {
        selected = tab
        tabs[tab].stack = opened
    } else if opened[0].path.hasPrefix("profile/") {
        selected = 1
        opened.insert(
            Screen(
                path: ProfileRoute(user: "me").path, title: ProfileScreens.profile(ProfileRoute(user: "me"))),
            at: 0)
        tabs[1].stack = opened
    } else {
        selected = 0
        tabs[0].stack = [tabs[0].stack[0]] + opened
    }
    return "applied"
}

@MainActor func outline() -> String {
    var lines = [
        "tabs: " + tabs.indices.map { tabs[$0].id + ($0 == selected ? "*" : "") }.joined(separator: " ")
    ]
    for tab in tabs {
        lines.append("\(tab.id): " + tab.stack.map(\.path).joined(separator: " > "))
        if tab.id == tabs[selected].id, let cover { lines.append("  cover: \(cover.path)") }
    }
    return lines.joined(separator: "\n")
}

@MainActor func step(_ title: String, _ outcome: String) {
    print("# \(title): \(outcome)")
    print(outline())
}

step(
    "open myapp://home/profile/ann/post/7?highlight=intro",
    open("myapp://home/profile/ann/post/7?highlight=intro"))
step("open myapp://profile/me/edit (signed out)", open("myapp://profile/me/edit"))
isSignedIn = true
cover = nil
if let link = pending {
    pending = nil
    step("signed in, resumed", open("myapp://" + link.joined(separator: "/")))
}
let top = tabs[selected].stack.last!
print("top screen: \(top.title)")
print("diagnostics: 0")
