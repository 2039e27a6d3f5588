import Testing
import WayfinderDebugSupport

@Suite("SHA-256 and HMAC-SHA256 against the published vectors")
struct HMACTests {
    /// FIPS 180-4 examples (the NIST "SHA256.pdf" example values) and the million-`a` message.
    static let sha256Vectors: [(message: String, digest: String)] = [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ]

    @Test(arguments: 0..<3)
    func sha256MatchesTheFIPSExamples(index: Int) {
        let vector = Self.sha256Vectors[index]
        #expect(SHA256.hex(SHA256.hash(Array(vector.message.utf8))) == vector.digest)
    }

    @Test func sha256OfAMillionAsMatchesFIPSAndDoesNotDependOnHowTheBytesArrive() {
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(SHA256.hex(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000))) == expected)
        var pieces = SHA256()
        var fed = 0
        var size = 1
        while fed < 1_000_000 {
            let count = min(size, 1_000_000 - fed)
            pieces.update([UInt8](repeating: 0x61, count: count))
            fed += count
            size = size % 97 + 13  // uneven pieces, crossing block boundaries
        }
        #expect(SHA256.hex(pieces.finalize()) == expected)
    }

    @Test func sha256PadsEveryLengthAroundABlockBoundary() {
        // 55 bytes fit the length in one block; 56 to 63 need a second; 64 starts a block.
        let expected = [
            55: "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318",
            56: "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a",
            63: "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34",
            64: "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
        ]
        for (count, digest) in expected {
            #expect(SHA256.hex(SHA256.hash([UInt8](repeating: 0x61, count: count))) == digest, "\(count)")
        }
    }

    /// RFC 4231, section 4: test cases 1 to 7 (key, data, HMAC-SHA256; case 5 is truncated to
    /// 128 bits by the RFC).
    static let hmacVectors: [(key: [UInt8], data: [UInt8], mac: String)] = [
        (
            [UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
        ),
        (
            Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        ),
        (
            [UInt8](repeating: 0xaa, count: 20), [UInt8](repeating: 0xdd, count: 50),
            "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
        ),
        (
            Array(1...25), [UInt8](repeating: 0xcd, count: 50),
            "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
        ),
        (
            [UInt8](repeating: 0x0c, count: 20), Array("Test With Truncation".utf8),
            "a3b6167473100ee06e0c796c2955552b"
        ),
        (
            [UInt8](repeating: 0xaa, count: 131),
            Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
        ),
        (
            [UInt8](repeating: 0xaa, count: 131),
            Array(
                ("This is a test using a larger than block-size key and a larger than block-size data. "
                    + "The key needs to be hashed before being used by the HMAC algorithm.").utf8),
            "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
        ),
    ]

    @Test(arguments: 0..<7)
    func hmacSHA256MatchesRFC4231TestCase(index: Int) {
        let vector = Self.hmacVectors[index]
        let mac = SHA256.hex(HMACSHA256.authenticationCode(for: vector.data, key: vector.key))
        #expect(mac.hasPrefix(vector.mac), "test case \(index + 1)")
        #expect(mac.count == 64)
    }

    @Test func theComparisonIsTrueOnlyForEqualBytesOfEqualLength() {
        let mac = HMACSHA256.authenticationCode(for: Array("m".utf8), key: Array("k".utf8))
        #expect(HMACSHA256.isEqual(mac, mac))
        var flipped = mac
        flipped[31] ^= 1
        #expect(!HMACSHA256.isEqual(mac, flipped))
        #expect(!HMACSHA256.isEqual(mac, mac.dropLast()))
        #expect(!HMACSHA256.isEqual(mac.dropLast(), mac))
        #expect(!HMACSHA256.isEqual(mac, mac + [0]))
        #expect(!HMACSHA256.isEqual([UInt8](), mac))
        // 256 bytes apart in length, equal in the low byte of the length: still unequal.
        #expect(!HMACSHA256.isEqual([UInt8](repeating: 0, count: 256), [UInt8]()))
        #expect(HMACSHA256.isEqual([UInt8](), [UInt8]()))
    }
}
