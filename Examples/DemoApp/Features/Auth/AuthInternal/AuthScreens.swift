import AuthUI
import Wayfinder

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

/// The sign-up's screens are in its flow: each title shows the model of the sign-up it is part of.
extension FlowModels {
    fileprivate func signUpTitle(_ step: String) -> String {
        "Sign up: \(step) (" + (model(SignUpModel.self).map { "sign-up #\($0.number)" } ?? "no sign-up") + ")"
    }
}

struct SignUpScreen: FlowRouteScreen {
    static func make(_ route: SignUpRoute, _: Void, _ flows: FlowModels) -> String {
        flows.signUpTitle("email")
    }
}

struct SignUpNameScreen: FlowRouteScreen {
    static func make(_ route: SignUpNameRoute, _: Void, _ flows: FlowModels) -> String {
        flows.signUpTitle("name")
    }
}

struct SignUpPasswordScreen: FlowRouteScreen {
    static func make(_ route: SignUpPasswordRoute, _: Void, _ flows: FlowModels) -> String {
        flows.signUpTitle("password")
    }
}
