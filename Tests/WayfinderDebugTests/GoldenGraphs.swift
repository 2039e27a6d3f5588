/// The graph of the test app, as the export must print it.
enum GoldenGraphs {
    static let mermaid = """
        flowchart LR
            subgraph tab_home["tab home"]
                HomeRoute["home"]
                PostRoute["post/:id"]
                ComposeRoute["compose<br/>slideUp"]
                ProfileRoute["profile/:user"]
                EditProfileRoute["profile/:user/edit<br/>guard"]
            end
            subgraph tab_search["tab search"]
                SearchRoute["search"]
            end
            LoginRoute["login"]
            AdminRoute["admin<br/>in-app"]
            DraftRoute["DraftRoute<br/>in-app"]
            SettingsRoute["settings<br/>sheet"]
            HomeRoute --> PostRoute
            HomeRoute --> ComposeRoute
            HomeRoute --> ProfileRoute
            ProfileRoute --> EditProfileRoute

        """

    static let dot = #"""
        digraph routes {
            rankdir=LR;
            node [shape=box, fontname="Helvetica"];
            subgraph cluster_home {
                label="tab home";
                HomeRoute [label="home"];
                PostRoute [label="post/:id"];
                ComposeRoute [label="compose\nslideUp"];
                ProfileRoute [label="profile/:user"];
                EditProfileRoute [label="profile/:user/edit\nguard"];
            }
            subgraph cluster_search {
                label="tab search";
                SearchRoute [label="search"];
            }
            LoginRoute [label="login"];
            AdminRoute [label="admin\nin-app", style=dashed];
            DraftRoute [label="DraftRoute\nin-app", style=dashed];
            SettingsRoute [label="settings\nsheet"];
            HomeRoute -> PostRoute;
            HomeRoute -> ComposeRoute;
            HomeRoute -> ProfileRoute;
            ProfileRoute -> EditProfileRoute;
        }

        """#
}
