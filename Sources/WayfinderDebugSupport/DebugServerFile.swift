public import Foundation

/// What a running debug server writes down so the `wayfinder` command-line tool can find it: its
/// process, port and token, in a file only its user can read (mode `0600`), one file per server,
/// removed when the server stops.
///
/// The token never has to be typed or passed on a command line (where every local user can read
/// it in `/proc/PID/cmdline`), and the tool never sends it: it talks to the port written next to
/// it (never to a port it guessed), makes the listener there prove it holds the token, and
/// authenticates each request with a MAC made with it (`DebugProof`). Jupyter finds its servers
/// through such files too.
///
/// The file is `wayfinder-debug-<pid>-<port>.json` in ``folders(environment:temporaryDirectory:userID:)``:
///
/// ```json
/// {"format":"wayfinder.debug-server","pid":4242,"port":7345,"started":1764576000.5,"token":"8cdd…","url":"http://127.0.0.1:7345/"}
/// ```
public struct DebugServerFile: Codable, Hashable, Sendable {
    /// The value of ``format``.
    public static let formatName = "wayfinder.debug-server"
    /// The start of every server file's name.
    public static let namePrefix = "wayfinder-debug-"

    /// Always ``formatName``.
    public var format: String
    /// The server's process.
    public var pid: Int32
    /// The port on 127.0.0.1.
    public var port: UInt16
    /// The per-launch access token.
    public var token: String
    /// When the server started, in seconds since 1970 (the newest server is the default).
    public var started: Double
    /// The page's address without the token.
    public var url: String

    /// A server file's contents.
    public init(pid: Int32, port: UInt16, token: String, started: Date = Date()) {
        self.format = Self.formatName
        self.pid = pid
        self.port = port
        self.token = token
        self.started = started.timeIntervalSince1970
        self.url = "http://127.0.0.1:\(port)/"
    }

    /// Reads a file's contents.
    ///
    /// - Throws: `DecodingError` when the bytes are not a server file.
    public init(decoding data: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: data)
        guard format == Self.formatName, !token.isEmpty, port > 0, pid > 0 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "not a debug server file"))
        }
    }

    /// The file's bytes.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The name of the file of the server on `port` in process `pid`.
    public static func fileName(pid: Int32, port: UInt16) -> String {
        "\(namePrefix)\(pid)-\(port).json"
    }

    /// Whether a file name is a server file's.
    public static func isFileName(_ name: String) -> Bool {
        name.hasPrefix(namePrefix) && name.hasSuffix(".json")
    }

    /// The folders server files live in, in order of preference: `$XDG_RUNTIME_DIR` when it is
    /// set to an absolute path (the per-user runtime folder of the freedesktop.org base directory
    /// specification, mode `0700` by that specification), then `wayfinder-debug-<uid>` under the
    /// temporary folder (created `0700`). A server writes to the first one that is private to
    /// its user; the command-line tool looks in both.
    ///
    /// - Parameters:
    ///   - environment: The process's environment.
    ///   - temporaryDirectory: The temporary folder (`FileManager.default.temporaryDirectory`).
    ///   - userID: The user's identifier (`getuid()`).
    public static func folders(environment: [String: String], temporaryDirectory: String, userID: UInt32)
        -> [String]
    {
        var folders: [String] = []
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            folders.append(runtime)
        }
        let temporary =
            temporaryDirectory.hasSuffix("/") ? String(temporaryDirectory.dropLast()) : temporaryDirectory
        folders.append("\(temporary)/\(namePrefix)\(userID)")
        return folders
    }
}
