import Foundation
import HomeUI
import Wayfinder

#if DEBUG
    import WayfinderDebug
#endif

// Opens a multi-route link, then a guarded one while signed out (redirected to sign-in), signs in
// and resumes it; prints the outline after each step.
let account = Account()
let navigator = ConsumerApp.makeNavigator(account: account)
let host = HeadlessHost(navigator: navigator)

#if DEBUG
    // The debug server is in debug builds only; `--debug-server` starts it.
    if CommandLine.arguments.contains("--debug-server") {
        let server = DebugServer(navigator: navigator)
        try server.start()
    }
#endif

@MainActor func step(_ title: String, _ request: NavigationRequest) async {
    let outcome = await request.outcome
    print("# \(title): \(outcome)")
    print(navigator.outline)
}

await step(
    "open myapp://home/profile/ann/post/7?highlight=intro",
    navigator.open("myapp://home/profile/ann/post/7?highlight=intro"))
await step("open myapp://profile/me/edit (signed out)", navigator.open("myapp://profile/me/edit"))
account.isSignedIn = true
_ = await navigator.dismiss().outcome
if let resumed = navigator.resumePendingNavigation() {
    await step("signed in, resumed", resumed)
}
print("top screen: \(host.topScreen.map { "\($0)" } ?? "none")")
print("diagnostics: \(navigator.diagnostics.count)")
