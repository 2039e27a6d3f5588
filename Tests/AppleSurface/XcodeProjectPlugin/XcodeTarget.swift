public import PackagePlugin

// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget
public struct XcodeTarget {
    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/id-swift.typealias
    public typealias ID = String

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/id-swift.property
    public var id: ID { fatalError() }

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/displayname
    public var displayName: String { fatalError() }

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/product
    public var product: XcodeProduct? { fatalError() }

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/dependencies
    public var dependencies: [XcodeTargetDependency] { fatalError() }

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/inputfiles
    public var inputFiles: FileList { fatalError() }
}

// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetargetdependency
public enum XcodeTargetDependency {
    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodetargetdependency/target(_:)
    case target(XcodeTarget)

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodetargetdependency/product(_:)
    case product(any Product)
}

// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproduct
public struct XcodeProduct {
    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproduct/id-swift.typealias
    public typealias ID = String

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproduct/id-swift.property
    public var id: ID { fatalError() }

    // https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproduct/name
    public var name: String { fatalError() }
}
