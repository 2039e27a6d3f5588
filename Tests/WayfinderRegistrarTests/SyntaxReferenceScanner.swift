import SwiftParser
import SwiftSyntax
import WayfinderRegistrar

/// What a scanner found, in a form both the registrar's scanner and the SwiftSyntax reference
/// produce, compared whole.
struct Findings: Equatable, CustomStringConvertible {
    struct Route: Equatable {
        var name: String
        var line: Int
        var column: Int
    }

    struct Module: Equatable {
        var name: String
        var isPublic: Bool
        var adoptsRouteScreenModule: Bool
        var line: Int
        var column: Int
    }

    struct Screen: Equatable {
        var name: String
        var routeName: String?
        var dependenciesType: String?
        var isExternal: Bool
        var line: Int
        var column: Int
    }

    struct Member: Equatable {
        var typeName: String
        var signature: String
        var isStatic: Bool
        var isPrivate: Bool
        var line: Int
        var column: Int
    }

    var routes: [Route] = []
    var modules: [Module] = []
    var screens: [Screen] = []
    var members: [Member] = []

    /// The total of what was found.
    var count: Int { routes.count + modules.count + screens.count + members.count }

    var description: String {
        "routes \(routes)\nmodules \(modules)\nscreens \(screens)\nmembers \(members)"
    }

    /// What the registrar's scanner found.
    init(_ result: ScanResult) {
        routes = result.routes.map {
            Route(name: $0.name, line: $0.position.line, column: $0.position.column)
        }
        modules = result.modules.map {
            Module(
                name: $0.name, isPublic: $0.isPublic, adoptsRouteScreenModule: $0.adoptsRouteScreenModule,
                line: $0.position.line, column: $0.position.column)
        }
        screens = result.screens.map {
            Screen(
                name: $0.name, routeName: $0.routeName, dependenciesType: $0.dependenciesType,
                isExternal: $0.isExternal, line: $0.position.line, column: $0.position.column)
        }
        members = result.members.map {
            Member(
                typeName: $0.typeName, signature: $0.signature, isStatic: $0.isStatic,
                isPrivate: $0.isPrivate,
                line: $0.position.line, column: $0.position.column)
        }
    }

    init() {}
}

/// The registrar's scanner as it was built on SwiftSyntax, kept as the reference the token
/// scanner is compared with. Two rules differ from that first version, in both scanners alike:
/// the members of a type body under `#if` count (every branch), and an attribute on an inherited
/// type (`@retroactive Route`) does not hide the protocol's name.
enum SyntaxReferenceScanner {
    static func scan(source: String, path: String) -> Findings {
        let tree = Parser.parse(source: source)
        let visitor = ReferenceVisitor(converter: SourceLocationConverter(fileName: path, tree: tree))
        visitor.walk(tree)
        return visitor.findings
    }
}

private final class ReferenceVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var findings = Findings()

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: converter)
        return (location.line, location.column)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let hasRouteMacro = node.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return lastComponent(attribute.attributeName.trimmedDescription) == "Route"
        }
        record(
            name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock,
            modifiers: node.modifiers, isRoute: hasRouteMacro, at: location(of: node.name))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock,
            modifiers: node.modifiers, isRoute: false, at: location(of: node.name))
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock,
            modifiers: node.modifiers, isRoute: false, at: location(of: node.name))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            name: lastComponent(node.extendedType.trimmedDescription), inheritance: node.inheritanceClause,
            members: node.memberBlock, modifiers: node.modifiers, isRoute: false,
            at: location(of: node.extendedType))
        return .visitChildren
    }

    private func record(
        name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax,
        modifiers: DeclModifierListSyntax, isRoute: Bool, at location: (line: Int, column: Int)
    ) {
        let conformances = Set(
            (inheritance?.inheritedTypes ?? []).map { inherited in
                let type = inherited.type.as(AttributedTypeSyntax.self)?.baseType ?? inherited.type
                return lastComponent(type.trimmedDescription)
            })
        if isRoute || conformances.contains("Route") {
            findings.routes.append(.init(name: name, line: location.line, column: location.column))
        }
        let adoptsRouteScreenModule = conformances.contains("RouteScreenModule")
        if conformances.contains("FeatureModule") || adoptsRouteScreenModule {
            findings.modules.append(
                .init(
                    name: name, isPublic: modifiers.contains { ["public", "open"].contains($0.name.text) },
                    adoptsRouteScreenModule: adoptsRouteScreenModule, line: location.line,
                    column: location.column))
        }
        let declarations = flattened(members.members)
        for declaration in declarations {
            if let function = declaration.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
                let at = self.location(of: function.name)
                findings.members.append(
                    .init(
                        typeName: name, signature: "\(function.name.text)(\(labels.joined()))",
                        isStatic: isStatic(function.modifiers), isPrivate: isPrivate(function.modifiers),
                        line: at.line, column: at.column))
            }
            if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    let at = self.location(of: identifier.identifier)
                    findings.members.append(
                        .init(
                            typeName: name, signature: identifier.identifier.text,
                            isStatic: isStatic(variable.modifiers), isPrivate: isPrivate(variable.modifiers),
                            line: at.line, column: at.column))
                }
            }
        }
        if conformances.contains("RouteScreen") || conformances.contains("FlowRouteScreen") {
            findings.screens.append(
                screen(named: name, declarations: declarations, at: location, isExternal: false))
        } else if conformances.contains("ExternalRouteScreen") {
            findings.screens.append(
                screen(named: name, declarations: declarations, at: location, isExternal: true))
        }
    }

    /// The declarations of a member block, those in every branch of its `#if`s included.
    private func flattened(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let condition = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return condition.clauses.flatMap { clause -> [DeclSyntax] in
                guard case .decls(let inner) = clause.elements else { return [] }
                return flattened(inner)
            }
        }
    }

    private func screen(
        named name: String, declarations: [DeclSyntax], at location: (line: Int, column: Int),
        isExternal: Bool
    ) -> Findings.Screen {
        var screen = Findings.Screen(
            name: name, routeName: nil, dependenciesType: nil, isExternal: isExternal, line: location.line,
            column: location.column)
        let entry = isExternal ? "handOff" : "make"
        for declaration in declarations {
            if let alias = declaration.as(TypeAliasDeclSyntax.self), alias.name.text == "ScreenRoute" {
                screen.routeName = lastComponent(alias.initializer.value.trimmedDescription)
            }
            if let function = declaration.as(FunctionDeclSyntax.self), function.name.text == entry,
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
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
    }

    /// `PostUI.PostRoute` → `PostRoute`.
    private func lastComponent(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }
}

extension SyntaxReferenceScanner {
    /// Whether SwiftParser reports a syntax error in the source.
    static func hasSyntaxErrors(_ source: String) -> Bool {
        Parser.parse(source: source).hasError
    }
}
