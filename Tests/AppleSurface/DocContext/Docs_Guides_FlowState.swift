// doc-blocks: with the other blocks

// Docs/Guides/FlowState.md's screens compile with its routes and model; nothing else is assumed.
