/// The challenge–response between the `wayfinder` command-line tool and the debug server, shared
/// by both so they compute the same bytes: the server proves it holds the token before the tool
/// sends anything, and the tool authenticates each request with a MAC instead of sending the
/// token.
///
/// 1. The tool picks a random client nonce and asks `GET /api/challenge?cnonce=<hex>` (no token).
/// 2. The server answers a fresh nonce of its own and ``serverProof(token:port:clientNonce:serverNonce:)``.
///    The tool checks the proof with the token of its server file and the port it connected to;
///    a listener without the token (a squatter) cannot make it, and one that relays the real
///    server's proof fails because that proof names the real server's port.
/// 3. The tool sends its request with `Authorization: Wayfinder-HMAC nonce=<nonce>, mac=<mac>`,
///    the MAC of ``requestMAC(token:port:nonce:method:target:body:)``. The server accepts each
///    nonce once, within its lifetime.
///
/// The HMAC key is the token's 64 characters as UTF-8. Every message starts with a label
/// (`wayfinder-server`, `wayfinder-client`), so a server proof is never a valid request MAC.
package enum DebugProof {
    /// The `Authorization` scheme of a request authenticated by a MAC.
    package static let scheme = "Wayfinder-HMAC"
    /// The length of a server nonce in hexadecimal digits (128 random bits).
    package static let serverNonceLength = 32
    /// The lengths a client nonce may have, in hexadecimal digits.
    package static let clientNonceLengths = 32...64

    /// The server's answer to a challenge: its nonce and its proof.
    package struct Challenge: Codable, Hashable, Sendable {
        /// The server's nonce, single use: the request MAC covers it.
        package var nonce: String
        /// ``DebugProof/serverProof(token:port:clientNonce:serverNonce:)`` in hexadecimal.
        package var proof: String

        /// A challenge answer.
        package init(nonce: String, proof: String) {
            self.nonce = nonce
            self.proof = proof
        }
    }

    /// What the server authenticates to prove it holds the token:
    /// `wayfinder-server\n<port>\n<client nonce>\n<server nonce>`.
    package static func serverMessage(port: UInt16, clientNonce: String, serverNonce: String) -> String {
        "wayfinder-server\n\(port)\n\(clientNonce)\n\(serverNonce)"
    }

    /// The server's proof, HMAC-SHA256 of ``serverMessage(port:clientNonce:serverNonce:)`` with
    /// the token as key, in hexadecimal.
    ///
    /// - Parameters:
    ///   - token: The server's token.
    ///   - port: The port the server listens on; the tool checks with the port it connected to.
    ///   - clientNonce: The tool's nonce, as sent.
    ///   - serverNonce: The server's fresh nonce.
    package static func serverProof(token: String, port: UInt16, clientNonce: String, serverNonce: String)
        -> String
    {
        let message = serverMessage(port: port, clientNonce: clientNonce, serverNonce: serverNonce)
        return SHA256.hex(HMACSHA256.authenticationCode(for: message.utf8, key: Array(token.utf8)))
    }

    /// What a request MAC authenticates:
    /// `wayfinder-client\n<port>\n<nonce>\n<METHOD>\n<request target>\n<hex SHA-256 of the body>`.
    package static func clientMessage(
        port: UInt16, nonce: String, method: String, target: String, body: some Sequence<UInt8>
    ) -> String {
        "wayfinder-client\n\(port)\n\(nonce)\n\(method)\n\(target)\n\(SHA256.hex(SHA256.hash(body)))"
    }

    /// The MAC of one request, HMAC-SHA256 of
    /// ``clientMessage(port:nonce:method:target:body:)`` with the token as key, in hexadecimal.
    ///
    /// - Parameters:
    ///   - token: The token of the server file.
    ///   - port: The server's port (the `Host` the request names).
    ///   - nonce: The server nonce of the challenge this request answers.
    ///   - method: The request method (`GET`, `POST`).
    ///   - target: The request target as sent (`/api/graph?format=dot`).
    ///   - body: The request body; empty for a `GET`.
    package static func requestMAC(
        token: String, port: UInt16, nonce: String, method: String, target: String, body: some Sequence<UInt8>
    ) -> String {
        let message = clientMessage(port: port, nonce: nonce, method: method, target: target, body: body)
        return SHA256.hex(HMACSHA256.authenticationCode(for: message.utf8, key: Array(token.utf8)))
    }

    /// Whether two hexadecimal MACs are equal, compared in constant time (as bytes of text: both
    /// sides are lower-case hexadecimal).
    package static func macsMatch(_ expected: String, _ received: String) -> Bool {
        HMACSHA256.isEqual(expected.utf8, received.utf8)
    }

    /// Whether `text` is only hexadecimal digits (either case), with a length in `lengths`.
    package static func isHex(_ text: String, lengths: ClosedRange<Int>) -> Bool {
        lengths.contains(text.utf8.count)
            && text.utf8.allSatisfy {
                (48...57).contains($0) || (97...102).contains($0) || (65...70).contains($0)
            }
    }

    /// `byteCount` bytes from the system's secure random generator, in hexadecimal.
    package static func randomHex(byteCount: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return SHA256.hex((0..<byteCount).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    // MARK: - The header

    /// The parameters of an `Authorization: Wayfinder-HMAC nonce=<nonce>, mac=<mac>` header.
    package struct Credentials: Hashable, Sendable {
        /// The server nonce the request answers.
        package var nonce: String
        /// The request MAC in hexadecimal.
        package var mac: String

        /// Credentials to send.
        package init(nonce: String, mac: String) {
            self.nonce = nonce
            self.mac = mac
        }

        /// Reads a header value; nil unless it is the scheme followed by exactly the parameters
        /// `nonce` and `mac`, once each, in hexadecimal of the right lengths.
        package init?(header: String) {
            let parts = header.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == DebugProof.scheme.lowercased() else {
                return nil
            }
            var values: [String: String] = [:]
            for parameter in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
                let pair = parameter.trimmingSpaces.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, values[String(pair[0])] == nil else { return nil }
                values[String(pair[0])] = String(pair[1])
            }
            guard values.count == 2, let nonce = values["nonce"], let mac = values["mac"],
                DebugProof.isHex(nonce, lengths: DebugProof.serverNonceLength...DebugProof.serverNonceLength),
                DebugProof.isHex(mac, lengths: 64...64)
            else { return nil }
            self.init(nonce: nonce, mac: mac)
        }

        /// The header value: `Wayfinder-HMAC nonce=<nonce>, mac=<mac>`.
        package var header: String { "\(DebugProof.scheme) nonce=\(nonce), mac=\(mac)" }
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
