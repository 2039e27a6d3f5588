public import WayfinderCore

@Route("compose")
public struct ComposeRoute {}
