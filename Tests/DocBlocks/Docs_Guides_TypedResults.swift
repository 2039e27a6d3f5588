import Wayfinder
import WayfinderCore

// The picker's colour, the theme it sets and the swatch the user tapped.

struct Color: Sendable, Hashable {}

@MainActor final class Theme {
    var accent = Color()
}

struct Swatch {
    var color = Color()
}

@MainActor let theme = Theme()
let swatch = Swatch()
