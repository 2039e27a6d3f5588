public import Foundation

/// The saved form of a ``NavigationState``: its tree with every entry as a route URL and a
/// stable route identifier, in a versioned JSON document.
///
/// The document uses the same coding as deep links, so restoring trusts nothing new: every URL
/// is resolved again by the matcher. It never stores Swift type names. A checksum over the tree
/// detects a truncated or edited document.
///
/// ```swift
/// let data = try SavedNavigationState(state).encoded()
/// let saved = try SavedNavigationState(decoding: data)
/// ```
public struct SavedNavigationState: Hashable, Sendable, Codable {
    /// The format name every document carries.
    public static let formatName = "wayfinder.navigation-state"
    /// The version this build writes and the newest it reads.
    public static let currentVersion = 1
    /// The default size limit of a document, in bytes.
    public static let defaultSizeLimit = 256 * 1024

    /// One saved entry: the route's stable identifier and its relative URL.
    public struct Entry: Hashable, Sendable, Codable {
        /// The route's ``Route/routeIdentifier`` (its pattern).
        public var route: String
        /// The route's ``Route/pathRepresentation``.
        public var url: String

        /// Creates an entry.
        public init(route: String, url: String) {
            self.route = route
            self.url = url
        }
    }

    /// One saved stack.
    public struct Stack: Hashable, Sendable, Codable {
        /// The entries, root first.
        public var entries: [Entry]
        /// The alert it shows.
        public var alert: Entry?

        /// Creates a stack.
        public init(entries: [Entry], modal: Modal? = nil, alert: Entry? = nil) {
            self.entries = entries
            self.modalStorage = modal.map { [$0] }
            self.alert = alert
        }

        // An array gives the recursive value its indirection; it encodes as `modal`.
        private var modalStorage: [Modal]?
        /// The modal, if any.
        public var modal: Modal? {
            get { modalStorage?.first }
            set { modalStorage = newValue.map { [$0] } }
        }

        enum CodingKeys: String, CodingKey {
            case entries, alert
            case modalStorage = "modal"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            entries = try container.decode([Entry].self, forKey: .entries)
            alert = try container.decodeIfPresent(Entry.self, forKey: .alert)
            modalStorage = try container.decodeIfPresent(Modal.self, forKey: .modalStorage).map { [$0] }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(entries, forKey: .entries)
            try container.encodeIfPresent(alert, forKey: .alert)
            try container.encodeIfPresent(modal, forKey: .modalStorage)
        }
    }

    /// One saved modal.
    public struct Modal: Hashable, Sendable, Codable {
        /// How it is presented: a ``ModalStyle``, or the name of a style this version does not
        /// know.
        public var style: Style
        /// The modal's stack.
        public var stack: Stack
        /// A sheet's detents, smallest first, as ``SheetDetent/description`` writes them; nil
        /// when it offers the system's default (every document before sheets had detents).
        public var detents: [SheetDetent]?
        /// The detent the sheet rested at.
        public var selectedDetent: SheetDetent?
        /// How large the sheet was in a regular-width window; nil for the platform's default.
        public var sizing: SheetSizing?
        /// The view a popover pointed at; nil for the presenting screen.
        public var source: PresentationSource?

        /// Creates a modal of a style this version knows.
        ///
        /// ```swift
        /// let compose = SavedNavigationState.Modal(
        ///     style: .sheet, stack: .init(entries: [.init(route: "compose", url: "compose")]))
        /// ```
        public init(style: ModalStyle, stack: Stack) {
            self.style = .known(style)
            self.stack = stack
        }

        /// Saves a modal of the state: its style, how it is drawn, and its saved stack.
        init(_ modal: NavigationState.Modal, stack: Stack) {
            self.init(style: modal.style, stack: stack)
            detents = modal.detents.isEmpty ? nil : modal.detents
            selectedDetent = modal.detents.isEmpty ? nil : modal.selectedDetent
            sizing = modal.sizing
            source = modal.source
        }

        /// Creates a modal of the style a document names (`sheet`, `fullScreenCover`); a name
        /// this version does not know is kept as ``Style/unknown(_:)``.
        public init(style name: String, stack: Stack) {
            self.style = Style(name: name)
            self.stack = stack
        }
    }

    /// A modal's style as a saved state keeps it.
    ///
    /// A document writes it as the style's raw value, `sheet`, `fullScreenCover`, `popover` or
    /// `inspector`, as every version has. A name this version does not know is kept rather than guessed at: restoring
    /// drops that modal and reports it (`RestorationReport.DropReason.unknownModalStyle`).
    public enum Style: Hashable, Sendable, Codable, CustomStringConvertible {
        /// A style this version knows.
        case known(ModalStyle)
        /// The name of a style this version does not know, as the document wrote it.
        case unknown(String)

        /// The style a document's `name` stands for.
        public init(name: String) {
            self = ModalStyle(rawValue: name).map(Style.known) ?? .unknown(name)
        }

        /// The name the document writes: the ``ModalStyle``'s raw value, or the unknown name.
        public var name: String {
            switch self {
            case .known(let style): style.rawValue
            case .unknown(let name): name
            }
        }

        /// Reads the name a document wrote.
        public init(from decoder: any Decoder) throws {
            self.init(name: try decoder.singleValueContainer().decode(String.self))
        }

        /// Writes the name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }

        public var description: String { name }
    }

    /// One saved tab.
    public struct Tab: Hashable, Sendable, Codable {
        /// The tab's identifier.
        public var id: String
        /// The tab's stack.
        public var stack: Stack

        /// Creates a tab.
        public init(id: String, stack: Stack) {
            self.id = id
            self.stack = stack
        }
    }

    /// Screens a save left out of the tree: a stack ends before its first in-app-only route (one
    /// without a pattern), which no URL can bring back, and so does everything above it.
    public struct Omission: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The tab whose stack, or one of whose modals, was cut; nil for the single stack.
        public var tab: String?
        /// The in-app-only route the stack ended before, as the outline shows it (its type name).
        public var route: String
        /// How many screens were left out: that route's, the screens above it, and everything
        /// they presented.
        public var screens: Int

        /// Creates an omission.
        public init(tab: String? = nil, route: String, screens: Int) {
            self.tab = tab
            self.route = route
            self.screens = screens
        }

        /// `2 screens from NoteRoute up, in-app only, in the tab 'notes'`; text from the
        /// document is escaped.
        public var description: String {
            let count = screens == 1 ? "1 screen" : "\(screens) screens"
            let place = tab.map { ", in the tab '\(DisplayText.escaped($0))'" } ?? ""
            return "\(count) from \(DisplayText.escaped(route)) up, in-app only\(place)"
        }
    }

    /// The order and the hidden tabs the user chose in the sidebar, by tab identifier.
    public struct TabCustomization: Hashable, Sendable, Codable {
        /// The tabs in the user's order.
        public var order: [String]
        /// The tabs the user hid.
        public var hidden: [String]
        /// The user interface's own record of the layout (``TabBarCustomization/platformLayout``),
        /// or nil; not written when nil.
        public var layout: Data?

        /// Creates a saved customization.
        public init(order: [String] = [], hidden: [String] = [], layout: Data? = nil) {
            self.order = order
            self.hidden = hidden
            self.layout = layout
        }

        /// Saves a customization.
        public init(_ customization: TabBarCustomization) {
            self.init(
                order: customization.order.map(\.rawValue), hidden: customization.hidden.map(\.rawValue),
                layout: customization.platformLayout)
        }
    }

    /// The saved tree: one stack, or tabs with a selection.
    public struct Tree: Hashable, Sendable, Codable {
        /// The single stack, when no tabs are installed.
        public var stack: Stack?
        /// The tabs, when installed.
        public var tabs: [Tab]?
        /// The selected tab.
        public var selection: String?
        /// The user's order and hidden tabs, or nil when the user changed nothing (and in every
        /// document saved before the sidebar, which restores as before).
        public var tabCustomization: TabCustomization?

        /// Creates a tree.
        public init(
            stack: Stack? = nil, tabs: [Tab]? = nil, selection: String? = nil,
            tabCustomization: TabCustomization? = nil
        ) {
            self.stack = stack
            self.tabs = tabs
            self.selection = selection
            self.tabCustomization = tabCustomization
        }
    }

    /// Always ``formatName``.
    public var format: String
    /// The document's version.
    public var version: Int
    /// A CRC-32 (hex) over the canonical encoding of ``tree``.
    public var checksum: String
    /// The saved tree.
    public var tree: Tree
    /// The fingerprint of the links of the build that saved the document, or nil for a document
    /// saved without one (by a release before documents recorded it).
    ///
    /// It is not part of the ``checksum``: it says which release wrote the tree, and the tree
    /// restores the same way whatever it says.
    public var links: LinkFingerprint?
    /// What the save left out of the tree, in outline order; nil when it left nothing out.
    ///
    /// A restore reports each as Wayfinder's `RestorationReport.Issue.notSaved(_:)`. Like
    /// ``links``, it is not part of the ``checksum``: the tree restores the same way whatever it
    /// says.
    public var omitted: [Omission]?

    /// Saves a state. Each stack ends before its first in-app-only route (one without a
    /// pattern), which cannot be restored; what that route presents is not saved either.
    ///
    /// - Parameters:
    ///   - state: The state to save.
    ///   - links: The fingerprint of the saving build's links, recorded in the document.
    ///
    /// What is left out is recorded in ``omitted``.
    public init(_ state: NavigationState, links: LinkFingerprint? = nil) {
        let tree: Tree
        var omissions: [Omission] = []
        switch state.root {
        case .stack(let stack):
            tree = Tree(stack: Self.save(stack, tab: nil, omissions: &omissions))
        case .tabs(let bar):
            tree = Tree(
                tabs: bar.tabs.map {
                    Tab(
                        id: $0.id.rawValue,
                        stack: Self.save($0.stack, tab: $0.id.rawValue, omissions: &omissions))
                },
                selection: bar.selection.rawValue,
                tabCustomization: bar.customization.isEmpty ? nil : TabCustomization(bar.customization))
        }
        self.init(tree: tree, links: links)
        omitted = omissions.isEmpty ? nil : omissions
    }

    /// Creates a document around a tree, computing its checksum.
    public init(tree: Tree, links: LinkFingerprint? = nil) {
        format = Self.formatName
        version = Self.currentVersion
        self.tree = tree
        self.links = links
        checksum = Self.checksum(of: tree)
    }

    /// A stack and what it presents. Saving stops one modal past ``NavigationLimits/modalDepthCeiling``
    /// so the recursion stays bounded and ``encoded()`` can report the tree as too deep.
    private static func save(
        _ stack: NavigationState.Stack, depth: Int = 0, tab: String?, omissions: inout [Omission]
    ) -> Stack {
        var entries: [Entry] = []
        for (index, entry) in stack.entries.enumerated() {
            let route = entry.route
            guard type(of: route).routePattern != nil else {
                let left =
                    stack.entries.count - index + (stack.alert == nil ? 0 : 1)
                    + (stack.presented?.stack.allEntries.count ?? 0)
                omissions.append(Omission(tab: tab, route: entry.description, screens: left))
                return Stack(entries: entries)
            }
            entries.append(Entry(route: type(of: route).routeIdentifier, url: route.pathRepresentation))
        }
        let alert = stack.alert.flatMap { entry -> Entry? in
            guard type(of: entry.route).routePattern != nil else {
                omissions.append(Omission(tab: tab, route: entry.description, screens: 1))
                return nil
            }
            return Entry(route: type(of: entry.route).routeIdentifier, url: entry.route.pathRepresentation)
        }
        let modal = stack.presented.flatMap { modal -> Modal? in
            guard depth <= NavigationLimits.modalDepthCeiling else { return nil }
            let saved = save(modal.stack, depth: depth + 1, tab: tab, omissions: &omissions)
            guard !saved.entries.isEmpty else { return nil }
            return Modal(modal, stack: saved)
        }
        return Stack(entries: entries, modal: modal, alert: alert)
    }

    /// The most modals nested on any stack of the tree, counted without recursion.
    var modalDepth: Int { Self.modalDepth(of: tree) }

    private static func modalDepth(of tree: Tree) -> Int {
        let bases = tree.stack.map { [$0] } ?? tree.tabs?.map(\.stack) ?? []
        var deepest = 0
        for base in bases {
            var depth = 0
            var modal = base.modal
            while let current = modal {
                depth += 1
                modal = current.stack.modal
            }
            deepest = max(deepest, depth)
        }
        return deepest
    }

    // MARK: - Encoding and decoding

    /// The document as JSON.
    ///
    /// Every state the reducer allows encodes (its modals nest at most
    /// ``NavigationLimits/modalDepthCeiling`` deep). A tree built by hand deeper than that is
    /// refused rather than given to a recursive encoder.
    ///
    /// - Throws: ``NavigationDocumentError/tooDeep(depth:limit:)`` for a tree nested too deep, or
    ///   ``NavigationDocumentError/encodingFailed(_:)`` if the JSON encoder refuses the document.
    public func encoded() throws(NavigationDocumentError) -> Data {
        let depth = modalDepth
        guard depth <= NavigationLimits.modalDepthCeiling else {
            throw .tooDeep(depth: depth, limit: NavigationLimits.modalDepthCeiling)
        }
        return try VersionedDocument.encode(self)
    }

    /// Reads a document, checking its size, format, version, nesting and checksum.
    ///
    /// - Throws: ``NavigationDocumentError`` saying why nothing can be restored from the data.
    public init(decoding data: Data, sizeLimit: Int = defaultSizeLimit) throws(NavigationDocumentError) {
        _ = try VersionedDocument.version(
            of: data, format: Self.formatName, newestVersion: Self.currentVersion, sizeLimit: sizeLimit)
        let document = try VersionedDocument.decode(
            SavedNavigationState.self, from: data, shape: "the tree does not have the expected shape")
        let depth = document.modalDepth
        guard depth <= NavigationLimits.modalDepthCeiling else {
            throw .tooDeep(depth: depth, limit: NavigationLimits.modalDepthCeiling)
        }
        guard document.checksum == Self.checksum(of: document.tree) else { throw .checksumMismatch }
        guard (document.tree.stack == nil) != (document.tree.tabs == nil) else {
            throw .malformed("the tree must hold either a stack or tabs")
        }
        self = document
    }

    static func checksum(of tree: Tree) -> String {
        // A tree too deep to encode is refused before its checksum is compared; never hand it to
        // the recursive encoder.
        guard modalDepth(of: tree) <= NavigationLimits.modalDepthCeiling else { return "" }
        return VersionedDocument.checksum(of: (try? VersionedDocument.encoder.encode(tree)) ?? Data())
    }
}
