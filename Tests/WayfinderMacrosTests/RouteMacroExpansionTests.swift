import Testing

/// Pins the whole expansion of `@Route` for one representative route per behaviour.
@Suite struct RouteMacroExpansionTests {
    @Test func placeholdersBecomeRequiredPathSegmentsInPatternOrder() {
        expectExpansion(
            """
            @Route("user/:name/posts/:postID")
            struct UserPostRoute {
                let postID: Int
                let name: String
            }
            """,
            expandsTo: """
                struct UserPostRoute {
                    let postID: Int
                    let name: String

                    static let routePattern: WayfinderCore.RoutePattern? = WayfinderCore.RoutePattern(validated: "user/:name/posts/:postID")

                    init(postID: Int, name: String) {
                        self.postID = postID
                        self.name = name
                    }

                    init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError) {
                        self.name = try parameters.decode(String.self, for: "name")
                        self.postID = try parameters.decode(Int.self, for: "postID")
                    }

                    var parameters: WayfinderCore.RouteParameters {
                        var parameters = WayfinderCore.RouteParameters()
                        parameters.encode(self.name, for: "name")
                        parameters.encode(self.postID, for: "postID")
                        return parameters
                    }

                    var pathRepresentation: String {
                        var path = "user/"
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.name), to: &path)
                        path += "/posts/"
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.postID), to: &path)
                        return path
                    }

                    static var sample: Self? {
                        guard let postID = WayfinderCore.RouteParameters.sampleValue(of: Int.self), let name = WayfinderCore.RouteParameters.sampleValue(of: String.self) else {
                            return nil
                        }
                        return Self(postID: postID, name: name)
                    }
                }

                extension UserPostRoute: WayfinderCore.Route {
                }
                """)
    }

    @Test func queryPropertiesAreOptionalOrDefaultedAndEncodedInDeclarationOrder() {
        expectExpansion(
            """
            @Route("post/:id")
            public struct PostRoute {
                public let id: Int
                public var sort: Order? = nil
                public var page: Int = 1
                public var parent: (any Route)? { HomeRoute() }
            }
            """,
            expandsTo: """
                public struct PostRoute {
                    public let id: Int
                    public var sort: Order? = nil
                    public var page: Int = 1
                    public var parent: (any Route)? { HomeRoute() }

                    public static let routePattern: WayfinderCore.RoutePattern? = WayfinderCore.RoutePattern(validated: "post/:id")

                    public init(id: Int, sort: Order? = nil, page: Int = 1) {
                        self.id = id
                        self.sort = sort
                        self.page = page
                    }

                    public init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError) {
                        self.id = try parameters.decode(Int.self, for: "id")
                        self.sort = try parameters.decodeIfPresent(Order.self, for: "sort")
                        self.page = try parameters.decodeIfPresent(Int.self, for: "page") ?? 1
                    }

                    public var parameters: WayfinderCore.RouteParameters {
                        var parameters = WayfinderCore.RouteParameters()
                        parameters.encode(self.id, for: "id")
                        parameters.encodeIfPresent(self.sort, for: "sort")
                        parameters.encode(self.page, for: "page")
                        return parameters
                    }

                    public var pathRepresentation: String {
                        var path = "post/"
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.id), to: &path)
                        var separator = "?"
                        if let value = self.sort {
                            path += separator
                            path += "sort="
                            separator = "&"
                            WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: value), to: &path)
                        }
                        path += separator
                        path += "page="
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.page), to: &path)
                        return path
                    }

                    public static var sample: Self? {
                        guard let id = WayfinderCore.RouteParameters.sampleValue(of: Int.self) else {
                            return nil
                        }
                        return Self(id: id)
                    }
                }

                extension PostRoute: WayfinderCore.Route {
                }
                """)
    }

    @Test func enumParametersDecodeByTypeAndDefaultsUseTheWrittenExpression() {
        expectExpansion(
            """
            @Route("feed/:order")
            struct FeedRoute {
                let order: FeedOrder
                var filter: Filter = .all
            }
            """,
            expandsTo: """
                struct FeedRoute {
                    let order: FeedOrder
                    var filter: Filter = .all

                    static let routePattern: WayfinderCore.RoutePattern? = WayfinderCore.RoutePattern(validated: "feed/:order")

                    init(order: FeedOrder, filter: Filter = .all) {
                        self.order = order
                        self.filter = filter
                    }

                    init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError) {
                        self.order = try parameters.decode(FeedOrder.self, for: "order")
                        self.filter = try parameters.decodeIfPresent(Filter.self, for: "filter") ?? .all
                    }

                    var parameters: WayfinderCore.RouteParameters {
                        var parameters = WayfinderCore.RouteParameters()
                        parameters.encode(self.order, for: "order")
                        parameters.encode(self.filter, for: "filter")
                        return parameters
                    }

                    var pathRepresentation: String {
                        var path = "feed/"
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.order), to: &path)
                        path += "?filter="
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.filter), to: &path)
                        return path
                    }

                    static var sample: Self? {
                        guard let order = WayfinderCore.RouteParameters.sampleValue(of: FeedOrder.self) else {
                            return nil
                        }
                        return Self(order: order)
                    }
                }

                extension FeedRoute: WayfinderCore.Route {
                }
                """)
    }

    @Test func everyOptionalSpellingIsAnOptionalQueryParameter() {
        expectExpansion(
            """
            @Route("search")
            public struct SearchRoute {
                public var query: String?
                public var limit: Optional<Int>
                public var exact: Bool!
                public var scope: Swift.Optional<Scope>
            }
            """,
            expandsTo: """
                public struct SearchRoute {
                    public var query: String?
                    public var limit: Optional<Int>
                    public var exact: Bool!
                    public var scope: Swift.Optional<Scope>

                    public static let routePattern: WayfinderCore.RoutePattern? = WayfinderCore.RoutePattern(validated: "search")

                    public init(query: String? = nil, limit: Optional<Int> = nil, exact: Bool! = nil, scope: Swift.Optional<Scope> = nil) {
                        self.query = query
                        self.limit = limit
                        self.exact = exact
                        self.scope = scope
                    }

                    public init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError) {
                        self.query = try parameters.decodeIfPresent(String.self, for: "query")
                        self.limit = try parameters.decodeIfPresent(Int.self, for: "limit")
                        self.exact = try parameters.decodeIfPresent(Bool.self, for: "exact")
                        self.scope = try parameters.decodeIfPresent(Scope.self, for: "scope")
                    }

                    public var parameters: WayfinderCore.RouteParameters {
                        var parameters = WayfinderCore.RouteParameters()
                        parameters.encodeIfPresent(self.query, for: "query")
                        parameters.encodeIfPresent(self.limit, for: "limit")
                        parameters.encodeIfPresent(self.exact, for: "exact")
                        parameters.encodeIfPresent(self.scope, for: "scope")
                        return parameters
                    }

                    public var pathRepresentation: String {
                        var path = "search"
                        var separator = "?"
                        if let value = self.query {
                            path += separator
                            path += "query="
                            separator = "&"
                            WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: value), to: &path)
                        }
                        if let value = self.limit {
                            path += separator
                            path += "limit="
                            separator = "&"
                            WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: value), to: &path)
                        }
                        if let value = self.exact {
                            path += separator
                            path += "exact="
                            separator = "&"
                            WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: value), to: &path)
                        }
                        if let value = self.scope {
                            path += separator
                            path += "scope="
                            WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: value), to: &path)
                        }
                        return path
                    }
                }

                extension SearchRoute: WayfinderCore.Route {
                }
                """)
    }

    @Test func alwaysWrittenQueryValuesNeedNoRuntimeSeparator() {
        expectExpansion(
            """
            @Route("list")
            struct ListRoute {
                var page: Int = 1
                var size: Int = 20
                var tag: String?
            }
            """,
            expandsTo: """
                struct ListRoute {
                    var page: Int = 1
                    var size: Int = 20
                    var tag: String?

                    static let routePattern: WayfinderCore.RoutePattern? = WayfinderCore.RoutePattern(validated: "list")

                    init(page: Int = 1, size: Int = 20, tag: String? = nil) {
                        self.page = page
                        self.size = size
                        self.tag = tag
                    }

                    init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError) {
                        self.page = try parameters.decodeIfPresent(Int.self, for: "page") ?? 1
                        self.size = try parameters.decodeIfPresent(Int.self, for: "size") ?? 20
                        self.tag = try parameters.decodeIfPresent(String.self, for: "tag")
                    }

                    var parameters: WayfinderCore.RouteParameters {
                        var parameters = WayfinderCore.RouteParameters()
                        parameters.encode(self.page, for: "page")
                        parameters.encode(self.size, for: "size")
                        parameters.encodeIfPresent(self.tag, for: "tag")
                        return parameters
                    }

                    var pathRepresentation: String {
                        var path = "list?page="
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.page), to: &path)
                        path += "&size="
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.size), to: &path)
                        if let value = self.tag {
                            path += "&tag="
                            WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: value), to: &path)
                        }
                        return path
                    }
                }

                extension ListRoute: WayfinderCore.Route {
                }
                """)
    }

    @Test func aRouteWithoutPatternGetsOnlyTheMemberwiseInitializerAndConformance() {
        expectExpansion(
            """
            @Route
            struct MealRoute {
                let entry: FoodEntry
                var note = "x"
                static let shared = 1
                var computed: Int { 1 }
            }
            """,
            expandsTo: """
                struct MealRoute {
                    let entry: FoodEntry
                    var note = "x"
                    static let shared = 1
                    var computed: Int { 1 }

                    init(entry: FoodEntry) {
                        self.entry = entry
                    }
                }

                extension MealRoute: WayfinderCore.Route {
                }
                """)
    }

    @Test func externallyReachableFalseAddsTheStaticPropertyWithPackageAccess() {
        expectExpansion(
            """
            @Route("settings", externallyReachable: false)
            package struct SettingsRoute {
                package var parent: (any Route)? { HomeRoute() }
                package var preferredPresentation: Presentation { .sheet }
            }
            """,
            expandsTo: """
                package struct SettingsRoute {
                    package var parent: (any Route)? { HomeRoute() }
                    package var preferredPresentation: Presentation { .sheet }

                    package static let routePattern: WayfinderCore.RoutePattern? = WayfinderCore.RoutePattern(validated: "settings")

                    package static var isExternallyReachable: Bool {
                        false
                    }

                    package init() {
                    }

                    package init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError) {
                    }

                    package var parameters: WayfinderCore.RouteParameters {
                        WayfinderCore.RouteParameters()
                    }

                    package var pathRepresentation: String {
                        "settings"
                    }
                }

                extension SettingsRoute: WayfinderCore.Route {
                }
                """)
    }

    @Test func constantsAreSkippedAndADeclaredMemberwiseInitializerIsKept() {
        expectExpansion(
            """
            @Route("item/:id")
            struct ItemRoute {
                let id: UUID
                let kind = "item"
                static var count = 0
                var tab: String? {
                    didSet {}
                }
                init(id: UUID, tab: String? = nil) {
                    self.id = id
                    self.tab = tab
                }
            }
            """,
            expandsTo: """
                struct ItemRoute {
                    let id: UUID
                    let kind = "item"
                    static var count = 0
                    var tab: String? {
                        didSet {}
                    }
                    init(id: UUID, tab: String? = nil) {
                        self.id = id
                        self.tab = tab
                    }

                    static let routePattern: WayfinderCore.RoutePattern? = WayfinderCore.RoutePattern(validated: "item/:id")

                    init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError) {
                        self.id = try parameters.decode(UUID.self, for: "id")
                        self.tab = try parameters.decodeIfPresent(String.self, for: "tab")
                    }

                    var parameters: WayfinderCore.RouteParameters {
                        var parameters = WayfinderCore.RouteParameters()
                        parameters.encode(self.id, for: "id")
                        parameters.encodeIfPresent(self.tab, for: "tab")
                        return parameters
                    }

                    var pathRepresentation: String {
                        var path = "item/"
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.id), to: &path)
                        if let value = self.tab {
                            path += "?tab="
                            WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: value), to: &path)
                        }
                        return path
                    }

                    static var sample: Self? {
                        guard let id = WayfinderCore.RouteParameters.sampleValue(of: UUID.self) else {
                            return nil
                        }
                        return Self(id: id, tab: nil)
                    }
                }

                extension ItemRoute: WayfinderCore.Route {
                }
                """)
    }

    @Test func nonASCIIQueryNamesArePercentEncodedAtCompileTime() {
        expectExpansion(
            """
            @Route("menu/:item")
            public struct MenuRoute {
                public let item: String
                public var größe: Int?
            }
            """,
            expandsTo: """
                public struct MenuRoute {
                    public let item: String
                    public var größe: Int?

                    public static let routePattern: WayfinderCore.RoutePattern? = WayfinderCore.RoutePattern(validated: "menu/:item")

                    public init(item: String, größe: Int? = nil) {
                        self.item = item
                        self.größe = größe
                    }

                    public init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError) {
                        self.item = try parameters.decode(String.self, for: "item")
                        self.größe = try parameters.decodeIfPresent(Int.self, for: "größe")
                    }

                    public var parameters: WayfinderCore.RouteParameters {
                        var parameters = WayfinderCore.RouteParameters()
                        parameters.encode(self.item, for: "item")
                        parameters.encodeIfPresent(self.größe, for: "größe")
                        return parameters
                    }

                    public var pathRepresentation: String {
                        var path = "menu/"
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.item), to: &path)
                        if let value = self.größe {
                            path += "?gr%C3%B6%C3%9Fe="
                            WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: value), to: &path)
                        }
                        return path
                    }

                    public static var sample: Self? {
                        guard let item = WayfinderCore.RouteParameters.sampleValue(of: String.self) else {
                            return nil
                        }
                        return Self(item: item)
                    }
                }

                extension MenuRoute: WayfinderCore.Route {
                }
                """)
    }

    @Test func theSampleGivesEachPlaceholderItsTypesSampleAndLeavesQueryParametersOut() {
        expectExpansion(
            """
            @Route("shelf/:shelf/book/:id")
            public struct BookRoute {
                public let id: Int
                public let shelf: Shelf
                public var page: Int = 1
                public var note: String?
            }
            """,
            expandsTo: """
                public struct BookRoute {
                    public let id: Int
                    public let shelf: Shelf
                    public var page: Int = 1
                    public var note: String?

                    public static let routePattern: WayfinderCore.RoutePattern? = WayfinderCore.RoutePattern(validated: "shelf/:shelf/book/:id")

                    public init(id: Int, shelf: Shelf, page: Int = 1, note: String? = nil) {
                        self.id = id
                        self.shelf = shelf
                        self.page = page
                        self.note = note
                    }

                    public init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError) {
                        self.shelf = try parameters.decode(Shelf.self, for: "shelf")
                        self.id = try parameters.decode(Int.self, for: "id")
                        self.page = try parameters.decodeIfPresent(Int.self, for: "page") ?? 1
                        self.note = try parameters.decodeIfPresent(String.self, for: "note")
                    }

                    public var parameters: WayfinderCore.RouteParameters {
                        var parameters = WayfinderCore.RouteParameters()
                        parameters.encode(self.shelf, for: "shelf")
                        parameters.encode(self.id, for: "id")
                        parameters.encode(self.page, for: "page")
                        parameters.encodeIfPresent(self.note, for: "note")
                        return parameters
                    }

                    public var pathRepresentation: String {
                        var path = "shelf/"
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.shelf), to: &path)
                        path += "/book/"
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.id), to: &path)
                        path += "?page="
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.page), to: &path)
                        if let value = self.note {
                            path += "&note="
                            WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: value), to: &path)
                        }
                        return path
                    }

                    public static var sample: Self? {
                        guard let id = WayfinderCore.RouteParameters.sampleValue(of: Int.self), let shelf = WayfinderCore.RouteParameters.sampleValue(of: Shelf.self) else {
                            return nil
                        }
                        return Self(id: id, shelf: shelf)
                    }
                }

                extension BookRoute: WayfinderCore.Route {
                }
                """)
    }

    @Test func aSampleTheStructDeclaresIsKept() {
        expectExpansion(
            """
            @Route("member/:handle")
            struct MemberRoute {
                let handle: Handle
                static var sample: Self? { MemberRoute(handle: Handle("sample")) }
            }
            """,
            expandsTo: """
                struct MemberRoute {
                    let handle: Handle
                    static var sample: Self? { MemberRoute(handle: Handle("sample")) }

                    static let routePattern: WayfinderCore.RoutePattern? = WayfinderCore.RoutePattern(validated: "member/:handle")

                    init(handle: Handle) {
                        self.handle = handle
                    }

                    init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError) {
                        self.handle = try parameters.decode(Handle.self, for: "handle")
                    }

                    var parameters: WayfinderCore.RouteParameters {
                        var parameters = WayfinderCore.RouteParameters()
                        parameters.encode(self.handle, for: "handle")
                        return parameters
                    }

                    var pathRepresentation: String {
                        var path = "member/"
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.handle), to: &path)
                        return path
                    }
                }

                extension MemberRoute: WayfinderCore.Route {
                }
                """)
    }

    @Test func aStructThatAlreadyConformsGetsNoExtension() {
        expectExpansion(
            """
            @Route("a/:x")
            struct ARoute: Route {
                var x: Int
            }
            """,
            expandsTo: """
                struct ARoute: Route {
                    var x: Int

                    static let routePattern: WayfinderCore.RoutePattern? = WayfinderCore.RoutePattern(validated: "a/:x")

                    init(x: Int) {
                        self.x = x
                    }

                    init(parameters: WayfinderCore.RouteParameters) throws(WayfinderCore.RouteDecodingError) {
                        self.x = try parameters.decode(Int.self, for: "x")
                    }

                    var parameters: WayfinderCore.RouteParameters {
                        var parameters = WayfinderCore.RouteParameters()
                        parameters.encode(self.x, for: "x")
                        return parameters
                    }

                    var pathRepresentation: String {
                        var path = "a/"
                        WayfinderCore.RouteURLCoder.appendEncoded(WayfinderCore.RouteParameters.routeValue(of: self.x), to: &path)
                        return path
                    }

                    static var sample: Self? {
                        guard let x = WayfinderCore.RouteParameters.sampleValue(of: Int.self) else {
                            return nil
                        }
                        return Self(x: x)
                    }
                }
                """, alreadyConforms: true)
    }
}
