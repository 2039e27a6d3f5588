import HomeInternal
import HomeUI
import ProfileInternal
import ProfileUI
import Wayfinder

/// Who is signed in.
@MainActor
final class Account {
    var isSignedIn = false
}

/// The composition root: the only place the features are listed.
@MainActor
enum ConsumerApp {
    static func makeNavigator(account: Account) -> Navigator {
        Navigator(
            modules: [
                HomeFeatureModule(),
                ProfileFeatureModule(isSignedIn: { account.isSignedIn }),
            ],
            root: HomeRoute(),
            schemes: ["myapp"]
        )
    }
}
