import Foundation

/// The state an earlier release saved, as the guide restores it.
let savedData = Data()
