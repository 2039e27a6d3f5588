import Testing

@testable import WayfinderRegistrar

/// The scanner's reading of Swift's lexical structure: what hides declarations, what does not.
@Suite struct LexicalStructureTests {
    /// The routes found, after checking that everything found is what SwiftSyntax finds.
    private func routes(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let result = SourceScanner.scan(source: source, path: "File.swift")
        #expect(
            Findings(result) == SyntaxReferenceScanner.scan(source: source, path: "File.swift"),
            sourceLocation: sourceLocation)
        return result.routes.map(\.name)
    }

    @Test func commentsDeclareNothingAndBlockCommentsNest() {
        #expect(
            routes(
                """
                // struct Line: Route {}
                /* struct Block: Route { /* nested */ struct Inner: Route {} } */
                /* /* */ struct StillComment: Route {} */
                // a line comment is no block: /*
                struct Real: Route {}
                """) == ["Real"])
    }

    @Test func stringLiteralsOfEveryKindDeclareNothing() {
        #expect(
            routes(
                ###"""
                let a = "struct A: Route { \" }"
                let b = """
                    struct B: Route {
                    \""" still the string "" }
                    """
                let c = #"struct C: Route { "# is no end here" }"#
                let d = ##"""
                    """# } struct D: Route {
                    """##
                let e = "\(f("struct E: Route {")) \(g(")", "}"))"
                let f = #"\#(h("\"}")) struct F: Route {"#
                let g = #/struct G: Route \{ "/#
                struct Real: Route {}
                """###) == ["Real"])
    }

    @Test func anUnterminatedSingleLineStringEndsAtItsLine() {
        #expect(routes("let broken = \"never closed\nstruct Real: Route {}") == ["Real"])
    }

    @Test func everyBranchOfIfIsReadAndMembersUnderIfBelongToTheirType() {
        let result = SourceScanner.scan(
            source: """
                #if os(iOS)
                struct PhoneRoute: Route {}
                #elseif os(macOS) && !DEBUG
                struct MacRoute: Route {}
                #else
                struct OtherRoute: Route {}
                #endif
                struct PostScreen: RouteScreen {
                    #if DEBUG
                    static func make(_ route: PostRoute, _ dependencies: Deps) -> Int { 1 }
                    #else
                    static func make(_ route: PostRoute, _: Void) -> Int { 1 }
                    #endif
                }
                """, path: "File.swift")
        #expect(result.routes.map(\.name) == ["PhoneRoute", "MacRoute", "OtherRoute"])
        #expect(result.screens.first?.routeName == "PostRoute")
        #expect(result.members.map(\.signature) == ["make(_:_:)", "make(_:_:)"])
    }

    @Test func keywordsUsedAsLabelsOrMemberNamesDeclareNothing() {
        let result = SourceScanner.scan(
            source: """
                struct Box {
                    func take(extension value: Int, struct other: Int) {
                        call(class: 1, struct: 2) { _ in }
                        _ = value.struct
                        let `enum` = 1
                    }
                    var `class`: Int { 1 }
                }
                """, path: "File.swift")
        #expect(result.routes.isEmpty)
        #expect(result.members.map(\.signature) == ["take(extension:struct:)", "`class`"])
    }

    @Test func typesInFunctionBodiesAndClosuresAreFound() {
        #expect(
            routes(
                """
                func build() {
                    struct LocalRoute: Route {}
                    let make = { enum ClosureRoute: Route { case a } }
                }
                """) == ["LocalRoute", "ClosureRoute"])
    }

    @Test func aCommaInGenericArgumentsOrBracketsStartsNoBinding() {
        let result = SourceScanner.scan(
            source: """
                struct Box {
                    var table: Dictionary<String, Int> = [:], list = Array<Int>(), pair = (1, 2), last = 3
                    let (x, y) = (1, 2), z = 0
                    static let handler = { (a: Int, b: Int) in a + b }, after = 1
                }
                """, path: "File.swift")
        #expect(
            result.members.map(\.signature) == ["table", "list", "pair", "last", "z", "handler", "after"])
        #expect(result.members.map(\.isStatic) == [false, false, false, false, false, true, true])
    }

    @Test func readsAFunctionSignatureInParts() throws {
        let source = """
            extension Box {
                @MainActor public static func load<T: Decodable>(
                    _ route: PostUI.PostRoute, in context: inout [String: Int], values: Int...,
                    handler: @escaping @Sendable (Int) async throws -> Void = { _ in }, count: Int = max(1, 2)
                ) async throws(LoadError) -> Result<T, any Error>? where T: Sendable {
                    fatalError()
                }
                static func == (lhs: Box, rhs: Box) -> Bool { true }
                static func ==<T>(lhs: T, rhs: Box) -> Bool { true }
                static func <*> (lhs: Box, rhs: Box) -> Box { lhs }
                func plain() {}
            }
            """
        let result = SourceScanner.scan(source: source, path: "File.swift")
        #expect(Findings(result) == SyntaxReferenceScanner.scan(source: source, path: "File.swift"))
        let load = try #require(result.members.first?.function)
        #expect(load.baseName == "load")
        #expect(load.argumentLabels == ["_", "in", "values", "handler", "count"])
        #expect(
            load.parameterTypes == [
                "PostUI.PostRoute", "inout [String: Int]", "Int",
                "@escaping @Sendable (Int) async throws -> Void",
                "Int",
            ])
        #expect(load.isAsync)
        #expect(load.throwsClause == "throws(LoadError)")
        #expect(load.returnType == "Result<T, any Error>?")
        #expect(result.members.first?.isStatic == true)
        #expect(
            result.members.map(\.signature) == [
                "load(_:in:values:handler:count:)", "==(lhs:rhs:)", "==(lhs:rhs:)", "<*>(lhs:rhs:)",
                "plain()",
            ])
        #expect(result.members.last?.function == FunctionSignature(baseName: "plain"))
    }

    @Test func typeTextIsNormalizedToOneSpaceBetweenTokens() {
        let result = SourceScanner.scan(
            source: """
                struct PostScreen: RouteScreen {
                    static func make(_ route: PostRoute, _ d: [String:   Int] /* note */) -> Int { 1 }
                }
                """, path: "File.swift")
        #expect(result.screens.first?.dependenciesType == "[String: Int]")
    }

    @Test func attributesOnInheritedTypesDoNotHideTheProtocol() {
        #expect(
            routes("extension Legacy: @retroactive Route {}\nstruct Sent: @unchecked Sendable {}") == [
                "Legacy"
            ])
    }

    @Test func positionsCountUTF8BytesAndEveryKindOfLineBreak() {
        let source = "// é\r\nlet a = 1\rlet b = \"ü\"; struct R: Route {}\n/* 🦄 */ struct S: Route {}"
        let result = SourceScanner.scan(source: source, path: "File.swift")
        #expect(
            result.routes.map(\.position) == [
                SourcePosition(file: "File.swift", line: 3, column: 22),
                SourcePosition(file: "File.swift", line: 4, column: 19),
            ])
        #expect(Findings(result) == SyntaxReferenceScanner.scan(source: source, path: "File.swift"))
    }

    @Test(arguments: [
        "\"never closed", "/* never closed", "\"\\(", "#\"\"\"", "\"\"\"\n\\(\"", "struct", "extension",
        "func",
        "struct A: ", "struct A<", "extension A where", "@", "<<<<>>>", "struct S { func", "struct S { var",
        "struct S { var a: Dictionary<", "struct S { func f(", "struct S { func f(a: (", "}}}})))]]]", "#if",
        "struct S { static func make(_ r: A, _", "`", "#/", "/", "\"\\", "#\"\\#", "#/\\", "(/a\\",
        "\u{FEFF}struct A: Route {}",
        "#!/usr/bin/swift\n",
    ])
    func brokenSourceEndsTheScanWithoutATrap(source: String) {
        _ = SourceScanner.scan(source: source, path: "File.swift")
    }

    @Test func eachDefaultedRequirementIsReadFromItsDeclaration() {
        let requirements = DefaultedRequirement.routeScreen + DefaultedRequirement.routeScreenModule
        #expect(
            requirements.map { $0.requirement?.signature } == [
                "canNavigate(_:)", "transition", "makeDependencies(in:)", "configure(in:)",
            ])
        #expect(requirements.map { $0.requirement?.isStatic } == [true, true, false, false])
    }
}
