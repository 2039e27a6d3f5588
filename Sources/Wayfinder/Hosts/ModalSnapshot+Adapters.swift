extension ModalSnapshot {
    /// Whether the UI draws a close button on the modal's root screen: full-screen covers have
    /// no drag to dismiss, so they get one; sheets do not.
    public var showsCloseButton: Bool { style == .fullScreenCover }
}
