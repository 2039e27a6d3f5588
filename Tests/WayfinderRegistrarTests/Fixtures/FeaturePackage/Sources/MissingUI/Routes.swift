public import WayfinderCore

@Route("inbox")
public struct InboxRoute {}

@Route("inbox/archive")
public struct ArchiveRoute {}
