import Foundation
import WayfinderCore

#if DEBUG
    import WayfinderDebug
    import WayfinderDebugSupport
#endif

/// The interactive session: the debug server (in debug builds), the page's address and the
/// server file the `wayfinder` tool reads, then one command per line until `quit` or the end of
/// input.
///
/// Lines are read off the main actor, so the server can read the state and open links while
/// the session waits for a command.
enum DemoInteractive {
    @MainActor
    static func run(_ options: DemoOptions) async -> Int32 {
        let session = DemoSession(printsTrace: true)
        print("Wayfinder demo: \(session.summary)")
        #if DEBUG
            var server: DebugServer?
            if options.debugServer {
                server = startServer(session: session, port: options.port)
                if server == nil { return 1 }
            }
            defer { server?.stop() }
        #else
            if options.debugServer {
                print("(the debug server exists in debug builds only)")
            }
        #endif
        print("Type 'help' for commands, 'quit' or Ctrl-D to leave.")
        session.printState()
        let editor = LineEditor()
        while let line = await readLineOffTheMainActor(editor) {
            guard await session.run(line) else { break }
        }
        return 0
    }

    #if DEBUG
        /// Starts the server on the asked port, or the default one, or (when that is taken, say by
        /// another demo) any free port, and says so. The server prints its page address and its
        /// server file, through which the `wayfinder` tool finds it whatever the port.
        @MainActor
        private static func startServer(session: DemoSession, port: UInt16?) -> DebugServer? {
            let ports: [UInt16] = port.map { [$0] } ?? [DebugAPI.defaultPort, 0]
            var lastError: (any Error)?
            for candidate in ports {
                let server = DebugServer(navigator: session.navigator, port: candidate)
                do {
                    if candidate == 0 {
                        print(
                            "(port \(DebugAPI.defaultPort) is taken; the debug server takes a free port, "
                                + "which the wayfinder tool reads from the server file)")
                    }
                    try server.start()
                    return server
                } catch {
                    lastError = error
                }
            }
            FileHandle.standardError.write(Data("wayfinder-demo: \(lastError.map { "\($0)" } ?? "")\n".utf8))
            return nil
        }
    #endif

    /// One line of standard input, read on a thread of its own so the main actor stays free.
    private static func readLineOffTheMainActor(_ editor: LineEditor) async -> String? {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: editor.readLine(prompt: "> ")) }
            thread.start()
        }
    }
}
