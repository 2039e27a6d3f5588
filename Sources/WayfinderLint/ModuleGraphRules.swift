/// The two-package rule of Wayfinder features, as naming conventions: a feature `Post` has a
/// `PostUI` target (routes only) and a `PostInternal` target (screens and logic).
///
/// - A UI target never depends on an Internal target (of any feature).
/// - An Internal target never depends on another feature's Internal target.
///
/// SwiftPM rejects only cycles; these rules catch the edges that are not cycles.
public struct ModuleGraphRules: Hashable, Sendable {
    /// The suffix of UI targets; `UI` by default.
    public var uiSuffix: String
    /// The suffix of Internal targets; `Internal` by default.
    public var internalSuffix: String

    /// Creates the rules.
    public init(uiSuffix: String = "UI", internalSuffix: String = "Internal") {
        self.uiSuffix = uiSuffix
        self.internalSuffix = internalSuffix
    }

    /// The feature a target belongs to when it is an Internal target (`PostInternal` → `Post`).
    public func internalFeature(of name: String) -> String? {
        feature(of: name, suffix: internalSuffix)
    }

    /// The feature a target belongs to when it is a UI target (`PostUI` → `Post`).
    public func uiFeature(of name: String) -> String? {
        feature(of: name, suffix: uiSuffix)
    }

    private func feature(of name: String, suffix: String) -> String? {
        guard !suffix.isEmpty, name.hasSuffix(suffix), name.count > suffix.count else { return nil }
        return String(name.dropLast(suffix.count))
    }

    /// Every edge of the package that breaks a rule, in target order.
    ///
    /// Product dependencies count like target dependencies, by the product's name (feature
    /// packages name their products after their targets).
    public func violations(in package: DescribedPackage) -> [ModuleGraphViolation] {
        var violations: [ModuleGraphViolation] = []
        for target in package.targets {
            let dependencies = target.targetDependencies + target.productDependencies
            if uiFeature(of: target.name) != nil {
                for dependency in dependencies where internalFeature(of: dependency) != nil {
                    violations.append(.uiDependsOnInternal(ui: target.name, internal: dependency))
                }
            } else if let feature = internalFeature(of: target.name) {
                for dependency in dependencies {
                    if let other = internalFeature(of: dependency), other != feature {
                        violations.append(.internalDependsOnInternal(source: target.name, target: dependency))
                    }
                }
            }
        }
        return violations
    }
}

/// One dependency edge that breaks the two-package rule.
public enum ModuleGraphViolation: Hashable, Sendable, CustomStringConvertible {
    /// A UI target depends on an Internal target.
    case uiDependsOnInternal(ui: String, internal: String)
    /// An Internal target depends on another feature's Internal target.
    case internalDependsOnInternal(source: String, target: String)

    /// The offending edge: `PostUI → PostInternal`.
    public var edge: String {
        switch self {
        case .uiDependsOnInternal(let ui, let internalTarget): "\(ui) → \(internalTarget)"
        case .internalDependsOnInternal(let source, let target): "\(source) → \(target)"
        }
    }

    public var description: String {
        switch self {
        case .uiDependsOnInternal(let ui, let internalTarget):
            "\(edge): the UI target \(ui) depends on the Internal target \(internalTarget); UI targets hold "
                + "routes only and never depend on Internal targets"
        case .internalDependsOnInternal(let source, let target):
            "\(edge): the Internal target \(source) depends on another feature's Internal target \(target); "
                + "navigate to that feature through its UI target's routes instead"
        }
    }
}
