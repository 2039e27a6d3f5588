import Testing
import WayfinderCore

/// Pins how the matcher splits and decodes tricky paths: the outline of the routes, or the error
/// message. A change here is a behaviour change of deep links.
@Suite struct SplitterGoldenTests {
    static let golden: [(path: String, outline: String)] = [
        ("home", "home"),
        ("home/home/home", "home > home > home"),
        ("home/profile/user99/post/42", "home > profile/user99 > post/42"),
        ("home/profile/user99/post/42?sort=new", "home > profile/user99 > post/42?sort=new"),
        ("post/new", "post/new"),
        ("post/new/post/1", "post/new > post/1"),
        ("post/1/comments/post/new", "post/1/comments > post/new"),
        ("post/1/post/2/comments", "post/1 > post/2/comments"),
        ("users/me/edit/users/me/delete", "users/me/edit > users/me/delete"),
        ("users/edit/edit", "users/edit/edit"),
        ("a/b/b/b", "a/b > b/b"),
        ("a/b/b/b/b", "a/b/b > b/b"),
        ("a/a/b/a/a", "a/a/b > a/a"),
        ("a/1/b/2", "a/1 > b/2"),
        ("a/post/b/home", "a/post/b > home"),
        ("profile/post/post/42", "profile/post > post/42"),
        ("profile/home/home", "profile/home > home"),
        ("profile/%2F", "profile/%2F"),
        ("profile/%2e%2E", "profile/%2E%2E"),
        ("profile/a+b", "profile/a%2Bb"),
        ("profile/%E6%97%A5%E6%9C%AC", "profile/%E6%97%A5%E6%9C%AC"),
        ("profile/日本", "profile/%E6%97%A5%E6%9C%AC"),
        ("profile/x?user=y", "profile/x"),
        ("search?q=a+b", "search?q=a%2Bb"),
        ("search?q=", "search?q="),
        ("search?q=%3F%26%3D", "search?q=%3F%26%3D"),
        ("home?", "home"),
        ("home#?q=1", "home"),
        ("post/-1", "post/-1"),
        ("post/+1", "post/1"),
        ("post/007", "post/7"),
        (
            "post/9223372036854775808",
            "error: post/:id: the parameter 'id' has the value \"9223372036854775808\", which is not a valid Int"
        ),
        ("post/1.0", "error: post/:id: the parameter 'id' has the value \"1.0\", which is not a valid Int"),
        (
            "post/new/comments",
            "error: post/:id/comments: the parameter 'id' has the value \"new\", which is not a valid Int"
        ),
        ("home/post", "error: no route matches at segment 2 ('post')"),
        ("users/me", "error: no route matches at segment 2 ('me')"),
        ("home/HOME", "error: no route matches at segment 2 ('HOME')"),
        ("home%2Fhome", "error: no route matches at segment 1 ('home%2Fhome')"),
        ("search/home?q=x", "error: search: the required parameter 'q' is missing"),
        ("home/./home", "error: segment 2 of the path is a '.' or '..' segment"),
        ("home/", "error: segment 2 of the path is empty ('//')"),
        (
            "home?a=1&a=2",
            "error: the query item 'a' appears more than once; a link gives each query item once"
        ),
        ("home?a", "home"),
        ("home?=a", "error: the query item '=a' is malformed"),
        ("home/%C3", "error: '%C3' has invalid percent-encoding"),
    ]

    @Test(arguments: golden)
    func splitterOutputIsPinned(_ path: String, _ outline: String) {
        #expect(resolved(path) == outline)
    }
}
