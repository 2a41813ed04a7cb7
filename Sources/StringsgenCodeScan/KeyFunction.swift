/// A function, initialiser or modifier that takes a localized key: by its name (the last
/// component of the call: `Text`, `navigationTitle`, `localizedString`) and the argument that
/// holds the key.
public struct KeyFunction: Sendable, Hashable {
    public var name: String
    /// The argument label (`localized`, `forKey`), or `_` for an unlabeled argument.
    public var label: String
    /// For an unlabeled argument, its position among the call's arguments (0 for the first).
    public var position: Int?
    /// The label of the argument that names the table (`tableName`, `table`), if it has one.
    public var tableLabel: String?
    /// The table a wrapper always looks its key up in (Criptext's
    /// `String.localize(_:)`, `NSLocalizedString(text, tableName: "CriptextLocalizable", …)`).
    public var fixedTable: String?

    public init(name: String, label: String = "_", position: Int? = 0, tableLabel: String? = nil, fixedTable: String? = nil) {
        self.name = name
        self.label = label
        self.position = label == "_" ? position : nil
        self.tableLabel = tableLabel
        self.fixedTable = fixedTable
    }

    /// Apple's functions whose key is a `String`, not a `LocalizedStringKey`: an interpolated
    /// literal given to them is a key built at run time, not a format key.
    static let takingString: Set<String> = ["NSLocalizedString", "localizedString"]

    /// Name, label and position, the call it matches: "badge _ 0", "String localized -".
    var signature: String { "\(name) \(label) \(position.map(String.init) ?? "-")" }

    /// Apple's API that takes a key, and SwiftUI's views and modifiers whose first argument, as
    /// a literal, is a `LocalizedStringKey`.
    public static let builtIn: [KeyFunction] = [
        KeyFunction(name: "Text", tableLabel: "tableName"),
        KeyFunction(name: "LocalizedStringKey"),
        KeyFunction(name: "LocalizedStringKey", label: "stringLiteral"),
        KeyFunction(name: "LocalizedStringResource", tableLabel: "table"),
        KeyFunction(name: "String", label: "localized", tableLabel: "table"),
        KeyFunction(name: "AttributedString", label: "localized", tableLabel: "table"),
        KeyFunction(name: "NSLocalizedString", tableLabel: "tableName"),
        KeyFunction(name: "localizedString", label: "forKey", tableLabel: "table"),
    ] + swiftUIViews.map { KeyFunction(name: $0) } + swiftUIModifiers.map { KeyFunction(name: $0) } + [
        KeyFunction(name: "searchable", label: "prompt"),
        KeyFunction(name: "TextField", label: "prompt"),
        KeyFunction(name: "accessibilityAction", label: "named"),
        KeyFunction(name: "navigationBarTitle", tableLabel: "tableName"),
        // App Intents: their texts are LocalizedStringResources, extracted by Xcode like any key.
        KeyFunction(name: "Parameter", label: "title"),
        KeyFunction(name: "Parameter", label: "description"),
        KeyFunction(name: "IntentDialog"),
        KeyFunction(name: "DisplayRepresentation", label: "title"),
        KeyFunction(name: "DisplayRepresentation", label: "subtitle"),
        KeyFunction(name: "TypeDisplayRepresentation", label: "name"),
        KeyFunction(name: "IntentDescription"),
        KeyFunction(name: "AppShortcut", label: "shortTitle"),
    ]

    static let swiftUIViews = [
        "Button", "Label", "Toggle", "Picker", "TextField", "SecureField", "Link", "Menu", "NavigationLink",
        "Stepper", "DatePicker", "MultiDatePicker", "ColorPicker", "ProgressView", "LabeledContent", "GroupBox",
        "DisclosureGroup", "Section", "ContentUnavailableView", "Tab", "ControlGroup", "WindowGroup", "Window",
        "MenuBarExtra", "CommandMenu", "ShareLink", "TableColumn",
    ]

    static let swiftUIModifiers = [
        "navigationTitle", "navigationSubtitle", "help", "alert", "confirmationDialog", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "badge", "accessibilityInputLabels",
    ]
}
