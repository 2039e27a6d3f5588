/// SHA-256 (FIPS 180-4, section 6.2), written here because Linux has no CryptoKit and the
/// package takes no dependency for one hash.
///
/// It serves the debug tool's challenge–response (``HMACSHA256``, ``DebugProof``): messages of a
/// few hundred bytes. It is not meant for bulk hashing and makes no claim of resisting side
/// channels beyond what the proof needs (the token is an HMAC key, never compared through it).
///
/// ```swift
/// let digest = SHA256.hash(Array("abc".utf8))
/// SHA256.hex(digest)  // "ba7816bf…f20015ad"
/// ```
package struct SHA256: Sendable {
    /// The digest's length in bytes.
    package static let digestByteCount = 32
    /// The length of the blocks the message is processed in, in bytes.
    package static let blockByteCount = 64

    /// The hash value H(i) after the blocks processed so far.
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
        0x5be0_cd19,
    ]
    /// Bytes that do not yet fill a block.
    private var pending: [UInt8] = []
    /// The message length so far, in bytes.
    private var length: UInt64 = 0

    /// An empty hash; feed it with ``update(_:)``.
    package init() {}

    /// Adds bytes to the message.
    ///
    /// - Complexity: O(n) in the number of bytes.
    package mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            length &+= 1
            pending.append(byte)
            if pending.count == Self.blockByteCount {
                compress(pending)
                pending.removeAll(keepingCapacity: true)
            }
        }
    }

    /// The digest of everything added: pads the message (a 1 bit, zeros, the bit length as 64
    /// bits, big-endian) and returns the 32 bytes of the final hash value.
    package func finalize() -> [UInt8] {
        var copy = self
        let bitLength = copy.length &* 8
        var padding: [UInt8] = [0x80]
        let used = (copy.pending.count + 1) % Self.blockByteCount
        let zeros = used <= 56 ? 56 - used : 56 + Self.blockByteCount - used
        padding += [UInt8](repeating: 0, count: zeros)
        padding += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bitLength >> (8 * UInt64($0))) }
        copy.absorb(padding)
        return copy.state.flatMap { word in
            [
                UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16),
                UInt8(truncatingIfNeeded: word >> 8),
                UInt8(truncatingIfNeeded: word),
            ]
        }
    }

    /// The digest of `bytes`.
    package static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalize()
    }

    /// Bytes as lower-case hexadecimal, two digits each.
    package static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    // MARK: - Blocks

    /// Feeds padding bytes without counting them in the message length.
    private mutating func absorb(_ bytes: [UInt8]) {
        for byte in bytes {
            pending.append(byte)
            if pending.count == Self.blockByteCount {
                compress(pending)
                pending.removeAll(keepingCapacity: true)
            }
        }
    }

    /// The round constants K: the first 32 bits of the fractional parts of the cube roots of the
    /// first 64 primes (FIPS 180-4, section 4.2.2).
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
        0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7,
        0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc,
        0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351,
        0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e,
        0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585,
        0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f,
        0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
        0xc671_78f2,
    ]

    /// One block through the compression function (FIPS 180-4, section 6.2.2).
    private mutating func compress(_ block: [UInt8]) {
        var schedule = [UInt32](repeating: 0, count: 64)
        for index in 0..<16 {
            schedule[index] =
                UInt32(block[4 * index]) << 24 | UInt32(block[4 * index + 1]) << 16
                | UInt32(block[4 * index + 2]) << 8 | UInt32(block[4 * index + 3])
        }
        for index in 16..<64 {
            let w15 = schedule[index - 15]
            let w2 = schedule[index - 2]
            let sigma0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 >> 3)
            let sigma1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 >> 10)
            schedule[index] = sigma1 &+ schedule[index - 7] &+ sigma0 &+ schedule[index - 16]
        }
        var (a, b, c, d) = (state[0], state[1], state[2], state[3])
        var (e, f, g, h) = (state[4], state[5], state[6], state[7])
        for index in 0..<64 {
            let bigSigma1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let choose = (e & f) ^ (~e & g)
            let t1 = h &+ bigSigma1 &+ choose &+ Self.roundConstants[index] &+ schedule[index]
            let bigSigma0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = bigSigma0 &+ majority
            (h, g, f, e) = (g, f, e, d &+ t1)
            (d, c, b, a) = (c, b, a, t1 &+ t2)
        }
        for (index, word) in [a, b, c, d, e, f, g, h].enumerated() {
            state[index] = state[index] &+ word
        }
    }
}

extension UInt32 {
    /// The word rotated right by `count` bits (ROTR in FIPS 180-4).
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        (self >> count) | (self << (32 - count))
    }
}
