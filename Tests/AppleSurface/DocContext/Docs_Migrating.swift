import Wayfinder
import WayfinderCore

// What Docs/Migrating.md's SwiftUI block of the TCA "After" takes from the block before it: the
// routes and the model, which that block declares beside its tests (tests import WayfinderTesting,
// which the UI check does not build). Scripts/check-doc-blocks.sh compiles the originals; keep
// these the same.

@Route("contacts")
public struct ContactsRoute {}

@Route("contacts/:id")
public struct ContactRoute {
    public let id: Int
    public var parent: (any Route)? { ContactsRoute() }
}

@Route("contacts/:id/edit")
public struct EditContactRoute {
    public let id: Int
    public var parent: (any Route)? { ContactRoute(id: id) }
}

@MainActor
final class ContactsModel {
    private let navigator: any Navigating

    init(navigator: any Navigating) {
        self.navigator = navigator
    }

    func contactTapped(_ id: Int) { navigator.push(ContactRoute(id: id)) }
    func editTapped(_ id: Int) { navigator.push(EditContactRoute(id: id)) }
    func saveTapped() { navigator.popToRoot() }
}
