// doc-blocks: with the other blocks

// Docs/Guides/LeaveGuards.md's SwiftUI screen compiles with the guide's own declarations; nothing else.
