// doc-blocks: with the other blocks

// Docs/Guides/SystemEntryPoints.md's UIKit blocks compile with the note route its first block
// declares; nothing else is assumed but what RouteIntentsPlugin writes into the app for that route,
// of which the guide's SwiftUI block calls the modifier (as generated, trimmed to it).
import AppIntents
import SwiftUI
import Wayfinder

extension View {
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    func opensRouteIntents(in directory: NavigatorDirectory, scene: NavigatorDirectory.SceneID) -> some View {
        self
    }
}
