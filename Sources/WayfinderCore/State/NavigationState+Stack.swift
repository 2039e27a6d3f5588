extension NavigationState {
    /// A stack of screens, with the modal and the alert it presents.
    ///
    /// `entries[0]` is the stack's root screen; a stack is never empty. A stack may present one
    /// modal (a sheet or a full-screen cover with a stack of its own, recursively) and one alert.
    public struct Stack: Hashable, Sendable {
        /// The screens, root first. Never empty.
        public internal(set) var entries: [RouteEntry]
        /// The alert shown over this stack, if any: an alert or a confirmation dialog
        /// (``alertStyle``).
        public internal(set) var alert: RouteEntry?
        // A stack holds at most one modal; an array gives the recursive value its indirection.
        var modalStorage: [Modal]

        /// The split this stack is, or nil for a plain stack. Only a tab's stack or the single
        /// stack is ever a split; see ``SplitLayout`` for which entries are which column.
        public internal(set) var split: SplitLayout?

        /// The modal this stack presents, if any.
        public internal(set) var presented: Modal? {
            get { modalStorage.first }
            set { modalStorage = newValue.map { [$0] } ?? [] }
        }

        /// Creates a stack.
        ///
        /// - Precondition: `entries` is not empty.
        public init(
            entries: [RouteEntry], presented: Modal? = nil, alert: RouteEntry? = nil,
            split: SplitLayout? = nil
        ) {
            precondition(!entries.isEmpty, "a stack always has a root entry")
            self.entries = entries
            self.modalStorage = presented.map { [$0] } ?? []
            self.alert = alert
            self.split = split
        }

        /// How the ``alert`` shows, as its route prefers: an alert or a confirmation dialog; nil
        /// when the stack shows none.
        public var alertStyle: AlertStyle? {
            alert.map { $0.route.preferredPresentation.alertStyle ?? .alert }
        }

        /// The root screen.
        public var root: RouteEntry { entries[0] }

        /// The top screen.
        public var top: RouteEntry { entries[entries.count - 1] }

        /// The deepest stack presented from this one (this stack itself when it presents nothing).
        public var activeStack: Stack {
            var stack = self
            while let modal = stack.presented { stack = modal.stack }
            return stack
        }

        /// How many modals are presented above this stack.
        public var modalDepth: Int {
            var depth = 0
            var stack = self
            while let modal = stack.presented {
                depth += 1
                stack = modal.stack
            }
            return depth
        }

        /// Every entry of this stack and of everything it presents, in outline order.
        public var allEntries: [RouteEntry] {
            var result = entries
            if let alert { result.append(alert) }
            if let modal = presented { result += modal.stack.allEntries }
            return result
        }
    }

    /// A modal presentation: its style, how it is drawn, and its own stack.
    public struct Modal: Hashable, Sendable {
        /// Sheet, full-screen cover, popover or inspector.
        public var style: ModalStyle
        /// The modal's own stack, which can push.
        public var stack: Stack
        /// The heights a sheet offers, smallest first; empty for the system's default.
        public var detents: [SheetDetent]
        /// The detent a sheet rests at: one of ``detents``, nil when it offers none. It changes
        /// when the user drags the sheet (`userSelectedDetent(_:of:presentedFrom:)`).
        public var selectedDetent: SheetDetent?
        /// How large a sheet is in a regular-width window; nil for the platform's default.
        public var sizing: SheetSizing?
        /// The view a popover points at; nil for the presenting screen.
        public var source: PresentationSource?

        /// Creates a modal.
        public init(
            style: ModalStyle, stack: Stack, detents: [SheetDetent] = [], selectedDetent: SheetDetent? = nil,
            sizing: SheetSizing? = nil, source: PresentationSource? = nil
        ) {
            self.style = style
            self.stack = stack
            self.detents = detents
            self.selectedDetent = selectedDetent
            self.sizing = sizing
            self.source = source
        }

        /// The modal's presentation: its style and how it is drawn, the selected detent included.
        public var presentation: Presentation {
            var presentation = Presentation(modalStyle: style)
            presentation.detents = detents
            presentation.selectedDetent = selectedDetent
            presentation.sizing = sizing
            presentation.source = source
            return presentation
        }

        /// The label the outline prints for the modal in a window of `sizeClass`: `sheet`,
        /// `sheet[medium* large]`, `popover[from tags-3]`, and in the compact width, where a
        /// popover shows as a sheet, `sheet[popover, from tags-3]`.
        func outlineLabel(in sizeClass: SizeClass) -> String {
            let details = presentation.outlineDetails(selected: selectedDetent)
            if style == .popover, sizeClass == .compact {
                return "sheet[popover" + (details.isEmpty ? "" : ", " + details) + "]"
            }
            return style.outlineKeyword + (details.isEmpty ? "" : "[\(details)]")
        }
    }

    /// One tab of a tab bar: its identifier and its stack.
    public struct Tab: Hashable, Sendable {
        /// The tab's identifier.
        public var id: TabID
        /// The tab's stack.
        public var stack: Stack

        /// Creates a tab.
        public init(id: TabID, stack: Stack) {
            self.id = id
            self.stack = stack
        }
    }

    /// The installed tabs and which one is selected.
    public struct TabBar: Hashable, Sendable {
        /// The tabs in display order.
        public internal(set) var tabs: [Tab]
        /// The selected tab's identifier; always one of `tabs`.
        public internal(set) var selection: TabID
        /// The order and the hidden tabs the user chose in the sidebar; it names only tabs of
        /// `tabs`.
        public internal(set) var customization: TabBarCustomization

        /// Creates a tab bar.
        ///
        /// - Precondition: `tabs` is not empty and holds `selection`.
        public init(tabs: [Tab], selection: TabID, customization: TabBarCustomization = .none) {
            precondition(tabs.contains { $0.id == selection }, "the selected tab must be one of the tabs")
            self.tabs = tabs
            self.selection = selection
            self.customization = customization.restricted(to: tabs.map(\.id))
        }

        /// The index of the selected tab.
        public var selectedIndex: Int { tabs.firstIndex { $0.id == selection }! }

        /// The identifiers in display order.
        public var ids: [TabID] { tabs.map(\.id) }

        /// The tab with this identifier.
        public subscript(id: TabID) -> Tab? { tabs.first { $0.id == id } }
    }

    /// The top of the tree: a single stack, or a tab bar with one stack per tab.
    public enum Root: Hashable, Sendable {
        /// One stack, before any tab is installed.
        case stack(Stack)
        /// Installed tabs.
        case tabs(TabBar)
    }
}
