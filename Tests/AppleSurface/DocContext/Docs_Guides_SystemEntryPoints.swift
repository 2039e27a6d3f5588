// doc-blocks: with the other blocks

// Docs/Guides/SystemEntryPoints.md's UIKit blocks compile with the note route its first block
// declares; nothing else is assumed.
