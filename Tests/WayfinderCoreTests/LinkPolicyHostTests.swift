import Foundation
import Testing
import WayfinderCore

/// Custom schemes that carry a host, and hosts known only while the app runs.
@Suite struct LinkPolicyHostTests {
    static let policy = LinkPolicy(
        schemes: ["myapp"], hosts: ["www.example.com"], customSchemeHosts: ["WWW.example.com"])

    @Test func aCustomSchemeLinkNamingAHostMeansTheSameAsTheWebLink() throws {
        let custom = try Self.policy.linkPath(of: "myapp://www.example.com/projects/x?ref=1#top")
        let web = try Self.policy.linkPath(of: "https://www.example.com/projects/x?ref=1#top")
        #expect(custom == web)
        #expect(custom.relativeString == "projects/x?ref=1")
        #expect(custom.host == "www.example.com")
        #expect(custom.fragment == "top")
        #expect(custom.url == "myapp://www.example.com/projects/x?ref=1#top")
        #expect(try Self.policy.linkPath(of: "myapp://WWW.Example.com/projects/x").host == "www.example.com")
    }

    @Test func aCustomSchemeLinkWithoutAKnownHostKeepsItsFirstSegment() throws {
        let link = try Self.policy.linkPath(of: "myapp://projects/x")
        #expect(link.relativeString == "projects/x")
        #expect(link.host == nil)
        #expect(
            try Self.policy.linkPath(of: "myapp://other.example.com/x").relativeString
                == "other.example.com/x")
    }

    @Test func bothFormsOpenTheSameRoute() throws {
        let resolver = LinkResolver(matcher: RouteMatcher(routes: resolverRoutes), policy: Self.policy)
        let custom = try resolver.resolve("myapp://www.example.com/article/5").route
        let web = try resolver.resolve("https://www.example.com/article/5").route
        let plain = try resolver.resolve("myapp://article/5").route
        #expect(custom.isEqual(to: ResolverArticleRoute(id: 5)))
        #expect(web.isEqual(to: custom) && plain.isEqual(to: custom))
    }

    @Test func aCustomSchemeHostIsStillCheckedForUserInformationAndPort() {
        #expect(throws: RouteURLError.userInfoNotAllowed) {
            try Self.policy.linkPath(of: "myapp://ada@www.example.com/x")
        }
        #expect(throws: RouteURLError.portNotAllowed) {
            try Self.policy.linkPath(of: "myapp://www.example.com:1/x")
        }
        #expect(throws: RouteURLError.emptyPath) { try Self.policy.linkPath(of: "myapp://www.example.com/") }
    }

    // MARK: - Run-time hosts

    @Test func hostsAddedWhileTheAppRunsOpenLinksUntilTheyAreRemoved() throws {
        let servers = LinkHosts(["Social.example.org"])
        let policy = LinkPolicy(schemes: ["myapp"], hosts: ["example.com"], runtimeHosts: servers)
        #expect(try policy.linkPath(of: "https://social.example.org/@ada").host == "social.example.org")
        #expect(throws: RouteURLError.unknownHost("mastodon.example.net")) {
            try policy.linkPath(of: "https://mastodon.example.net/@ada")
        }
        #expect(!policy.claims("https://mastodon.example.net/@ada"))

        servers.insert("MASTODON.example.net")
        #expect(servers.hosts == ["social.example.org", "mastodon.example.net"])
        #expect(try policy.linkPath(of: "https://mastodon.example.net/@ada").relativeString == "@ada")
        #expect(policy.claims("https://mastodon.example.net/@ada"))
        #expect(policy.claims("https://example.com/x"))

        servers.remove("social.example.org")
        #expect(throws: RouteURLError.unknownHost("social.example.org")) {
            try policy.linkPath(of: "https://social.example.org/@ada")
        }
        #expect(!policy.claims("https://social.example.org/@ada"))

        servers.replaceAll(with: ["a.example"])
        #expect(servers.hosts == ["a.example"])
        #expect(servers.contains("A.EXAMPLE"))
    }

    @Test func policiesAreEqualWhenTheyShareTheirRunTimeHosts() {
        let servers = LinkHosts(["a.example"])
        let one = LinkPolicy(schemes: ["myapp"], runtimeHosts: servers)
        let same = LinkPolicy(schemes: ["MyApp"], runtimeHosts: servers)
        let other = LinkPolicy(schemes: ["myapp"], runtimeHosts: LinkHosts(["a.example"]))
        #expect(one == same)
        #expect(one.hashValue == same.hashValue)
        #expect(one != other)
        #expect(one != LinkPolicy(schemes: ["myapp"]))
        #expect(
            LinkPolicy(schemes: ["myapp"], customSchemeHosts: ["a.example"]) != LinkPolicy(schemes: ["myapp"])
        )
        servers.insert("b.example")
        #expect(one == same)
    }

    @Test func runTimeHostsTakeConcurrentReadersAndWriters() async {
        let servers = LinkHosts()
        let policy = LinkPolicy(runtimeHosts: servers)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { servers.insert("host\(index).example") }
                group.addTask { _ = policy.claims("https://host\(index).example/x") }
            }
        }
        #expect(servers.hosts.count == 200)
        #expect(policy.claims("https://host199.example/x"))
    }

    // MARK: - Whose link

    @Test(arguments: [
        ("https://evil.com:80/x", false), ("https://user@evil.com/x", false), ("evil://host:80/x", false),
        ("https://user@www.example.com:80/x", true), ("myapp://www.example.com:1/x", true),
        ("myapp:whatever", true), ("https:www.example.com", false), ("mailto:ada@www.example.com", false),
    ])
    func claimsReadsTheSchemeAndHostByThePolicysRule(url: String, claimed: Bool) {
        #expect(Self.policy.claims(url) == claimed)
    }
}
