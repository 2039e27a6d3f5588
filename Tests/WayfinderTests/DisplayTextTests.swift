import Foundation
import Testing
import Wayfinder
import WayfinderCore

/// Text from outside (a rejected link) reaches log lines, failure messages, the debug server's
/// event stream and terminals. None of it may carry a control character (C0, DEL, C1): a raw CR
/// ends a line of the event stream (a link could inject `id:` and `event:` lines) and ESC or BEL
/// change a terminal's title or clear its screen.
@MainActor
@Suite("Text from outside is shown escaped and bounded")
struct DisplayTextTests {
    static let hostile = "myapp://post/1\r\nid: 9\nevent: pushed\u{1B}]0;pwned\u{07}\u{7F}\u{9B}2J"

    static func controlCharacters(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
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
}
