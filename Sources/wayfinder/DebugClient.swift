import Foundation
import WayfinderCore
import WayfinderDebugSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failure the command line reports in one line, with its exit status.
struct CLIError: Error {
    var message: String
    var status: Int32 = 1
}

/// A minimal HTTP/1.1 client for the debug server over a plain socket to 127.0.0.1, with the
/// port and token of a server file (``ServerDiscovery``).
///
/// The token never goes on the wire. Before each request the client makes the listener prove it
/// holds the token (`GET /api/challenge` with a random client nonce, answered by a nonce and an
/// HMAC that names the port; `DebugProof`), and sends nothing more to a listener that cannot;
/// the request then carries a MAC over the server's nonce, its method, target and body
/// (`Authorization: Wayfinder-HMAC …`), good for that one request.
///
/// The server closes every connection after its response, so a response is everything read
/// until the end of the stream. Every read waits at most `timeout` seconds.
struct DebugClient {
    var port: UInt16
    var token: String
    /// The server file the port and token came from, named when the listener fails the proof.
    var serverFile: String
    var timeout: Double = 15

    /// A response's status, headers (lower-cased names) and body.
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends one request, after the listener proved it holds the token, and reads the whole
    /// response.
    func perform(_ method: String, _ path: String, json: Data? = nil) throws(CLIError) -> Response {
        let credentials = try challenge(method, path, body: json ?? Data())
        return try exchange(requestBytes(method, path, json: json, credentials: credentials))
    }

    /// Opens a Server-Sent Events stream, after the listener proved it holds the token, and calls
    /// `onEvent(name, data)` for each event until the server ends the stream or `onEvent` returns
    /// false.
    func stream(_ path: String, onEvent: (String, String) -> Bool) throws(CLIError) {
        let credentials = try challenge("GET", path, body: Data())
        let fd = try connect(readTimeout: 60)
        defer { close(fd) }
        try write(
            fd, requestBytes("GET", path, json: nil, credentials: credentials, accept: "text/event-stream"))
        var pending = Data()
        var headerDone = false
        var eventName = "message"
        var dataLines: [String] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return }
            if count < 0 {
                if errno == EINTR { continue }
                throw CLIError(
                    message: "wayfinder: the trace went silent for 60 s; is the app still running?")
            }
            pending.append(contentsOf: buffer[0..<count])
            if !headerDone {
                guard let end = pending.range(of: Data("\r\n\r\n".utf8)) else { continue }
                let head = try Self.parse(pending[..<end.upperBound])
                guard head.status == 200 else {
                    let rest = try perform("GET", path)
                    throw Self.failure(for: rest)
                }
                pending.removeSubrange(..<end.upperBound)
                headerDone = true
            }
            while let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if line.isEmpty {
                    if !dataLines.isEmpty {
                        guard onEvent(eventName, dataLines.joined(separator: "\n")) else { return }
                    }
                    eventName = "message"
                    dataLines = []
                } else if line.hasPrefix("data:") {
                    dataLines.append(String(line.dropFirst(5).drop { $0 == " " }))
                } else if line.hasPrefix("event:") {
                    eventName = String(line.dropFirst(6).drop { $0 == " " })
                }
            }
        }
    }

    // MARK: - Pieces

    /// A request's bytes; `credentials` nil sends no `Authorization` (the challenge).
    private func requestBytes(
        _ method: String, _ path: String, json: Data?, credentials: DebugProof.Credentials?,
        accept: String = "*/*"
    ) -> [UInt8] {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: \(accept)\r\n"
        head += "User-Agent: wayfinder-cli\r\nConnection: close\r\n"
        if let credentials { head += "Authorization: \(credentials.header)\r\n" }
        if let json { head += "Content-Type: application/json\r\nContent-Length: \(json.count)\r\n" }
        head += "\r\n"
        return Array(head.utf8) + Array(json ?? Data())
    }

    /// Sends a request and reads the whole response, until the server closes the connection.
    private func exchange(_ bytes: [UInt8]) throws(CLIError) -> Response {
        let fd = try connect()
        defer { close(fd) }
        try write(fd, bytes)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 {
                break
            } else if errno == EINTR {
                continue
            } else {
                throw CLIError(message: "wayfinder: the debug server did not answer within \(Int(timeout)) s")
            }
        }
        return try Self.parse(data)
    }

    // MARK: - The proof

    /// Makes the listener prove it holds the token, then returns the credentials of the request
    /// `method target` with `body`; sends nothing secret. A listener that does not prove it (a
    /// squatter, a relay to the server on another port, an old server without the challenge) is
    /// one line naming the server file, and nothing else goes to it.
    private func challenge(_ method: String, _ target: String, body: Data) throws(CLIError)
        -> DebugProof.Credentials
    {
        let clientNonce = DebugProof.randomHex(byteCount: 32)
        let path = DebugAPI.challengePath + "?" + DebugAPI.clientNonceQueryItem + "=" + clientNonce
        let response: Response
        do {
            response = try exchange(requestBytes("GET", path, json: nil, credentials: nil))
        } catch let error where error.message.hasPrefix("wayfinder: no debug server on ") {
            throw error  // connection refused: nothing listens, nothing was sent
        } catch {
            throw unproven("no answer to the challenge: " + error.message.dropFirst("wayfinder: ".count))
        }
        guard response.status == 200 else {
            throw unproven("it answered the challenge with \(response.status)")
        }
        guard let answer = try? JSONDecoder().decode(DebugProof.Challenge.self, from: response.body),
            DebugProof.isHex(
                answer.nonce, lengths: DebugProof.serverNonceLength...DebugProof.serverNonceLength)
        else {
            throw unproven("its answer to the challenge is not a nonce and a proof")
        }
        let expected = DebugProof.serverProof(
            token: token, port: port, clientNonce: clientNonce, serverNonce: answer.nonce)
        guard DebugProof.macsMatch(expected, answer.proof.lowercased()) else {
            throw unproven("its proof is wrong")
        }
        let mac = DebugProof.requestMAC(
            token: token, port: port, nonce: answer.nonce, method: method, target: target, body: body)
        return DebugProof.Credentials(nonce: answer.nonce, mac: mac)
    }

    /// The one line for a listener that did not prove it holds the token.
    private func unproven(_ why: String) -> CLIError {
        CLIError(
            message:
                "wayfinder: the listener on 127.0.0.1:\(port) did not prove it holds the token of \(serverFile) "
                + "(\(why)); nothing was sent")
    }

    private func connect(readTimeout: Double? = nil) throws(CLIError) -> Int32 {
        #if canImport(Darwin)
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { throw CLIError(message: "wayfinder: cannot create a socket") }
        var wait = timeval(tv_sec: Int(readTimeout ?? timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            throw CLIError(
                message: code == ECONNREFUSED
                    ? "wayfinder: no debug server on 127.0.0.1:\(port) (connection refused); is the app running with it on?"
                    : "wayfinder: cannot reach 127.0.0.1:\(port): \(String(cString: strerror(code)))")
        }
        return fd
    }

    private func write(_ fd: Int32, _ bytes: [UInt8]) throws(CLIError) {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Darwin)
                let flags: Int32 = 0
            #else
                let flags = Int32(MSG_NOSIGNAL)
            #endif
            let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + offset, $0.count - offset, flags) }
            guard sent > 0 else {
                throw CLIError(message: "wayfinder: the debug server closed the connection")
            }
            offset += sent
        }
    }

    static func parse(_ data: Data) throws(CLIError) -> Response {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw CLIError(message: "wayfinder: the debug server sent an incomplete response")
        }
        let head = String(decoding: data[data.startIndex..<end.lowerBound], as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw CLIError(message: "wayfinder: not an HTTP response from 127.0.0.1")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Data(data[end.upperBound...]))
    }

    /// The one-line message for a refused request.
    static func failure(for response: Response) -> CLIError {
        let detail = response.text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch response.status {
        case 401:
            return CLIError(message: "wayfinder: the server refused the request: \(detail)")
        default:
            return CLIError(message: "wayfinder: the server answered \(response.status): \(detail)")
        }
    }
}
