// A control (iOS 18): a configuration without options and a button whose action is an App
// Intent. The protocols they conform to are SwiftUI's (Tests/AppleSurface/SwiftUI/ControlWidgets.swift).

public import AppIntents
public import SwiftUI

// https://developer.apple.com/documentation/widgetkit/staticcontrolconfiguration
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@MainActor @preconcurrency
public struct StaticControlConfiguration<Content>: ControlWidgetConfiguration
where Content: ControlWidgetTemplate {
    // https://developer.apple.com/documentation/widgetkit/staticcontrolconfiguration/init(kind:content:)
    @MainActor @preconcurrency public init(
        kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content
    ) {
        fatalError()
    }

    public var body: some ControlWidgetConfiguration { standInControlConfiguration() }
}

// https://developer.apple.com/documentation/widgetkit/controlwidgetbutton
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@MainActor @preconcurrency
public struct ControlWidgetButton<Label, ActionLabel, Action>: ControlWidgetTemplate
where Label: View, ActionLabel: View {
    // A control that launches the app: its action opens something in it.
    // https://developer.apple.com/documentation/widgetkit/controlwidgetbutton/init(action:label:)-8oxxp
    @MainActor @preconcurrency public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: OpenIntent {
        fatalError()
    }

    public var body: some ControlWidgetTemplate { standInControlTemplate() }
}

// https://developer.apple.com/documentation/widgetkit/controlwidgetbuttondefaultactionlabel
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
@MainActor @preconcurrency
public struct ControlWidgetButtonDefaultActionLabel: View {
    public var body: Never { fatalError() }
}

/// The underlying type of the stand-in's opaque `some ControlWidgetConfiguration` results.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
struct _StandInControlConfiguration: ControlWidgetConfiguration {
    var body: Self { fatalError() }
}

/// The underlying type of the stand-in's opaque `some ControlWidgetTemplate` results.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
struct _StandInControlTemplate: ControlWidgetTemplate {
    // `return` keeps the protocol's result builder off this body.
    var body: Self { return self }
}

/// Traps; typed so that an opaque `some ControlWidgetConfiguration` result has an underlying type.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
func standInControlConfiguration() -> _StandInControlConfiguration { fatalError() }

/// Traps; typed so that an opaque `some ControlWidgetTemplate` result has an underlying type.
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
func standInControlTemplate() -> _StandInControlTemplate { fatalError() }
