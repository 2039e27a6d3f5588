public import Foundation
public import PackagePlugin

// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext
public struct XcodePluginContext {
    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/xcodeproject
    public var xcodeProject: XcodeProject { fatalError() }

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/pluginworkdirectoryurl
    public var pluginWorkDirectoryURL: URL { fatalError() }

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/tool(named:)
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}
