import Foundation
import Testing
import Wayfinder
import WayfinderCore
import WayfinderDebugSupport

@testable import WayfinderDebug

/// A note on a post whose leave guard asks before the note goes.
@Route("post/:id/note")
struct NoteRoute {
    let id: Int
    var parent: (any Route)? { PostRoute(id: id) }
}

/// The confirmation the note's leave guard shows.
@Route("note/discard")
struct DiscardNoteAlertRoute {
    var preferredPresentation: Presentation { .alert }
}

struct NoteFeature: FeatureModule {
    let decision: LeaveDecision

    func register(in context: FeatureRegistrationContext) {
        context.register(NoteRoute.self) { route in "Note on \(route.id)" }
        context.register(DiscardNoteAlertRoute.self) { _ in
            AlertContent(title: "Discard the note?", buttons: [AlertButton("Keep", role: .cancel)])
        }
        let decision = decision
        context.registerLeaveGuard(for: NoteRoute.self) { _, _ in decision }
    }
}

@MainActor
@Suite("The debug server's journal jump")
struct JournalJumpTests {
    /// Posts `{"entry": N}` to the jump address.
    func jump(to entry: UInt64, on server: DebugServer) async throws -> TestReply {
        try await TestHTTP.request(
            port: server.port, DebugAPI.journalJumpPath, method: "POST", token: server.token,
            headers: [("Content-Type", "application/json")], body: "{\"entry\":\(entry)}")
    }

    @Test func aJumpALeaveGuardAsksAboutAnswersConflictSayingTheAppAsksAndTheServerKeepsServing()
        async throws
    {
        try await withServer(extraModules: [NoteFeature(decision: .ask(DiscardNoteAlertRoute()))]) {
            server, navigator in
            navigator.navigate(to: PostRoute(id: 1))
            let first = navigator.outline
            let entry = try #require(navigator.journal.entries.last?.number)
            navigator.navigate(to: NoteRoute(id: 1))
            let reply = try await jump(to: entry, on: server)
            #expect(reply.status == 409, "\(reply.raw)")
            #expect(reply.headers["content-type"]?.hasPrefix("application/json") == true)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: Any])
            #expect(object["entry"] as? Int == Int(entry))
            #expect(object["result"] as? String == "asked")
            #expect(object["applied"] as? Bool == false)
            #expect((object["reason"] as? String)?.contains("post/1/note") == true, "\(object)")
            #expect(object["outline"] as? String == navigator.outline)
            #expect(
                navigator.outline.contains("home: home > post/1 > post/1/note\n  alert: note/discard\n"),
                "the app shows the confirmation")
            let outline = try await TestHTTP.request(
                port: server.port, DebugAPI.outlinePath, token: server.token)
            #expect(outline.status == 200, "the server keeps serving")
            // The user confirms in the app: the jump completes.
            _ = await navigator.resumePendingNavigation()?.outcome
            #expect(navigator.outline == first)
        }
    }

    @Test func theCLISaysALeaveGuardKeptItsScreenAndExitsWithStatusOne() async throws {
        try await withPrivateFolder { folder in
            try await withServer(
                serverFile: .folder(folder), extraModules: [NoteFeature(decision: .stay("unsaved note"))]
            ) { _, navigator in
                navigator.navigate(to: PostRoute(id: 1))
                let entry = try #require(navigator.journal.entries.last?.number)
                navigator.navigate(to: NoteRoute(id: 1))
                let before = navigator.outline
                let jumped = try await CLI.run(["jump", "\(entry)"], folder: folder)
                #expect(jumped.status == 1)
                #expect(
                    jumped.error
                        == "wayfinder: entry \(entry) stayed: the leave guard of post/1/note kept its screen: unsaved note\n"
                )
                #expect(jumped.output == before + "\n")
                #expect(navigator.outline == before)
                let unknown = try await CLI.run(["jump", "9999"], folder: folder)
                #expect(unknown.error.contains("no restorable entry 9999"))
            }
        }
    }
}
