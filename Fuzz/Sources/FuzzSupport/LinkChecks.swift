import Foundation
import FuzzAuthUI
import Wayfinder
import WayfinderCore

/// The demo app's link policy and matcher, built once.
let demoPolicy = LinkPolicy(schemes: ["myapp"], hosts: ["wayfinder.example"])
let demoMatcher = RouteMatcher(routes: demoRoutes)

/// The demo navigator, built on first use on the main thread (libFuzzer calls the target there).
@MainActor private var demoNavigator: Navigator?
/// The demo navigator's events (the navigator holds its observers weakly).
@MainActor private let demoEvents = EventCollector()

/// Fuzzes URL → routes over the demo app: the link policy, the matcher (with its percent and
/// typed decoders), the way back (route → URL → route), and the navigator's `open(_:)` and
/// `open(pushPayload:)`.
///
/// Properties checked on every input:
/// 1. A link the policy accepts has a well-formed route path: non-empty segments, none that is
///    `.` or `..` or hides a `/` once decoded, no fragment, only URL characters; its scheme is
///    `myapp`, `http` or `https` and it has no user information or port.
/// 2. Routes the matcher returns encode back to a path that resolves to equal routes, and each
///    route's own `pathRepresentation` resolves to that route alone.
/// 3. The raw input as a relative path obeys 2 as well.
/// 4. Opening the link from outside (deep link, push payload) never shows a route that is not
///    externally reachable, and changes nothing when the link is rejected.
/// 5. The tokens of an accepted link (`LinkPath`) resolve exactly as its text does: the same
///    routes, or the same error.
/// 6. Nothing the link's opening shows holds a raw control character, line separator, bidi
///    control or invisible character (`TextChecks.swift`): every event field and log line and every failure
///    message of opening a link, accepted or refused. Every event field is within its bound
///    (`NavigationEvent.maximumURLLength`, `maximumFieldLength`). The Swift test a journal
///    exports is FuzzJournal's to check.
public func fuzzLinks(_ bytes: UnsafeRawBufferPointer) {
    let input = text(of: bytes)
    var routePath: String?
    do throws(RouteURLError) {
        let link = try demoPolicy.linkPath(of: input)
        checkAcceptedLink(input, path: link.relativeString)
        checkLinkResolution(link)
        routePath = link.relativeString
    } catch {
        _ = error.description
    }
    checkResolution(of: input)
    // A link the policy refuses fails the same way inside the navigator: it is opened there
    // once, for what its rejection shows (property 6).
    guard let routePath else {
        MainActor.assumeIsolated { checkRefusedOpening(input) }
        return
    }
    let resolves = checkResolution(of: routePath)
    MainActor.assumeIsolated { checkOpening(input, resolvable: resolves) }
}

/// Property 5: the matcher reads the policy's tokens as it reads the text they came from.
private func checkLinkResolution(_ link: LinkPath) {
    let tokens = Result { () throws(RouteURLError) -> [any Route] in try demoMatcher.routes(for: link) }
    let text = Result { () throws(RouteURLError) -> [any Route] in
        try demoMatcher.routes(forPath: link.relativeString)
    }
    switch (tokens, text) {
    case (.success(let fromTokens), .success(let fromText)):
        fuzzCheck(
            fromTokens.count == fromText.count && zip(fromTokens, fromText).allSatisfy { $0.isEqual(to: $1) },
            "\(link) resolves to \(fromTokens) from its tokens, \(fromText) from its text")
    case (.failure(let fromTokens), .failure(let fromText)):
        fuzzCheck(
            fromTokens == fromText,
            "\(link) fails with \(fromTokens) from its tokens, \(fromText) from its text")
    default:
        fuzzCheck(false, "\(link) resolves from its tokens or its text, not both: \(tokens) / \(text)")
    }
}

/// Property 1, written independently of `LinkPolicy`.
private func checkAcceptedLink(_ url: String, path: String) {
    // Bytes, not characters: a combining mark after `//` joins the `/` in one `Character`.
    let lowered = url.lowercased().utf8
    fuzzCheck(
        ["myapp://", "http://", "https://"].contains { lowered.starts(with: $0.utf8) },
        "accepted a link with another scheme: \(url.debugDescription)")
    let afterScheme = url.utf8.split(separator: UInt8(ascii: ":"), maxSplits: 1).last.map { Array($0) } ?? []
    let authority = afterScheme.dropFirst(2).prefix { byte in
        byte != UInt8(ascii: "/") && byte != UInt8(ascii: "?") && byte != UInt8(ascii: "#")
    }
    fuzzCheck(
        !authority.contains(UInt8(ascii: "@")) && !authority.contains(UInt8(ascii: ":")),
        "accepted user information or a port: \(url.debugDescription)")
    fuzzCheck(!path.isEmpty, "accepted an empty path: \(url.debugDescription)")
    fuzzCheck(!path.contains("#"), "kept a fragment: \(path.debugDescription)")
    fuzzCheck(path.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "non-URL bytes in \(path.debugDescription)")
    let pathOnly = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
    for segment in pathOnly.split(separator: "/", omittingEmptySubsequences: false) {
        fuzzCheck(!segment.isEmpty, "empty segment in \(path.debugDescription)")
        guard let decoded = percentDecoded(segment) else {
            fuzzCheck(false, "bad percent-encoding accepted in \(path.debugDescription)")
            return
        }
        fuzzCheck(decoded != "." && decoded != "..", "dot segment accepted in \(path.debugDescription)")
        fuzzCheck(!decoded.contains("/"), "encoded slash accepted in \(path.debugDescription)")
    }
}

/// `%XX` decoding of a segment, done here without `RouteURLCoder`; nil when malformed.
private func percentDecoded(_ segment: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = segment.utf8.makeIterator()
    while let byte = iterator.next() {
        guard byte == UInt8(ascii: "%") else {
            bytes.append(byte)
            continue
        }
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
            return nil
        }
        bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}

/// Property 2 for one relative path; whether it resolved.
@discardableResult
private func checkResolution(of path: String) -> Bool {
    let routes: [any Route]
    do throws(RouteURLError) {
        routes = try demoMatcher.routes(forPath: path)
    } catch {
        _ = error.description
        return false
    }
    fuzzCheck(!routes.isEmpty, "no routes and no error for \(path.debugDescription)")
    // Encoding may lengthen a path (`!` or raw UTF-8 become `%XX`): a canonical form over the
    // matcher's limit is refused as too long, which is the limit working, not a mismatch
    // (see FuzzRegressionTests for what that means for restoration).
    let limit = demoMatcher.maximumPathLength
    let canonical = RouteURLCoder.relativeURL(for: routes)
    do throws(RouteURLError) {
        let again = try demoMatcher.routes(forPath: canonical)
        fuzzCheck(
            again.count == routes.count && zip(again, routes).allSatisfy { $0.isEqual(to: $1) },
            "\(path.debugDescription) → \(canonical.debugDescription) → different routes \(again)")
    } catch {
        let isOverLimit =
            canonical.utf8.count > limit && error == .tooLong(length: canonical.utf8.count, limit: limit)
        fuzzCheck(
            isOverLimit, "\(path.debugDescription) → \(canonical.debugDescription) does not resolve: \(error)"
        )
    }
    for route in routes {
        let own = route.pathRepresentation
        do throws(RouteURLError) {
            let alone = try demoMatcher.route(forPath: own)
            fuzzCheck(alone.isEqual(to: route), "\(own.debugDescription) resolves to \(alone), not \(route)")
        } catch {
            let isOverLimit =
                own.utf8.count > limit && error == .tooLong(length: own.utf8.count, limit: limit)
            fuzzCheck(
                isOverLimit,
                "\(own.debugDescription) (from \(path.debugDescription)) does not resolve: \(error)")
        }
    }
    return true
}

/// Property 4: the navigator opens the link from outside and never shows a hidden route.
@MainActor
private func checkOpening(_ input: String, resolvable: Bool) {
    let navigator = sharedDemoNavigator()
    let before = navigator.outline
    let viaLink = navigator.open(input).currentOutcome
    checkOutcome(viaLink, navigator, before: before, input: input, resolvable: resolvable)
    checkShowing()
    navigator.setRoot(LoginRoute())
    let viaPush = navigator.open(pushPayload: ["url": input]).currentOutcome
    checkOutcome(viaPush, navigator, before: before, input: input, resolvable: resolvable)
    checkShowing()
    navigator.setRoot(LoginRoute())
    _ = demoEvents.take()
}

/// The demo navigator, its failure messages checked (property 6) and its events collected.
@MainActor
private func sharedDemoNavigator() -> Navigator {
    if let existing = demoNavigator { return existing }
    let navigator = makeDemoNavigator()
    navigator.failureHandler = { failure in checkShownSafely("\(failure)", "a failure message") }
    navigator.addObserver(demoEvents)
    demoNavigator = navigator
    return navigator
}

/// Property 6 for a link the policy refuses: opening it shows it escaped and bounded.
@MainActor
private func checkRefusedOpening(_ input: String) {
    sharedDemoNavigator().open(input)
    checkShowing()
}

/// Property 6: the events since the last check.
@MainActor
private func checkShowing() {
    for event in demoEvents.take() { checkShownSafely(event) }
}

@MainActor
private func checkOutcome(
    _ outcome: NavigationOutcome?, _ navigator: Navigator, before: String, input: String, resolvable: Bool
) {
    guard let outcome else {
        fuzzCheck(false, "no outcome without guards for \(input.debugDescription)")
        return
    }
    if outcome.isApplied {
        fuzzCheck(resolvable, "opened \(input.debugDescription), which the matcher refuses")
        fuzzCheck(
            !navigator.state.allEntries.contains { !type(of: $0.route).isExternallyReachable },
            "\(input.debugDescription) showed a hidden route: \(navigator.outline)")
    } else {
        fuzzCheck(
            navigator.outline == before,
            "a refused link \(input.debugDescription) changed the state to \(navigator.outline)")
    }
}
