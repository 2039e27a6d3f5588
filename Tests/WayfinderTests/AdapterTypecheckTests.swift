import Foundation
import Testing
import WayfinderTestSupport

/// `Scripts/typecheck-adapters.sh` type-checks the SwiftUI and UIKit adapters against stand-ins of
/// Apple's documented API. These tests prove the check bites: each plants one error an adopter
/// would hit on day one into a copy of the Wayfinder module's sources, and the script must fail
/// naming the file and the line. The unchanged copy must pass, so a failure is the planted error's.
/// The same holds for the samples' UI tests against the XCTest stand-in (`--ui-tests`): an XCUI
/// call Apple's API does not have, planted in a copy of the SwiftUI sample's UI tests, fails.
@Suite("The adapters' type-check fails on planted errors", .serialized)
struct AdapterTypecheckTests {
    /// One planted error: a snippet put before the closing `#endif` of an adapter file, or, when
    /// `replacing` is set, an edit of an adapter line: that text, found once in the file, becomes
    /// `snippet`.
    struct Plant: CustomTestStringConvertible, Sendable {
        let name: String
        let file: String
        let snippet: String
        /// What the compiler's error at the planted line must say.
        let message: String
        /// Text of one existing line that `snippet` replaces, instead of adding lines.
        var replacing: String? = nil
        var testDescription: String { name }
    }

    static let plants: [Plant] = [
        Plant(
            name: "a UITab made with `id:` for `identifier:`",
            file: "Hosts/UIKit/NavigationHostController+Sidebar.swift",
            snippet: """
                    @available(iOS 18.0, visionOS 2.0, *)
                    @MainActor func plantedTab(_ controller: UIViewController) -> UITab {
                        UITab(title: "Inbox", image: nil, id: "inbox", viewControllerProvider: { _ in controller })  // planted error
                    }
                """,
            message: "incorrect argument label"),
        Plant(
            name: "a view, not a Tab, inside a TabSection",
            file: "Hosts/SwiftUI/SidebarTabView.swift",
            snippet: """
                    @available(iOS 18, macOS 15, visionOS 2, *)
                    struct PlantedSection: View {
                        let selection: Binding<TabID>
                        var body: some View {
                            TabView(selection: selection) {
                                TabSection("Library") { Text("Archive") }  // planted error
                            }
                        }
                    }
                """,
            message: "TabContent"),
        Plant(
            name: "a new scene requested without the options Apple's signature requires",
            file: "Hosts/UIKit/NSUserActivity+RouteActivity.swift",
            snippet: """
                    @MainActor func plantedActivateScene(_ link: RouteLink) {
                        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: NSUserActivity(windowShowing: link))  // planted error
                    }
                """,
            message: "missing argument for parameter 'options'"),
        Plant(
            name: "a window opened on a value that is not Codable",
            file: "Hosts/SwiftUI/RouteActivityAdvertiser.swift",
            snippet: """
                    @MainActor func plantedOpenWindow(_ openWindow: OpenWindowAction, _ activity: RouteActivity) {
                        openWindow(value: activity)  // planted error
                    }
                """,
            message: "Decodable"),
        Plant(
            name: "an embedded flow's sheet shown by a Bool, not a binding",
            file: "Hosts/SwiftUI/NavigationHost.swift",
            snippet: """
                    struct PlantedEmbeddedSheet: View {
                        let flow: EmbeddedFlow
                        var body: some View {
                            Color.clear.sheet(isPresented: true, onDismiss: { flow.end(.dismissed) }) {  // planted error
                                NavigationHost(navigator: flow.navigator)
                            }
                        }
                    }
                """,
            message: "Binding<Bool>"),
        Plant(
            name: "the app's delegate forwarding to the flow coordinator without `animated:`",
            file: "Hosts/UIKit/EmbeddedFlowCoordinator.swift",
            snippet: """
                    @MainActor func plantedForward(
                        _ coordinator: EmbeddedFlowCoordinator, _ navigation: UINavigationController, _ shown: UIViewController
                    ) {
                        coordinator.navigationController(navigation, didShow: shown)  // planted error
                    }
                """,
            message: "missing argument for parameter 'animated'"),
        Plant(
            name: "a wrong argument label",
            file: "Hosts/UIKit/StackNavigationController.swift",
            snippet: """
                    @MainActor func plantedPresent(_ parent: UIViewController, _ child: UIViewController) {
                        parent.present(child, animate: true)  // planted error
                    }
                """,
            message: "incorrect argument label"),
        Plant(
            name: "a non-Identifiable item for .sheet(item:)",
            file: "Hosts/SwiftUI/StackHost.swift",
            snippet: """
                    struct PlantedSheet: View {
                        let name: Binding<String?>
                        var body: some View { Color.clear.sheet(item: name) { Text($0) } }  // planted error
                    }
                """,
            message: "Identifiable"),
        Plant(
            name: "a main-actor call from a non-isolated closure",
            file: "Hosts/UIKit/NavigationHostController.swift",
            snippet: """
                    func plantedBackgroundDismiss(_ controller: UIViewController) -> @Sendable () -> Void {
                        { controller.dismiss(animated: true, completion: nil) }  // planted error
                    }
                """,
            message: "main actor-isolated"),
        Plant(
            name: "the navigator's column visibility bound straight to NavigationSplitView",
            file: "Hosts/SwiftUI/SplitHost.swift",
            snippet: """
                    struct PlantedSplit: View {
                        let visibility: Binding<SplitColumnVisibility>
                        var body: some View {
                            NavigationSplitView(columnVisibility: visibility) { Color.clear } detail: { Color.clear }  // planted error
                        }
                    }
                """,
            message: "NavigationSplitViewVisibility"),
        Plant(
            name: "a split view column that does not exist",
            file: "Hosts/UIKit/SplitHostController.swift",
            snippet: """
                    @MainActor func plantedDetailColumn(_ split: UISplitViewController, _ detail: UIViewController) {
                        split.setViewController(detail, for: .detail)  // planted error
                    }
                """,
            message: "has no member 'detail'"),
        Plant(
            name: "a guarded screen's back button hidden with the decision instead of a Bool",
            file: "Hosts/SwiftUI/StackHost.swift",
            snippet: ".navigationBarBackButtonHidden(backButton)",
            message: "BackButton",
            replacing: ".navigationBarBackButtonHidden(backButton == .guarded)"),
        Plant(
            name: "an animation completion criterion SwiftUI does not have",
            file: "Hosts/SwiftUI/AlertPresenter.swift",
            snippet: "criteria: .finished",
            message: "has no member 'finished'",
            replacing: "criteria: .logicallyComplete"),
        Plant(
            name: "a pushed screen given the optional back-button decision",
            file: "Hosts/SwiftUI/StackHost.swift",
            snippet: "backButton: backButtons[entry.id])",
            message: "must be unwrapped",
            replacing: "backButton: backButtons[entry.id] ?? .none)"),
        Plant(
            name: "a zoomed screen's transition without the namespace its source is in",
            file: "Hosts/SwiftUI/ZoomSourceModifier.swift",
            snippet: "content.navigationTransition(.zoom(sourceID: source))",
            message: "missing argument for parameter 'in'",
            replacing: "content.navigationTransition(.zoom(sourceID: source, in: namespace))"),
        Plant(
            name: "a zoom's source view provider that ignores the context UIKit hands it",
            file: "Hosts/UIKit/Navigator+ZoomSourceViews.swift",
            snippet: "preferredTransition = .zoom { [weak navigator] in",
            message: "expects 1 argument",
            replacing: "preferredTransition = .zoom { [weak navigator] _ in"),
        Plant(
            name: "an iOS 18 SwiftUI declaration used outside its availability check",
            file: "Hosts/SwiftUI/TabsHost.swift",
            snippet: """
                    @MainActor func plantedSearchRole() -> TabRole { .search }  // planted error
                """,
            message: "is only available in IOS18"),
        Plant(
            name: "an iOS 18.2 UIKit declaration used outside its availability check",
            file: "Hosts/UIKit/StackNavigationController.swift",
            snippet: """
                    @MainActor func plantedWritingTools() -> UIBarButtonItem.SystemItem { .writingTools }  // planted error
                """,
            message: "is only available in IOS18"),
        Plant(
            name: "a sheet's detents bound to an optional detent",
            file: "Hosts/SwiftUI/ModalDrawing.swift",
            snippet: """
                    struct PlantedDetents: View {
                        let selection: Binding<PresentationDetent?>
                        var body: some View {
                            Color.clear.presentationDetents([.medium, .large], selection: selection)  // planted error
                        }
                    }
                """,
            message: "Binding<PresentationDetent>"),
        Plant(
            name: "a custom sheet detent without its resolver",
            file: "Hosts/UIKit/SheetDetent+UIKit.swift",
            snippet: """
                    @MainActor func plantedDetent() -> UISheetPresentationController.Detent {
                        .custom(identifier: UISheetPresentationController.Detent.Identifier("planted"))  // planted error
                    }
                """,
            message: "missing argument for parameter 'resolver'"),
        Plant(
            name: "a widget's URL given as the link's text",
            file: "Hosts/SwiftUI/RouteActivityAdvertiser.swift",
            snippet: """
                    import WidgetKit

                    struct PlantedWidgetLink: View {
                        let link: RouteLink
                        var body: some View { Text("Note").widgetURL(link.url) }  // planted error
                    }
                """,
            message: "'String' to expected argument type 'URL'"),
        Plant(
            name: "a control whose button's action is a link, not an intent",
            file: "Hosts/SwiftUI/RouteActivityAdvertiser.swift",
            snippet: """
                    import WidgetKit

                    @available(iOS 18.0, *)
                    struct PlantedControl: ControlWidget {
                        let link: RouteLink
                        var body: some ControlWidgetConfiguration {
                            StaticControlConfiguration(kind: "planted") {
                                ControlWidgetButton(action: link) { Text("Note") }  // planted error
                            }
                        }
                    }
                """,
            message: "'RouteLink' conform to 'OpenIntent'"),
    ]

    /// Errors planted in a copy of Examples/SampleUITests, the UI tests both samples share: calls a UI test could make
    /// that Apple's XCUI API refuses.
    static let uiTestPlants: [Plant] = [
        Plant(
            name: "a wait without its timeout label",
            file: "NotesSampleUITests.swift",
            snippet: #"app.tab("Notes").waitForExistence(uiTimeout)"#,
            message: "missing argument label 'timeout:'",
            replacing: #"app.tab("Notes").waitForExistence(timeout: uiTimeout)"#),
        Plant(
            name: "a link opened with a method XCUIApplication does not have",
            file: "NotesSampleUITests.swift",
            snippet: "app.openURL(link)",
            message: "has no member 'openURL'",
            replacing: "app.open(link)"),
        Plant(
            name: "the app launched from the non-isolated setUp",
            file: "NotesSampleUITests.swift",
            snippet: "XCUIApplication().launch()",
            message: "main actor-isolated",
            replacing: "continueAfterFailure = false"),
        Plant(
            name: "the device orientation through the Swift 3 accessor",
            file: "NotesSampleUITests.swift",
            snippet: "XCUIDevice.shared().orientation = .portrait",
            message: "cannot call value of non-function type",
            replacing: "XCUIDevice.shared.orientation = .portrait"),
    ]

    /// Errors planted in a copy of the route intents fixture's app (Tests/AppleSurface/IntentsFixture/App),
    /// in lines shaped like the generated intents: what Apple's App Intents API refuses.
    static let intentPlants: [Plant] = [
        Plant(
            name: "an intent's perform returning a value that is no IntentResult",
            file: "OpenArchiveIntent.swift",
            snippet: #"return "opened""#,
            message: "IntentResult",
            replacing: "return .result()"),
        Plant(
            name: "an intent parameter of a type App Intents cannot hold",
            file: "OpenArchiveIntent.swift",
            snippet: #"@Parameter(title: "Sort") var sort: ShelfSort?"#,
            message: "_IntentValue",
            replacing: #"@Parameter(title: "Pinned Only") var pinned: Bool?"#),
        Plant(
            name: "the dependency's manager given before its key",
            file: "OpenArchiveIntent.swift",
            snippet:
                #"@AppDependency(manager: .shared, key: "main") private var directory: NavigatorDirectory"#,
            message: "argument 'key' must precede argument 'manager'",
            replacing: "@AppDependency private var directory: NavigatorDirectory"),
    ]

    /// Errors planted in the fixture app's App Shortcuts: phrases App Intents refuses.
    static let shortcutPlants: [Plant] = [
        Plant(
            name: "a phrase that interpolates a value, not a token",
            file: "AppShortcuts.swift",
            snippet: #"phrases: ["Open a note in \("Notes")"],"#,
            message: "expected argument type 'AppShortcutPhraseToken'",
            replacing: #"phrases: ["Open a note in \(.applicationName)"],"#),
        Plant(
            name: "a phrase with a token App Intents does not have",
            file: "AppShortcuts.swift",
            snippet: #"phrases: ["Open a shelf in \(.appName)"],"#,
            message: "has no member 'appName'",
            replacing: #"phrases: ["Open a shelf in \(.applicationName)"],"#),
    ]

    static let intentsFixtureApp = "Tests/AppleSurface/IntentsFixture/App"

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // WayfinderTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The build products folder of the running tests: it holds the macro plugin the script needs.
    static func productsFolder() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            if FileManager.default.isExecutableFile(
                atPath: folder.appendingPathComponent("WayfinderMacros-tool").path)
            {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        throw SetupError(
            description:
                "no WayfinderMacros-tool beside the test binary; build with `swift build --build-tests`")
    }

    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    /// A copy of `Sources/Wayfinder` (or of `original`, a folder of the repository), with
    /// `plant` put into its file; the planted line's number.
    static func copyOfSources(
        _ original: String = "Sources/Wayfinder", planting plant: Plant?
    ) throws -> (folder: URL, line: Int?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wayfinder-planted-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent(original), to: folder)
        guard let plant else { return (folder, nil) }
        let file = folder.appendingPathComponent(plant.file)
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        if let replaced = plant.replacing {
            let found = lines.indices.filter { lines[$0].contains(replaced) }
            guard found.count == 1, let index = found.first else {
                throw SetupError(
                    description: "\(plant.file) has \(found.count) lines with '\(replaced)', not one")
            }
            lines[index] = lines[index].replacingOccurrences(of: replaced, with: plant.snippet)
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            return (folder, index + 1)
        }
        guard let end = lines.lastIndex(where: { $0.hasPrefix("#endif") }) else {
            throw SetupError(description: "\(plant.file) has no closing #endif")
        }
        let snippet = plant.snippet.components(separatedBy: "\n")
        guard let offset = snippet.firstIndex(where: { $0.hasSuffix("// planted error") }) else {
            throw SetupError(description: "the snippet of \(plant.name) marks no line")
        }
        lines.insert(contentsOf: snippet, at: end)
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        return (folder, end + offset + 1)  // the marked line, counted from 1
    }

    /// Runs the script over a copy of the sources; its exit status and output.
    static func typecheck(_ sources: URL) async throws -> ChildProcess.Result {
        try await ChildProcess.run([
            "bash", repository.appendingPathComponent("Scripts/typecheck-adapters.sh").path,
            "--sources", sources.path, "--modules", try productsFolder().path, "--only-wayfinder",
            "--reuse", reusedModules.path,
        ])
    }

    /// One folder for the stand-ins and WayfinderCore, compiled by the first run and reused by
    /// the others: only the copy of the Wayfinder module changes between them.
    static let reusedModules = FileManager.default.temporaryDirectory
        .appendingPathComponent("wayfinder-typecheck-modules-\(UUID().uuidString)")

    /// Runs the script's UI-test stage over a copy of a sample's UI tests; its exit status and
    /// output.
    static func typecheckUITests(_ tests: URL) async throws -> ChildProcess.Result {
        try await ChildProcess.run([
            "bash", repository.appendingPathComponent("Scripts/typecheck-adapters.sh").path,
            "--ui-tests", tests.path,
        ])
    }

    static let swiftUISampleUITests = "Examples/SampleUITests"

    /// Runs the script's route intents stage over a copy of the fixture app; its exit status and
    /// output.
    static func typecheckIntents(_ app: URL) async throws -> ChildProcess.Result {
        try await ChildProcess.run([
            "bash", repository.appendingPathComponent("Scripts/typecheck-adapters.sh").path,
            "--intents-app", app.path, "--modules", try productsFolder().path, "--reuse", reusedModules.path,
        ])
    }

    /// Plants `plant` in a copy of `original`, runs `check` over the copy, and expects it to fail
    /// with an error naming the planted line and the plant's message.
    static func expectPlantFails(
        _ plant: Plant, in original: String, check: (URL) async throws -> ChildProcess.Result,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let copy = try copyOfSources(original, planting: plant)
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        let result = try await check(copy.folder)
        #expect(result.status != 0, "\(plant.name) passed the type-check", sourceLocation: sourceLocation)
        let location = "\(plant.file):\(copy.line ?? 0):"
        #expect(
            result.output.split(separator: "\n").contains {
                $0.contains(location) && $0.contains("error:") && $0.contains(plant.message)
            },
            "no error saying '\(plant.message)' at \(location):\n\(result.output)",
            sourceLocation: sourceLocation)
    }

    @Test func theUnchangedIntentsFixtureTypeChecksWithItsGeneratedIntents() async throws {
        let copy = try Self.copyOfSources(Self.intentsFixtureApp, planting: nil)
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        let result = try await Self.typecheckIntents(copy.folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("IntentFixtureApp type-checks with its 2 generated route intents"))
    }

    @Test(arguments: intentPlants + shortcutPlants)
    func aPlantedAppIntentsErrorFailsTheIntentsCheckNamingItsFileAndLine(_ plant: Plant) async throws {
        try await Self.expectPlantFails(plant, in: Self.intentsFixtureApp, check: Self.typecheckIntents)
    }

    @Test func theUnchangedUITestsTypeCheckAgainstTheXCTestStandIn() async throws {
        let copy = try Self.copyOfSources(Self.swiftUISampleUITests, planting: nil)
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        let result = try await Self.typecheckUITests(copy.folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("SampleUITests type-checks against the XCTest stand-in"))
    }

    @Test(arguments: uiTestPlants)
    func aPlantedXCUIErrorFailsTheUITestCheckNamingItsFileAndLine(_ plant: Plant) async throws {
        try await Self.expectPlantFails(plant, in: Self.swiftUISampleUITests, check: Self.typecheckUITests)
    }

    @Test func theUnchangedSourcesTypeCheck() async throws {
        let copy = try Self.copyOfSources(planting: nil)
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        let result = try await Self.typecheck(copy.folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("typecheck-adapters: the Wayfinder module type-checks"))
    }

    @Test(arguments: plants)
    func aPlantedErrorFailsTheCheckNamingItsFileAndLine(_ plant: Plant) async throws {
        try await Self.expectPlantFails(plant, in: "Sources/Wayfinder", check: Self.typecheck)
    }
}
