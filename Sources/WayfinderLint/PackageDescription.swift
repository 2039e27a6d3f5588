public import Foundation

/// The parts of `swift package describe --type json` that the module-graph lint reads.
public struct DescribedPackage: Hashable, Sendable, Decodable {
    /// One target and what it depends on.
    public struct Target: Hashable, Sendable, Decodable {
        /// The target's name.
        public var name: String
        /// `library`, `executable`, `test`, `macro`, `plugin`, …
        public var type: String
        /// The targets of the same package it depends on.
        public var targetDependencies: [String]
        /// The products (of any package) it depends on.
        public var productDependencies: [String]

        /// Creates a target.
        public init(
            name: String, type: String = "library", targetDependencies: [String] = [],
            productDependencies: [String] = []
        ) {
            self.name = name
            self.type = type
            self.targetDependencies = targetDependencies
            self.productDependencies = productDependencies
        }

        enum CodingKeys: String, CodingKey {
            case name, type
            case targetDependencies = "target_dependencies"
            case productDependencies = "product_dependencies"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            type = try container.decodeIfPresent(String.self, forKey: .type) ?? "library"
            targetDependencies =
                try container.decodeIfPresent([String].self, forKey: .targetDependencies) ?? []
            productDependencies =
                try container.decodeIfPresent([String].self, forKey: .productDependencies) ?? []
        }
    }

    /// The package's name.
    public var name: String
    /// Its targets.
    public var targets: [Target]

    /// Creates a package description.
    public init(name: String, targets: [Target]) {
        self.name = name
        self.targets = targets
    }

    /// Reads the JSON that `swift package describe --type json` prints.
    ///
    /// - Throws: `DecodingError` when the text is not such a description.
    public init(describeJSON data: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: data)
    }
}
