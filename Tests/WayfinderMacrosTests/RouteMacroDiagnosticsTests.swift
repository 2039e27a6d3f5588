import SwiftDiagnostics
import Testing

/// In-process diagnostics: each bad declaration yields the expected stable id, a message that
/// quotes the attribute and names the offender, and the expected fix-it.
@Suite struct RouteMacroDiagnosticsTests {
    // MARK: - Placeholders

    @Test func placeholderWithoutPropertySuggestsTheClosestNameAndFixesThePattern() {
        let source = """
            @Route("post/:idd")
            struct PostRoute {
                let id: Int?
            }
            """
        let expansion = MacroExpansion(source)
        #expect(expansion.diagnosticIDs == ["placeholderWithoutProperty"])
        #expect(
            expansion.messages == [
                "@Route(\"post/:idd\"): the placeholder ':idd' has no stored property named 'idd'; did you mean 'id'?"
            ])
        #expect(
            expansion.diagnostics.first?.fixIts.first?.message.message
                == "rename the placeholder to ':id': \"post/:id\"")
        #expect(
            expansion.applyingFixIts(of: "placeholderWithoutProperty") == """
                @Route("post/:id")
                struct PostRoute {
                    let id: Int?
                }
                """)
    }

    @Test func placeholderWithoutAnyCloseNameGetsNoSuggestion() {
        let expansion = MacroExpansion(
            """
            @Route("post/:slug")
            struct PostRoute {
                var page: Int?
            }
            """)
        #expect(expansion.diagnosticIDs == ["placeholderWithoutProperty"])
        #expect(
            expansion.messages == [
                "@Route(\"post/:slug\"): the placeholder ':slug' has no stored property named 'slug'"
            ])
        #expect(expansion.diagnostics.first?.fixIts.isEmpty == true)
    }

    @Test func repeatedPlaceholderIsReportedOnce() {
        let expansion = MacroExpansion(
            """
            @Route("compare/:id/:id")
            struct CompareRoute {
                let id: Int
            }
            """)
        #expect(expansion.diagnosticIDs == ["repeatedPlaceholder"])
        #expect(
            expansion.messages == ["@Route(\"compare/:id/:id\"): placeholder ':id' appears more than once"])
    }

    @Test func optionalPlaceholderPropertyIsRejectedWithAFixItRemovingTheOptional() {
        let source = """
            @Route("post/:id")
            struct PostRoute {
                let id: Int?
            }
            """
        let expansion = MacroExpansion(source)
        #expect(expansion.diagnosticIDs == ["optionalPlaceholder"])
        #expect(
            expansion.messages == [
                "@Route(\"post/:id\"): the placeholder property 'id' is Optional, but a path segment is always present; declare it as 'Int'"
            ])
        #expect(
            expansion.applyingFixIts(of: "optionalPlaceholder") == """
                @Route("post/:id")
                struct PostRoute {
                    let id: Int
                }
                """)
    }

    // MARK: - Malformed patterns

    struct PatternCase: Sendable, CustomTestStringConvertible {
        let pattern: String
        let id: String
        let messageEnd: String
        let fixedPattern: String?
        var testDescription: String { "\"\(pattern)\" → \(id)" }
    }

    static let patternCases: [PatternCase] = [
        PatternCase(
            pattern: "", id: "emptyPattern",
            messageEnd: "the pattern is empty; give the route at least one segment, such as \"home\"",
            fixedPattern: nil),
        PatternCase(
            pattern: "/post", id: "leadingSlash",
            messageEnd: "the pattern \"/post\" starts with '/'; patterns are relative, as in \"post/:id\"",
            fixedPattern: "post"),
        PatternCase(
            pattern: "post/", id: "trailingSlash", messageEnd: "the pattern \"post/\" ends with '/'",
            fixedPattern: "post"),
        PatternCase(
            pattern: "post//all", id: "emptySegment", messageEnd: "segment 2 of the pattern is empty ('//')",
            fixedPattern: nil),
        PatternCase(
            pattern: "post/:1st", id: "invalidPlaceholderName",
            messageEnd: "placeholder ':1st' is not a ':' followed by a Swift identifier", fixedPattern: nil),
        PatternCase(
            pattern: "post/..", id: "dotSegment",
            messageEnd: "the segment '..' is a dot segment, which URLs remove", fixedPattern: nil),
        PatternCase(
            pattern: "all posts", id: "invalidCharacter",
            messageEnd:
                "the segment 'all posts' contains ' ', which cannot appear in a path segment; use letters, digits, '-', '.', '_' or '~'",
            fixedPattern: nil),
    ]

    @Test(arguments: patternCases)
    func malformedPatternIsReportedWithTheValidatorsMessage(_ patternCase: PatternCase) {
        let source = """
            @Route("\(patternCase.pattern)")
            struct SomeRoute {
            }
            """
        let expansion = MacroExpansion(source)
        #expect(expansion.diagnosticIDs == [patternCase.id])
        #expect(expansion.messages == ["@Route(\"\(patternCase.pattern)\"): \(patternCase.messageEnd)"])
        if let fixed = patternCase.fixedPattern {
            #expect(
                expansion.applyingFixIts(of: patternCase.id) == """
                    @Route("\(fixed)")
                    struct SomeRoute {
                    }
                    """)
        } else {
            #expect(expansion.diagnostics.first?.fixIts.isEmpty == true)
        }
    }

    @Test(arguments: [#""post/\(id)""#, "postPattern", #""post/" + "x""#])
    func patternThatIsNotAPlainStringLiteralIsRejected(_ argument: String) {
        let expansion = MacroExpansion(
            """
            @Route(\(argument))
            struct PostRoute {
            }
            """)
        #expect(expansion.diagnosticIDs == ["patternNotALiteral"])
        #expect(
            expansion.messages == [
                "@Route(\(argument)): the pattern must be a string literal without interpolation, such as @Route(\"post/:id\")"
            ])
    }

    @Test func externallyReachableMustBeABooleanLiteral() {
        let expansion = MacroExpansion(
            """
            @Route("post", externallyReachable: flag)
            struct PostRoute {
            }
            """)
        #expect(expansion.diagnosticIDs == ["externallyReachableNotALiteral"])
    }

    // MARK: - Properties

    @Test func nonOptionalQueryPropertyIsAcceptedAsARequiredQueryItem() {
        let expansion = MacroExpansion(
            """
            @Route("checkout/:id")
            struct CheckoutRoute {
                let id: Int
                let payload: String
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains("requiredQueryItems: [\"payload\"]"))
    }

    @Test func functionTypedPropertyIsRejectedAsATypeALinkCannotHold() {
        let expansion = MacroExpansion(
            """
            @Route("post/:id")
            struct PostRoute {
                let id: Int
                var onTap: () -> Void
            }
            """)
        #expect(expansion.diagnosticIDs == ["unsupportedType"])
        #expect(
            expansion.messages == [
                "@Route(\"post/:id\"): the property 'onTap' is a function ('() -> Void'), which a link cannot hold; a path segment or query item holds one value of a RouteParameter type or of an enum with a String or Int raw value"
            ])
    }

    @Test func propertyWithoutTypeAnnotationIsRejectedInARouteWithAPattern() {
        let source = """
            @Route("list")
            struct ListRoute {
                var page = 1
            }
            """
        let expansion = MacroExpansion(source)
        #expect(expansion.diagnosticIDs == ["missingTypeAnnotation"])
        #expect(
            expansion.messages == [
                "@Route(\"list\"): the stored property 'page' needs an explicit type annotation so that its value can be read from a URL"
            ])
        #expect(
            expansion.applyingFixIts(of: "missingTypeAnnotation") == """
                @Route("list")
                struct ListRoute {
                    var page: <#Type#> = 1
                }
                """)
    }

    @Test func propertiesOfAnyKindAreAcceptedWithoutAPattern() {
        let expansion = MacroExpansion(
            """
            @Route
            struct MealRoute {
                let entry: FoodEntry
                var note = "x"
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
    }

    @Test func everyProblemIsReportedAtOnce() {
        let expansion = MacroExpansion(
            """
            @Route("/post/:slug/:id")
            struct PostRoute {
                let id: Int?
                let title: String
                var page = 1
            }
            """)
        #expect(
            expansion.diagnosticIDs == [
                "leadingSlash", "placeholderWithoutProperty", "optionalPlaceholder", "missingTypeAnnotation",
            ])
        #expect(expansion.expandedSource.contains("routePattern") == false)
    }

    // MARK: - Declaration kinds

    @Test(arguments: [
        ("class", "a class", "PostRoute"), ("enum", "an enum", "PostRoute"),
        ("actor", "an actor", "PostRoute"),
        ("protocol", "a protocol", "PostRoute"), ("extension", "an extension", "PostRoute"),
    ])
    func macroOnANonStructIsRejectedNamingTheKind(keyword: String, description: String, name: String) {
        let expansion = MacroExpansion(
            """
            @Route("post")
            \(keyword) \(name) {
            }
            """)
        #expect(expansion.diagnosticIDs == ["notAStruct"])
        #expect(expansion.messages == ["@Route can only be applied to a struct; '\(name)' is \(description)"])
        #expect(!expansion.expandedSource.contains("extension \(name): WayfinderCore.Route"))
    }
}
