public import WayfinderCore

@Route("help")
public struct HelpRoute {}
