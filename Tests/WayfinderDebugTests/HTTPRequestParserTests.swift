import Testing
import WayfinderCore

@testable import WayfinderDebug

@Suite("HTTP request parser")
struct HTTPRequestParserTests {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aSimpleGETParsesWithLowerCasedHeaderNames() throws {
        let request = try #require(
            try HTTPRequestParser.parse(
                bytes("GET /api/graph?format=dot HTTP/1.1\r\nHost: 127.0.0.1:80\r\nX-A:  b \r\n\r\n")))
        #expect(request.method == "GET")
        #expect(request.path == "/api/graph")
        #expect(request.queryItem("format") == "dot")
        #expect(request.header("HOST") == "127.0.0.1:80")
        #expect(request.header("x-a") == "b")
        #expect(request.body.isEmpty)
    }

    /// The query items of a request target, each as `(name, value)` after decoding: `%XX` is
    /// decoded (either case, into UTF-8), `+` stays a `+`, and a part with a bad escape or
    /// escapes that are not UTF-8 is kept as sent.
    static let queryDecodings: [(query: String, items: [String])] = [
        ("format=dot", ["format", "dot"]),
        ("a%41=%41b", ["aA", "Ab"]),
        ("name=caf%C3%A9&other=caf%c3%a9", ["name", "café", "other", "café"]),
        ("euro=%e2%82%ac", ["euro", "€"]),
        ("plus=a+b&escaped=a%2Bb", ["plus", "a+b", "escaped", "a+b"]),
        ("nul=%00", ["nul", "\u{0}"]),
        ("short=%4&lone=%&hex=%zz", ["short", "%4", "lone", "%", "hex", "%zz"]),
        (
            "notUTF8=%FF&truncated=%C3&after=%C3%A9%",
            ["notUTF8", "%FF", "truncated", "%C3", "after", "%C3%A9%"]
        ),
        ("%%41=%4%41", ["%%41", "%4%41"]),
        ("empty=&novalue", ["empty", "", "novalue", ""]),
    ]

    @Test(arguments: queryDecodings)
    func queryItemsArePercentDecodedOrKeptAsSent(entry: (query: String, items: [String])) throws {
        let request = try #require(
            try HTTPRequestParser.parse(bytes("GET /api/graph?\(entry.query) HTTP/1.1\r\nHost: h\r\n\r\n")))
        #expect(request.queryItems.flatMap { [$0.name, $0.value] } == entry.items)
    }

    @Test func bytesFedOneAtATimeGiveTheSameRequest() throws {
        let text = "POST /api/open HTTP/1.1\r\nHost: h\r\nContent-Length: 13\r\n\r\n{\"url\":\"x:y\"}"
        var parser = HTTPRequestParser()
        var result: HTTPRequest?
        for byte in bytes(text) {
            #expect(result == nil)
            result = try parser.append([byte])
        }
        let request = try #require(result)
        #expect(String(decoding: request.body, as: UTF8.self) == "{\"url\":\"x:y\"}")
        #expect(parser.surplusByteCount == 0)
    }

    @Test func anIncompleteRequestAsksForMore() throws {
        #expect(try HTTPRequestParser.parse(bytes("GET / HTTP/1.1\r\nHost: h\r\n")) == nil)
        #expect(try HTTPRequestParser.parse(bytes("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nab")) == nil)
    }

    @Test func bytesBeyondTheDeclaredBodyAreCountedAsSurplus() throws {
        var parser = HTTPRequestParser()
        let request = try parser.append(bytes("POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\nabcdef"))
        #expect(request?.body == Array("ab".utf8))
        #expect(parser.surplusByteCount == 4)
    }

    @Test func theBytesAfterACompleteRequestAreKeptForAPipelinedRequest() throws {
        var parser = HTTPRequestParser()
        let first = try parser.append(bytes("GET /a HTTP/1.1\r\n\r\nGET /b HT"))
        #expect(first?.target == "/a")
        #expect(try parser.append(bytes("TP/1.1\r\n\r\n")) == nil)
        #expect(parser.surplus == bytes("GET /b HTTP/1.1\r\n\r\n"))
        #expect(parser.surplusByteCount == parser.surplus.count)
        let second = try #require(try HTTPRequestParser.parse(parser.surplus))
        #expect(second.target == "/b")
    }

    @Test func theKeptSurplusIsBoundedByTheMostOneMoreRequestCanTake() throws {
        var limits = HTTPLimits.standard
        limits.maxHeaderBytes = 64
        limits.maxBodyBytes = 16
        var parser = HTTPRequestParser(limits: limits)
        _ = try parser.append(bytes("GET / HTTP/1.1\r\n\r\n"))
        for _ in 0..<10 { _ = try parser.append([UInt8](repeating: 65, count: 50)) }
        #expect(parser.surplus.count == 80)
        #expect(parser.surplusByteCount == 500)
    }

    @Test func onlyBytesThatCanStartARequestLineCountAsAPipelinedRequest() {
        for start in ["G", "GET", "GET ", "POST /api/open HTTP/1.1\r\n", "ABCDEFGHIJKLMNOP "] {
            #expect(HTTPRequestParser.couldBeginRequest(bytes(start)), "\(start)")
        }
        for start in [
            "", " GET", "get /", "}", "{\"url\":1}", "EXTRA-BYTES", "ABCDEFGHIJKLMNOPQ ", "\r\nGET",
        ] {
            #expect(!HTTPRequestParser.couldBeginRequest(bytes(start)), "\(start)")
        }
    }

    static let refusals: [(String, HTTPParseError)] = [
        ("\u{0}\u{1}\u{2}garbage", .malformedRequestLine),
        ("get / HTTP/1.1\r\n\r\n", .malformedRequestLine),
        ("GET\r\n\r\n", .malformedRequestLine),
        ("GET http://evil/ HTTP/1.1\r\n\r\n", .malformedRequestLine),
        ("GET / HTTP/2.0\r\n\r\n", .unsupportedVersion),
        ("GET / HTTP/1.1\r\nNo colon here\r\n\r\n", .malformedHeader),
        ("GET / HTTP/1.1\r\nBad Name: x\r\n\r\n", .malformedHeader),
        ("GET / HTTP/1.1\r\nX: a\u{7}b\r\n\r\n", .malformedHeader),
        ("GET / HTTP/1.1\r\nX: a\r\n folded\r\n\r\n", .malformedHeader),
        ("POST / HTTP/1.1\r\nContent-Length: 10737418240\r\n\r\n", .bodyTooLarge),
        ("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n", .bodyTooLarge),
        ("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", .invalidContentLength),
        ("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", .invalidContentLength),
        ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", .transferEncodingNotAccepted),
    ]

    @Test(arguments: refusals)
    func malformedRequestsAreRefusedWithTheirReason(text: String, error: HTTPParseError) {
        #expect(throws: error) { try HTTPRequestParser.parse(Array(text.utf8)) }
    }

    @Test func garbageIsRefusedAtTheFirstByteThatCannotStartARequest() {
        var parser = HTTPRequestParser()
        #expect(throws: HTTPParseError.malformedRequestLine) { try parser.append([0x16, 0x03, 0x01]) }
    }

    @Test func aHeaderLineOfOneMegabyteIsRefusedBeforeItEnds() throws {
        var parser = HTTPRequestParser()
        _ = try parser.append(bytes("GET / HTTP/1.1\r\nX-Big: "))
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 4096)
        var thrown: HTTPParseError?
        for _ in 0..<256 {
            do { _ = try parser.append(chunk) } catch {
                thrown = error
                break
            }
        }
        #expect(thrown == .headersTooLarge)
    }

    @Test func aLongRequestLineIsRefused() {
        let line =
            "GET /" + String(repeating: "a", count: HTTPLimits.standard.maxRequestLineBytes) + " HTTP/1.1\r\n"
        #expect(throws: HTTPParseError.requestLineTooLong) { try HTTPRequestParser.parse(Array(line.utf8)) }
    }

    @Test func tooManyHeadersAreRefused() {
        var text = "GET / HTTP/1.1\r\n"
        for index in 0...HTTPLimits.standard.maxHeaderCount { text += "X-\(index): v\r\n" }
        #expect(throws: HTTPParseError.headersTooLarge) {
            try HTTPRequestParser.parse(Array((text + "\r\n").utf8))
        }
    }

    @Test func everyErrorMapsToAClientErrorOrVersionStatus() {
        for (_, error) in Self.refusals { #expect((400..<506).contains(error.statusCode)) }
    }
}
