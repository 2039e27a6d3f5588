/// A height a sheet can rest at: the system's medium or large height, a fraction of the screen,
/// or a fixed height in points.
///
/// A route lists the detents its sheet offers, and the one it opens at, in its
/// ``Route/preferredPresentation``; the detent the sheet rests at is navigation state
/// (``NavigationState/Modal/selectedDetent``), which the outline shows with `*`:
///
/// ```swift
/// @Route("note/new")
/// struct NewNoteRoute {
///     var preferredPresentation: Presentation { .sheet(detents: [.medium, .large]) }
/// }
/// // outline: "  sheet[medium* large]: note/new"
/// ```
public enum SheetDetent: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// About half the screen's height.
    case medium
    /// The full height a sheet can take.
    case large
    /// This fraction of the screen's height, greater than 0 and at most 1.
    case fraction(Double)
    /// This height in points, greater than 0.
    case height(Double)

    /// Whether the detent's value can be drawn: a fraction in `0 < f ≤ 1`, a positive finite
    /// height.
    public var isValid: Bool {
        switch self {
        case .medium, .large: true
        case .fraction(let value): value.isFinite && value > 0 && value <= 1
        case .height(let value): value.isFinite && value > 0
        }
    }

    /// The detent as the outline and saved documents write it: `medium`, `large`,
    /// `fraction:0.25`, `height:240`.
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let value): "fraction:\(Self.format(value))"
        case .height(let value): "height:\(Self.format(value))"
        }
    }

    /// The detent a ``description`` names, or nil for text that names none.
    ///
    /// ```swift
    /// SheetDetent(description: "fraction:0.25")  // .fraction(0.25)
    /// ```
    public init?(description: String) {
        switch description {
        case "medium": self = .medium
        case "large": self = .large
        default:
            let parts = description.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, let value = Double(parts[1]) else { return nil }
            switch parts[0] {
            case "fraction": self = .fraction(value)
            case "height": self = .height(value)
            default: return nil
            }
        }
    }

    /// Orders detents from the smallest kind of rest to the largest: fractions and heights by
    /// their value, then medium, then large. Sheets list their detents in this order.
    public static func < (lhs: SheetDetent, rhs: SheetDetent) -> Bool {
        (lhs.rank, lhs.value) < (rhs.rank, rhs.value)
    }

    /// Reads the detent a document wrote (its ``description``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let detent = SheetDetent(description: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(DisplayText.escaped(text))' is not a sheet detent")
        }
        self = detent
    }

    /// Writes the detent's ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private var rank: Int {
        switch self {
        case .fraction: 0
        case .height: 1
        case .medium: 2
        case .large: 3
        }
    }

    private var value: Double {
        switch self {
        case .fraction(let value), .height(let value): value
        case .medium, .large: 0
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
