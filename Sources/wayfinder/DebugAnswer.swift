import Foundation
import Wayfinder

/// The debug server's answer to `open` and `jump`, as the tool reads it: how the navigation
/// ended, in the journal's Codable form of ``NavigationOutcome`` (nil while a guard is still
/// deciding, or when nothing could be restored), the server's word for it, why, and the outline.
struct DebugAnswer: Decodable {
    /// The server's word for the outcome (`applied`, `rejected`, `blocked`, `asked`, …), for
    /// display only.
    var result: String
    /// How the navigation ended.
    var outcome: RecordedOutcome?
    /// Why it did not apply, for a person.
    var reason: String?
    /// The state's outline afterwards.
    var outline: String?

    /// Whether the navigation changed the state as asked.
    var isApplied: Bool { outcome?.isApplied ?? false }

    /// The answer in `body`, or nil when the body is not one.
    init?(decoding body: Data) {
        guard let answer = try? JSONDecoder().decode(DebugAnswer.self, from: body) else { return nil }
        self = answer
    }

    /// A request body: `value` under `key`, as JSON.
    static func body(_ key: String, _ value: some Encodable) -> Data? {
        try? JSONEncoder().encode([key: value])
    }
}
