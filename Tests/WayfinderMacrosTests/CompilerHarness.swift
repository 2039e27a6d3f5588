import Foundation
import Testing
import WayfinderTestSupport

/// Type-checks fixture sources with the real compiler and the built `WayfinderMacros` plugin.
///
/// Everything is found from the running test binary: the plugin executable and the
/// `WayfinderCore.swiftmodule` lie in the build products folder that holds the test binary, so
/// `swift build --scratch-path <elsewhere>` works too. `swiftc` is found on `PATH` (override:
/// `WAYFINDER_SWIFTC`).
struct CompilerHarness {
    /// The outcome of one compiler run.
    struct Result {
        let exitCode: Int32
        let standardError: String
    }

    /// Why the harness cannot run; tests report it as a failure, never skip.
    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    let swiftc: URL
    let plugin: URL
    let modulesFolder: URL
    let moduleCache: URL

    /// Finds the compiler, the plugin and the module next to the running test binary.
    static func locate() throws -> CompilerHarness {
        let productsFolder = try buildProductsFolder()
        let fileManager = FileManager.default
        guard
            let plugin = ["WayfinderMacros-tool", "WayfinderMacros"]
                .map({ productsFolder.appendingPathComponent($0) })
                .first(where: { fileManager.isExecutableFile(atPath: $0.path) })
        else {
            throw SetupError(
                description:
                    "the WayfinderMacros plugin executable is not in \(productsFolder.path); build with `swift build --build-tests`"
            )
        }
        // The test binary is linked against the host-built ("-tool") modules; take the newest copy.
        let candidates = ["Modules-tool", "Modules", "."].map { productsFolder.appendingPathComponent($0) }
        let modules = candidates.compactMap { folder -> (URL, Date)? in
            let module = folder.appendingPathComponent("WayfinderCore.swiftmodule")
            guard let attributes = try? fileManager.attributesOfItem(atPath: module.path),
                let date = attributes[.modificationDate] as? Date
            else { return nil }
            return (folder, date)
        }
        guard let modulesFolder = modules.max(by: { $0.1 < $1.1 })?.0 else {
            throw SetupError(
                description:
                    "WayfinderCore.swiftmodule is in none of \(candidates.map(\.path)); build the package first"
            )
        }
        return CompilerHarness(
            swiftc: try findSwiftc(), plugin: plugin, modulesFolder: modulesFolder,
            moduleCache: productsFolder.appendingPathComponent("ModuleCache"))
    }

    /// Runs `swiftc -typecheck` on one file with the plugin loaded.
    func typecheck(_ file: URL) async throws -> Result {
        let run = try await ChildProcess.run(
            [
                swiftc.path, "-typecheck", "-swift-version", "6", "-package-name", "WayfinderFixtures",
                "-I", modulesFolder.path,
                "-module-cache-path", moduleCache.path,
                "-load-plugin-executable", plugin.path + "#WayfinderMacros",
                file.path,
            ], timeout: 300, separateErrors: true)
        return Result(exitCode: run.status, standardError: run.errors)
    }

    // MARK: - Finding things

    private static func buildProductsFolder() throws -> URL {
        var starts: [URL] = []
        #if os(Linux)
            starts.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())
        #endif
        if let executable = Bundle.main.executableURL { starts.append(executable.resolvingSymlinksInPath()) }
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        starts.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath())
        let fileManager = FileManager.default
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<5 {
                let hasPlugin = ["WayfinderMacros-tool", "WayfinderMacros"].contains {
                    fileManager.isExecutableFile(atPath: folder.appendingPathComponent($0).path)
                }
                if hasPlugin { return folder }
                folder = folder.deletingLastPathComponent()
            }
        }
        throw SetupError(
            description:
                "cannot find the build products folder (with the WayfinderMacros plugin) above the test binary; looked from \(starts.map(\.path))"
        )
    }

    private static func findSwiftc() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["WAYFINDER_SWIFTC"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        var candidates: [String] = []
        if let toolchain = environment["TOOLCHAIN_DIR"] { candidates.append(toolchain + "/usr/bin/swiftc") }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(String(folder) + "/swiftc")
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw SetupError(description: "swiftc is not on PATH; set WAYFINDER_SWIFTC to the compiler")
        }
        return URL(fileURLWithPath: found)
    }
}
