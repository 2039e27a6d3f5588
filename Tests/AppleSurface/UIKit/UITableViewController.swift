// Table views: what Docs/Adapters.md's UIKit example subclasses (`UITableViewController`).

// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {}

// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uitableview
@MainActor
open class UITableView: UIScrollView {}

extension UITableView {
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
        case plain = 0
        // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped
        case grouped = 1
        // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
        @available(iOS 13.0, *)
        case insetGrouped = 2
    }
}

// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {}

// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

// https://developer.apple.com/documentation/uikit/uitableviewdelegate
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

// The requirement above is `optional` in the Objective-C protocol.
extension UITableViewDelegate {
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    public init(style: UITableView.Style) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    open var tableView: UITableView! {
        get { fatalError() }
        set { fatalError() }
    }

    // The controller implements the protocols' methods, so subclasses override them (the
    // Objective-C importer mirrors a class's adopted protocol members into the class).

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { fatalError() }
}

// UIKit's additions to Foundation's index paths: a row in a section of a table view.
extension IndexPath {
    // https://developer.apple.com/documentation/foundation/indexpath/row
    public var row: Int {
        get { fatalError() }
        set { fatalError() }
    }

    // https://developer.apple.com/documentation/foundation/indexpath/section
    public var section: Int {
        get { fatalError() }
        set { fatalError() }
    }
}
