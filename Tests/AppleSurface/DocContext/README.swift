import SwiftUI
import Wayfinder
import WayfinderCore

// What README.md's SwiftUI blocks take for granted: the tour's routes (declared in its other
// blocks) and the app's own views and account.

@Route("post/:id")
struct PostRoute {
    let id: Int
    var highlight: String? = nil
    var parent: (any Route)? { HomeRoute() }
}

@Route("home")
struct HomeRoute {}

@Route("profile/:user/edit")
struct EditProfileRoute {
    let user: String
}

@Route("signin")
struct SignInRoute {
    var preferredPresentation: Presentation { .fullScreenCover }
}

@MainActor
final class Account {
    var user: String?
}

struct PostView: View {
    let id: Int
    var body: some View { Text("Post \(id)") }
}

struct EditProfileView: View {
    var body: some View { Text("Edit profile") }
}
