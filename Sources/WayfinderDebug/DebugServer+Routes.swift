#if DEBUG
    import Foundation
    import Wayfinder
    import WayfinderCore
    import WayfinderDebugSupport

    /// What the server does with a request: answer it, or turn the connection into a trace stream.
    enum DebugReply {
        case response(HTTPResponse)
        case eventStream(TraceOptions)
    }

    /// What a trace subscriber asked for.
    struct TraceOptions: Sendable {
        /// Event kinds to send; empty sends all.
        var kinds: Set<String>
        /// `json` (default) or `log`.
        var asLogLines: Bool
    }

    // MARK: - Checks, then dispatch

    extension DebugServer {
        /// Every `Host` value accepted: exactly what is bound, 127.0.0.1 (or its name `localhost`)
        /// with the server's port. Not `[::1]`: the server does not listen there, so whoever does
        /// is someone else, and a page they serve must not reach this server.
        var allowedHosts: Set<String> {
            ["127.0.0.1:\(port)", "localhost:\(port)"]
        }

        /// Every `Origin` accepted: the server's own.
        var allowedOrigins: Set<String> {
            Set(allowedHosts.map { "http://" + $0 })
        }

        /// Applies the security checks in order (Host, Origin, token or request MAC), then
        /// dispatches; the page and the challenge need no token.
        func respond(to request: HTTPRequest) -> DebugReply {
            guard let host = request.header("host"), request.headerValues("host").count == 1,
                allowedHosts.contains(host.lowercased())
            else {
                return .response(
                    .text(403, "forbidden: the Host header must be 127.0.0.1:\(port) or localhost:\(port)"))
            }
            for origin in request.headerValues("origin") where !allowedOrigins.contains(origin.lowercased()) {
                return .response(.text(403, "forbidden: cross-origin requests are refused"))
            }
            if request.path == DebugAPI.pagePath {
                guard request.method == "GET" || request.method == "HEAD" else {
                    return .response(.text(405, "method not allowed", headers: [("Allow", "GET, HEAD")]))
                }
                return .response(DebugPage.response)
            }
            if request.path == DebugAPI.challengePath {  // no token: the server proves it holds it
                return .response(challenge(request))
            }
            if case .refused(let reason) = hasValidToken(request) {
                let hint =
                    request.queryItem(DebugAPI.tokenQueryItem) != nil && !takesTokenFromQuery(request)
                    ? "; ?\(DebugAPI.tokenQueryItem)= is accepted by GET \(DebugAPI.eventsPath) only" : ""
                return .response(
                    .text(
                        401, reason + hint,
                        headers: [("WWW-Authenticate", "Bearer, " + DebugProof.scheme)]))
            }
            return dispatch(request)
        }

        /// Whether the request may carry the token in its query: only the event stream, which the
        /// browser opens with `EventSource`, and that cannot send headers. Everywhere else a token
        /// in the address would end up in logs and histories for no reason.
        private func takesTokenFromQuery(_ request: HTTPRequest) -> Bool {
            request.path == DebugAPI.eventsPath && (request.method == "GET" || request.method == "HEAD")
        }

        /// The token (`Bearer`, or `?token=` on the event stream) or a request MAC; see
        /// `DebugServer+Proof.swift`.
        private func hasValidToken(_ request: HTTPRequest) -> RequestAuthorization {
            authorization(of: request, takesTokenFromQuery: takesTokenFromQuery(request))
        }

        private func requireGET(_ request: HTTPRequest) -> HTTPResponse? {
            request.method == "GET"
                ? nil : .text(405, "method not allowed; use GET", headers: [("Allow", "GET, HEAD")])
        }

        private func dispatch(_ request: HTTPRequest) -> DebugReply {
            let navigator = self.navigator
            switch request.path {
            case DebugAPI.manifestPath:
                if let refusal = requireGET(request) { return .response(refusal) }
                guard let manifest = lastManifest() else { return busy }
                return .response(.json(manifest.encoded()))
            case DebugAPI.graphPath:
                if let refusal = requireGET(request) { return .response(refusal) }
                let name = request.queryItem("format") ?? "mermaid"
                guard let format = RouteGraph.Format(rawValue: name) else {
                    return .response(.text(400, "unknown graph format '\(name)'; use mermaid, dot or json"))
                }
                guard let manifest = lastManifest() else { return busy }
                let type = format == .json ? "application/json; charset=utf-8" : "text/plain; charset=utf-8"
                return .response(
                    HTTPResponse(
                        status: 200, contentType: type,
                        body: Array(RouteGraph.render(manifest, as: format).utf8)))
            case DebugAPI.navigatorsPath:
                if let refusal = requireGET(request) { return .response(refusal) }
                let directory = self.directory
                guard
                    let data = onMainActor({
                        NavigatorList(
                            directory?.outlines.map {
                                .init(scene: $0.scene, active: $0.isActive, outline: $0.outline)
                            }
                                ?? [.init(scene: "main", active: true, outline: navigator.outline)]
                        ).encoded()
                    })
                else { return busy }
                return .response(.json(data))
            case DebugAPI.outlinePath:
                if let refusal = requireGET(request) { return .response(refusal) }
                guard let state = lastState() else { return busy }
                return .response(.text(200, state.outline))
            case DebugAPI.statePath:
                if let refusal = requireGET(request) { return .response(refusal) }
                guard let state = lastState() else { return busy }
                return .response(.json(StateDocument(state).encoded()))
            case DebugAPI.journalPath:
                if let refusal = requireGET(request) { return .response(refusal) }
                guard let data = onMainActor({ try? navigator.journal.encoded() }), let data else {
                    return busy
                }
                return .response(.json(data))
            case DebugAPI.journalTestPath:
                if let refusal = requireGET(request) { return .response(refusal) }
                let name = request.queryItem("name") ?? "replaysTheRecordedSession"
                let everyStep = request.queryItem("every") == "1"
                guard
                    let test = onMainActor({
                        navigator.journal.swiftTest(named: name, checkingEveryStep: everyStep)
                    })
                else { return busy }
                return .response(.text(200, test))
            case DebugAPI.journalJumpPath:
                return .response(jump(request))
            case DebugAPI.openPath:
                return .response(openLink(request))
            case DebugAPI.eventsPath:
                if let refusal = requireGET(request) { return .response(refusal) }
                let kinds = (request.queryItem("filter") ?? "").split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }.filter { !$0.isEmpty }
                let known = Set(NavigationEvent.Kind.allCases.map(\.rawValue))
                if let unknown = kinds.first(where: { !known.contains($0) }) {
                    return .response(.text(400, "unknown event '\(unknown)'"))
                }
                return .eventStream(
                    TraceOptions(kinds: Set(kinds), asLogLines: request.queryItem("format") == "log"))
            default:
                return .response(.text(404, "not found: \(request.path)"))
            }
        }

        /// The navigator's state after its last applied navigation: from the feed, without the
        /// main actor, once the feed is installed; before that, read on the main actor.
        private func lastState() -> NavigationState? {
            if let snapshot = feed.snapshot { return snapshot.state }
            let navigator = self.navigator
            return onMainActor { navigator.state }
        }

        /// The route manifest as of the last change of tabs, read as ``lastState()`` is.
        private func lastManifest() -> RouteManifest? {
            if let snapshot = feed.snapshot { return snapshot.manifest }
            let navigator = self.navigator
            return onMainActor { navigator.registry.manifest }
        }

        private var busy: DebugReply {
            .response(.text(503, "the app's main actor did not answer within \(limits.mainActorDeadline) s"))
        }

        // MARK: - The link console

        /// `POST {"url": "..."}` with `Content-Type: application/json`: opens the link with the
        /// source `debugConsole` and tells how it ended.
        private func openLink(_ request: HTTPRequest) -> HTTPResponse {
            guard request.method == "POST" else {
                return .text(405, "method not allowed; POST {\"url\": \"...\"}", headers: [("Allow", "POST")])
            }
            guard let type = request.header("content-type"),
                type.lowercased().hasPrefix("application/json")
            else {
                return .text(415, "the body must be JSON (Content-Type: application/json)")
            }
            guard let body = try? JSONDecoder().decode(OpenRequest.self, from: Data(request.body)) else {
                return .text(400, "the body must be {\"url\": \"...\"}")
            }
            let navigator = self.navigator
            let url = body.url
            let result = onMainActor { () -> OpenResult in
                let request = navigator.openFromDebugConsole(url)
                let outcome = await request.outcome
                return OpenResult(url: url, outcome: outcome, outline: navigator.outline)
            }
            guard let result else {
                return .json(OpenResult.pending(url).encoded(), status: 202)
            }
            return .json(result.encoded())
        }
    }

    extension DebugServer {
        /// `POST {"entry": N}`: restores the state recorded after entry `N`. Answers `200` with the
        /// outline when it did, `404` when the journal keeps no state for `N`, and `409` with a
        /// ``JumpResult`` when the entry exists but the app did not restore it (a leave guard
        /// asked or kept its screen, a newer navigation superseded it, …).
        fileprivate func jump(_ request: HTTPRequest) -> HTTPResponse {
            guard request.method == "POST" else {
                return .text(405, "method not allowed; POST {\"entry\": N}", headers: [("Allow", "POST")])
            }
            guard let type = request.header("content-type"), type.lowercased().hasPrefix("application/json")
            else {
                return .text(415, "the body must be JSON (Content-Type: application/json)")
            }
            guard let body = try? JSONDecoder().decode(JumpRequest.self, from: Data(request.body)) else {
                return .text(400, "the body must be {\"entry\": N}")
            }
            let navigator = self.navigator
            let entry = body.entry
            let result = onMainActor { () -> JumpResult? in
                guard let report = await navigator.jump(toJournalEntry: entry) else { return nil }
                return JumpResult(entry: entry, report: report, outline: navigator.outline)
            }
            guard let result else {
                return .text(503, "the app's main actor did not answer within \(limits.mainActorDeadline) s")
            }
            guard let jumped = result else {
                return .text(404, "the journal holds no restorable entry \(entry)")
            }
            guard jumped.applied else { return .json(jumped.encoded(), status: 409) }
            return .text(200, jumped.outline)
        }
    }

    /// What a journal jump did, the body of its `409` answer: the entry exists, but the app did not
    /// restore it.
    struct JumpResult: Codable, Sendable {
        /// How the jump ended.
        enum Result: String, Codable, Sendable {
            /// The state after the entry is restored.
            case restored
            /// A leave guard asks the user first: the app shows its confirmation, and the jump
            /// completes if they confirm.
            case asked
            /// A leave guard kept its screen.
            case stayed
            /// A guard stopped it otherwise (a leave guard that did not answer in time).
            case blocked
            /// A newer navigation started first.
            case superseded
            /// The restoring navigation failed.
            case failed
            /// Nothing of the entry's state could be restored.
            case notRestored
        }

        var entry: UInt64
        var result: Result
        /// How the restoring navigation ended, in the journal's Codable form, which the
        /// command-line tool reads; nil when nothing of the entry's state could be restored.
        var outcome: RecordedOutcome?
        var applied: Bool
        var reason: String?
        var outline: String

        init(entry: UInt64, result: Result, outcome: NavigationOutcome?, reason: String?, outline: String) {
            self.entry = entry
            self.result = result
            self.outcome = outcome?.recorded
            self.applied = result == .restored
            self.reason = reason
            self.outline = outline
        }

        /// The result of a restoration of the entry's state, `outline` the state now.
        init(entry: UInt64, report: RestorationReport, outline: String) {
            if report.restored {
                self.init(entry: entry, result: .restored, outcome: .applied, reason: nil, outline: outline)
                return
            }
            let outcome = report.issues.lazy.compactMap { issue -> NavigationOutcome? in
                if case .notApplied(let outcome) = issue { return outcome }
                return nil
            }.first
            let result: Result
            let reason: String
            switch outcome {
            case .redirected(let route, let confirmation)?:
                // The restoring navigation brings no routes, so only a leave guard stops it.
                result = .asked
                reason =
                    "the leave guard of \(route) asks the user first: the app shows \(confirmation.pathRepresentation), "
                    + "and the jump completes if they confirm"
            case .stayed(let route, let why)?:
                result = .stayed
                reason = "the leave guard of \(route) kept its screen: \(why)"
            case .denied, .timedOut:
                result = .blocked
                reason = outcome.map { "\($0)" } ?? ""
            case .superseded?:
                result = .superseded
                reason = "a newer navigation started before the jump applied"
            case .failed(let failure)?:
                result = .failed
                reason = failure.description
            case .applied?, .handedOff?, nil:
                result = .notRestored
                reason = report.issues.map(\.description).joined(separator: "; ")
            }
            self.init(entry: entry, result: result, outcome: outcome, reason: reason, outline: outline)
        }

        func encoded() -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(self)) ?? Data()
        }
    }

    /// The jump request's body.
    struct JumpRequest: Decodable {
        var entry: UInt64
    }

    /// The link console's request body.
    struct OpenRequest: Decodable {
        var url: String
    }

    /// The link console's answer: how the navigation ended (`outcome`, in the journal's Codable
    /// form, which the command-line tool reads), its word for the page (`applied`, `rejected`
    /// with why, `blocked`, `superseded`, `handedOff` for an external route shown by the app's
    /// handler, or `pending` while a guard is still deciding, with no outcome yet), and the
    /// outline afterwards.
    struct OpenResult: Codable, Sendable {
        var url: String
        var result: String
        var outcome: RecordedOutcome?
        var applied: Bool
        var reason: String?
        var outline: String?

        init(url: String, result: String, outcome: NavigationOutcome?, reason: String?, outline: String?) {
            self.url = url
            self.result = result
            self.outcome = outcome?.recorded
            self.applied = outcome?.isApplied ?? false
            self.reason = reason
            self.outline = outline
        }

        init(url: String, outcome: NavigationOutcome, outline: String) {
            let (result, reason): (String, String?) =
                switch outcome {
                case .applied: ("applied", nil)
                case .denied(let route, _), .redirected(let route, _), .timedOut(let route),
                    .stayed(let route, _):
                    ("blocked", "\(route): \(outcome.blockReason ?? "")")
                case .superseded: ("superseded", "a newer navigation started")
                case .failed(let failure): ("rejected", failure.description)
                case .handedOff(let route): ("handedOff", "\(route) is external: the app's handler shows it")
                }
            self.init(url: url, result: result, outcome: outcome, reason: reason, outline: outline)
        }

        static func pending(_ url: String) -> OpenResult {
            OpenResult(
                url: url, result: "pending", outcome: nil, reason: "a guard has not decided yet", outline: nil
            )
        }

        func encoded() -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(self)) ?? Data()
        }
    }

    /// `GET /api/state`: the outline and the saved-state document of the current state.
    struct StateDocument: Encodable {
        var outline: String
        var state: SavedNavigationState

        init(_ state: NavigationState) {
            outline = state.outline
            self.state = SavedNavigationState(state)
        }

        func encoded() -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(self)) ?? Data()
        }
    }
#endif

#if DEBUG
    /// The body of `/api/navigators`: every live navigator with its outline.
    struct NavigatorList: Encodable {
        struct Item: Encodable {
            var scene: String
            var active: Bool
            var outline: String
        }

        var navigators: [Item]

        init(_ navigators: [Item]) { self.navigators = navigators }

        func encoded() -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(self)) ?? Data()
        }
    }
#endif
