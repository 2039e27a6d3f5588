import Foundation
import Testing

@testable import Wayfinder

@Suite("A host's decoded-value cache decodes once per change of the data")
struct DecodedValueCacheTests {
    @Test func repeatedReadsOfTheSameDataDecodeOnce() throws {
        let cache = DecodedValueCache { try? JSONDecoder().decode([String].self, from: $0) }
        let layout = Data(#"["notes","library"]"#.utf8)
        for _ in 0..<5 { #expect(cache.value(for: layout) == ["notes", "library"]) }
        #expect(cache.decodeCount == 1)
    }

    @Test func newDataDecodesAgainAndUndecodableDataReadsAsNil() {
        let cache = DecodedValueCache { try? JSONDecoder().decode([String].self, from: $0) }
        #expect(cache.value(for: Data(#"["notes"]"#.utf8)) == ["notes"])
        #expect(cache.value(for: Data(#"["library"]"#.utf8)) == ["library"])
        #expect(cache.value(for: Data("not json".utf8)) == nil)
        #expect(cache.value(for: Data("not json".utf8)) == nil)
        #expect(cache.decodeCount == 3)
    }
}
