import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderDebugSupport

@testable import WayfinderDebug

/// A challenge from the server, checked like the CLI checks it.
struct TestChallenge: Sendable {
    var clientNonce: String
    var nonce: String
    var proof: String
}

extension TestHTTP {
    /// `GET /api/challenge` without a token.
    static func challenge(port: UInt16, clientNonce: String = DebugProof.randomHex(byteCount: 32))
        async throws -> TestChallenge
    {
        let reply = try await request(port: port, "/api/challenge?cnonce=\(clientNonce)", token: nil)
        let answer = try JSONDecoder().decode(DebugProof.Challenge.self, from: Data(reply.body.utf8))
        return TestChallenge(clientNonce: clientNonce, nonce: answer.nonce, proof: answer.proof)
    }

    /// A request authenticated by a MAC over `nonce`, computed for `signed` (method, target,
    /// body, port), which defaults to what is sent.
    static func macRequest(
        port: UInt16, token: String, nonce: String, method: String = "GET", _ target: String,
        body: String? = nil, signed: (method: String, target: String, body: String, port: UInt16)? = nil
    ) async throws -> TestReply {
        let covered = signed ?? (method, target, body ?? "", port)
        let mac = DebugProof.requestMAC(
            token: token, port: covered.port, nonce: nonce, method: covered.method, target: covered.target,
            body: Array(covered.body.utf8))
        var headers = [("Authorization", DebugProof.Credentials(nonce: nonce, mac: mac).header)]
        if body != nil { headers.append(("Content-Type", "application/json")) }
        return try await request(
            port: port, target, method: method, token: nil, headers: headers, body: body)
    }
}

@MainActor
@Suite("Debug server: the challenge and request MACs")
struct DebugServerProofTests {
    @Test func theChallengeNeedsNoTokenAndProvesTheServerHoldsTheToken() async throws {
        try await withServer { server, _ in
            let first = try await TestHTTP.challenge(port: server.port)
            let second = try await TestHTTP.challenge(port: server.port, clientNonce: first.clientNonce)
            for challenge in [first, second] {
                #expect(DebugProof.isHex(challenge.nonce, lengths: 32...32))
                #expect(
                    challenge.proof
                        == DebugProof.serverProof(
                            token: server.token, port: server.port, clientNonce: challenge.clientNonce,
                            serverNonce: challenge.nonce))
            }
            #expect(first.nonce != second.nonce)
            // The proof names the port: the same answer checked for another port fails.
            #expect(
                first.proof
                    != DebugProof.serverProof(
                        token: server.token, port: server.port &+ 1, clientNonce: first.clientNonce,
                        serverNonce: first.nonce))
            #expect(!first.proof.contains(server.token))
        }
    }

    nonisolated static let malformedClientNonces = [
        "", "cnonce=", "cnonce=" + String(repeating: "a", count: 31),
        "cnonce=" + String(repeating: "a", count: 65),
        "cnonce=" + String(repeating: "g", count: 32), "cnonce=" + String(repeating: "a", count: 31) + "%20",
        "other=" + String(repeating: "a", count: 32),
    ]

    @Test(arguments: malformedClientNonces)
    func aMalformedClientNonceIsABadRequestSayingWhatIsExpected(query: String) async throws {
        try await withServer { server, _ in
            let reply = try await TestHTTP.request(port: server.port, "/api/challenge?\(query)", token: nil)
            #expect(reply.status == 400, "\(query)")
            #expect(
                reply.body
                    == "the challenge needs ?cnonce= with 32 to 64 hexadecimal digits (a random nonce of the client's)\n"
            )
            #expect(server.challenges.count == 0)
        }
    }

    @Test func theChallengeIsGETOnly() async throws {
        try await withServer { server, _ in
            let reply = try await TestHTTP.request(
                port: server.port, "/api/challenge?cnonce=" + String(repeating: "a", count: 32),
                method: "POST",
                token: nil, body: "")
            #expect(reply.status == 405)
        }
    }

    @Test func aRequestMACOpensAnEndpointOnceAndItsReplayIsRefused() async throws {
        try await withServer { server, navigator in
            let challenge = try await TestHTTP.challenge(port: server.port)
            let first = try await TestHTTP.macRequest(
                port: server.port, token: server.token, nonce: challenge.nonce, "/api/outline")
            #expect(first.status == 200)
            #expect(first.body == navigator.outline + "\n")
            let replay = try await TestHTTP.macRequest(
                port: server.port, token: server.token, nonce: challenge.nonce, "/api/outline")
            #expect(replay.status == 401)
            #expect(replay.body.contains("the nonce was already used"), "\(replay.body)")
            #expect(replay.headers["www-authenticate"] == "Bearer, Wayfinder-HMAC")
        }
    }

    @Test func aMACOverAnotherMethodTargetBodyOrPortIsRefusedAndActsOnNothing() async throws {
        try await withServer { server, navigator in
            let port = server.port
            let body = #"{"url":"myapp://profile/me"}"#
            let cases:
                [(method: String, target: String, body: String?, signed: (String, String, String, UInt16))] =
                    [
                        ("GET", "/api/state", nil, ("GET", "/api/outline", "", port)),
                        ("GET", "/api/graph?format=dot", nil, ("GET", "/api/graph?format=json", "", port)),
                        (
                            "POST", "/api/open", body,
                            ("POST", "/api/open", #"{"url":"myapp://post/1"}"#, port)
                        ),
                        ("POST", "/api/open", body, ("GET", "/api/open", body, port)),
                        ("POST", "/api/open", body, ("POST", "/api/open", body, port &+ 1)),
                    ]
            for item in cases {
                let challenge = try await TestHTTP.challenge(port: port)
                let reply = try await TestHTTP.macRequest(
                    port: port, token: server.token, nonce: challenge.nonce, method: item.method, item.target,
                    body: item.body, signed: item.signed)
                #expect(reply.status == 401, "\(item.method) \(item.target) signed as \(item.signed)")
                #expect(
                    reply.body
                        == "unauthorized: the MAC does not match this request (its method, target and body) under the token\n"
                )
            }
            #expect(navigator.outline == "stack: login")
            // The same request, signed for what it is, goes through.
            let challenge = try await TestHTTP.challenge(port: port)
            let applied = try await TestHTTP.macRequest(
                port: port, token: server.token, nonce: challenge.nonce, method: "POST", "/api/open",
                body: body)
            #expect(applied.status == 200, "\(applied.body)")
            #expect(navigator.outline != "stack: login")
        }
    }

    @Test func aMACWithAnotherKeyOrAMalformedHeaderIsRefused() async throws {
        try await withServer { server, _ in
            let port = server.port
            let challenge = try await TestHTTP.challenge(port: port)
            let wrongKey = try await TestHTTP.macRequest(
                port: port, token: altered(server.token), nonce: challenge.nonce, "/api/outline")
            #expect(wrongKey.status == 401)
            #expect(wrongKey.body.contains("the MAC does not match"))
            // The nonce was used up by the wrong try: each nonce gets one.
            let after = try await TestHTTP.macRequest(
                port: port, token: server.token, nonce: challenge.nonce, "/api/outline")
            #expect(after.body.contains("already used"))
            let fresh = try await TestHTTP.challenge(port: port)
            let mac = DebugProof.requestMAC(
                token: server.token, port: port, nonce: fresh.nonce, method: "GET", target: "/api/outline",
                body: [UInt8]())
            for header in [
                "Wayfinder-HMAC nonce=\(fresh.nonce)", "Wayfinder-HMAC mac=\(mac)",
                "Wayfinder-HMAC nonce=\(fresh.nonce), mac=\(mac), mac=\(mac)",
                "Wayfinder-HMAC nonce=\(fresh.nonce), mac=\(mac.prefix(40))",
                "Wayfinder-HMAC nonce=\(fresh.nonce)zz, mac=\(mac)", "Wayfinder-HMAC \(server.token)",
            ] {
                let reply = try await TestHTTP.request(
                    port: port, "/api/outline", token: nil, headers: [("Authorization", header)])
                #expect(reply.status == 401, "\(header)")
                #expect(
                    reply.body.hasPrefix("unauthorized: malformed Wayfinder-HMAC credentials"), "\(header)")
            }
            // None of those used the fresh nonce up.
            let good = try await TestHTTP.request(
                port: port, "/api/outline", token: nil,
                headers: [("Authorization", "wayfinder-hmac nonce=\(fresh.nonce), mac=\(mac)")])
            #expect(good.status == 200)
        }
    }

    @Test func aNonceThatExpiredOrWasDroppedOrNeverIssuedIsRefusedNamingWhy() async throws {
        var limits = testLimits
        limits.maxOutstandingChallenges = 2
        limits.challengeLifetime = 0.3
        try await withServer(limits: limits) { server, _ in
            let port = server.port
            let oldest = try await TestHTTP.challenge(port: port)
            let expiring = try await TestHTTP.challenge(port: port)
            _ = try await TestHTTP.challenge(port: port)  // drops `oldest`
            let dropped = try await TestHTTP.macRequest(
                port: port, token: server.token, nonce: oldest.nonce, "/api/outline")
            #expect(dropped.status == 401)
            #expect(dropped.body.contains("not one this server issued, or it was dropped (at most 2"))
            try await Task.sleep(for: .milliseconds(400))
            let expired = try await TestHTTP.macRequest(
                port: port, token: server.token, nonce: expiring.nonce, "/api/outline")
            #expect(expired.status == 401)
            #expect(expired.body.contains("the nonce expired"), "\(expired.body)")
            let invented = try await TestHTTP.macRequest(
                port: port, token: server.token, nonce: String(repeating: "0", count: 32), "/api/outline")
            #expect(invented.status == 401)
            #expect(invented.body.contains("not one this server issued"))
        }
    }

    @Test func thePageStillUsesTheBearerTokenAndTheEventStreamItsQueryToken() async throws {
        try await withServer { server, _ in
            let bearer = try await TestHTTP.request(port: server.port, "/api/outline", token: server.token)
            #expect(bearer.status == 200)
            let text = try await offThread { [port = server.port, token = server.token] () -> String in
                let socket = try TestSocket(port: port)
                _ = socket.send(
                    "GET /api/events?format=log&token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                socket.read(until: Date() + 5) { String(decoding: $0, as: UTF8.self).contains(": connected") }
                return socket.text
            }
            #expect(text.hasPrefix("HTTP/1.1 200 OK"))
        }
    }
}

@Suite("The challenge nonce store")
struct DebugServerNonceStoreTests {
    @Test func aNonceIsGoodForOneRedemptionWithinItsLifetime() {
        let store = ChallengeNonceStore(capacity: 4, lifetime: .seconds(30))
        let start = ContinuousClock.now
        let nonce = store.issue(now: start)
        #expect(nonce.count == 32)
        #expect(store.redeem(nonce, now: start + .seconds(29)) == .accepted)
        #expect(store.redeem(nonce, now: start + .seconds(29)) == .alreadyUsed)
        let late = store.issue(now: start)
        #expect(store.redeem(late, now: start + .seconds(31)) == .expired)
        #expect(store.redeem("nope", now: start) == .unknown)
    }

    @Test func aFullStoreDropsItsOldestNonce() {
        let store = ChallengeNonceStore(capacity: 3, lifetime: .seconds(30))
        let nonces = (0..<4).map { _ in store.issue() }
        #expect(store.count == 3)
        #expect(store.redeem(nonces[0]) == .unknown)
        #expect(nonces.dropFirst().map { store.redeem($0) } == [.accepted, .accepted, .accepted])
        #expect(Set(nonces).count == 4)
    }

    @Test func concurrentRedemptionsOfOneNonceLetExactlyOneIn() async {
        // A lifetime no stall of the machine can outlast: the test is about the race, not expiry
        // (a loaded CI run once paused for 35 s and every redemption found the nonce expired).
        let store = ChallengeNonceStore(capacity: 64, lifetime: .seconds(24 * 3600))
        let nonce = store.issue()
        let results = await withTaskGroup(of: ChallengeNonceStore.Redemption.self) { group in
            for _ in 0..<16 { group.addTask { store.redeem(nonce) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count { $0 == .accepted } == 1)
        #expect(results.count { $0 == .alreadyUsed } == 15)
    }
}
