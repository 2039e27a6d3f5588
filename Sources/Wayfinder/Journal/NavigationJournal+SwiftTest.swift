import WayfinderCore

extension NavigationJournal {
    /// A Swift Testing test that replays this journal and expects its final outline (and, with
    /// `checkingEveryStep`, every intermediate one), with the outcome recorded for a checked step
    /// that did not apply (a guard's denial or redirect, a failure).
    ///
    /// The test compiles against `WayfinderTesting` as it is once its one placeholder line, the
    /// navigator, is filled in with the app's own factory.
    ///
    /// - Parameters:
    ///   - name: The test function's name.
    ///   - checkingEveryStep: Whether each step expects its recorded outline, not only the last.
    public func swiftTest(named name: String = "replaysTheRecordedSession", checkingEveryStep: Bool = false)
        -> String
    {
        let steps = replaySteps
        var lines = [
            "import Testing",
            "import Wayfinder",
            "import WayfinderTesting",
            "",
            "/// Recorded by Wayfinder's navigation journal: \(steps.count) step(s)"
                + (droppedCount > 0 ? ", after \(droppedCount) older entries were dropped." : "."),
            "@MainActor",
            "@Test func \(Self.identifier(name))() async {",
            "    // Fill in: build the navigator the way the app does (its modules, its root, its links).",
            "    let navigator: Navigator = makeAppNavigator()",
        ]
        if let initialState, let data = try? initialState.encoded() {
            let text = String(decoding: data, as: UTF8.self)
            lines.append(
                "    // The journal starts after \(droppedCount) dropped entries: start where it starts.")
            lines.append("    _ = await navigator.restore(from: Data(\(Self.literal(text)).utf8))")
            lines.insert("import Foundation", at: 0)
        }
        lines.append("    let steps: [ReplayStep] = [")
        for (index, step) in steps.enumerated() {
            let checked = checkingEveryStep || index == steps.count - 1
            var arguments = [Self.literal(step.call)]
            if step.source != .app { arguments.append("source: .\(step.source.rawValue)") }
            if checked, let outline = step.outline { arguments.append("outline: \(Self.literal(outline))") }
            // A refusal the recording saw is expected too; an applied outcome goes without saying.
            if checked, let outcome = step.outcome, !outcome.isApplied {
                arguments.append("outcome: \(Self.literal(outcome))")
            }
            lines.append("        ReplayStep(\(arguments.joined(separator: ", "))),")
        }
        lines.append("    ]")
        lines.append("    await expectReplay(steps, on: navigator)")
        let final = steps.last?.outline ?? initialOutline
        lines.append("    expectOutline(")
        lines.append("        navigator,")
        lines.append("        \"\"\"")
        for line in final.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append("        " + Self.escaped(String(line)))
        }
        lines.append("        \"\"\")")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Swift identifier made of `name`'s letters and digits.
    private static func identifier(_ name: String) -> String {
        let kept = name.unicodeScalars.filter {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
        }
        let text = String(String.UnicodeScalarView(kept))
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else {
            return "replaysTheRecordedSession" + text
        }
        return text
    }

    /// A recorded route as a Swift expression.
    private static func literal(_ record: RecordedRoute) -> String {
        "RecordedRoute(route: \(literal(record.route)), url: \(record.url.map(literal) ?? "nil"))"
    }

    /// A recorded outcome as a Swift expression.
    private static func literal(_ outcome: RecordedOutcome) -> String {
        switch outcome {
        case .applied: ".applied"
        case .denied(let route, let reason): ".denied(route: \(literal(route)), reason: \(literal(reason)))"
        case .redirected(let route, let target):
            ".redirected(route: \(literal(route)), to: \(literal(target)))"
        case .timedOut(let route): ".timedOut(route: \(literal(route)))"
        case .stayed(let route, let reason): ".stayed(route: \(literal(route)), reason: \(literal(reason)))"
        case .superseded: ".superseded"
        case .failed(let failure):
            ".failed(RecordedFailure(kind: .\(failure.kind.rawValue), message: \(literal(failure.message))))"
        case .handedOff(let route): ".handedOff(route: \(literal(route)))"
        }
    }

    /// A call as a Swift expression.
    private static func literal(_ call: RecordedCall) -> String {
        func route(_ record: RecordedRoute) -> String { literal(record) }
        func location(_ record: RecordedLocation) -> String {
            "RecordedLocation(tab: \(record.tab.map(literal) ?? "nil"), depth: \(record.depth))"
        }
        // Options by name, and left out when there are none, as a person writes the call.
        func options(_ options: NavigationOptions) -> String {
            if options.isEmpty { return "" }
            if options == .singleTop { return ", options: .singleTop" }
            if options == .zoom { return ", options: .zoom" }
            if options == [.singleTop, .zoom] { return ", options: [.singleTop, .zoom]" }
            return ", options: NavigationOptions(rawValue: \(options.rawValue))"
        }
        switch call {
        case .navigate(let record, let given):
            return ".navigate(route: \(route(record))\(options(given)))"
        case .push(let record, let given): return ".push(route: \(route(record))\(options(given)))"
        case .present(let record, let style):
            return ".present(route: \(route(record)), style: .\(style.rawValue))"
        case .presentAs(let record, let presentation):
            return ".presentAs(route: \(route(record)), presentation: \(Self.literal(presentation)))"
        case .presentAlert(let record): return ".presentAlert(route: \(route(record)))"
        case .setRoot(let record): return ".setRoot(route: \(route(record)))"
        case .show(let screen): return ".show(screen: \(literal(screen)))"
        case .pop: return ".pop"
        case .popToRoot: return ".popToRoot"
        case .popTo(let record): return ".popTo(route: \(route(record)))"
        case .popToType(let identifier): return ".popToType(route: \(literal(identifier)))"
        case .dismiss: return ".dismiss"
        case .replaceTop(let record): return ".replaceTop(route: \(route(record)))"
        case .remove(let record): return ".remove(route: \(route(record)))"
        case .setStack(let records):
            return ".setStack(routes: [\(records.map(route).joined(separator: ", "))])"
        case .reevaluateGuards: return ".reevaluateGuards"
        case .open(let url): return ".open(url: \(literal(url)))"
        case .openPlaced(let url, let placement):
            return ".openPlaced(url: \(literal(url)), placement: .\(placement))"
        case .openPushPayload(let url, nil): return ".openPushPayload(payload: \(literal(url)))"
        case .openPushPayload(let url, let placement?):
            return ".openPushPayload(payload: \(literal(url)), placement: .\(placement))"
        case .switchTab(let tab): return ".switchTab(tab: \(literal(tab)))"
        case .setTabs(let tabs): return ".setTabs(tabs: [\(tabs.map(literal).joined(separator: ", "))])"
        case .restore(let checksum): return ".restore(checksum: \(literal(checksum)))"
        case .finish(let type): return ".finish(value: \(literal(type)))"
        case .resumePendingNavigation: return ".resumePendingNavigation"
        case .discardPendingNavigation: return ".discardPendingNavigation"
        case .userSelectedTab(let tab): return ".userSelectedTab(tab: \(literal(tab)))"
        case .userSetPath(let screens, let place):
            return ".userSetPath(screens: \(screens), location: \(location(place)))"
        case .userDismissedModal(let presenter):
            return ".userDismissedModal(presenter: \(location(presenter)))"
        case .userTappedAlertButton(let index): return ".userTappedAlertButton(index: \(index))"
        case .setHorizontalSizeClass(let sizeClass): return ".setHorizontalSizeClass(.\(sizeClass))"
        case .setActionTab(let tab): return ".setActionTab(tab: \(tab.map(literal) ?? "nil"))"
        case .userCustomizedTabs(let order, let hidden, _):
            // The user interface's own layout record is data for that interface, not for a test:
            // the exported call names the order and the hidden tabs, which the outline shows.
            return ".userCustomizedTabs(order: [\(order.map(literal).joined(separator: ", "))], "
                + "hidden: [\(hidden.map(literal).joined(separator: ", "))])"
        case .userSelectedDetent(let detent, let presenter):
            let value =
                switch detent {
                case .medium: ".medium"
                case .large: ".large"
                case .fraction(let fraction): ".fraction(\(fraction))"
                case .height(let height): ".height(\(height))"
                }
            return ".userSelectedDetent(detent: \(value), presenter: \(location(presenter)))"
        }
    }

    /// A presentation as Swift: `Presentation(.sheet)` with its detents, sizing and source set.
    private static func literal(_ presentation: Presentation) -> String {
        func detent(_ detent: SheetDetent) -> String {
            switch detent {
            case .medium: ".medium"
            case .large: ".large"
            case .fraction(let fraction): ".fraction(\(fraction))"
            case .height(let height): ".height(\(height))"
            }
        }
        var parts = ["kind: .\(presentation.kind.rawValue)"]
        if !presentation.detents.isEmpty {
            parts.append("detents: [\(presentation.detents.map(detent).joined(separator: ", "))]")
        }
        if let selected = presentation.selectedDetent { parts.append("selectedDetent: \(detent(selected))") }
        if let sizing = presentation.sizing { parts.append("sizing: .\(sizing.rawValue)") }
        if let source = presentation.source {
            parts.append("source: PresentationSource(\(literal(source.name)))")
        }
        return "Presentation(\(parts.joined(separator: ", ")))"
    }

    /// A one-line Swift string literal.
    private static func literal(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// Text escaped for a Swift string literal: backslashes, quotes, and every scalar that
    /// `DisplayText` escapes (control characters, the separators U+2028 and U+2029, bidi controls
    /// and invisible characters: a raw U+202E in a literal reorders what an editor shows of the
    /// line), each as a Swift escape such as `\u{202e}`.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if DisplayText.isEscaped(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
