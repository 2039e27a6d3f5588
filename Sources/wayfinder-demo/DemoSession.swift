import Foundation
import Wayfinder
import WayfinderCore

/// The demo's command interpreter: one line in, the outline and screen titles out.
@MainActor
final class DemoSession {
    let navigator: Navigator
    let host: HeadlessHost
    private var saved: Data?
    private var trace: [String] = []
    private let printsTrace: Bool
    private var traceCollector: TraceCollector?

    init(printsTrace: Bool) {
        navigator = makeDemoNavigator()
        host = HeadlessHost(navigator: navigator)
        self.printsTrace = printsTrace
        navigator.failureHandler = { _ in }
        let collector = TraceCollector { [weak self] line in self?.trace.append(line) }
        navigator.addObserver(collector)
        traceCollector = collector
    }

    static let help = """
        commands:
          open <url>      open a deep link, e.g. open myapp://home/profile/user99/post/42
          push <path>     push the route a relative path names, e.g. push post/7
          meal            push an in-app-only route carrying a model value
          back            pop the active stack
          dismiss         dismiss the alert or the top modal
          login           sign in (home)
          logout          sign out (login)
          save            save the navigation state
          restore         restore the saved state
          state           print the outline
          help            this text
          quit            leave
        """

    /// Runs one command line; returns false when the session should end.
    func run(_ line: String) async -> Bool {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        guard let command = words.first else { return true }
        let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
        trace = []
        switch command {
        case "quit", "exit":
            return false
        case "help":
            print(Self.help)
            return true
        case "state":
            break
        case "open":
            guard !argument.isEmpty else { return usage("open <url>") }
            report(await navigator.open(argument).outcome)
        case "push":
            guard !argument.isEmpty else { return usage("push <path>") }
            do {
                let route = try navigator.registry.matcher.route(forPath: argument)
                report(await navigator.push(route).outcome)
            } catch {
                print("error: \(error)")
            }
        case "meal":
            report(
                await navigator.push(MealDetailsRoute(entry: FoodEntry(name: "Porridge", calories: 320)))
                    .outcome)
        case "back":
            report(await navigator.pop().outcome)
        case "dismiss":
            report(await navigator.dismiss().outcome)
        case "login":
            report(await navigator.setRoot(HomeRoute()).outcome)
        case "logout":
            report(await navigator.setRoot(LoginRoute()).outcome)
        case "save":
            do {
                saved = try navigator.savedState()
                print("saved \(saved?.count ?? 0) bytes")
            } catch {
                print("error: \(error)")
            }
        case "restore":
            guard let saved else {
                print("error: nothing saved yet; use 'save' first")
                return true
            }
            print(await navigator.restore(from: saved))
        default:
            print("error: unknown command '\(command)'; type 'help'")
            return true
        }
        printState()
        return true
    }

    private func usage(_ text: String) -> Bool {
        print("usage: \(text)")
        return true
    }

    private func report(_ outcome: NavigationOutcome) {
        if !outcome.isApplied { print("error: \(outcome)") }
    }

    func printState() {
        print(navigator.outline)
        let titles = host.visibleEntries.compactMap { (host.screen(for: $0.id) as? DemoScreen)?.title }
        print("screens: " + titles.joined(separator: " | "))
        if printsTrace {
            for line in trace { print("  trace: \(line)") }
        }
    }
}

/// Hands each event's log line to a closure.
@MainActor
final class TraceCollector: NavigationObserver {
    let collect: (String) -> Void

    init(_ collect: @escaping (String) -> Void) { self.collect = collect }

    func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) {
        collect(event.logLine)
    }
}
