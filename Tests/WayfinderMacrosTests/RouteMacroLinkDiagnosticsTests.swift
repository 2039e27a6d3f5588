import SwiftDiagnostics
import Testing

/// In-process diagnostics of the link arguments, the property attributes and the members the
/// macro owns: each bad declaration yields one stable id, a message naming the offender, and
/// the fix-it where there is an obvious repair.
@Suite struct RouteMacroLinkDiagnosticsTests {
    // MARK: - Route-level arguments

    @Test func linkArgumentThatIsNotALiteralIsRejected() {
        let expansion = MacroExpansion(
            """
            @Route("post/:id", requiring: names, lenient: isLenient)
            struct PostRoute {
                let id: Int
            }
            """)
        #expect(expansion.diagnosticIDs == ["linkArgumentNotALiteral", "linkArgumentNotALiteral"])
        #expect(
            expansion.messages == [
                "@Route: requiring must be a literal, such as requiring: [\"comment\"], not 'names'",
                "@Route: lenient must be a literal, such as lenient: true, not 'isLenient'",
            ])
    }

    @Test func linkArgumentOnARouteWithoutPatternIsRejected() {
        let expansion = MacroExpansion(
            """
            @Route(host: "example.com")
            struct MealRoute {
                let entry: FoodEntry
            }
            """)
        #expect(expansion.diagnosticIDs == ["linkArgumentWithoutPattern"])
        #expect(
            expansion.messages == [
                "@Route: host needs a pattern; an in-app-only route is never opened by a link"
            ])
    }

    @Test func hostWrittenAsALinkIsRejectedWithAFixItKeepingTheHost() {
        let expansion = MacroExpansion(
            """
            @Route("track/*", host: "https://Clicks.example.com:443/x")
            struct ClickRoute {
            }
            """)
        #expect(expansion.diagnosticIDs == ["invalidHost"])
        #expect(
            expansion.messages == [
                "@Route(\"track/*\", host: \"https://Clicks.example.com:443/x\"): host \"https://Clicks.example.com:443/x\" is not a host name; write only the host, such as \"clicks.example.com\""
            ])
        #expect(
            expansion.diagnostics.first?.fixIts.first?.message.message
                == "write only the host: \"clicks.example.com\"")
        #expect(
            expansion.applyingFixIts(of: "invalidHost") == """
                @Route("track/*", host: "clicks.example.com")
                struct ClickRoute {
                }
                """)
    }

    @Test(arguments: ["", "-a.example.com", "a..b", "exa mple.com", "a_b.com"])
    func malformedHostIsRejected(_ host: String) {
        let expansion = MacroExpansion(
            """
            @Route("track", host: "\(host)")
            struct ClickRoute {
            }
            """)
        #expect(expansion.diagnosticIDs == ["invalidHost"])
    }

    @Test func contradictoryQueryConditionsAreRejected() {
        let expansion = MacroExpansion(
            """
            @Route("reset/:id", requiring: ["token", "id"], excluding: ["token", "sort", ""])
            struct ResetRoute {
                let id: Int
                var sort: String?
            }
            """)
        #expect(
            expansion.diagnosticIDs == [
                "queryConditionIsPlaceholder", "emptyQueryItemName", "requiredAndExcluded",
                "excludedItemIsRead",
            ])
        #expect(
            expansion.messages[2]
                == "@Route(\"reset/:id\", requiring: [\"token\", \"id\"], excluding: [\"token\", \"sort\", \"\"]): the query item 'token' is both required and excluded, so no link can open the route"
        )
        #expect(
            expansion.messages[3].hasSuffix(
                "the query item 'sort' is excluded, but the property 'sort' reads it; remove one of them"))
    }

    @Test func anyWebLinkRefusesAHostAndUnreachability() {
        let expansion = MacroExpansion(
            """
            @Route("*", externallyReachable: false, host: "example.com", opensAnyWebLink: true)
            struct BrowserRoute {
            }
            """)
        #expect(expansion.diagnosticIDs == ["anyWebLinkWithHost", "anyWebLinkUnreachable"])
    }

    // MARK: - Property attributes

    @Test func percentEncodedQueryItemNameIsRejectedWithAFixItDecodingIt() {
        let expansion = MacroExpansion(
            """
            @Route("discover")
            struct DiscoverRoute {
                @QueryItem("tag%5Fid") var tagID: Int?
            }
            """)
        #expect(expansion.diagnosticIDs == ["encodedQueryItemName"])
        #expect(
            expansion.messages == [
                "@QueryItem(\"tag%5Fid\"): write the name percent-decoded, \"tag_id\"; links are decoded before names are compared"
            ])
        #expect(
            expansion.applyingFixIts(of: "encodedQueryItemName") == """
                @Route("discover")
                struct DiscoverRoute {
                    @QueryItem("tag_id") var tagID: Int?
                }
                """)
    }

    @Test func emptyOrNonLiteralQueryItemNameIsRejected() {
        let expansion = MacroExpansion(
            """
            @Route("discover")
            struct DiscoverRoute {
                @QueryItem("") var a: Int?
                @QueryItem(name) var b: Int?
            }
            """)
        #expect(expansion.diagnosticIDs == ["emptyQueryItemName", "queryItemNameNotALiteral"])
        #expect(
            expansion.messages[1]
                == "@QueryItem needs the query item's name as a string literal, such as @QueryItem(\"tag_id\"), not 'name'"
        )
    }

    @Test func twoPropertiesReadingOneQueryItemAreRejected() {
        let expansion = MacroExpansion(
            """
            @Route("discover")
            struct DiscoverRoute {
                var tag_id: String?
                @QueryItem("tag_id") var tagID: Int?
            }
            """)
        #expect(expansion.diagnosticIDs == ["queryItemReadTwice"])
        #expect(
            expansion.messages == [
                "@Route(\"discover\"): 'tag_id' and 'tagID' both read the query item 'tag_id'; give one another name with @QueryItem(\"…\")"
            ])
    }

    @Test func queryItemNamedLikeAPlaceholderIsRejectedWithAFixItRemovingIt() {
        let expansion = MacroExpansion(
            """
            @Route("post/:id")
            struct PostRoute {
                let id: Int
                @QueryItem("id") var other: Int?
            }
            """)
        #expect(expansion.diagnosticIDs == ["queryItemIsPlaceholder"])
        #expect(
            expansion.applyingFixIts(of: "queryItemIsPlaceholder") == """
                @Route("post/:id")
                struct PostRoute {
                    let id: Int
                    var other: Int?
                }
                """)
    }

    @Test func attributeOnAPlaceholderOrAConstantIsRejectedWithAFixItRemovingIt() {
        let expansion = MacroExpansion(
            """
            @Route("post/:id")
            struct PostRoute {
                @QueryItem("post_id") let id: Int
                @Fragment let fragment: String? = nil
            }
            """)
        #expect(expansion.diagnosticIDs == ["markerOnPlaceholder", "markerOnConstant"])
        #expect(
            expansion.messages == [
                "@Route(\"post/:id\"): 'id' is a placeholder of the pattern, so it holds a path segment; remove @QueryItem",
                "@Route(\"post/:id\"): 'fragment' is a constant with a value, which a link never sets; declare it with 'var' or remove @Fragment",
            ])
        #expect(
            expansion.applyingFixIts(of: "markerOnPlaceholder") == """
                @Route("post/:id")
                struct PostRoute {
                    let id: Int
                    @Fragment let fragment: String? = nil
                }
                """)
    }

    @Test func attributeOnARouteWithoutPatternIsRejected() {
        let expansion = MacroExpansion(
            """
            @Route
            struct MealRoute {
                @QueryItem("e") var entry: Int?
            }
            """)
        #expect(expansion.diagnosticIDs == ["markerWithoutPattern"])
    }

    @Test func attributesOfTheWrongTypeAreRejectedWithAFixItRetyping() {
        let expansion = MacroExpansion(
            """
            @Route("pair")
            struct PairRoute {
                @Fragment var fragment: Int?
                @LinkURL var link: String?
                @RemainingQueryItems var rest: [String: Int] = [:]
                @NestedLink var next: Int?
            }
            """)
        #expect(expansion.diagnosticIDs == ["markerType", "markerType", "markerType", "markerType"])
        #expect(
            expansion.messages == [
                "@Route: @Fragment needs the type 'String?', but 'fragment' is 'Int?'",
                "@Route: @LinkURL needs the type 'URL?', but 'link' is 'String?'",
                "@Route: @RemainingQueryItems needs the type '[String: String]', but 'rest' is '[String: Int]'",
                "@Route: @NestedLink needs the type 'String?', but 'next' is 'Int?'",
            ])
        #expect(
            expansion.applyingFixIts(of: "markerType") == """
                @Route("pair")
                struct PairRoute {
                    @Fragment var fragment: String?
                    @LinkURL var link: URL?
                    @RemainingQueryItems var rest: [String: String] = [:]
                    @NestedLink var next: String?
                }
                """)
    }

    @Test func conflictingAndRepeatedAttributesAreRejected() {
        let expansion = MacroExpansion(
            """
            @Route("pair")
            struct PairRoute {
                @Fragment @LinkURL var fragment: String?
                @Fragment var second: String?
                @RemainingQueryItems var a: [String: String] = [:]
                @RemainingQueryItems var b: [String: String] = [:]
            }
            """)
        #expect(expansion.diagnosticIDs == ["conflictingMarkers", "repeatedMarker", "repeatedMarker"])
        #expect(
            expansion.messages == [
                "@Route: 'fragment' has both @Fragment and @LinkURL, but a property receives one part of a link",
                "@Route: @Fragment is on both 'fragment' and 'second', but a route has at most one",
                "@Route: @RemainingQueryItems is on both 'a' and 'b', but a route has at most one",
            ])
    }

    @Test func dictionaryQueryPropertyIsRejectedWithAFixItMarkingItRemaining() {
        let expansion = MacroExpansion(
            """
            @Route("discover")
            struct DiscoverRoute {
                var tags: [String]?
                public var filters: [String: String] = [:]
            }
            """)
        #expect(expansion.diagnosticIDs == ["unsupportedType", "unsupportedType"])
        #expect(
            expansion.messages[1]
                == "@Route(\"discover\"): the property 'filters' is a dictionary ('[String: String]'), which a link cannot hold; a path segment or query item holds one value of a RouteParameter type or of an enum with a String or Int raw value; to receive the query items the route does not declare, mark it @RemainingQueryItems"
        )
        #expect(
            expansion.applyingFixIts(of: "unsupportedType") == """
                @Route("discover")
                struct DiscoverRoute {
                    var tags: [String]?
                    @RemainingQueryItems public var filters: [String: String] = [:]
                }
                """)
    }

    // MARK: - Tails

    @Test func tailWithoutPropertySuggestsTheClosestName() {
        let expansion = MacroExpansion(
            """
            @Route("files/*pth")
            struct FileRoute {
                let path: String
            }
            """)
        #expect(expansion.diagnosticIDs == ["placeholderWithoutProperty"])
        #expect(
            expansion.messages == [
                "@Route(\"files/*pth\"): the placeholder '*pth' has no stored property named 'pth'; did you mean 'path'?"
            ])
        #expect(
            expansion.applyingFixIts(of: "placeholderWithoutProperty").hasPrefix("@Route(\"files/*path\")"))
    }

    @Test func tailThatIsNotLastIsRejected() {
        let expansion = MacroExpansion(
            """
            @Route("files/*path/edit")
            struct FileRoute {
                let path: String
            }
            """)
        #expect(expansion.diagnosticIDs == ["tailNotLast"])
    }

    // MARK: - Members the macro owns

    @Test func handWrittenInitParametersGetsOneDiagnosticWithTwoFixIts() {
        let expansion = MacroExpansion(
            """
            @Route("post/:id")
            struct PostRoute {
                let id: Int
                init(parameters: RouteParameters) throws {
                    id = 1
                }
            }
            """)
        #expect(expansion.diagnosticIDs == ["ownedMember"])
        #expect(
            expansion.messages == [
                "@Route(\"post/:id\"): the struct declares 'init(parameters:)', which @Route generates; remove the declaration, or remove @Route and conform to Route by hand"
            ])
        #expect(
            expansion.diagnostics.first?.fixIts.map(\.message.message) == [
                "remove the declaration of 'init(parameters:)'", "remove @Route and conform to Route by hand",
            ])
        #expect(expansion.expandedSource.contains("routePattern") == false)
    }

    @Test(arguments: [
        ("var parameters: RouteParameters { RouteParameters() }", "parameters"),
        ("var pathRepresentation: String { \"\" }", "pathRepresentation"),
        ("static let routePattern: RoutePattern? = nil", "routePattern"),
        ("static var linkRules: RouteLinkRules { .standard }", "linkRules"),
        ("static let routeAliases: [RouteAlias] = []", "routeAliases"),
    ])
    func handWrittenGeneratedMemberIsRejected(declaration: String, member: String) {
        let expansion = MacroExpansion(
            """
            @Route("post/:id")
            struct PostRoute {
                let id: Int
                \(declaration)
            }
            """)
        #expect(expansion.diagnosticIDs == ["ownedMember"])
        #expect(expansion.messages.first?.contains("declares '\(member)', which @Route generates") == true)
    }

    @Test func droppingTheMacroDeclaresTheConformance() {
        let source = """
            @Route("post/:id")
            struct PostRoute: Sendable {
                let id: Int
                var parameters: RouteParameters { RouteParameters() }
            }
            """
        let expansion = MacroExpansion(source)
        let fixIt = expansion.diagnostics.first?.fixIts.last
        #expect(fixIt?.message.message == "remove @Route and conform to Route by hand")
        #expect(expansion.applyingFixIts(of: "ownedMember").contains("struct PostRoute: Sendable, Route {"))
    }
}
