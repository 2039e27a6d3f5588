import Foundation
import Testing

/// `RouteIntentsPlugin` skips Wayfinder's own modules by their exact names (a plugin cannot ask
/// which package a target comes from in an Xcode project): the list must be the package's targets.
@Suite struct IntentsPluginModuleListTests {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func thePluginSkipsExactlyThePackagesOwnModules() throws {
        let manifest = try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)
        let plugin = try String(
            contentsOf: root.appending(path: "Plugins/RouteIntentsPlugin/RouteIntentsPlugin.swift"),
            encoding: .utf8)
        let targetName = #/\.(?:target|executableTarget|macro)\(\s*name:\s*"([^"]+)"/#
        let targets = Set(manifest.matches(of: targetName).map { String($0.output.1) })
        let list = try #require(
            plugin.firstMatch(of: #/static let wayfinderModules: Set<String> = \[([^\]]*)\]/#))
        let skipped = Set(list.output.1.matches(of: #/"([^"]+)"/#).map { String($0.output.1) })
        #expect(targets.count >= 12, "read \(targets.sorted()) from Package.swift")
        #expect(
            skipped == targets,
            "only in the plugin: \(skipped.subtracting(targets).sorted()); only in the package: \(targets.subtracting(skipped).sorted())"
        )
    }
}
