import GoodInternal
import GoodUI
import Wayfinder

// Runs the generated registration on the headless host and prints what it shows.
@MainActor
func run() async {
    let navigator = Navigator(modules: [PostFeatureModule()], root: FeedRoute(), schemes: ["app"])
    let host = HeadlessHost(navigator: navigator)
    navigator.open("app://post/42")
    print(navigator.outline)
    print(host.topScreen.map { "\($0)" } ?? "no screen")
    await navigator.push(AuthorRoute(name: "ada")).outcome
    print(host.topScreen.map { "\($0)" } ?? "no screen")
    print("author bob: \(await navigator.push(AuthorRoute(name: "bob")).outcome)")
    for route in ["feed", "post/:id", "author/:name"] {
        let registration = navigator.registry.registration(forIdentifier: route)
        print(
            "\(route): guard \(registration?.hasGuard == true ? "yes" : "no"), "
                + "transition \(registration?.transition.map { "\($0)" } ?? "default")")
    }
    print("diagnostics: \(navigator.diagnostics.count)")
}
await run()
