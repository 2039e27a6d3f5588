import AuthUI
import Foundation
import HomeUI
import ProfileUI
import Wayfinder

/// The demo's command interpreter: one line in, the outline and screen titles out.
///
/// A command that fails prints one `error:` line and changes nothing; a navigation prints the
/// outline, the screens' titles, (when asked) the trace lines of its events, and an `analytics:`
/// line for each screen that came into sight.
@MainActor
final class DemoSession {
    let account = DemoAccount()
    let navigator: Navigator
    let host: HeadlessHost
    private var saved: Data?
    /// The lines of the current command: its events' trace, and its screen views.
    private var trace: [(line: String, isScreenView: Bool)] = []
    private let printsTrace: Bool
    private var traceCollector: TraceCollector?
    private var screenViews: ScreenViewReporter?

    init(printsTrace: Bool) {
        navigator = DemoApp.makeNavigator(account: account)
        host = HeadlessHost(navigator: navigator)
        self.printsTrace = printsTrace
        navigator.failureHandler = { _ in }
        let collector = TraceCollector { [weak self] line in self?.trace.append((line, false)) }
        navigator.addObserver(collector)
        traceCollector = collector
        // Added once the session is set up: it reports the first screen at once.
        let reporter = ScreenViewReporter { [weak self] line in self?.trace.append((line, true)) }
        navigator.addObserver(reporter)
        screenViews = reporter
    }

    static let help = """
        commands:
          open <url>      open a deep link, e.g. open myapp://home/profile/user99/post/42
          push <path>     push the route a relative path names, e.g. push post/7
          back            pop the active stack
          dismiss         dismiss the alert or the top modal
          tab <id>        select a tab (home, profile, search, inbox) or tap the compose action tab
          login           sign in (resumes a navigation that was sent to sign-in)
          logout          sign out (back to the sign-in screen)
          type <text>     type into the edit-profile screen (unsaved: leaving it asks first)
          tap <n>         press button n of the alert showing (1 is the first)
          width <w>       the window's width: regular (splits show columns) or compact (one stack)
          meal            push an in-app-only route carrying a model value
          save            save the navigation state
          restore         restore the saved state
          state           print the outline
          help            this text
          quit            leave (end of input too)
        """

    /// One line describing the app: its features' routes and tabs, and the tab that lost its slot.
    var summary: String {
        let registry = navigator.registry
        var tabs = registry.tabsInSlots.map(\.id.rawValue).joined(separator: " ")
        if let action = registry.actionTab { tabs += " + action \(action.id)" }
        var line = "\(registry.registrations.count) routes; tabs: \(tabs)"
        for tab in registry.overflowTabs {
            line += "; \(tab.id) gets no slot (priority \(tab.priority))"
        }
        return line
    }

    /// Runs one command line; returns false when the session should end.
    func run(_ line: String) async -> Bool {
        let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(
            String.init)
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
            guard report(await navigator.open(argument).outcome) else { return true }
        case "push":
            guard !argument.isEmpty else { return usage("push <path>") }
            let route: any Route
            do {
                route = try navigator.registry.matcher.route(forPath: argument)
            } catch {
                print("error: no route matches '\(argument)': \(error)")
                return true
            }
            guard report(await navigator.push(route).outcome) else { return true }
        case "type":
            guard !argument.isEmpty else { return usage("type <text>") }
            guard navigator.state.activeStack.top.route is EditProfileRoute else {
                print("error: 'type' edits the edit-profile screen; open myapp://profile/me/edit first")
                return true
            }
            account.profileDraft = argument
            print("unsaved: \(argument)")
            return true
        case "tap":
            guard let alert = navigator.activeAlert, let number = Int(argument), number >= 1 else {
                return usage("tap <n>, with an alert showing")
            }
            guard report(await navigator.userTappedAlertButton(at: number - 1, of: alert.id).outcome) else {
                return true
            }
        case "width":
            let sizeClass: SizeClass
            switch argument {
            case "regular": sizeClass = .regular
            case "compact": sizeClass = .compact
            default: return usage("width regular|compact")
            }
            guard report(await navigator.setHorizontalSizeClass(sizeClass).outcome) else { return true }
        case "meal":
            let meal = MealDetailsRoute(entry: FoodEntry(name: "Porridge", calories: 320))
            guard report(await navigator.push(meal).outcome) else { return true }
        case "back":
            guard report(await navigator.pop().outcome) else { return true }
        case "dismiss":
            guard report(await navigator.dismiss().outcome) else { return true }
        case "tab":
            guard !argument.isEmpty else { return usage("tab <id>") }
            let known = navigator.tabs.map(\.id) + (navigator.actionTab.map { [$0.id] } ?? [])
            guard known.contains(TabID(rawValue: argument)) else {
                print("error: no tab '\(argument)'; tabs: \(known.map(\.rawValue).joined(separator: " "))")
                return true
            }
            guard report(await navigator.switchTab(to: TabID(rawValue: argument)).outcome) else {
                return true
            }
        case "login":
            guard account.user == nil else {
                print("error: already signed in as \(account.user ?? "")")
                return true
            }
            guard report(await DemoApp.signIn(account: account, navigator: navigator)) else { return true }
        case "logout":
            guard report(await DemoApp.signOut(account: account, navigator: navigator).outcome) else {
                return true
            }
        case "save":
            do {
                saved = try navigator.savedState()
                print("saved \(saved?.count ?? 0) bytes")
            } catch {
                print("error: \(error)")
            }
            return true
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
        print("error: usage: \(text)")
        return true
    }

    /// Prints a failed outcome as one line; returns whether the navigation applied (a guard's
    /// redirect counts: the state changed to the sign-in screen).
    private func report(_ outcome: NavigationOutcome) -> Bool {
        if outcome.isApplied { return true }
        if case .redirected(let route, let target) = outcome, navigator.pendingNavigation != nil {
            if target is SignInRoute {
                print("\(route): redirected to \(target.pathRepresentation); 'login' resumes the navigation")
            } else {
                print("\(route): asks first (\(target.pathRepresentation)); 'tap <n>' answers")
            }
            return true
        }
        print("error: \(outcome)")
        return false
    }

    /// The titles of the screens on the selected tab's path, innermost last.
    var screenTitles: [String] {
        host.visibleEntries.compactMap { entry in
            guard let screen = host.screen(for: entry.id) else { return nil }
            if let alert = screen.alert { return "alert “\(alert.title)”" }
            return screen.value(as: String.self)
        }
    }

    func printState() {
        print(navigator.outline)
        print("screens: " + screenTitles.joined(separator: " | "))
        for (line, isScreenView) in trace {
            if isScreenView {
                print("  analytics: \(line)")
            } else if printsTrace {
                print("  trace: \(line)")
            }
        }
        trace = []
        fflush(nil)
    }
}

/// The app's analytics: one `screen_view` per screen that comes into sight, named by its route's
/// path, handed to a closure (a real app sends it to its analytics tool).
@MainActor
final class ScreenViewReporter: NavigationObserver {
    let report: (String) -> Void

    init(_ report: @escaping (String) -> Void) { self.report = report }

    func navigator(_ navigator: Navigator, didEmit event: NavigationEvent) {}

    func navigator(_ navigator: Navigator, screenDidAppear screen: RouteEntry) {
        report("screen_view screen=\(screen.route.pathRepresentation)")
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
