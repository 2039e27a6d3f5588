extension RouteParameters {
    /// The most query items a route's `@RemainingQueryItems` property takes: a link with more
    /// undeclared items is refused with ``RouteDecodingError/tooManyItems(parameter:count:limit:)``.
    /// The link policy's length limit bounds their total size.
    public static let maximumRemainingItems = 64

    /// The items whose names are not in `names`, as a dictionary from name to value: the query
    /// items a route does not declare.
    ///
    /// The `@Route` macro's generated code reads a `@RemainingQueryItems` property with this
    /// method, passing every name the route reads itself.
    ///
    /// ```swift
    /// let parameters = RouteParameters(["q": "tea", "sort": "new", "origin": "mail"])
    /// let rest = try parameters.remainingItems(excluding: ["q"], for: "filters")
    /// // ["sort": "new", "origin": "mail"]
    /// ```
    ///
    /// - Parameters:
    ///   - names: The names the route declares.
    ///   - property: The property that receives the items, for the error.
    /// - Throws: ``RouteDecodingError/tooManyItems(parameter:count:limit:)`` when more than
    ///   ``maximumRemainingItems`` items remain.
    public func remainingItems(
        excluding names: Set<String>, for property: String
    ) throws(RouteDecodingError) -> [String: String] {
        var remaining: [String: String] = [:]
        for item in items where !names.contains(item.name) {
            remaining[item.name] = item.value
        }
        guard remaining.count <= Self.maximumRemainingItems else {
            throw .tooManyItems(
                parameter: property, count: remaining.count, limit: Self.maximumRemainingItems)
        }
        return remaining
    }

    /// Stores the items of a dictionary whose names are not in `names`, in the order of their
    /// names: the query items a route keeps beside the ones it declares. A declared name is
    /// never overwritten.
    public mutating func encodeRemaining(_ remaining: [String: String], excluding names: Set<String>) {
        for (name, value) in remaining.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
            self[name] = value
        }
    }
}
