import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderDebugSupport

@testable import WayfinderDebug

/// `--server-file F --port N` sends to port N: whoever listens there must first prove it holds
/// the token of F, and even then the token itself never crosses the wire.
@MainActor
@Suite("wayfinder CLI: the listener proves it holds the token")
struct CLIProofTests {
    /// The line the CLI prints when the listener on `port` fails the proof for `why`.
    static func unproven(port: UInt16, file: String, why: String) -> String {
        "wayfinder: the listener on 127.0.0.1:\(port) did not prove it holds the token of \(file) (\(why)); nothing was sent\n"
    }

    /// Checks that a squatter got nothing secret: one unauthenticated challenge per command and no
    /// token, MAC or `Authorization` header at all.
    static func expectNothingSecret(in squatter: ScriptedListener, token: String, commands: Int) {
        let text = squatter.receivedText
        #expect(!text.contains(token))
        #expect(!text.lowercased().contains("authorization"))
        #expect(!text.contains("Bearer"))
        #expect(!text.contains(DebugProof.scheme))
        #expect(squatter.received.count == commands, "\(text)")
        #expect(
            squatter.received.allSatisfy {
                String(decoding: $0, as: UTF8.self).hasPrefix("GET /api/challenge?cnonce=")
            })
    }

    @Test func aSquatterWhoseProofIsGarbageGetsNoTokenAndNoMACAndTheCLIFailsInOneLine() async throws {
        let squatter = try ScriptedListener { _, _ in
            ScriptedListener.response(
                200,
                #"{"nonce":"00112233445566778899aabbccddeeff","proof":"\#(String(repeating: "ab", count: 32))"}"#
            )
        }
        defer { squatter.stop() }
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { server, navigator in
                let file = try #require(server.serverFilePath)
                for arguments in [
                    ["state"], ["open", "myapp://profile/me"], ["trace", "--count", "1"], ["jump", "1"],
                ] {
                    let result = try await CLI.run(
                        arguments + ["--server-file", file, "--port", "\(squatter.port)"])
                    #expect(result.status == 1, "\(arguments)")
                    #expect(result.output.isEmpty)
                    #expect(
                        result.error
                            == Self.unproven(port: squatter.port, file: file, why: "its proof is wrong"))
                }
                #expect(navigator.outline == "stack: login")
                Self.expectNothingSecret(in: squatter, token: server.token, commands: 4)
            }
        }
    }

    @Test(arguments: [
        (
            ScriptedListener.response(404, "not found", type: "text/plain"),
            "it answered the challenge with 404"
        ),
        (
            ScriptedListener.response(200, #"{"hello":"world"}"#),
            "its answer to the challenge is not a nonce and a proof"
        ),
        (
            Array("SSH-2.0-OpenSSH\r\n".utf8),
            "no answer to the challenge: the debug server sent an incomplete response"
        ),
    ])
    func aSquatterThatDoesNotAnswerTheChallengeGetsNothingSecret(answer: [UInt8], why: String) async throws {
        let squatter = try ScriptedListener { _, _ in answer }
        defer { squatter.stop() }
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { server, _ in
                let file = try #require(server.serverFilePath)
                let result = try await CLI.run(["state", "--server-file", file, "--port", "\(squatter.port)"])
                #expect(result.status == 1)
                #expect(result.error == Self.unproven(port: squatter.port, file: file, why: why))
                Self.expectNothingSecret(in: squatter, token: server.token, commands: 1)
            }
        }
    }

    /// A squatter that passes the challenge on to the real server (Host rewritten, so the server
    /// answers) gets a real proof, but for the real server's port: the CLI checks it for the port
    /// it connected to, refuses, and the squatter has no request MAC to replay.
    @Test func aSquatterThatRelaysTheChallengeToTheRealServerIsRefused() async throws {
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { server, navigator in
                let realPort = server.port
                let relay = try ScriptedListener { request, port in
                    ScriptedListener.relay(request, from: port, to: realPort)
                }
                defer { relay.stop() }
                let file = try #require(server.serverFilePath)
                for arguments in [["state"], ["open", "myapp://profile/me"]] {
                    let result = try await CLI.run(
                        arguments + ["--server-file", file, "--port", "\(relay.port)"])
                    #expect(result.status == 1)
                    #expect(
                        result.error == Self.unproven(port: relay.port, file: file, why: "its proof is wrong")
                    )
                }
                #expect(navigator.outline == "stack: login")
                Self.expectNothingSecret(in: relay, token: server.token, commands: 2)
            }
        }
    }

    /// A stand-in server that holds the token answers the challenge correctly: the request that
    /// follows carries a MAC over its nonce, method, target and body, and no token, no `Bearer`.
    @Test func theServerFileCLIRequestCarriesAMACAndNeverTheTokenOrBearer() async throws {
        let token = DebugProof.randomHex(byteCount: 32)
        let nonces = NonceLog()
        let standIn = try ScriptedListener { request, port in
            let text = String(decoding: request, as: UTF8.self)
            guard let start = text.range(of: "cnonce=") else {
                return ScriptedListener.response(200, "stack: stand-in", type: "text/plain")
            }
            let clientNonce = String(text[start.upperBound...].prefix { $0.isHexDigit })
            let nonce = DebugProof.randomHex(byteCount: 16)
            nonces.append(nonce)
            let proof = DebugProof.serverProof(
                token: token, port: port, clientNonce: clientNonce, serverNonce: nonce)
            return ScriptedListener.response(200, #"{"nonce":"\#(nonce)","proof":"\#(proof)"}"#)
        }
        defer { standIn.stop() }
        try await withPrivateFolder { folder in
            let me = ProcessInfo.processInfo.processIdentifier
            let file = try writeServerFile(
                DebugServerFile(pid: me, port: standIn.port, token: token), in: folder)
            let state = try await CLI.run(["state", "--server-file", file])
            #expect(state.status == 0, "\(state.error)")
            #expect(state.output == "stack: stand-in\n")
            let open = try await CLI.run(["open", "myapp://post/1"], folder: folder)
            #expect(open.status == 1)  // the stand-in's answer is no open result
        }
        let requests = standIn.received.map { String(decoding: $0, as: UTF8.self) }
        #expect(requests.count == 4)
        #expect(!requests.joined().contains(token))
        #expect(!requests.joined().contains("Bearer"))
        let seen = nonces.all
        for (index, (method, target)) in [("GET", "/api/outline"), ("POST", "/api/open")].enumerated() {
            let request = requests[2 * index + 1]
            #expect(request.hasPrefix("\(method) \(target) HTTP/1.1\r\n"))
            let body = Array((request.components(separatedBy: "\r\n\r\n").last ?? "").utf8)
            #expect(body.isEmpty == (method == "GET"))
            let mac = DebugProof.requestMAC(
                token: token, port: standIn.port, nonce: seen[index], method: method, target: target,
                body: body)
            #expect(
                request.contains("\r\nAuthorization: Wayfinder-HMAC nonce=\(seen[index]), mac=\(mac)\r\n"),
                "\(request)")
        }
    }

    @Test func everyCommandSendsItsRequestsToTheRealServerWithAMACThatIsGoodOnce() async throws {
        try await withPrivateFolder { folder in
            try await withServer(serverFile: .folder(folder)) { server, navigator in
                for _ in 0..<3 {
                    let state = try await CLI.run(["state"], folder: folder)
                    #expect(state.status == 0, "\(state.error)")
                    #expect(state.output == navigator.outline + "\n")
                }
                let open = try await CLI.run(["open", "myapp://profile/me"], folder: folder)
                #expect(open.status == 0, "\(open.error)")
                #expect(server.challenges.count == 4)
            }
        }
    }
}

/// The nonces a stand-in server handed out, in order.
final class NonceLog: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `nonces` is touched only while `lock` is held.
    private let lock = NSLock()
    private var nonces: [String] = []

    func append(_ nonce: String) { lock.withLock { nonces.append(nonce) } }

    var all: [String] { lock.withLock { nonces } }
}
