import Foundation
import Testing
import Wayfinder
import WayfinderCore

/// Text from outside (a rejected link) reaches log lines, failure messages, the debug server's
/// event stream and terminals. None of it may carry a control character (C0, DEL, C1): a raw CR
/// ends a line of the event stream (a link could inject `id:` and `event:` lines) and ESC or BEL
/// change a terminal's title or clear its screen. Nor a bidi control or an invisible format
/// character: U+202E shows `post/1\u{202E}gpj.exe` as `post/1exe.jpg`, and U+200B hides text.
@MainActor
@Suite("Text from outside is shown escaped and bounded")
struct DisplayTextTests {
    static let hostile = "myapp://post/1\r\nid: 9\nevent: pushed\u{1B}]0;pwned\u{07}\u{7F}\u{9B}2J"

    /// The bidi controls and invisible format characters that are shown escaped, listed here
    /// independently of `DisplayText`.
    nonisolated static let invisible: [Unicode.Scalar] = [
        "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}",
        "\u{2067}", "\u{2068}", "\u{2069}", "\u{061C}", "\u{200B}", "\u{2060}", "\u{2061}", "\u{2062}",
        "\u{2063}", "\u{2064}", "\u{FEFF}",
    ]

    /// The scalars of `text` that must never be shown raw: C0, DEL, C1, ``invisible`` and
    /// ``separatorsFillersAndTags`` (with every tag character).
    nonisolated static func controlCharacters(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || invisible.contains($0)
                || separatorsFillersAndTags.contains($0) || (0xE0000...0xE007F).contains($0.value)
        }
    }

    @Test func aRejectedLinksEventAndFailureCarryNoControlCharacter() {
        let app = TestApp(root: HomeRoute())
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        app.navigator.open(Self.hostile)
        let event = recorder.events.last
        #expect(event?.kind == .deepLinkRejected)
        let line = event?.logLine ?? "\u{0}"
        let url = event?.url ?? "\u{0}"
        let reason = event?.reason ?? "\u{0}"
        let failure = app.failures.last.map(String.init(describing:)) ?? "\u{0}"
        for text in [line, url, reason, failure] {
            let controls = Self.controlCharacters(in: text)
            #expect(controls.isEmpty, "\(text)")
        }
        let shown = #"\r\nid: 9\nevent: pushed\u{1B}]0;pwned\u{7}\u{7F}\u{9B}2J"#
        #expect(line.contains(shown), "\(line)")
    }

    @Test func terminalOutputKeepsItsLineBreaksAndEscapesEveryOtherControlCharacter() {
        let shown = DisplayText.escapedLines("stack: home\r\n\u{1B}]0;pwned\u{07}\nlast\u{9B}2J")
        #expect(shown == "stack: home\n\\u{1B}]0;pwned\\u{7}\nlast\\u{9B}2J")
        #expect(Self.controlCharacters(in: shown) == ["\n", "\n"])
    }

    @Test func theEventOfAHugeRejectedLinkCarriesABoundedURL() {
        let app = TestApp(root: HomeRoute())
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        app.navigator.open("myapp://post/" + String(repeating: "9", count: 100_000))
        let event = recorder.events.last
        #expect(event?.kind == .deepLinkRejected)
        let urlLength = event?.url?.count ?? .max
        let lineLength = event?.logLine.count ?? .max
        #expect(urlLength == NavigationEvent.maximumURLLength + 1)  // with its "…"
        #expect(lineLength < 2 * NavigationEvent.maximumURLLength)
    }

    @Test func anUnknownTabsNameIsShownEscaped() async {
        let app = TestApp(root: HomeRoute())
        _ = await app.navigator.switchTab(to: "a\u{1B}[2Jb").outcome
        let failure = app.failures.last.map(String.init(describing:)) ?? "\u{0}"
        let expected = #"there is no tab 'a\u{1B}[2Jb'"#
        #expect(failure == expected)
    }

    @Test func anUnknownTabsHugeNameIsCutInTheFailure() async {
        let app = TestApp(root: HomeRoute())
        _ = await app.navigator.switchTab(to: TabID(String(repeating: "t", count: 100_000))).outcome
        let failure = app.failures.last.map(String.init(describing:))
        #expect(failure == "there is no tab '" + String(repeating: "t", count: 64) + "…'")
    }

    /// A request's summary (its description, and the reason of a `superseded`, `queued` or
    /// `coalesced` event) names the link it opens, cut as a link error cuts it, whether the link
    /// names one route or several.
    @Test func aRequestOpeningALinkOfSeveralRoutesNamesItCut() {
        let app = TabbedApp()
        let user = String(repeating: "b", count: 8_000)
        let request = app.navigator.open("myapp://account/ann/account/" + user)
        let shown = "myapp://account/ann/account/" + String(repeating: "b", count: 64 - 28) + "…"
        #expect(request.description == "request \(request.id): open \(shown)")
    }

    @Test(arguments: invisible)
    func bidiControlsAndInvisibleFormatCharactersAreEscaped(_ scalar: Unicode.Scalar) {
        let shown = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        #expect(DisplayText.escaped("a\(scalar)b") == "a\(shown)b")
        #expect(DisplayText.escapedLines("a\n\(scalar)") == "a\n\(shown)")
        #expect(DisplayText.abbreviated("\(scalar)", limit: 64) == shown)
    }

    /// The line and paragraph separators, the Hangul fillers and the tag characters, listed here
    /// independently of `DisplayText`: a separator ends a line in some terminals and editors, a
    /// filler shows as a blank, and a tag character shows as nothing at all.
    nonisolated static let separatorsFillersAndTags: [Unicode.Scalar] = [
        "\u{2028}", "\u{2029}", "\u{115F}", "\u{1160}", "\u{3164}", "\u{FFA0}", "\u{E0000}", "\u{E0001}",
        "\u{E0020}", "\u{E0041}", "\u{E007E}", "\u{E007F}",
    ]

    @Test(arguments: separatorsFillersAndTags)
    func separatorsFillersAndTagCharactersAreEscaped(_ scalar: Unicode.Scalar) throws {
        let shown = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        #expect(DisplayText.escaped("a\(scalar)b") == "a\(shown)b")
        #expect(DisplayText.escapedLines("a\n\(scalar)") == "a\n\(shown)")
        #expect(DisplayText.abbreviated("\(scalar)", limit: 64) == shown)
        // JSON text stays JSON: a scalar beyond U+FFFF is a surrogate pair of escapes.
        let json = String(decoding: try JSONEncoder().encode(["a\(scalar)b"]), as: UTF8.self)
        let escapedJSON = DisplayText.jsonEscaped(json)
        #expect(!escapedJSON.unicodeScalars.contains(scalar), "\(escapedJSON)")
        #expect(try JSONDecoder().decode([String].self, from: Data(escapedJSON.utf8)) == ["a\(scalar)b"])
    }

    @Test func aTagCharacterIsWrittenInJSONAsASurrogatePair() {
        #expect(DisplayText.jsonEscaped("[\"\u{E0041}\"]") == #"["\udb40\udc41"]"#)
        #expect(DisplayText.jsonEscaped("[\"\u{2028}\u{3164}\"]") == #"["\u2028\u3164"]"#)
    }

    @Test(arguments: separatorsFillersAndTags)
    func aRejectedLinksSeparatorFillerOrTagCharacterIsShownEscapedInItsEventAndFailure(
        _ scalar: Unicode.Scalar
    ) {
        let app = TestApp(root: HomeRoute())
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        app.navigator.open("myapp://post/1\(scalar)2")
        let event = recorder.events.last
        #expect(event?.kind == .deepLinkRejected)
        let failure = app.failures.last.map(String.init(describing:))
        for text in [event?.logLine, event?.url, event?.reason, failure] {
            #expect(text.map(Self.controlCharacters(in:)) == [], "\(text ?? "nil")")
        }
        let shown = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        #expect(event?.url == "myapp://post/1\(shown)2")
    }

    @Test func joinersAreKeptForPersianWordsAndEmojiSequences() {
        let persian = "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}"
        let coder = "\u{1F469}\u{200D}\u{1F4BB}"
        for text in [persian, coder] {
            #expect(DisplayText.escaped(text) == text)
            #expect(DisplayText.escapedLines(text) == text)
        }
    }

    @Test func aRejectedLinkWithABidiOverrideIsShownEscapedInItsEventAndFailure() {
        let app = TestApp(root: HomeRoute())
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        app.navigator.open("myapp://post/1\u{202E}gpj.exe\u{200B}")
        let event = recorder.events.last
        #expect(event?.kind == .deepLinkRejected)
        let failure = app.failures.last.map(String.init(describing:))
        for text in [event?.logLine, event?.url, event?.reason, failure] {
            #expect(text.map(Self.controlCharacters(in:)) == [], "\(text ?? "nil")")
        }
        #expect(event?.url == #"myapp://post/1\u{202E}gpj.exe\u{200B}"#)
    }

    /// One `Character` can hold any number of scalars (a letter and 10,000 combining marks), so a
    /// cut counted in characters would bound nothing.
    @Test func aCutTextIsBoundedInScalarsEvenWhenItIsOneHugeCharacter() {
        let huge = "e" + String(repeating: "\u{301}", count: 10_000)
        #expect(huge.count == 1)
        let shown = DisplayText.abbreviated(huge, limit: 64)
        #expect(shown.unicodeScalars.count == 65)
        #expect(shown.hasSuffix("…"))
    }

    @Test func escapesCountTowardsTheLimitAndAreNeverCutInHalf() {
        let shown = DisplayText.abbreviated(String(repeating: "\u{1B}", count: 100), limit: 64)
        // `\u{1B}` is six characters: ten fit in 64.
        #expect(shown == String(repeating: #"\u{1B}"#, count: 10) + "…")
        #expect(DisplayText.abbreviated("abc", limit: 3) == "abc")
        #expect(DisplayText.abbreviated("abcd", limit: 3) == "abc…")
    }

    @Test func theEventOfALinkOfCombiningMarksCarriesABoundedURL() {
        let app = TestApp(root: HomeRoute())
        let recorder = EventRecorder()
        app.navigator.addObserver(recorder)
        app.navigator.open("myapp://post/e" + String(repeating: "\u{301}", count: 100_000))
        let event = recorder.events.last
        #expect(event?.kind == .deepLinkRejected)
        #expect(event?.url?.unicodeScalars.count == NavigationEvent.maximumURLLength + 1)
        #expect((event?.logLine.unicodeScalars.count ?? .max) < 2 * NavigationEvent.maximumURLLength)
    }

    /// JSON for a terminal: the escapes are JSON's own, so the text stays JSON and decodes to the
    /// same value, and its line breaks (pretty-printed JSON) stay line breaks.
    @Test func jsonTextCarriesInvisibleAndC1CharactersAsJSONEscapesAndDecodesToTheSameValue() throws {
        let value = ["url": "a\u{202E}b\u{85}c\u{FEFF}", "kept": "\u{1F469}\u{200D}\u{1F4BB}"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        let shown = DisplayText.jsonEscaped(json)
        #expect(shown.contains(#""url" : "a\u202eb\u0085c\ufeff""#), "\(shown)")
        #expect(Self.controlCharacters(in: shown).allSatisfy { $0 == "\n" })
        #expect(shown.split(separator: "\n").count == json.split(separator: "\n").count)
        #expect(try JSONDecoder().decode([String: String].self, from: Data(shown.utf8)) == value)
    }
}
