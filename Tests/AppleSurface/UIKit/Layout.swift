// Auto Layout: anchors, guides and constraints.

// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor
open class NSLayoutConstraint: NSObject {
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}

extension NSLayoutConstraint {
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/horizontal
        case horizontal = 0
        // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
        case vertical = 1
    }
}

// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }

    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        fatalError()
    }

    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        fatalError()
    }

    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        fatalError()
    }
}

// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor
open class UILayoutGuide: NSObject {
    // https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

    // https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor
    open var heightAnchor: NSLayoutDimension { fatalError() }
}
