/// The width the app's window has, as the platform classes it: a split shows its columns side by
/// side in the regular width and collapses into one stack in the compact width.
///
/// The adapters write the window's horizontal size class back to the navigator; a headless host
/// or a test sets it directly.
///
/// ```swift
/// navigator.setHorizontalSizeClass(.regular)
/// navigator.outline  // "split: mail/inbox | message/42"
/// ```
public enum SizeClass: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// A narrow window: an iPhone in portrait, a narrow iPad multitasking window.
    case compact
    /// A wide window: an iPad full screen, an iPhone Max or Plus in landscape.
    case regular

    public var description: String { rawValue }
}
