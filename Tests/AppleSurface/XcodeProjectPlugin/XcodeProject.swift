public import Foundation
public import PackagePlugin

// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject
public struct XcodeProject {
    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject/id-swift.typealias
    public typealias ID = String

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject/id-swift.property
    public var id: ID { fatalError() }

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject/displayname
    public var displayName: String { fatalError() }

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject/directoryurl
    public var directoryURL: URL { fatalError() }

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject/filepaths
    public var filePaths: PathList { fatalError() }

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject/targets
    public var targets: [XcodeTarget] { fatalError() }
}
