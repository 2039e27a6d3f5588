// doc-blocks: with the other blocks

// Docs/Guides/SystemEntryPoints.md's UIKit blocks compile with the note route its first block
// declares; nothing else is assumed but what RouteIntentsPlugin writes into the app for that route,
// of which the guide's SwiftUI block calls the modifier and its control runs the intent (as
// generated for the guide's NoteEntity, trimmed to what the blocks use).
import AppIntents
import SwiftUI
import Wayfinder

extension View {
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    func opensRouteIntents(in directory: NavigatorDirectory, scene: NavigatorDirectory.SceneID) -> some View {
        self
    }
}

struct OpenNoteIntent: OpenIntent, RouteOpeningIntent {
    static let title: LocalizedStringResource = "Open Note"

    @Parameter(title: "Note")
    var target: NoteEntity

    var route: NoteRoute { target.route }

    @MainActor
    func perform() async throws -> some IntentResult {
        .result()
    }
}
