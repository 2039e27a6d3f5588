import Testing

/// `aliases:` of `@Route`: what it generates, and every rule it checks at compile time.
@Suite struct RouteMacroAliasTests {
    @Test func aliasesAreWrittenAsRouteAliasesWithTheirRules() {
        let expansion = MacroExpansion(
            """
            @Route("u/:user", aliases: [
                "profile/:user",
                RouteAlias("people/:name", renaming: ["name": "user"], dropping: []),
                RouteAlias("members/:name/:tab", renaming: ["name": "user"], dropping: ["tab"]),
            ])
            public struct ProfileRoute {
                public let user: String
            }
            """)
        #expect(expansion.diagnosticIDs == [])
        #expect(
            expansion.expandedSource.contains(
                """
                    public static let routeAliases: [WayfinderCore.RouteAlias] = [
                        WayfinderCore.RouteAlias("profile/:user"),
                        WayfinderCore.RouteAlias("people/:name", renaming: ["name": "user"]),
                        WayfinderCore.RouteAlias("members/:name/:tab", renaming: ["name": "user"], dropping: ["tab"])
                    ]
                """))
    }

    @Test func aRouteWithoutAliasesGetsNoAliasMember() {
        let expansion = MacroExpansion(
            """
            @Route("u/:user")
            struct ProfileRoute {
                let user: String
            }
            """)
        #expect(!expansion.expandedSource.contains("routeAliases"))
    }

    @Test func anAliasPlaceholderWithoutAPropertyNamesTheRuleThatFixesIt() {
        let expansion = MacroExpansion(
            """
            @Route("u/:user", aliases: ["profile/:name"])
            struct ProfileRoute {
                let user: String
            }
            """)
        #expect(expansion.diagnosticIDs == ["aliasPlaceholderWithoutProperty", "aliasMissesPlaceholder"])
        #expect(
            expansion.messages == [
                "@Route: the placeholder ':name' of the alias 'profile/:name' gives its value to 'name', which is "
                    + "not a stored property; rename it with renaming: [\"name\": \"user\"] or drop it with "
                    + "dropping: [\"name\"]",
                "@Route: the alias 'profile/:name' gives no value to ':user' of the route's pattern; rename one of "
                    + "its placeholders to 'user'",
            ])
    }

    @Test func anInvalidAliasPatternIsReportedLikeAnInvalidPattern() {
        let expansion = MacroExpansion(
            """
            @Route("u/:user", aliases: ["/profile/:user"])
            struct ProfileRoute {
                let user: String
            }
            """)
        #expect(expansion.diagnosticIDs == ["invalidAlias"])
        #expect(
            expansion.messages.first?.hasPrefix(
                "@Route(\"u/:user\", aliases: [\"/profile/:user\"]): the alias '/profile/:user': ") == true)
    }

    @Test func rulesMustNamePlaceholdersTheAliasHas() {
        let expansion = MacroExpansion(
            """
            @Route("u/:user", aliases: [RouteAlias("profile/:user", renaming: ["id": "user"], dropping: ["tab"])])
            struct ProfileRoute {
                let user: String
            }
            """)
        #expect(expansion.diagnosticIDs == ["aliasRuleWithoutPlaceholder", "aliasRuleWithoutPlaceholder"])
        #expect(
            expansion.messages == [
                "@Route: the alias 'profile/:user' renames ':id', which is not one of its placeholders",
                "@Route: the alias 'profile/:user' drops ':tab', which is not one of its placeholders",
            ])
    }

    @Test func twoPlaceholdersMayNotGiveOneParameter() {
        let expansion = MacroExpansion(
            """
            @Route("u/:user", aliases: [RouteAlias("profile/:user/:name", renaming: ["name": "user"])])
            struct ProfileRoute {
                let user: String
            }
            """)
        #expect(expansion.diagnosticIDs == ["aliasGivesTwice"])
        #expect(
            expansion.messages == [
                "@Route: the alias 'profile/:user/:name' gives 'user' two values, from ':user' and ':name'"
            ])
    }

    @Test func anAliasThatMatchesThePatternsURLsCanNeverBeReached() {
        let expansion = MacroExpansion(
            """
            @Route("u/:user", aliases: [RouteAlias("u/:name", renaming: ["name": "user"]), "profile/:user", "profile/:user"])
            struct ProfileRoute {
                let user: String
            }
            """)
        #expect(expansion.diagnosticIDs == ["aliasMatchesSameURLs", "aliasMatchesSameURLs"])
        #expect(
            expansion.messages == [
                "@Route: the alias 'u/:name' matches the same URLs as 'u/:user', so no link can reach it",
                "@Route: the alias 'profile/:user' matches the same URLs as 'profile/:user', so no link can reach it",
            ])
    }

    @Test func aliasesMustBeLiterals() {
        let expansion = MacroExpansion(
            """
            @Route("u/:user", aliases: [oldPattern, RouteAlias(name)])
            struct ProfileRoute {
                let user: String
            }
            """)
        #expect(expansion.diagnosticIDs == ["aliasNotALiteral", "aliasNotALiteral"])
    }

    @Test func anInAppOnlyRouteCannotHaveAliases() {
        let expansion = MacroExpansion(
            """
            @Route(aliases: ["profile/:user"])
            struct ProfileRoute {
                let user: String
            }
            """)
        #expect(expansion.diagnosticIDs == ["aliasWithoutPattern"])
    }
}
