// doc-blocks: with the other blocks
// doc-blocks: own modules NotesUI NotesInternal NotesApp
import Observation
import SwiftUI
import UIKit
import Wayfinder

// README.md's SwiftUI and UIKit blocks compile with the routes, the session and the view model
// its other blocks declare (not copies of them); its own modules' imports are dropped.
