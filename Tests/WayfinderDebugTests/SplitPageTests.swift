import Foundation
import Testing
import Wayfinder
import WayfinderCore

@testable import WayfinderDebug

// A mail app whose root stack is a list/detail split, for the debug page's graph.

@Route("mail/:box")
struct SplitPageMailboxRoute {
    let box: String
}

@Route("mail/:box/message/:id")
struct SplitPageMessageRoute {
    let box: String
    let id: Int
    var parent: (any Route)? { SplitPageMailboxRoute(box: box) }
}

@Route("attachment/:id")
struct SplitPageAttachmentRoute {
    let id: Int
}

struct SplitPageMailFeature: FeatureModule {
    func register(in context: FeatureRegistrationContext) {
        context.register(SplitPageMailboxRoute.self) { route in "Mailbox \(route.box)" }
        context.register(SplitPageMessageRoute.self) { route in "Message \(route.id)" }
        context.register(SplitPageAttachmentRoute.self) { route in "Attachment \(route.id)" }
        context.registerSplit(list: SplitPageMailboxRoute.self, detail: SplitPageMessageRoute.self)
    }
}

/// A running server over the mail app in the regular width (the split shows its columns),
/// stopped at the end of `body`.
@MainActor
private func withSplitServer<T>(_ body: (DebugServer, Navigator) async throws -> T) async throws -> T {
    let navigator = Navigator(
        modules: [SplitPageMailFeature()], root: SplitPageMailboxRoute(box: "inbox"), schemes: ["myapp"])
    navigator.failureHandler = { _ in }
    navigator.setHorizontalSizeClass(.regular)
    let server = DebugServer(navigator: navigator, port: 0, limits: testLimits, serverFile: .none)
    try server.start(printAddress: false)
    defer { server.stop() }
    return try await body(server, navigator)
}

/// The classes of the graph node drawn for the route type `type` in a dumped DOM, or nil when
/// the page drew no such node.
private func nodeClasses(of type: String, in dom: String) throws -> Set<String>? {
    let tag = try Regex("<g [^>]*data-type=\"\(type)\"[^>]*>")
    guard let node = dom.firstMatch(of: tag) else { return nil }
    guard let classes = node.output[0].substring?.firstMatch(of: #/class="([^"]*)"/#) else { return [] }
    return Set(classes.output.1.split(separator: " ").map(String.init))
}

@MainActor
@Suite(
    "The debug page's graph with a split view", .serialized,
    .enabled(if: Chromium.path != nil, "no chromium on this machine (apt-get install -y chromium)"))
struct SplitPageTests {
    @Test func theGraphMarksBothColumnsOfASplitAsOnScreen() async throws {
        try await withSplitServer { server, navigator in
            let link = "myapp://mail/inbox/message/42"
            let encoded = link.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let page = "http://127.0.0.1:\(server.port)/#token=\(server.token)&open=\(encoded)"
            let dom = try await Chromium.run(["--dump-dom"], page: page)
            // The regular width prints the columns side by side, separated by " | ".
            #expect(navigator.outline == "split: mail/inbox | mail/inbox/message/42")
            #expect(dom.contains(#"<pre id="outline">split: mail/inbox | mail/inbox/message/42</pre>"#))

            let list = try #require(try nodeClasses(of: "SplitPageMailboxRoute", in: dom))
            let detail = try #require(try nodeClasses(of: "SplitPageMessageRoute", in: dom))
            let offScreen = try #require(try nodeClasses(of: "SplitPageAttachmentRoute", in: dom))
            #expect(list.contains("current"), "the list column's node is not marked current: \(list)")
            #expect(detail.contains("current"), "the detail column's node is not marked current: \(detail)")
            #expect(!offScreen.contains("current"), "a route not on screen is marked current")
        }
    }
}
