/// HMAC-SHA256 (RFC 2104, with ``SHA256``), and the constant-time comparison its results are
/// checked with.
///
/// ```swift
/// let mac = HMACSHA256.authenticationCode(for: Array("message".utf8), key: Array("key".utf8))
/// HMACSHA256.isEqual(mac, received)  // every byte compared, whatever the first difference
/// ```
package enum HMACSHA256 {
    /// The code's length in bytes.
    package static let byteCount = SHA256.digestByteCount

    /// HMAC(K, m) = H((K' ⊕ opad) ‖ H((K' ⊕ ipad) ‖ m)), where K' is the key padded with zeros
    /// to the block size, or its hash first when it is longer than a block.
    ///
    /// - Parameters:
    ///   - message: The bytes to authenticate.
    ///   - key: The secret key, of any length.
    /// - Returns: The 32-byte authentication code.
    package static func authenticationCode(for message: some Sequence<UInt8>, key: some Collection<UInt8>)
        -> [UInt8]
    {
        var block = key.count > SHA256.blockByteCount ? SHA256.hash(key) : Array(key)
        block += [UInt8](repeating: 0, count: SHA256.blockByteCount - block.count)
        var inner = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256()
        outer.update(block.map { $0 ^ 0x5c })
        outer.update(inner.finalize())
        return outer.finalize()
    }

    /// Whether two byte strings are equal, looking at every byte of the longer one whatever the
    /// first difference, so the time taken tells nothing about where they differ.
    ///
    /// - Complexity: O(n) in the longer length, the same for every pair of those lengths.
    package static func isEqual(_ first: some Collection<UInt8>, _ second: some Collection<UInt8>) -> Bool {
        let left = Array(first)
        let right = Array(second)
        var difference = UInt8(truncatingIfNeeded: left.count ^ right.count)
        difference |= UInt8(truncatingIfNeeded: (left.count ^ right.count) >> 8)
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            difference |= a ^ b
        }
        return difference == 0 && left.count == right.count
    }
}
