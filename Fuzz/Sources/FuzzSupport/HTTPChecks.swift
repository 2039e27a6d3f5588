import Wayfinder
import WayfinderCore
import WayfinderDebug

/// Fuzzes the debug server's incremental HTTP request parser, `HTTPRequestParser`.
///
/// One input is a chunking byte followed by the bytes a client sends. Properties:
/// 1. Parsing the bytes at once (`parse(_:)`) and feeding them through `append(_:)` in chunks
///    whose sizes come from the chunking byte agree: both refuse, both wait for more, or both
///    return equal requests with equal `surplusByteCount` and `surplus` bytes. How the socket
///    splits the bytes never matters.
/// 2. A returned request respects `HTTPLimits`: a 1–16 letter upper-case method, at most
///    `maxHeaderCount` headers, a body of at most `maxBodyBytes`.
/// 3. Its query items, percent-decoded by the package's one decoder (`RouteURLCoder.decoded`),
///    come back equal from the way back: each name and value, encoded by `RouteURLCoder`, decodes
///    to itself.
/// 4. Its text (path, header values, query items, body) carried in an event's fields, as the
///    server's `/api/open` carries a body's link into the navigator's events, is shown escaped
///    and within the fields' bounds, and so is its log line (`TextChecks.swift`).
public func fuzzHTTP(_ bytes: UnsafeRawBufferPointer) {
    guard let chunking = bytes.first else { return }
    let request = Array(bytes.dropFirst())
    let limits = HTTPLimits.standard

    var whole = HTTPRequestParser(limits: limits)
    let wholeResult: Result<HTTPRequest?, HTTPParseError>
    do throws(HTTPParseError) { wholeResult = .success(try whole.append(request)) } catch {
        wholeResult = .failure(error)
    }

    var parser = HTTPRequestParser(limits: limits)
    var incremental: Result<HTTPRequest?, HTTPParseError> = .success(nil)
    var random = UInt64(chunking) &+ 0x9E37_79B9_7F4A_7C15
    var offset = 0
    repeat {
        random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let size = chunking < 16 ? Int(chunking) + 1 : Int(random >> 58) + 1  // 1…64 bytes
        let end = min(request.count, offset + size)
        do throws(HTTPParseError) {
            if let complete = try parser.append(request[offset..<end]) { incremental = .success(complete) }
        } catch {
            incremental = .failure(error)
            break
        }
        offset = end
    } while offset < request.count

    switch (wholeResult, incremental) {
    case (.failure, .failure):
        break
    case (.success(let once), .success(let chunked)):
        fuzzCheck(
            once == chunked,
            "whole and chunked parses differ: \(String(describing: once)) vs \(String(describing: chunked))")
        if once != nil {
            fuzzCheck(
                whole.surplusByteCount == parser.surplusByteCount && whole.surplus == parser.surplus,
                "surplus \(whole.surplusByteCount) whole, \(parser.surplusByteCount) chunked")
        }
        if let once {
            checkLimits(once, limits)
            checkQueryItems(once)
            checkShowing(once)
        }
    case (.failure(let error), .success(let chunked)):
        fuzzCheck(false, "whole refuses (\(error)), chunked gives \(String(describing: chunked))")
    case (.success(let once), .failure(let error)):
        fuzzCheck(false, "chunked refuses (\(error)), whole gives \(String(describing: once))")
    }
}

private func checkLimits(_ request: HTTPRequest, _ limits: HTTPLimits) {
    fuzzCheck(
        (1...16).contains(request.method.utf8.count)
            && request.method.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") },
        "accepted the method \(request.method.debugDescription)")
    fuzzCheck(request.headers.count <= limits.maxHeaderCount, "accepted \(request.headers.count) headers")
    fuzzCheck(request.body.count <= limits.maxBodyBytes, "accepted a body of \(request.body.count) bytes")
}

private func checkQueryItems(_ request: HTTPRequest) {
    for item in request.queryItems {
        for text in [item.name, item.value] {
            let again = try? RouteURLCoder.decoded(Substring(RouteURLCoder.encoded(text)))
            fuzzCheck(
                again == text,
                "the query text \(text.debugDescription) does not survive encoding and decoding")
        }
    }
}

/// Property 4.
private func checkShowing(_ request: HTTPRequest) {
    var texts: [String] = [request.path, String(decoding: request.body, as: UTF8.self)]
    texts += request.headers.map(\.value)
    for item in request.queryItems { texts += [item.name, item.value] }
    let tabs = texts.map { TabID($0) }
    let action = AlertAction(texts[0])
    let event = NavigationEvent(
        sequence: 1, kind: .deepLinkRejected, source: .debugConsole, routes: texts, tabs: tabs,
        url: texts.joined(), reason: texts[texts.count - 1], alertAction: action)
    checkShownSafely(event)
}
