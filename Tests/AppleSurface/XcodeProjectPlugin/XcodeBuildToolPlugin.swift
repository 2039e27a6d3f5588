public import PackagePlugin

// https://developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin
public protocol XcodeBuildToolPlugin: Plugin {
    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin/createbuildcommands(context:target:)
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}
