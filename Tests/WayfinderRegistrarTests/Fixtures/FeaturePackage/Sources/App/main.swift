import GoodInternal
import GoodUI
import Wayfinder

// Runs the generated registration on the headless host and prints what it shows.
@MainActor
func run() {
    let navigator = Navigator(modules: [PostFeatureModule()], root: FeedRoute(), schemes: ["app"])
    let host = HeadlessHost(navigator: navigator)
    navigator.open("app://post/42")
    print(navigator.outline)
    print(host.topScreen.map { "\($0)" } ?? "no screen")
    navigator.push(AuthorRoute(name: "ada"))
    print(host.topScreen.map { "\($0)" } ?? "no screen")
    print("diagnostics: \(navigator.diagnostics.count)")
}
MainActor.assumeIsolated { run() }
