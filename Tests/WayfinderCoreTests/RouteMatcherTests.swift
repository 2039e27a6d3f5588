import Testing
import WayfinderCore

@Suite struct RouteMatcherTests {
    // MARK: - Single routes and precedence

    @Test func resolvesAPlaceholderIntoATypedValue() throws {
        let route = try standardMatcher.route(forPath: "post/42")
        #expect(route.isEqual(to: PostRoute(id: 42)))
    }

    @Test func literalSegmentBeatsPlaceholder() throws {
        #expect(try standardMatcher.route(forPath: "post/new").isEqual(to: NewPostRoute()))
        #expect(try standardMatcher.route(forPath: "users/me/edit").isEqual(to: MyEditRoute()))
        #expect(try standardMatcher.route(forPath: "users/you/edit").isEqual(to: UserEditRoute(id: "you")))
    }

    @Test func literalBranchThatDeadEndsFallsBackToThePlaceholder() throws {
        // users/me has no "delete" child: backtrack to users/:id/delete.
        #expect(try standardMatcher.route(forPath: "users/me/delete").isEqual(to: UserDeleteRoute(id: "me")))
        // post/new has no "comments" child, but post/:id/comments needs an Int: "new" fails to decode.
        #expect(
            throws: RouteURLError.decodingFailed(
                route: "post/:id/comments",
                error: .invalidValue(parameter: "id", value: "new", expectedType: "Int"))
        ) { try standardMatcher.routes(forPath: "post/new/comments") }
        #expect(try standardMatcher.route(forPath: "post/7/comments").isEqual(to: CommentsRoute(id: 7)))
    }

    @Test func literalsMatchCaseSensitively() {
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 0, segment: "Home")) {
            try standardMatcher.routes(forPath: "Home")
        }
    }

    @Test func literalsMatchAfterPercentDecoding() throws {
        #expect(try standardMatcher.route(forPath: "h%6Fme").isEqual(to: HomeRoute()))
    }

    @Test func placeholderValuesArePercentDecoded() throws {
        let route = try standardMatcher.route(forPath: "profile/a%2Fb%20c%F0%9F%A7%AD")
        #expect(route.isEqual(to: ProfileRoute(user: "a/b c🧭")))
    }

    @Test func routesWithoutAPatternAreIgnored() {
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 0, segment: "MealRoute")) {
            try standardMatcher.routes(forPath: "MealRoute")
        }
    }

    // MARK: - Several routes

    @Test func splitsAPathIntoConsecutiveRoutes() throws {
        let routes = try standardMatcher.routes(forPath: "home/profile/user99/post/42")
        #expect(routes.count == 3)
        #expect(routes[0].isEqual(to: HomeRoute()))
        #expect(routes[1].isEqual(to: ProfileRoute(user: "user99")))
        #expect(routes[2].isEqual(to: PostRoute(id: 42)))
    }

    @Test func backtracksWhenContinuingThePatternDeadEnds() {
        #expect(resolved("a/1/b/2") == "a/1 > b/2")
        #expect(resolved("a/1/b") == "a/1/b")
        #expect(resolved("a/1/b/b/2") == "a/1/b > b/2")
    }

    @Test func backtracksOverADecodingFailure() {
        // "profile/x/post/new" — "new" is a literal; post/:id would fail on it anyway.
        #expect(resolved("profile/x/post/new") == "profile/x > post/new")
        #expect(resolved("post/1/post/2/comments") == "post/1 > post/2/comments")
    }

    @Test func singleRouteLookupRefusesAPathThatNeedsSeveralRoutes() {
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 1, segment: "post")) {
            try standardMatcher.route(forPath: "home/post/42")
        }
        #expect(throws: RouteURLError.noMatchingRoute(segmentIndex: 3, segment: "2")) {
            try standardMatcher.route(forPath: "a/1/b/2")
        }
    }

    // MARK: - Query

    @Test func queryItemsGoToTheLastRouteOnly() throws {
        let routes = try standardMatcher.routes(forPath: "post/1/post/2?sort=new")
        #expect(routes.count == 2)
        #expect(routes[0].isEqual(to: PostRoute(id: 1)))
        #expect(routes[1].isEqual(to: PostRoute(id: 2, sort: "new")))
    }

    @Test func anEarlierRouteNeedingAQueryItemNeverGetsIt() {
        #expect(throws: RouteURLError.decodingFailed(route: "search", error: .missingParameter("q"))) {
            try standardMatcher.routes(forPath: "search/home?q=cats")
        }
        #expect(resolved("home/search?q=cats") == "home > search?q=cats")
    }

    @Test func queryItemNamedLikeAPlaceholderIsIgnored() throws {
        let route = try standardMatcher.route(forPath: "post/42?id=7&sort=top")
        #expect(route.isEqual(to: PostRoute(id: 42, sort: "top")))
    }

    @Test func unknownQueryItemsAreIgnoredAndFragmentsDropped() throws {
        let route = try standardMatcher.route(forPath: "post/42?utm_source=mail#comments")
        #expect(route.isEqual(to: PostRoute(id: 42)))
    }

    @Test func queryValuesArePercentDecodedAndMayContainEquals() throws {
        let route = try standardMatcher.route(forPath: "post/42?sort=a%20b%26c=d")
        #expect(route.isEqual(to: PostRoute(id: 42, sort: "a b&c=d")))
    }

    // MARK: - Conflicts

    @Test func samePatternShapeIsAConflictAndTheFirstRegisteredWins() throws {
        let matcher = RouteMatcher(routes: [PostRoute.self, PostSlugRoute.self, HomeRoute.self])
        #expect(
            matcher.conflicts == [
                RouteConflict(
                    winningPattern: RoutePattern(validated: "post/:id"),
                    winningRoute: "WayfinderCoreTests.PostRoute",
                    shadowedPattern: RoutePattern(validated: "post/:slug"),
                    shadowedRoute: "WayfinderCoreTests.PostSlugRoute")
            ])
        #expect(try matcher.route(forPath: "post/42").isEqual(to: PostRoute(id: 42)))
        // The loser is never tried, even when the winner fails to decode.
        #expect(throws: RouteURLError.self) { try matcher.route(forPath: "post/hello") }
    }

    @Test func everyConflictIsReported() {
        let matcher = RouteMatcher(routes: [
            PostSlugRoute.self, UserEditRoute.self, PostRoute.self, ProfileRoute.self, UserNameEditRoute.self,
            HandleRoute.self,
        ])
        let names = matcher.conflicts.map { "\($0.shadowedRoute)→\($0.winningRoute)" }
        #expect(
            names == [
                "WayfinderCoreTests.PostRoute→WayfinderCoreTests.PostSlugRoute",
                "WayfinderCoreTests.UserNameEditRoute→WayfinderCoreTests.UserEditRoute",
                "WayfinderCoreTests.HandleRoute→WayfinderCoreTests.ProfileRoute",
            ])
        #expect(
            matcher.conflicts[0].description
                == "the pattern 'post/:id' of WayfinderCoreTests.PostRoute matches the same URLs as 'post/:slug' of "
                + "WayfinderCoreTests.PostSlugRoute, which was registered first and wins"
        )
    }

    @Test func differentLiteralsOrPlaceholderPositionsAreNoConflict() {
        let matcher = RouteMatcher(routes: standardRoutes)
        #expect(matcher.conflicts.isEmpty)
    }

    @Test func registeringTheSameTypeTwiceIsNoConflict() {
        let matcher = RouteMatcher(routes: [PostRoute.self, PostRoute.self])
        #expect(matcher.conflicts.isEmpty)
    }
}
