import AuthUI
import Wayfinder

// The Auth feature declares no module: RouteRegistrarPlugin generates `AuthFeatureModule`.

struct LoginScreen: RouteScreen {
    static func make(_ route: LoginRoute, _: Void) -> String { "Sign in" }
}

struct ResetPasswordScreen: RouteScreen {
    static func make(_ route: ResetPasswordRoute, _: Void) -> String {
        "Reset password" + (route.token.map { " (token \($0))" } ?? "")
    }
}

struct SignInScreen: RouteScreen {
    static func make(_ route: SignInRoute, _: Void) -> String { "Sign in to continue" }
}
