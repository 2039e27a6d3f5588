import Foundation
import Testing
import Wayfinder
import WayfinderCore

@testable import WayfinderDebug

@MainActor
@Suite("Debug server refusals: Host, Origin, token")
struct DebugServerSecurityTests {
    static let apiPaths = [
        "/api/manifest", "/api/graph", "/api/outline", "/api/state", "/api/events", "/api/nope",
    ]

    @Test func aForeignOrMissingHostIsForbidden() async throws {
        try await withServer { server, _ in
            let port = server.port
            for host in [
                "evil.example:\(port)", "evil.example", "127.0.0.1:\(port &+ 1)", "localhost",
                "127.0.0.2:\(port)",
            ] {
                for path in ["/", "/api/outline"] {
                    let reply = try await TestHTTP.request(port: port, path, token: server.token, host: host)
                    #expect(reply.status == 403, "Host \(host) on \(path)")
                }
            }
            let missing = try await TestHTTP.request(port: port, "/", token: nil, host: nil)
            #expect(missing.status == 403)
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)"] {
                let reply = try await TestHTTP.request(
                    port: port, "/api/outline", token: server.token, host: host)
                #expect(reply.status == 200, "Host \(host)")
            }
        }
    }

    @Test func aForeignOriginIsForbiddenOnEveryCallAndOnTheEventStream() async throws {
        try await withServer { server, navigator in
            let port = server.port
            let foreign = [
                "http://evil.example", "http://127.0.0.1:\(port &+ 1)", "null", "https://127.0.0.1:\(port)",
                "http://127.0.0.1", "http://localhost:\(port).evil.example",
            ]
            for origin in foreign {
                for path in ["/", "/api/manifest", "/api/events"] {
                    let reply = try await TestHTTP.request(
                        port: port, path, token: server.token, origin: origin)
                    #expect(reply.status == 403, "Origin \(origin) on \(path)")
                }
                let open = try await TestHTTP.request(
                    port: port, "/api/open", method: "POST", token: server.token, origin: origin,
                    headers: [("Content-Type", "application/json")], body: #"{"url":"myapp://post/1"}"#)
                #expect(open.status == 403)
            }
            #expect(navigator.outline == "stack: login")
            for origin in ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] {
                let reply = try await TestHTTP.request(
                    port: port, "/api/outline", token: server.token, origin: origin)
                #expect(reply.status == 200, "Origin \(origin)")
            }
        }
    }

    /// The socket is bound to 127.0.0.1 only, so `[::1]` names a different listener (anyone's):
    /// a page served there must not be able to talk to this server.
    @Test func theIPv6LoopbackIsRefusedInHostAndOriginBecauseTheServerDoesNotListenThere() async throws {
        try await withServer { server, navigator in
            let port = server.port
            for host in ["[::1]:\(port)", "[::1]", "[0:0:0:0:0:0:0:1]:\(port)", "[::ffff:127.0.0.1]:\(port)"]
            {
                for path in ["/", "/api/outline"] {
                    let reply = try await TestHTTP.request(port: port, path, token: server.token, host: host)
                    #expect(reply.status == 403, "Host \(host) on \(path)")
                    #expect(reply.body.contains("127.0.0.1:\(port) or localhost:\(port)"), "\(reply.body)")
                }
            }
            for origin in ["http://[::1]:\(port)", "http://[::1]"] {
                for path in ["/", "/api/outline", "/api/events"] {
                    let reply = try await TestHTTP.request(
                        port: port, path, token: server.token, origin: origin)
                    #expect(reply.status == 403, "Origin \(origin) on \(path)")
                }
                let open = try await TestHTTP.request(
                    port: port, "/api/open", method: "POST", token: server.token, origin: origin,
                    headers: [("Content-Type", "application/json")], body: #"{"url":"myapp://post/1"}"#)
                #expect(open.status == 403)
            }
            #expect(navigator.outline == "stack: login")
        }
    }

    @Test func everyEndpointButThePageNeedsTheToken() async throws {
        try await withServer { server, navigator in
            let port = server.port
            let wrong = altered(server.token)
            for path in Self.apiPaths {
                for token in [nil, wrong, String(server.token.prefix(10)), server.token + "00"] {
                    let reply = try await TestHTTP.request(port: port, path, token: token)
                    #expect(reply.status == 401, "\(path) with \(token ?? "no token")")
                    #expect(reply.headers["www-authenticate"] == "Bearer, Wayfinder-HMAC")
                }
            }
            let open = try await TestHTTP.request(
                port: port, "/api/open", method: "POST", token: nil,
                headers: [("Content-Type", "application/json")],
                body: #"{"url":"myapp://post/1"}"#)
            #expect(open.status == 401)
            #expect(navigator.outline == "stack: login")
        }
    }

    /// The browser's `EventSource` cannot send a header, so the event stream alone takes the
    /// token from the query.
    @Test func theTokenInTheQueryOpensTheEventStreamForTheBrowsersEventSource() async throws {
        try await withServer { server, _ in
            let port = server.port
            let token = server.token
            let text = try await offThread { () -> String in
                let socket = try TestSocket(port: port)
                _ = socket.send(
                    "GET /api/events?format=log&token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                socket.read(until: Date() + 30) {
                    String(decoding: $0, as: UTF8.self).contains(": connected")
                }
                return socket.text
            }
            #expect(text.hasPrefix("HTTP/1.1 200 OK"), "\(text)")
            #expect(text.contains("text/event-stream"))
            let wrong = try await TestHTTP.request(
                port: port, "/api/events?token=\(altered(token))", token: nil)
            #expect(wrong.status == 401)
        }
    }

    /// Everything but the event stream needs the `Authorization` header: a token in a query
    /// lands in logs, histories and `Referer`s.
    @Test func theTokenInTheQueryIsRefusedEverywhereButTheEventStream() async throws {
        try await withServer { server, navigator in
            let port = server.port
            let query = "token=\(server.token)"
            for path in [
                "/api/manifest?\(query)", "/api/graph?format=dot&\(query)", "/api/outline?\(query)",
                "/api/state?\(query)", "/api/navigators?\(query)", "/api/nope?\(query)",
            ] {
                let reply = try await TestHTTP.request(port: port, path, token: nil)
                #expect(reply.status == 401, "\(path)")
                #expect(reply.body.contains("Authorization: Bearer"), "\(reply.body)")
            }
            let open = try await TestHTTP.request(
                port: port, "/api/open?\(query)", method: "POST", token: nil,
                headers: [("Content-Type", "application/json")], body: #"{"url":"myapp://post/1"}"#)
            #expect(open.status == 401)
            let postToEvents = try await TestHTTP.request(
                port: port, "/api/events?\(query)", method: "POST", token: nil, body: "")
            #expect(postToEvents.status == 401)
            #expect(navigator.outline == "stack: login")
        }
    }

    @Test func noResponseAllowsCrossOriginReads() async throws {
        try await withServer { server, _ in
            for path in ["/", "/api/manifest", "/api/outline", "/api/nope"] {
                let reply = try await TestHTTP.request(
                    port: server.port, path, token: server.token, origin: "http://127.0.0.1:\(server.port)")
                #expect(reply.headers["access-control-allow-origin"] == nil)
                #expect(reply.headers["cache-control"] == "no-store")
            }
            let jsonp = try await TestHTTP.request(
                port: server.port, "/api/manifest?callback=x", token: server.token)
            #expect(jsonp.body.hasPrefix("{"))
        }
    }
}

@MainActor
@Suite("Debug server under malformed requests")
struct DebugServerRobustnessTests {
    /// After each abuse the server must still answer a good request.
    func stillServes(_ server: DebugServer) async throws {
        let reply = try await TestHTTP.request(
            port: server.port, "/api/outline", token: server.token, timeout: 20)
        #expect(reply.status == 200)
    }

    @Test func garbageBytesGetABadRequest() async throws {
        try await withServer { server, _ in
            let reply = try await TestHTTP.exchange(
                port: server.port, [0x16, 0x03, 0x01, 0x00, 0xFF, 0x00, 0x0D, 0x0A])
            #expect(reply.status == 400)
            #expect(reply.serverClosed)
            try await stillServes(server)
        }
    }

    @Test func aOneMegabyteHeaderLineGetsHeadersTooLarge() async throws {
        try await withServer { server, _ in
            let port = server.port
            let reply = try await offThread {
                let start = Date()
                let socket = try TestSocket(port: port)
                _ = socket.send("GET /api/outline HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Big: ")
                let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1024)
                for _ in 0..<16 where socket.send(chunk, deadline: Date() + 2) {}
                socket.read(until: Date() + 30)
                var reply = TestHTTP.reply(from: socket)
                reply.elapsed = Date().timeIntervalSince(start)
                return reply
            }
            #expect(reply.status == 431 || (reply.status == nil && reply.serverClosed))
            #expect(reply.elapsed < 8)
            try await stillServes(server)
        }
    }

    @Test func aBodyLongerThanItsDeclaredLengthIsRefused() async throws {
        try await withServer { server, navigator in
            let body = #"{"url":"myapp://post/1"}"#
            let text =
                "POST /api/open HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nAuthorization: Bearer \(server.token)\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)EXTRA-BYTES"
            let reply = try await TestHTTP.exchange(port: server.port, Array(text.utf8))
            #expect(reply.status == 400)
            #expect(navigator.outline == "stack: login")
            try await stillServes(server)
        }
    }

    @Test func aDeclaredLengthOfTenGigabytesIsRefusedAtOnce() async throws {
        try await withServer { server, _ in
            let text =
                "POST /api/open HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nAuthorization: Bearer \(server.token)\r\n"
                + "Content-Type: application/json\r\nContent-Length: 10737418240\r\n\r\n{"
            let reply = try await TestHTTP.exchange(port: server.port, Array(text.utf8))
            #expect(reply.status == 413)
            #expect(reply.elapsed < 5)
            try await stillServes(server)
        }
    }

    @Test func aSlowClientIsTimedOutWhileOthersAreServed() async throws {
        try await withServer { server, _ in
            let port = server.port
            let slow = Task {
                try await offThread { () -> TestReply in
                    let start = Date()
                    let socket = try TestSocket(port: port)
                    for byte in Array("GET /api/outline HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8) {
                        guard socket.send([byte]) else { break }
                        socket.read(until: Date() + 1)
                        if socket.peerClosed { break }
                    }
                    socket.read(until: Date() + 2)
                    var reply = TestHTTP.reply(from: socket)
                    reply.elapsed = Date().timeIntervalSince(start)
                    return reply
                }
            }
            try await waitUntil("the slow client's request is arriving") {
                server.status.incompleteRequests == 1
            }
            try await stillServes(server)
            let reply = try await slow.value
            #expect(reply.status == 408)
            #expect(reply.serverClosed)
            #expect(reply.elapsed < testLimits.requestDeadline + 5)
            try await stillServes(server)
        }
    }

    @Test func aClientThatConnectsAndSendsNothingIsClosedInBoundedTime() async throws {
        try await withServer { server, _ in
            let reply = try await TestHTTP.exchange(
                port: server.port, [], timeout: testLimits.requestDeadline + 3)
            #expect(reply.serverClosed)
            #expect(reply.elapsed < testLimits.requestDeadline + 5)
        }
    }

    @Test func whenEverySlotIsTakenTheOldestIncompleteRequestMakesRoomForANewcomer() async throws {
        var limits = testLimits
        limits.maxConnections = 3
        limits.requestDeadline = 30
        try await withServer(limits: limits) { server, _ in
            let port = server.port
            let idle = try await offThread {
                try (0..<3).map { _ in
                    let socket = try TestSocket(port: port)
                    _ = socket.send("GET /api/outline HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
                    Thread.sleep(forTimeInterval: 0.05)
                    return socket
                }
            }
            try await waitUntil("three incomplete requests hold every slot") {
                server.status.incompleteRequests == 3
            }
            let served = try await TestHTTP.request(port: port, "/api/outline", token: server.token)
            #expect(served.status == 200)
            let oldest = try await offThread { () -> TestReply in
                idle[0].read(until: Date() + 30)
                return TestHTTP.reply(from: idle[0])
            }
            #expect(oldest.status == 503)
            #expect(oldest.body.contains("oldest one still incomplete"), "\(oldest.body)")
            #expect(oldest.serverClosed)
            let others = try await offThread { () -> [Bool] in
                idle.dropFirst().map { socket in
                    socket.read(until: Date() + 0.3)
                    return socket.peerClosed
                }
            }
            #expect(others == [false, false])
        }
    }

    @Test func aRequestIsNeverEvictedBeforeItsGraceHasRunOut() async throws {
        var limits = testLimits
        limits.maxConnections = 1
        limits.requestDeadline = 30
        limits.evictionGrace = 20
        limits.slotWait = 0.5
        try await withServer(limits: limits) { server, _ in
            let port = server.port
            let idle = try await offThread { try TestSocket(port: port) }
            try await waitUntil("the idle connection holds the slot") {
                server.status.incompleteRequests == 1
            }
            let refused = try await TestHTTP.request(port: port, "/api/outline", token: server.token)
            #expect(refused.status == 503)
            #expect(refused.elapsed >= 0.4)
            let stillOpen = try await offThread { () -> Bool in
                idle.read(until: Date() + 0.2)
                return !idle.peerClosed
            }
            #expect(stillOpen)
        }
    }

    @Test func whenEverySlotIsBusyAnsweringANewcomerWaitsThenGetsServiceUnavailable() async throws {
        var limits = testLimits
        limits.maxConnections = 2
        limits.slotWait = 0.5
        try await withServer(limits: limits) { server, _ in
            let streams = try (0..<2).map { _ in
                try TraceListener(port: server.port, path: "/api/events", token: server.token)
            }
            for stream in streams { #expect(await stream.wait { $0.contains(": connected") }) }
            let refused = try await TestHTTP.request(port: server.port, "/api/outline", token: server.token)
            #expect(refused.status == 503)
            #expect(refused.body.contains("every slot is busy"))
            #expect(refused.elapsed >= 0.4)
            #expect(refused.elapsed < 30)
            streams[0].stop()
            // The stream's slot frees once the server sees the subscriber gone.
            try await waitUntil("the stopped stream's slot is free") { server.status.openConnections < 2 }
            let served = try await TestHTTP.request(port: server.port, "/api/outline", token: server.token)
            #expect(served.status == 200)
            streams[1].stop()
        }
    }
}

/// A token with its last character changed to one it is not: the same length, never equal.
func altered(_ token: String) -> String {
    String(token.dropLast()) + (token.hasSuffix("0") ? "1" : "0")
}
