import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderDebug

/// The standard limits, but a patient main actor: other tests share it.
let loadLimits: HTTPLimits = {
    var limits = HTTPLimits.standard
    limits.mainActorDeadline = 15
    return limits
}()

/// Whether to take the figures for `Docs/Reliability.md` (`Scripts/measure-debug-server.sh`):
/// longer runs, printed as `figure:` lines.
let takesLoadFigures = ProcessInfo.processInfo.environment["WAYFINDER_LOAD_FIGURES"] != nil

/// Runs a slowloris of `sockets` against the server while `clients` well-formed clients send
/// `requestsEach` requests each, one after the other; returns their outcomes and the attack's
/// figures. Bounded: the attack stops by itself after `clients * requestsEach` requests or
/// `attackSeconds`, whichever comes first.
func underSlowloris(
    _ server: DebugServer, sockets: Int, clients: Int, requestsEach: Int, attackSeconds: Double = 60
) async throws -> ([LoadOutcome], Slowloris.Figures) {
    let port = server.port
    let token = server.token
    return try await offThread {
        let attack = Slowloris(port: port, sockets: sockets, duration: attackSeconds)
        attack.start()
        Thread.sleep(forTimeInterval: 1.5)  // every slot taken before the first request
        let outcomes = LoadClient.run(
            port: port, token: token, clients: clients, requestsEach: requestsEach, pause: 0.05, timeout: 20)
        return (outcomes, attack.stop())
    }
}

@MainActor
@Suite("Debug server under load, on 127.0.0.1", .serialized)
struct DebugServerLoadTests {
    /// The review's finding: 64 sockets sending partial requests locked everyone out for 10 s at
    /// a time (80 of 84 requests got `503`). Now the oldest incomplete request gives way.
    @Test func underAThreeHundredSocketSlowlorisAtLeast95PercentOfWellFormedRequestsAreServed() async throws {
        try await withServer(limits: loadLimits) { server, _ in
            let (outcomes, attack) = try await underSlowloris(
                server, sockets: 300, clients: 4, requestsEach: 10)
            let summary = LoadSummary(outcomes)
            print("slowloris 300 sockets: \(summary); attack: \(attack)")
            #expect(attack.mostConnected > loadLimits.maxConnections, "the attack never filled the slots")
            #expect(summary.share >= 0.95, "\(summary)")
        }
    }

    @Test func aBurstOfWellFormedClientsBeyondTheSlotsIsServed() async throws {
        try await withServer(limits: loadLimits) { server, _ in
            let port = server.port
            let token = server.token
            let outcomes = try await offThread {
                LoadClient.run(port: port, token: token, clients: 200, requestsEach: 1, timeout: 20)
            }
            let summary = LoadSummary(outcomes)
            print("burst of 200 clients: \(summary)")
            #expect(summary.share >= 0.95, "\(summary)")
        }
    }

    /// The figures in `Docs/Reliability.md`; run by `Scripts/measure-debug-server.sh`.
    @Test(.enabled(if: takesLoadFigures)) func figures() async throws {
        for sockets in [64, 300] {
            try await withServer(limits: loadLimits) { server, _ in
                let (outcomes, attack) = try await underSlowloris(
                    server, sockets: sockets, clients: 8, requestsEach: 25)
                print(
                    "figure: slowloris \(sockets) sockets, 200 requests from 8 clients: \(LoadSummary(outcomes)); attack: \(attack)"
                )
            }
        }
        // The control: the server as reviewed, no eviction and an immediate 503 when full.
        var asReviewed = loadLimits
        asReviewed.evictionGrace = 1_000
        asReviewed.slotWait = 0
        for sockets in [64, 300] {
            try await withServer(limits: asReviewed) { server, _ in
                let (outcomes, attack) = try await underSlowloris(
                    server, sockets: sockets, clients: 8, requestsEach: 25)
                print(
                    "figure: control, as reviewed (no eviction, 503 at once): slowloris \(sockets) sockets: "
                        + "\(LoadSummary(outcomes)); attack: \(attack)")
            }
        }
        for clients in [64, 200, 500] {
            try await withServer(limits: loadLimits) { server, _ in
                let port = server.port
                let token = server.token
                let outcomes = try await offThread {
                    LoadClient.run(port: port, token: token, clients: clients, requestsEach: 1, timeout: 20)
                }
                print("figure: burst of \(clients) clients at once: \(LoadSummary(outcomes))")
            }
        }
        try await stalledSubscriberFigures()
    }

    /// 8,000 navigations with no trace subscriber, one stalled one, and sixteen (the limit).
    func stalledSubscriberFigures() async throws {
        for stalled in [0, 1, 16] {
            var limits = loadLimits
            limits.writeDeadline = 30
            try await withServer(limits: limits) { server, navigator in
                let port = server.port
                let token = server.token
                let sockets = try await offThread {
                    try (0..<stalled).map { _ in
                        let socket = try TestSocket(port: port, receiveBufferSize: 1024)
                        _ = socket.send(
                            "GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAuthorization: Bearer \(token)\r\n\r\n"
                        )
                        return socket
                    }
                }
                try await Task.sleep(for: .milliseconds(500))
                let start = Date()
                for index in 0..<4000 {
                    navigator.push(PostRoute(id: index))
                    navigator.pop()
                }
                let navigation = Date().timeIntervalSince(start)
                let outcomes = try await offThread {
                    LoadClient.run(port: port, token: token, clients: 4, requestsEach: 10, timeout: 20)
                }
                let dropped = try await offThread { () -> String in
                    guard let socket = sockets.first else { return "no subscriber" }
                    socket.read(until: Date() + 3)  // drains what the server kept for it
                    let counts = socket.text.components(separatedBy: #"{"dropped":"#).dropFirst().compactMap {
                        Int($0.prefix { $0.isNumber })
                    }
                    return
                        "the first subscriber, reading afterwards, got \(socket.received.count) bytes and was told of "
                        + "\(counts.max() ?? 0) dropped events"
                }
                print(
                    "figure: \(stalled) stalled trace subscribers: 8000 navigations in \(String(format: "%.3f", navigation)) s; "
                        + "meanwhile 40 requests: \(LoadSummary(outcomes)); \(dropped)")
            }
        }
    }
}
