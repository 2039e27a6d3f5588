import SwiftParser
import SwiftSyntax

/// Finds routes, route screens, feature modules and the members of every type in Swift source,
/// by syntax alone (no type checking): what the registrar needs to generate `register(in:)`.
public enum SourceScanner {
    /// Scans one file's text.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - path: The path printed in positions.
    /// - Returns: What the file declares.
    public static func scan(source: String, path: String) -> ScanResult {
        let tree = Parser.parse(source: source)
        let visitor = ScanningVisitor(
            converter: SourceLocationConverter(fileName: path, tree: tree), path: path)
        visitor.walk(tree)
        return visitor.result
    }
}

private final class ScanningVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let path: String
    var result = ScanResult()

    init(converter: SourceLocationConverter, path: String) {
        self.converter = converter
        self.path = path
        super.init(viewMode: .sourceAccurate)
    }

    func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = node.startLocation(converter: converter)
        return SourcePosition(file: path, line: location.line, column: location.column)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let hasRouteMacro = node.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return lastComponent(attribute.attributeName.trimmedDescription) == "Route"
        }
        record(
            name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock,
            modifiers: node.modifiers, isRoute: hasRouteMacro, at: position(of: node.name))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock,
            modifiers: node.modifiers, isRoute: false, at: position(of: node.name))
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock,
            modifiers: node.modifiers, isRoute: false, at: position(of: node.name))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            name: lastComponent(node.extendedType.trimmedDescription), inheritance: node.inheritanceClause,
            members: node.memberBlock, modifiers: node.modifiers, isRoute: false,
            at: position(of: node.extendedType))
        return .visitChildren
    }

    private func record(
        name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax,
        modifiers: DeclModifierListSyntax, isRoute: Bool, at position: SourcePosition
    ) {
        let conformances = Set(
            (inheritance?.inheritedTypes ?? []).map { lastComponent($0.type.trimmedDescription) })
        if isRoute || conformances.contains("Route") {
            result.routes.append(FoundRoute(name: name, position: position))
        }
        let adoptsRouteScreenModule = conformances.contains("RouteScreenModule")
        if conformances.contains("FeatureModule") || adoptsRouteScreenModule {
            let isPublic = modifiers.contains { ["public", "open"].contains($0.name.text) }
            result.modules.append(
                FoundModule(
                    name: name, isPublic: isPublic, adoptsRouteScreenModule: adoptsRouteScreenModule,
                    position: position))
        }
        for member in members.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
                result.members.append(
                    FoundMember(
                        typeName: name, signature: "\(function.name.text)(\(labels.joined()))",
                        isStatic: isStatic(function.modifiers), isPrivate: isPrivate(function.modifiers),
                        position: self.position(of: function.name)))
            }
            // Properties are recorded by name alone (`transition`), without parentheses.
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    result.members.append(
                        FoundMember(
                            typeName: name, signature: identifier.identifier.text,
                            isStatic: isStatic(variable.modifiers), isPrivate: isPrivate(variable.modifiers),
                            position: self.position(of: identifier.identifier)))
                }
            }
        }
        if conformances.contains("RouteScreen") {
            result.screens.append(screen(named: name, members: members, at: position))
        }
    }

    private func screen(named name: String, members: MemberBlockSyntax, at position: SourcePosition)
        -> FoundScreen
    {
        var screen = FoundScreen(name: name, routeName: nil, dependenciesType: nil, position: position)
        for member in members.members {
            if let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == "ScreenRoute" {
                screen.routeName = lastComponent(alias.initializer.value.trimmedDescription)
            }
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "make",
                function.modifiers.contains(where: { $0.name.text == "static" })
            {
                let parameters = Array(function.signature.parameterClause.parameters)
                if screen.routeName == nil, let first = parameters.first {
                    screen.routeName = lastComponent(first.type.trimmedDescription)
                }
                if parameters.count > 1 {
                    screen.dependenciesType = parameters[1].type.trimmedDescription
                }
            }
        }
        return screen
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["static", "class"].contains($0.name.text) }
    }

    private func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        // `private(set)` restricts the setter only.
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
    }

    /// `PostUI.PostRoute` → `PostRoute`.
    private func lastComponent(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }
}
