import Foundation

/// A small seeded random number generator (SplitMix64), so random tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension SplitMix64 {
    /// Pieces that stress percent-encoding: reserved characters, spaces, emoji, other scripts.
    static let textPieces: [String] = [
        "a", "Z", "7", "-", ".", "_", "~", " ", "/", "?", "#", "[", "]", "@", "!", "$", "&", "'", "(", ")",
        "*", "+", ",", ";", "=", "%", "%2F", ":", "\"", "<", ">", "\\", "^", "`", "{", "|", "}", "\t", "\n",
        "é", "ß", "日本語", "Ωμέγα", "العربية", "עברית", "한국어", "кириллица", "🧭", "👩‍👩‍👧", "🇯🇵", "e\u{301}",
    ]

    /// A non-empty string of random pieces, never exactly `.` or `..`.
    mutating func text(maximumPieces: Int = 12) -> String {
        while true {
            var text = ""
            for _ in 0..<Int.random(in: 1...maximumPieces, using: &self) {
                text += Self.textPieces.randomElement(using: &self)!
            }
            if text != "." && text != ".." { return text }
        }
    }

    /// A string of at least `bytes` UTF-8 bytes of random pieces.
    mutating func longText(bytes: Int) -> String {
        var text = ""
        while text.utf8.count < bytes { text += Self.textPieces.randomElement(using: &self)! }
        return text
    }

    /// A random UUID.
    mutating func uuid() -> UUID {
        let high = next()
        let low = next()
        let hex = String(format: "%016llX%016llX", high, low)
        var characters = Array(hex)
        for index in [8, 13, 18, 23] { characters.insert("-", at: index) }
        return UUID(uuidString: String(characters))!
    }

    /// A random finite or infinite Double, never NaN.
    mutating func double() -> Double {
        while true {
            let value = Double(bitPattern: next())
            if !value.isNaN { return value }
        }
    }
}
