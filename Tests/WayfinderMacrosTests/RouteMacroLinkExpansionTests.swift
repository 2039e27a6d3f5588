import Testing

/// Pins the expansion of the link arguments and property attributes: the generated
/// `linkRules`, and how `init(parameters:)`, `parameters` and `pathRepresentation` read and
/// write renamed, required and remaining query items, the fragment, the whole link and tails.
@Suite struct RouteMacroLinkExpansionTests {
    @Test func linkArgumentsAndAttributesBecomeLinkRulesAndTheirReadsAndWrites() {
        expectExpansion(
            """
            @Route("projects/:slug", requiring: ["manage"], excluding: ["token"], host: "Clicks.Example.com", caseInsensitive: true, lenient: true)
            struct ManageRoute {
                let slug: String
                let payload: String
                @QueryItem("tag_id") var tagID: Int?
                var page: Int = 1
                @RemainingQueryItems var filters: [String: String] = [:]
                @Fragment var fragment: String?
                @LinkURL var link: URL?
            }
            """,
            expandsTo: """
                struct ManageRoute {
                    let slug: String
                    let payload: String
                    @QueryItem("tag_id") var tagID: Int?
                    var page: Int = 1
                    @RemainingQueryItems var filters: [String: String] = [:]
                    @Fragment var fragment: String?
                    @LinkURL var link: URL?

                    static let routePattern: WayfinderCore.RoutePattern? = WayfinderCore.RoutePattern(validated: "projects/:slug")

                    static let linkRules: WayfinderCore.RouteLinkRules = WayfinderCore.RouteLinkRules(requiredQueryItems: ["manage", "payload"], forbiddenQueryItems: ["token"], host: "clicks.example.com", matchesCaseInsensitively: true, isLenient: true, receivesFragment: true, receivesLink: true)

                    init(slug: String, payload: String, tagID: Int? = nil, page: Int = 1, filters: [String: String] = [:], fragment: String? = nil, link: URL? = nil) {
                        self.slug = slug
                        self.payload = payload
                        self.tagID = tagID
                        self.page = page
                        self.filters = filters
                        self.fragment = fragment
                        self.link = link
                    }

                    init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError) {
                        self.slug = try parameters.decode(String.self, for: "slug")
                        self.payload = try parameters.decode(String.self, for: "payload")
                        self.tagID = try? parameters.decodeIfPresent(Int.self, for: "tag_id")
                        self.page = (try? parameters.decodeIfPresent(Int.self, for: "page")) ?? 1
                        self.filters = try parameters.remainingItems(excluding: ["manage", "page", "payload", "slug", "tag_id", "token"], for: "filters")
                        self.fragment = parameters.fragment
                        self.link = parameters.link
                    }

                    var parameters: WayfinderCore.RouteParameters {
                        var parameters = WayfinderCore.RouteParameters()
                        parameters.encode(self.slug, for: "slug")
                        parameters.encode(self.payload, for: "payload")
                        parameters.encodeIfPresent(self.tagID, for: "tag_id")
                        parameters.encode(self.page, for: "page")
                        parameters.encodeRemaining(self.filters, excluding: ["manage", "page", "payload", "slug", "tag_id", "token"])
                        parameters.fragment = self.fragment
                        return parameters
                    }

                    var pathRepresentation: String {
                        var path = "projects/"
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.slug), to: &path)
                        path += "?payload="
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.payload), to: &path)
                        if let value = self.tagID {
                            path += "&tag_id="
                            WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: value), to: &path)
                        }
                        path += "&page="
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.page), to: &path)
                        var separator = "&"
                        for (name, value) in self.filters.sorted(by: { $0.key < $1.key }) where !["manage", "page", "payload", "slug", "tag_id", "token"].contains(name) {
                            path += separator
                            WayfinderCore.RouteURLCoder.appendEncoded(name, to: &path)
                            path += "="
                            WayfinderCore.RouteURLCoder.appendEncoded(value, to: &path)
                            separator = "&"
                        }
                        if let fragment = self.fragment {
                            path += "#"
                            WayfinderCore.RouteURLCoder.appendEncoded(fragment, to: &path)
                        }
                        return path
                    }

                    static var sample: Self? {
                        guard let slug = WayfinderCore.RouteParameters.sampleValue(of: String.self), let payload = WayfinderCore.RouteParameters.sampleValue(of: String.self) else {
                            return nil
                        }
                        return Self(slug: slug, payload: payload)
                    }
                }

                extension ManageRoute: WayfinderCore.Route {
                }
                """)
    }

    @Test func catchAllTailIsWrittenSegmentBySegment() {
        expectExpansion(
            """
            @Route("files/*path")
            struct FileRoute {
                let path: String
            }
            """,
            expandsTo: """
                struct FileRoute {
                    let path: String

                    static let routePattern: WayfinderCore.RoutePattern? = WayfinderCore.RoutePattern(validated: "files/*path")

                    init(path: String) {
                        self.path = path
                    }

                    init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError) {
                        self.path = try parameters.decode(String.self, for: "path")
                    }

                    var parameters: WayfinderCore.RouteParameters {
                        var parameters = WayfinderCore.RouteParameters()
                        parameters.encode(self.path, for: "path")
                        return parameters
                    }

                    var pathRepresentation: String {
                        var path = "files/"
                        for (position, part) in WayfinderCore.RouteParameters.routeValue(of: self.path).split(separator: "/", omittingEmptySubsequences: false).enumerated() {
                            if position > 0 {
                                path += "/"
                            }
                            WayfinderCore.RouteURLCoder.appendEncoded(String(part), to: &path)
                        }
                        return path
                    }

                    static var sample: Self? {
                        guard let path = WayfinderCore.RouteParameters.sampleValue(of: String.self) else {
                            return nil
                        }
                        return Self(path: path)
                    }
                }

                extension FileRoute: WayfinderCore.Route {
                }
                """)
    }

    @Test func unnamedCatchAllCapturesNothing() {
        let expansion = MacroExpansion(
            """
            @Route("*", opensAnyWebLink: true)
            struct BrowserRoute {
                @LinkURL var link: URL?
            }
            """)
        #expect(expansion.diagnostics.isEmpty, "\(expansion.messages)")
        #expect(
            expansion.expandedSource.contains(
                "static let linkRules: WayfinderCore.RouteLinkRules = WayfinderCore.RouteLinkRules(receivesLink: true, opensAnyWebLink: true)"
            ))
        #expect(expansion.expandedSource.contains("        \"\"\n    }"))
        #expect(expansion.expandedSource.contains("static var sample") == false)
    }

    @Test func nestedLinkNamesItsQueryItem() {
        let expansion = MacroExpansion(
            """
            @Route("deep-link")
            struct DeepLinkRoute {
                @NestedLink @QueryItem("url") var target: String
            }
            """)
        #expect(expansion.diagnostics.isEmpty, "\(expansion.messages)")
        #expect(
            expansion.expandedSource.contains(
                "WayfinderCore.RouteLinkRules(requiredQueryItems: [\"url\"], nestedLinkParameter: \"url\")"))
        #expect(
            expansion.expandedSource.contains(
                "self.target = try parameters.decode(String.self, for: \"url\")"))
    }

    @Test func plainRouteGetsNoLinkRules() {
        let expansion = MacroExpansion(
            """
            @Route("post/:id", caseInsensitive: false)
            struct PostRoute {
                let id: Int
                var sort: String?
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains("linkRules") == false)
    }

    @Test func aliasThatIsInAppOnlyKeepsItsReachability() {
        let expansion = MacroExpansion(
            """
            @Route("u/:user", aliases: [RouteAlias("profile/:user", externallyReachable: false)])
            struct ProfileRoute {
                let user: String
            }
            """)
        #expect(expansion.diagnostics.isEmpty, "\(expansion.messages)")
        #expect(
            expansion.expandedSource.contains(
                "WayfinderCore.RouteAlias(\"profile/:user\", externallyReachable: false)"))
    }
}
