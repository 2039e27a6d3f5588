import Foundation
import WayfinderCore

#if DEBUG
    import WayfinderDebug
#endif

/// `wayfinder-demo --debug-server [--port N]`: the interactive demo with the debug server on.
///
/// Standard input is read off the main actor, so the server can read the state and open links
/// while the session waits for a command. At the end of input the server keeps serving until the
/// process is interrupted; `quit` ends it.
enum DemoDebugServer {
    /// Runs the session with the server when the arguments ask for it; nil otherwise.
    @MainActor
    static func runIfRequested(_ arguments: [String]) async -> Int32? {
        guard let flag = arguments.firstIndex(of: "--debug-server") else { return nil }
        var port = DebugAPI.defaultPort
        if let index = arguments.firstIndex(of: "--port") {
            guard index + 1 < arguments.count, let value = UInt16(arguments[index + 1]) else {
                FileHandle.standardError.write(Data("wayfinder-demo: --port needs a number\n".utf8))
                return 2
            }
            port = value
        }
        _ = flag
        #if DEBUG
            let session = DemoSession(printsTrace: true)
            let server = DebugServer(navigator: session.navigator, port: port)
            do {
                try server.start()
            } catch {
                FileHandle.standardError.write(Data("wayfinder-demo: \(error)\n".utf8))
                return 1
            }
            session.printState()
            while let line = await readLineOffTheMainActor() {
                guard await session.run(line) else {
                    server.stop()
                    return 0
                }
            }
            print("(end of input: still serving on port \(server.port); interrupt to stop)")
            fflush(nil)
            while true { try? await Task.sleep(for: .seconds(3600)) }
        #else
            _ = port
            FileHandle.standardError.write(
                Data("wayfinder-demo: the debug server exists in debug builds only\n".utf8))
            return 2
        #endif
    }

    /// One line of standard input, read on a thread of its own so the main actor stays free.
    private static func readLineOffTheMainActor() async -> String? {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: readLine()) }
            thread.start()
        }
    }
}
