#if DEBUG
    import Foundation

    /// A complete response. The server closes the connection after it unless a pipelined request
    /// follows (then it leaves out `Connection: close`).
    struct HTTPResponse: Sendable {
        var status: Int
        var contentType: String
        var body: [UInt8]
        var extraHeaders: [(String, String)] = []

        init(status: Int, contentType: String, body: [UInt8], extraHeaders: [(String, String)] = []) {
            self.status = status
            self.contentType = contentType
            self.body = body
            self.extraHeaders = extraHeaders
        }

        /// A plain-text response; errors are one line saying why.
        static func text(_ status: Int, _ text: String, headers: [(String, String)] = []) -> HTTPResponse {
            HTTPResponse(
                status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8),
                extraHeaders: headers)
        }

        /// A JSON response.
        static func json(_ data: Data, status: Int = 200) -> HTTPResponse {
            HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: Array(data))
        }

        static func reason(for status: Int) -> String {
            switch status {
            case 200: "OK"
            case 202: "Accepted"
            case 400: "Bad Request"
            case 401: "Unauthorized"
            case 403: "Forbidden"
            case 404: "Not Found"
            case 405: "Method Not Allowed"
            case 408: "Request Timeout"
            case 409: "Conflict"
            case 413: "Content Too Large"
            case 414: "URI Too Long"
            case 415: "Unsupported Media Type"
            case 431: "Request Header Fields Too Large"
            case 503: "Service Unavailable"
            case 505: "HTTP Version Not Supported"
            default: "Status"
            }
        }

        /// Headers every response carries: no caching, no sniffing, no framing, and never an
        /// `Access-Control-Allow-Origin`.
        static let commonHeaders: [(String, String)] = [
            ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"),
            ("X-Frame-Options", "DENY"),
            ("Referrer-Policy", "no-referrer"),
        ]

        /// The status line and headers of a response with a body of `length` bytes (or of a
        /// stream when nil); `closing` adds `Connection: close`.
        static func head(
            status: Int, contentType: String, length: Int?, extra: [(String, String)], closing: Bool = true
        ) -> [UInt8] {
            var text = "HTTP/1.1 \(status) \(reason(for: status))\r\nContent-Type: \(contentType)\r\n"
            if let length { text += "Content-Length: \(length)\r\n" }
            for (name, value) in commonHeaders + extra { text += "\(name): \(value)\r\n" }
            if closing { text += "Connection: close\r\n" }
            text += "\r\n"
            return Array(text.utf8)
        }

        /// The bytes on the wire, the connection closing after them.
        var serialized: [UInt8] { serialized(closing: true, headOnly: false) }

        /// The bytes on the wire; `headOnly` (the answer to `HEAD`) keeps the headers, the
        /// `Content-Length` of the body included, and leaves the body out.
        func serialized(closing: Bool, headOnly: Bool) -> [UInt8] {
            let head = Self.head(
                status: status, contentType: contentType, length: body.count, extra: extraHeaders,
                closing: closing)
            return headOnly ? head : head + body
        }
    }
#endif
