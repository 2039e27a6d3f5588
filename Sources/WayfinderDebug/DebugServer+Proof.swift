#if DEBUG
    import Foundation
    import WayfinderDebugSupport

    /// How a request proved it may be answered, or why it did not.
    enum RequestAuthorization: Hashable, Sendable {
        /// `Authorization: Bearer <token>` (or `?token=` on the event stream): the page.
        case token
        /// `Authorization: Wayfinder-HMAC nonce=…, mac=…` over an outstanding nonce: the CLI.
        case mac
        /// Refused; the text says why, for the `401` answer.
        case refused(String)
    }

    // MARK: - The challenge and the request MAC

    extension DebugServer {
        /// `GET /api/challenge?cnonce=<32 to 64 hexadecimal digits>`, which needs no token: a fresh
        /// single-use nonce and the proof that this server holds the token,
        /// `{"nonce": "…", "proof": "…"}` (see ``DebugProof``). The `wayfinder` tool checks the
        /// proof before it sends anything, and answers with a request MAC over the nonce.
        func challenge(_ request: HTTPRequest) -> HTTPResponse {
            guard request.method == "GET" else {
                return .text(405, "method not allowed; use GET", headers: [("Allow", "GET, HEAD")])
            }
            let lengths = DebugProof.clientNonceLengths
            guard let clientNonce = request.queryItem(DebugAPI.clientNonceQueryItem),
                DebugProof.isHex(clientNonce, lengths: lengths)
            else {
                return .text(
                    400,
                    "the challenge needs ?\(DebugAPI.clientNonceQueryItem)= with \(lengths.lowerBound) to "
                        + "\(lengths.upperBound) hexadecimal digits (a random nonce of the client's)")
            }
            let nonce = challenges.issue()
            let proof = DebugProof.serverProof(
                token: token, port: port, clientNonce: clientNonce, serverNonce: nonce)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let body = (try? encoder.encode(DebugProof.Challenge(nonce: nonce, proof: proof))) ?? Data()
            return .json(body)
        }

        /// Checks the request's `Authorization`: the token (`Bearer`, or `?token=` where
        /// `takesTokenFromQuery` allows it) or a MAC. A MAC's nonce is used up as soon as it is
        /// presented, whether the MAC matches or not, so each nonce gets one try.
        func authorization(of request: HTTPRequest, takesTokenFromQuery: Bool) -> RequestAuthorization {
            let header = request.header("authorization")
            if let header, header.split(separator: " ", maxSplits: 1).first?.lowercased() == "wayfinder-hmac"
            {
                return macAuthorization(request, header: header)
            }
            if let header {
                let parts = header.split(separator: " ", maxSplits: 1)
                if parts.count == 2, parts[0].lowercased() == "bearer", isToken(String(parts[1])) {
                    return .token
                }
            }
            if takesTokenFromQuery, let value = request.queryItem(DebugAPI.tokenQueryItem), isToken(value) {
                return .token
            }
            return .refused(
                "unauthorized: send the token printed at start-up (Authorization: Bearer <token>), or a "
                    + "request MAC over a nonce from GET \(DebugAPI.challengePath) "
                    + "(Authorization: \(DebugProof.scheme) nonce=…, mac=…)")
        }

        private func macAuthorization(_ request: HTTPRequest, header: String) -> RequestAuthorization {
            guard let credentials = DebugProof.Credentials(header: header) else {
                return .refused(
                    "unauthorized: malformed \(DebugProof.scheme) credentials; send "
                        + "nonce=<\(DebugProof.serverNonceLength) hexadecimal digits>, mac=<64 hexadecimal digits>"
                )
            }
            let again = "; ask GET \(DebugAPI.challengePath) for a new one"
            switch challenges.redeem(credentials.nonce) {
            case .accepted:
                break
            case .alreadyUsed:
                return .refused(
                    "unauthorized: the nonce was already used (each one is good for one request)" + again)
            case .expired:
                return .refused(
                    "unauthorized: the nonce expired (each one is good for \(limits.challengeLifetime) s)"
                        + again)
            case .unknown:
                return .refused(
                    "unauthorized: the nonce is not one this server issued, or it was dropped (at most "
                        + "\(limits.maxOutstandingChallenges) are outstanding)" + again)
            }
            let expected = DebugProof.requestMAC(
                token: token, port: port, nonce: credentials.nonce, method: request.method,
                target: request.target, body: request.body)
            guard DebugProof.macsMatch(expected, credentials.mac.lowercased()) else {
                return .refused(
                    "unauthorized: the MAC does not match this request (its method, target and body) under the token"
                )
            }
            return .mac
        }
    }
#endif
