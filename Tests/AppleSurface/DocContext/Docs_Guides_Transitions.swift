// doc-blocks: with the other blocks

// Docs/Guides/Transitions.md's views compile with the routes it declares; nothing else is assumed.
