import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderDebugSupport
import WayfinderLinkTools

@testable import WayfinderDebug

@MainActor
@Suite("Debug server endpoints over loopback")
struct DebugServerTests {
    @Test func thePageIsServedWithoutATokenAndNeedsNoOutsideScript() async throws {
        try await withServer { server, _ in
            let reply = try await TestHTTP.request(port: server.port, "/", token: nil)
            #expect(reply.status == 200)
            #expect(reply.headers["content-type"]?.hasPrefix("text/html") == true)
            #expect(reply.body.contains("Wayfinder debug"))
            #expect(!reply.body.contains("<script src"))
            #expect(!reply.body.contains("https://"))
            #expect(reply.headers["content-security-policy"]?.contains("connect-src 'self'") == true)
        }
    }

    @Test func theManifestEndpointServesTheRegistryManifest() async throws {
        try await withServer { server, navigator in
            let reply = try await TestHTTP.request(port: server.port, "/api/manifest", token: server.token)
            #expect(reply.status == 200)
            let manifest = try RouteManifest(decoding: Data(reply.body.utf8))
            #expect(manifest == navigator.registry.manifest)
        }
    }

    @Test(arguments: RouteGraph.Format.allCases)
    func theGraphEndpointServesEachFormat(format: RouteGraph.Format) async throws {
        try await withServer { server, navigator in
            let reply = try await TestHTTP.request(
                port: server.port, "/api/graph?format=\(format)", token: server.token)
            #expect(reply.status == 200)
            #expect(reply.body == navigator.registry.graph(format: format))
        }
    }

    @Test func anUnknownGraphFormatIsABadRequest() async throws {
        try await withServer { server, _ in
            let reply = try await TestHTTP.request(
                port: server.port, "/api/graph?format=png", token: server.token)
            #expect(reply.status == 400)
        }
    }

    @Test func theOutlineAndStateEndpointsFollowTheNavigator() async throws {
        try await withServer { server, navigator in
            navigator.navigate(to: PostRoute(id: 42))
            let outline = try await TestHTTP.request(port: server.port, "/api/outline", token: server.token)
            #expect(outline.status == 200)
            #expect(outline.body == navigator.outline + "\n")
            let state = try await TestHTTP.request(port: server.port, "/api/state", token: server.token)
            #expect(state.status == 200)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(state.body.utf8)) as? [String: Any])
            #expect(object["outline"] as? String == navigator.outline)
            let saved = try #require(object["state"] as? [String: Any])
            #expect(saved["format"] as? String == SavedNavigationState.formatName)
        }
    }

    @Test func theLinkConsoleOpensALinkWithTheDebugConsoleSource() async throws {
        try await withServer { server, navigator in
            let events = navigator.events()
            let reply = try await TestHTTP.request(
                port: server.port, "/api/open", method: "POST", token: server.token,
                headers: [("Content-Type", "application/json")], body: #"{"url":"myapp://post/7"}"#)
            #expect(reply.status == 200)
            let result = try JSONDecoder().decode(OpenReply.self, from: Data(reply.body.utf8))
            #expect(result.result == "applied")
            #expect(result.applied)
            #expect(navigator.outline.contains("post/7"))
            var iterator = events.makeAsyncIterator()
            let first = await iterator.next()
            #expect(first?.kind == .deepLinkOpened)
            #expect(first?.source == .debugConsole)
        }
    }

    @Test func theLinkConsoleTellsWhyALinkIsRejected() async throws {
        try await withServer { server, navigator in
            let before = navigator.outline
            // `blocked` (a guard's refusal) is mapped by the same code; see OpenResultTests.
            for (url, expected) in [
                ("myapp://post/abc", "rejected"), ("evil://post/1", "rejected"), ("myapp://nope", "rejected"),
            ] {
                let reply = try await TestHTTP.request(
                    port: server.port, "/api/open", method: "POST", token: server.token,
                    headers: [("Content-Type", "application/json")], body: "{\"url\":\"\(url)\"}")
                let result = try JSONDecoder().decode(OpenReply.self, from: Data(reply.body.utf8))
                #expect(result.result == expected, "\(url)")
                #expect(result.reason?.isEmpty == false)
                #expect(!result.applied)
            }
            #expect(navigator.outline == before)
        }
    }

    @Test func theLinkConsoleRefusesGETAndNonJSONBodies() async throws {
        try await withServer { server, navigator in
            let get = try await TestHTTP.request(
                port: server.port, "/api/open?url=myapp://post/1", token: server.token)
            #expect(get.status == 405)
            let form = try await TestHTTP.request(
                port: server.port, "/api/open", method: "POST", token: server.token,
                headers: [("Content-Type", "application/x-www-form-urlencoded")], body: "url=myapp://post/1")
            #expect(form.status == 415)
            let notJSON = try await TestHTTP.request(
                port: server.port, "/api/open", method: "POST", token: server.token,
                headers: [("Content-Type", "application/json")], body: "{nope")
            #expect(notJSON.status == 400)
            #expect(navigator.outline == "stack: login")
        }
    }

    @Test func theTraceStreamsEachEventAsJSONWithItsLogLine() async throws {
        try await withServer { server, navigator in
            let listener = try TraceListener(port: server.port, path: "/api/events", token: server.token)
            defer { listener.stop() }
            #expect(await listener.wait { $0.contains(": connected") })
            try await waitUntil("the trace stream is attached") { server.traceSubscriberCount == 1 }
            navigator.navigate(to: PostRoute(id: 5))
            #expect(await listener.wait { $0.contains("event: navigation") && $0.contains("post/5") })
            let text = listener.text
            #expect(text.hasPrefix("HTTP/1.1 200 OK"))
            #expect(text.contains("Content-Type: text/event-stream"))
            #expect(text.contains(#""log":"event="#), "\(text)")
            #expect(text.contains(#""source":"app""#))
            #expect(!text.lowercased().contains("access-control-allow-origin"))
        }
    }

    @Test func theTraceCanBeFilteredAndSentAsLogLines() async throws {
        try await withServer { server, navigator in
            let listener = try TraceListener(
                port: server.port, path: "/api/events?filter=deepLinkRejected&format=log", token: server.token
            )
            defer { listener.stop() }
            #expect(await listener.wait { $0.contains(": connected") })
            try await waitUntil("the trace stream is attached") { server.traceSubscriberCount == 1 }
            navigator.navigate(to: PostRoute(id: 5))
            navigator.open("myapp://post/abc")
            #expect(await listener.wait { $0.contains("data: event=deepLinkRejected") })
            // A second rejected link comes after every event before it: once it is in, the
            // filtered-out ones had their chance to arrive.
            navigator.open("myapp://post/def")
            #expect(await listener.wait { $0.contains("url=myapp://post/def") })
            #expect(!listener.text.contains("event=pushed"))
            #expect(!listener.text.contains("event=rootSet"))
        }
    }

    @Test func aStalledTraceSubscriberNeverBlocksNavigationAndIsDisconnectedSayingWhy() async throws {
        var limits = testLimits
        limits.eventBufferSize = 8
        limits.eventQueueBytes = 4096
        limits.writeDeadline = 30
        try await withServer(limits: limits) { server, navigator in
            let socket = try await offThread {
                let socket = try TestSocket(port: server.port, receiveBufferSize: 1024)
                _ = socket.send(
                    "GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nAuthorization: Bearer \(server.token)\r\n\r\n"
                )
                return socket
            }
            try await waitUntil("the stalled subscriber is attached") { server.traceSubscriberCount == 1 }
            for index in 0..<4000 {
                // The main actor is shared with the tests beside this one: give it up now and then.
                if index.isMultiple(of: 100) { await Task.yield() }
                navigator.push(PostRoute(id: index))
                navigator.pop()
            }
            try await waitUntil("the stalled subscriber is detached") { server.traceSubscriberCount == 0 }
            let outline = try await TestHTTP.request(port: server.port, "/api/outline", token: server.token)
            #expect(outline.status == 200)
            let text = try await offThread {
                socket.read(until: Date() + 30) { bytes in
                    // The whole last frame: its event line, its data line and the blank line.
                    let text = String(decoding: bytes, as: UTF8.self)
                    return text.contains("event: closed\ndata: ") && text.hasSuffix("}\n\n")
                }
                return socket.text
            }
            #expect(text.contains("event: closed\ndata: {\"reason\":\"fell behind: "), "\(text.suffix(300))")
            // What it did get (if anything) is whole frames, each of them a navigation, then the
            // last event.
            let frames = text.components(separatedBy: "\n\n").filter { $0.hasPrefix("id: ") }
            #expect(frames.allSatisfy { $0.contains("\nevent: navigation\ndata: {") && $0.hasSuffix("}") })
        }
    }

    /// Reads never hop to the main actor, so they are answered while it is busy: the server
    /// counts its hops, and four reads leave the count as it was while opening a link adds one.
    /// (Before, every answer hopped; a busy main actor left these reads unanswered.)
    @Test func theOutlineStateManifestAndGraphAreAnsweredWithoutTheMainActor() async throws {
        try await withServer { server, navigator in
            navigator.navigate(to: PostRoute(id: 8))
            let hops = server.status.mainActorHops
            var replies: [TestReply] = []
            for path in ["/api/outline", "/api/state", "/api/manifest", "/api/graph?format=dot"] {
                replies.append(try await TestHTTP.request(port: server.port, path, token: server.token))
            }
            #expect(replies.map(\.status) == [200, 200, 200, 200])
            #expect(replies.first?.body == navigator.outline + "\n")
            #expect(replies[1].body.contains("post/8"))
            #expect(server.status.mainActorHops == hops, "a read hopped to the main actor")
            let body = #"{"url":"myapp://post/9"}"#
            let opened = try await TestHTTP.request(
                port: server.port, "/api/open", method: "POST", token: server.token,
                headers: [("Content-Type", "application/json")], body: body)
            #expect(opened.status == 200)
            #expect(server.status.mainActorHops == hops + 1, "opening a link runs on the main actor")
        }
    }

    @Test func fiftyConcurrentClientsAreAllServed() async throws {
        try await withServer { server, _ in
            let port = server.port
            let token = server.token
            let statuses = try await withThrowingTaskGroup(of: Int?.self) { group in
                for index in 0..<50 {
                    group.addTask {
                        let path = index.isMultiple(of: 2) ? "/api/outline" : "/api/manifest"
                        return try await TestHTTP.request(port: port, path, token: token, timeout: 20).status
                    }
                }
                var statuses: [Int?] = []
                for try await status in group { statuses.append(status) }
                return statuses
            }
            #expect(statuses.count == 50)
            #expect(statuses.allSatisfy { $0 == 200 })
        }
    }

    @Test func aStoppedServerRefusesConnections() async throws {
        let navigator = makeTestNavigator()
        let server = DebugServer(navigator: navigator, port: 0, limits: testLimits)
        try server.start(printAddress: false)
        let port = server.port
        #expect(port != 0)
        server.stop()
        await #expect(throws: TestSocketError.self) {
            _ = try await TestHTTP.request(port: port, "/", token: nil)
        }
    }

    @Test func theTokenHas256RandomBitsAndDiffersPerLaunch() {
        let navigator = makeTestNavigator()
        let first = DebugServer(navigator: navigator).token
        let second = DebugServer(navigator: navigator).token
        #expect(first.count == 64)
        #expect(first.allSatisfy { $0.isHexDigit })
        #expect(first != second)
    }
}

/// The link console's answer as the tests read it.
struct OpenReply: Decodable {
    var result: String
    var applied: Bool
    var reason: String?
    var outline: String?
}

@MainActor
@Suite("Debug server lists every live navigator")
struct DebugServerNavigatorListTests {
    @Test func theNavigatorsEndpointListsEverySceneWithItsOutline() async throws {
        let first = makeTestNavigator()
        let second = makeTestNavigator()
        let directory = NavigatorDirectory()
        directory.add(first, for: "window-1")
        directory.add(second, for: "window-2")
        directory.activate("window-2")
        second.open("myapp://post/7")
        let server = DebugServer(navigator: first, directory: directory, port: 0, limits: testLimits)
        try server.start(printAddress: false)
        defer { server.stop() }
        let reply = try await TestHTTP.request(
            port: server.port, DebugAPI.navigatorsPath, token: server.token)
        #expect(reply.status == 200)
        struct List: Decodable {
            struct Item: Decodable {
                var scene: String
                var active: Bool
                var outline: String
            }
            var navigators: [Item]
        }
        let list = try JSONDecoder().decode(List.self, from: Data(reply.body.utf8))
        #expect(list.navigators.map(\.scene) == ["window-1", "window-2"])
        #expect(list.navigators.map(\.active) == [false, true])
        #expect(list.navigators[1].outline == second.outline)
        #expect(list.navigators[0].outline == first.outline)
    }

    @Test func withoutADirectoryTheServerListsItsOwnNavigator() async throws {
        try await withServer { server, navigator in
            let reply = try await TestHTTP.request(
                port: server.port, DebugAPI.navigatorsPath, token: server.token)
            #expect(reply.status == 200)
            #expect(reply.body.contains(#""scene":"main""#))
            #expect(reply.body.contains(navigator.outline.replacingOccurrences(of: "\n", with: "\\n")))
        }
    }
}
