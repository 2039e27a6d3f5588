import Wayfinder

/// What the post screens need.
public struct PostDependencies {
    let greeting: String
}

/// The module whose register(in:) the plugin generates.
public struct PostFeatureModule: FeatureModule {
    public init() {}

    public func makeDependencies(in context: FeatureRegistrationContext) -> PostDependencies {
        PostDependencies(greeting: "hello from \(context.moduleName)")
    }
}
