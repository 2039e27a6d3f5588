import Foundation
import Testing
import Wayfinder
import WayfinderCore

@testable import WayfinderDebug

/// One response cut out of the bytes of several, by its `Content-Length`.
struct ParsedResponse {
    var status: Int?
    var headers: [String: String]
    var body: String

    /// Every response in `raw`, in order (responses to `HEAD` excepted: their length has no body).
    static func all(in raw: String) -> [ParsedResponse] {
        var rest = Substring(raw)
        var responses: [ParsedResponse] = []
        while let split = rest.range(of: "\r\n\r\n") {
            let lines = rest[..<split.lowerBound].components(separatedBy: "\r\n")
            var headers: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                    in: .whitespaces)
            }
            let status = lines[0].hasPrefix("HTTP/1.1 ") ? Int(lines[0].dropFirst(9).prefix(3)) : nil
            let length = Int(headers["content-length"] ?? "") ?? 0
            let bodyBytes = Array(rest[split.upperBound...].utf8.prefix(length))
            responses.append(
                ParsedResponse(
                    status: status, headers: headers, body: String(decoding: bodyBytes, as: UTF8.self)))
            rest = Substring(
                String(decoding: Array(rest[split.upperBound...].utf8.dropFirst(length)), as: UTF8.self))
        }
        return responses
    }
}

@MainActor
@Suite("Debug server: HEAD and pipelined requests")
struct DebugServerProtocolTests {
    func head(_ server: DebugServer, _ path: String) -> String {
        "\(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nAuthorization: Bearer \(server.token)\r\n"
    }

    @Test func aHEADRequestGetsTheHeadersOfAGETWithoutTheBody() async throws {
        try await withServer { server, navigator in
            navigator.navigate(to: PostRoute(id: 3))
            for path in [
                "/", "/api/outline", "/api/manifest", "/api/graph?format=dot", "/api/nope", "/api/open",
            ] {
                let get = try await TestHTTP.request(port: server.port, path, token: server.token)
                let head = try await TestHTTP.request(
                    port: server.port, path, method: "HEAD", token: server.token)
                #expect(head.status == get.status, "\(path)")
                #expect(head.headers["content-type"] == get.headers["content-type"], "\(path)")
                #expect(head.headers["content-length"] == "\(get.body.utf8.count)", "\(path)")
                #expect(head.headers["allow"] == get.headers["allow"], "\(path)")
                #expect(head.body.isEmpty, "\(path): \(head.body.prefix(80))")
                #expect(head.serverClosed)
            }
            let unauthorized = try await TestHTTP.request(
                port: server.port, "/api/outline", method: "HEAD", token: nil)
            #expect(unauthorized.status == 401)
            #expect(unauthorized.body.isEmpty)
        }
    }

    @Test func aHEADRequestOnTheEventStreamGetsItsHeadersAndTheConnectionCloses() async throws {
        try await withServer { server, _ in
            let reply = try await TestHTTP.request(
                port: server.port, "/api/events", method: "HEAD", token: server.token, timeout: 5)
            #expect(reply.status == 200)
            #expect(reply.headers["content-type"]?.hasPrefix("text/event-stream") == true)
            #expect(reply.body.isEmpty)
            #expect(reply.serverClosed)
            #expect(reply.elapsed < 3)
        }
    }

    @Test func pipelinedRequestsAreAnsweredInOrderOnOneConnection() async throws {
        try await withServer { server, navigator in
            let body = #"{"url":"myapp://post/1"}"#
            let text =
                "GET " + head(server, "/api/outline") + "\r\n"
                + "POST " + head(server, "/api/open") + "Content-Type: application/json\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
                + "GET " + head(server, "/api/outline") + "Connection: close\r\n\r\n"
            let reply = try await TestHTTP.exchange(port: server.port, Array(text.utf8))
            let responses = ParsedResponse.all(in: reply.raw)
            #expect(responses.map(\.status) == [200, 200, 200], "\(reply.raw)")
            guard responses.count == 3 else { return }
            #expect(responses[0].body == "stack: login\n")
            #expect(responses[1].body.contains(#""result":"applied""#))
            #expect(responses[2].body == navigator.outline + "\n")
            #expect(navigator.outline.contains("post/1"))
            #expect(responses[0].headers["connection"] == nil)
            #expect(responses[1].headers["connection"] == nil)
            #expect(responses[2].headers["connection"] == "close")
            #expect(reply.serverClosed)
        }
    }

    @Test func aMalformedPipelinedRequestGetsA400AfterTheOnesBeforeItAreAnswered() async throws {
        try await withServer { server, _ in
            let text =
                "GET " + head(server, "/api/outline") + "\r\n"
                + "GET /api/outline HTTP/1.1\r\nBad Name: x\r\n\r\n"
            let reply = try await TestHTTP.exchange(port: server.port, Array(text.utf8))
            let responses = ParsedResponse.all(in: reply.raw)
            #expect(responses.map(\.status) == [200, 400], "\(reply.raw)")
            #expect(responses.last?.body == "malformed header line\n")
            #expect(reply.serverClosed)
        }
    }

    @Test func aRequestSayingConnectionCloseIsTheLastOneAnswered() async throws {
        try await withServer { server, _ in
            let text =
                "GET " + head(server, "/api/outline") + "Connection: close\r\n\r\n" + "GET "
                + head(server, "/api/manifest")
                + "\r\n"
            let reply = try await TestHTTP.exchange(port: server.port, Array(text.utf8))
            let responses = ParsedResponse.all(in: reply.raw)
            #expect(responses.map(\.status) == [200])
            #expect(responses.first?.headers["connection"] == "close")
        }
    }

    @Test func pipelinedRequestsStopAtTheLimitPerConnection() async throws {
        var limits = testLimits
        limits.maxRequestsPerConnection = 3
        try await withServer(limits: limits) { server, _ in
            let text = String(repeating: "GET " + head(server, "/api/outline") + "\r\n", count: 5)
            let reply = try await TestHTTP.exchange(port: server.port, Array(text.utf8))
            let responses = ParsedResponse.all(in: reply.raw)
            #expect(responses.map(\.status) == [200, 200, 200])
            #expect(responses.last?.headers["connection"] == "close")
            #expect(reply.serverClosed)
        }
    }

    @Test func aBodyLongerThanItsContentLengthIsRefusedAndChangesNothing() async throws {
        try await withServer { server, navigator in
            let body = #"{"url":"myapp://post/1"}"#
            let text =
                "POST " + head(server, "/api/open") + "Content-Type: application/json\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)}, \"more\": 1}"
            let reply = try await TestHTTP.exchange(port: server.port, Array(text.utf8))
            #expect(reply.status == 400)
            #expect(reply.body.contains("longer than its Content-Length"))
            #expect(!reply.body.contains("pipelin"))
            #expect(ParsedResponse.all(in: reply.raw).count == 1)
            #expect(navigator.outline == "stack: login")
        }
    }

    /// RFC 9112, section 2.2: a server should ignore empty lines before a request line, so a
    /// client that ends a body with CRLF is not sending too long a body.
    @Test func anEmptyLineAfterABodyIsIgnored() async throws {
        try await withServer { server, navigator in
            let body = #"{"url":"myapp://post/2"}"#
            let text =
                "POST " + head(server, "/api/open") + "Content-Type: application/json\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)\r\n"
            let reply = try await TestHTTP.exchange(port: server.port, Array(text.utf8))
            #expect(reply.status == 200, "\(reply.raw)")
            #expect(navigator.outline.contains("post/2"))
        }
    }
}
