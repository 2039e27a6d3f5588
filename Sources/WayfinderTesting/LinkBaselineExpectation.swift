public import Foundation
public import Testing
public import Wayfinder
import WayfinderLinkTools

/// Checks that every link the app's baseline file records still opens, as `wayfinder links
/// check` does, from a test: one test issue per ``LinkBreak``, naming it and its fix.
///
/// ```swift
/// @Test func oldLinksStillOpen() throws {
///     let baseline = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Links.json")
///     expectLinksStillOpen(modules: AppModules.all, baseline: baseline)
/// }
/// ```
///
/// Run it with `WAYFINDER_WRITE_LINK_BASELINE=1` in the environment to write the file from the
/// modules' routes instead (the first time, and after adding routes or breaking links on purpose),
/// then commit the file with the change, so the review sees what links changed. A missing file is
/// an issue that says so.
///
/// - Parameters:
///   - modules: The app's feature modules.
///   - baseline: The baseline file (`Links.json`).
/// - Returns: The breaks found, empty when every recorded link still opens.
@MainActor
@discardableResult
public func expectLinksStillOpen(
    modules: [any FeatureModule], baseline: URL, sourceLocation: SourceLocation = #_sourceLocation
) -> [LinkBreak] {
    expectLinksStillOpen(
        modules: modules, baseline: baseline,
        writing: ProcessInfo.processInfo.environment["WAYFINDER_WRITE_LINK_BASELINE"] == "1",
        sourceLocation: sourceLocation)
}

/// ``expectLinksStillOpen(modules:baseline:sourceLocation:)``, told whether to write the file.
@MainActor
func expectLinksStillOpen(
    modules: [any FeatureModule], baseline: URL, writing: Bool, sourceLocation: SourceLocation
) -> [LinkBreak] {
    var configuration = NavigatorConfiguration()
    configuration.unregisteredRouteBehavior = .report
    configuration.reportsRegistrationDiagnostics = false
    let navigator = Navigator(modules: modules, root: BaselineRootRoute(), configuration: configuration)
    let manifest = navigator.registry.manifest
    if writing {
        do {
            try LinkBaseline(manifest: manifest).encoded().write(to: baseline)
        } catch {
            Issue.record(
                "could not write the link baseline to \(baseline.path): \(error)",
                sourceLocation: sourceLocation)
        }
        return []
    }
    let recorded: LinkBaseline
    do {
        recorded = try LinkBaseline(decoding: Data(contentsOf: baseline))
    } catch let error as LinkBaselineError {
        Issue.record(
            "the link baseline \(baseline.path) cannot be read: \(error)", sourceLocation: sourceLocation)
        return []
    } catch {
        let message =
            "there is no link baseline at \(baseline.path); run this test with WAYFINDER_WRITE_LINK_BASELINE=1 to "
            + "write it, and commit it"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return []
    }
    let breaks = recorded.breaks(in: manifest)
    for linkBreak in breaks {
        Issue.record(Comment(rawValue: linkBreak.description), sourceLocation: sourceLocation)
    }
    return breaks
}

/// The root of the navigator made to read the modules' routes: no module's root is needed.
private struct BaselineRootRoute: Route {}
