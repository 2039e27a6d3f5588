import Wayfinder
import WayfinderCore

// Docs/Guides/SplitView.md declares its own routes and module; nothing else.
