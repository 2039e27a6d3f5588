#if canImport(SwiftUI)
    import SwiftUI
    import Wayfinder

    /// Writing a new note, in the sheet the compose action tab presents.
    struct ComposeScreen: View {
        @Environment(Navigator.self) private var navigator

        var body: some View {
            Text("A new note")
                .navigationTitle("New note")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { navigator.dismiss() }
                    }
                }
        }
    }
#endif
