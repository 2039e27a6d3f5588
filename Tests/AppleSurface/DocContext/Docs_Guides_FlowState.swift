// doc-blocks: with the other blocks
import SwiftUI
import UIKit
import Wayfinder
import WayfinderCore

// Docs/Guides/FlowState.md's screens compile with its routes and model; nothing else is assumed.
