#if CodeScan
import StringsgenModel
import SwiftParser
import SwiftSyntax

/// What the first pass learns from one file: the functions declared with a parameter typed
/// `LocalizedStringKey` or `LocalizedStringResource` (their calls then take keys, as Apple's
/// compiler sees them), and the types of the file's named values.
struct FileDeclarations {
    var keyFunctions: [KeyFunction] = []
    /// The file's own functions and initialisers whose parameter is not a key, as "name label
    /// position": they shadow Apple's of the same name in this file (`func badge(_ text: String)`
    /// in a view, whose `badge("brew")` is no SwiftUI `.badge`).
    var plainFunctions: Set<String> = []
    /// The members of `extension String` that look the string up as a key
    /// (`var localized: String { NSLocalizedString(self, comment: "") }`): `"key".localized` uses it.
    /// Each with the table it looks the string up in: the `tableName:` or `table:` its body
    /// writes, else `Localizable` (Pock's `NSLocalizedString(self, tableName: "Localisations", …)`).
    var keyLookupMembers: [String: String] = [:]
    /// Every member of `extension String` the file declares (`keyLookupMembers` among them).
    var stringMembers: Set<String> = []
    /// Name → type as written (`count` → `Int`); a name declared with two types is left out.
    var types: [String: String] = [:]
    var ambiguous: Set<String> = []

    mutating func declare(_ name: String, type: String) {
        guard !ambiguous.contains(name) else { return }
        if let known = types[name], known != type {
            types[name] = nil
            ambiguous.insert(name)
        } else {
            types[name] = type
        }
    }
}

/// Whether a type as written is a localized key (`LocalizedStringKey`, `LocalizedStringResource?`,
/// `String.LocalizationValue`, `[LocalizedStringKey]`; App Intents' `DisplayRepresentation`,
/// `TypeDisplayRepresentation` and `IntentDialog`, which Xcode extracts as resources too).
func isKeyType(_ type: TypeSyntax?) -> Bool {
    guard let text = type?.trimmedDescription else { return false }
    return text.contains("LocalizedStringKey") || text.contains("LocalizedStringResource") || text.contains("LocalizationValue")
        || text.contains("DisplayRepresentation") || text.contains("IntentDialog")
}

/// The type of a value whose initial value says it: `0` Int, `1.5` Double, `"a"` String, `Int64(x)` Int64.
func literalType(of expression: ExprSyntax) -> String? {
    if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
    if expression.is(StringLiteralExprSyntax.self) { return "String" }
    if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        Interpolation.specifiers[name] != nil || Interpolation.objectTypes.contains(name)
    {
        return name
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count", member.base != nil { return "Int" }
    return nil
}

/// The first pass over a file: declarations.
final class DeclarationCollector: SyntaxVisitor {
    var result = FileDeclarations()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        collect(node.signature.parameterClause.parameters, name: node.name.text)
        // A wrapper that looks its first parameter up as a key, in a table it names or
        // `Localizable`: Criptext's `static func localize(_ text: String) -> String`, whose
        // `String.localize("AUHT_ERROR_MESSAGE")` (a typo, shown as the raw key) was unseen.
        if let body = node.body, let first = node.signature.parameterClause.parameters.first,
           first.type.trimmedDescription == "String", Self.looksUp((first.secondName ?? first.firstName).text, in: body) {
            result.keyFunctions.append(KeyFunction(name: node.name.text, label: first.firstName.text, position: 0, fixedTable: Self.lookupTable(body)))
        }
        if Self.extendsString(node) {
            result.stringMembers.insert(node.name.text)
            if let body = node.body, Self.looksSelfUp(body) { result.keyLookupMembers[node.name.text] = Self.lookupTable(body) }
        }
        return .visitChildren
    }

    /// Whether `member` is declared in `extension String`.
    static func extendsString(_ member: some SyntaxProtocol) -> Bool {
        var current = member.parent
        while let node = current, !node.is(ExtensionDeclSyntax.self) {
            if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self) { return false }
            current = node.parent
        }
        let extended = current?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        return extended == "String" || extended == "Swift.String"
    }

    /// Whether `body`, of a member of `extension String`, looks the string itself up as a key:
    /// openfoodfacts' `var localized: String { NSLocalizedString(self, comment: "") }`,
    /// passforios' `func localize() -> String`.
    static func looksSelfUp(_ body: some SyntaxProtocol) -> Bool {
        let text = body.trimmedDescription
        return ["NSLocalizedString(self", "localizedString(forKey: self", "LocalizationValue(self", "localized: String.LocalizationValue(self"]
            .contains { text.contains($0) }
    }

    /// Whether `body` looks `parameter` up as a key: `NSLocalizedString(text, …)`,
    /// `localizedString(forKey: text, …)`.
    static func looksUp(_ parameter: String, in body: some SyntaxProtocol) -> Bool {
        let text = body.trimmedDescription
        return ["NSLocalizedString(\(parameter),", "NSLocalizedString(\(parameter))", "localizedString(forKey: \(parameter),"]
            .contains { text.contains($0) }
    }

    /// The table a member's `body` looks its string up in: the literal after `tableName:` or
    /// `table:`, else `Localizable`.
    static func lookupTable(_ body: some SyntaxProtocol) -> String {
        let text = body.trimmedDescription
        for label in ["tableName:", "table:"] {
            guard let found = text.firstRange(of: label) else { continue }
            let rest = text[found.upperBound...].drop { $0 == " " }
            guard rest.first == "\"" else { continue }
            let name = rest.dropFirst().prefix { $0 != "\"" }
            if !name.isEmpty, !name.contains("\\") { return String(name) }
        }
        return "Localizable"
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = enclosingTypeName(of: Syntax(node)) { collect(node.signature.parameterClause.parameters, name: type) }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompilationCondition(node) == .never ? .skipChildren : .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        // `case section(LocalizedStringKey, …)`: `.section("Window")` takes a key.
        for (index, parameter) in (node.parameterClause?.parameters ?? []).enumerated() where isKeyType(parameter.type) {
            result.keyFunctions.append(KeyFunction(name: node.name.text, label: parameter.firstName?.text ?? "_", position: index))
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // A stored property of a struct typed as a key: a parameter of its memberwise initialiser.
        let structName = Syntax(node).parent?.parent?.parent?.parent?.as(StructDeclSyntax.self)?.name.text
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if Self.extendsString(node) {
                result.stringMembers.insert(name)
                if let accessors = binding.accessorBlock, Self.looksSelfUp(accessors) { result.keyLookupMembers[name] = Self.lookupTable(accessors) }
            }
            if let type = binding.typeAnnotation?.type {
                result.declare(name, type: type.trimmedDescription)
                if let structName, binding.accessorBlock == nil, isKeyType(type) {
                    result.keyFunctions.append(KeyFunction(name: structName, label: name))
                }
            } else if let value = binding.initializer?.value, let type = literalType(of: value) {
                result.declare(name, type: type)
            }
        }
        return .visitChildren
    }

    private func collect(_ parameters: FunctionParameterListSyntax, name: String) {
        for (index, parameter) in parameters.enumerated() {
            let label = parameter.firstName.text
            result.declare((parameter.secondName ?? parameter.firstName).text, type: parameter.type.trimmedDescription)
            if isKeyType(parameter.type) {
                result.keyFunctions.append(KeyFunction(name: name, label: label, position: index))
            } else {
                result.plainFunctions.insert(KeyFunction(name: name, label: label, position: index).signature)
            }
        }
    }

    private func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let node = current {
            if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) }
            current = node.parent
        }
        return nil
    }
}

/// The second pass over a file: every string literal, and those the code shows as keys.
final class UseCollector: SyntaxVisitor {
    let file: SourceFile
    let converter: SourceLocationConverter
    let functions: [String: [KeyFunction]]
    /// The labels of the key parameters of the code's own initialisers: `.init(title: "…")`
    /// whose type only the compiler knows may take a key with one of them.
    let initialiserLabels: Set<String>
    /// The file's `FileDeclarations.plainFunctions`, less the signatures some file declares
    /// with a key: an unqualified call to one of them is the app's own function.
    let shadowed: Set<String>
    let declarations: FileDeclarations
    let namespace: String
    /// The enums of SwiftGen's accessors (`SwiftGenAccessors`).
    let swiftGenEnums: Set<String>
    /// The members of `extension String` some file declares that look the string up
    /// (`FileDeclarations.keyLookupMembers`).
    let keyLookupMembers: [String: String]
    let source: [UInt8]
    var scan = CodeScan()

    init(
        file: SourceFile, source: [UInt8], tree: SourceFileSyntax, functions: [String: [KeyFunction]], initialiserLabels: Set<String>,
        shadowed: Set<String>, declarations: FileDeclarations, namespace: String, swiftGenEnums: Set<String> = [],
        keyLookupMembers: [String: String] = [:]
    ) {
        self.file = file
        self.converter = SourceLocationConverter(fileName: file.path, tree: tree)
        self.functions = functions
        self.initialiserLabels = initialiserLabels
        self.shadowed = shadowed
        self.declarations = declarations
        self.namespace = namespace
        self.swiftGenEnums = swiftGenEnums
        self.keyLookupMembers = keyLookupMembers
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    /// How many `#if DEBUG` clauses, and how many `#Preview` macros, enclose the node being visited.
    private var debugDepth = 0
    private var previewDepth = 0

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        switch CompilationCondition(node) {
        case .never: return .skipChildren
        case .debug: debugDepth += 1
        case .any: break
        }
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) {
        if CompilationCondition(node) == .debug { debugDepth -= 1 }
    }

    // `#Preview { … }`: Xcode's canvas only. Its keys are never missing for users; its literals
    // (a preview's name often equals a key) count as any other.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }

    // `struct CounterView_Previews: PreviewProvider { … }`, the canvas before `#Preview` (iOS 16
    // and earlier): Xcode's canvas only, as `#Preview` is. Pocket Casts' 11 such structs drew 35
    // false `missing-key` errors, Mastodon's 4 its only ones.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isPreviewProvider(node.inheritanceClause) { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        if Self.isPreviewProvider(node.inheritanceClause) { previewDepth -= 1 }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isPreviewProvider(node.inheritanceClause) { previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        if Self.isPreviewProvider(node.inheritanceClause) { previewDepth -= 1 }
    }

    // A file of tests (`import XCTest`, `import Testing`): its views are rendered for snapshots
    // and assertions, never shown to users, as a preview's are. Meshtastic's snapshot tests drew
    // 8 false `missing-key` errors.
    private var isTestFile = false

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text, module == "XCTest" || module == "Testing" { isTestFile = true }
        return .skipChildren
    }

    /// Whether a declaration conforms to SwiftUI's `PreviewProvider`.
    private static func isPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("PreviewProvider") } ?? false
    }

    // `enum Keys: String { case upToDateAlertMessage }`: a case of a `String` enum without a raw
    // value has its own name as one, a string literal in all but spelling (reminders-menubar
    // looks up each case's `rawValue`).
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        guard node.rawValue == nil, node.parameterClause == nil else { return .visitChildren }
        var ancestor = node.parent
        while let current = ancestor, !current.is(EnumDeclSyntax.self) { ancestor = current.parent }
        guard ancestor?.as(EnumDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String"
        else { return .visitChildren }
        let name = String(node.name.text.filter { $0 != "`" })
        if debugDepth > 0 { scan.debugLiterals.insert(name) } else { scan.literals.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard let string = codeString(node) else { return .visitChildren }
        let debugOnly = debugDepth > 0
        switch (string.isInterpolated, debugOnly) {
        case (true, false): scan.interpolated.insert(string.texts)
        case (false, false): scan.literals.insert(string.key)
        case (true, true): scan.debugInterpolated.insert(string.texts)
        case (false, true): scan.debugLiterals.insert(string.key)
        }
        // `NSLocalizedString` and `localizedString(forKey:)` take a `String`: an interpolated
        // literal is a key made at run time (Lock-Watcher's `NSLocalizedString("TriggerType_\(rawValue)")`
        // looks up `TriggerType_onWakeUp`, …), not the format key `TriggerType_%@`, which drew a
        // false `missing-key` error. Its texts keep the keys they may make from `unused-key`.
        // So do the app's own `String` members that look the string up (`"key".localized`).
        // So do the app's wrappers of them (MeowlWatch's `mwLocalizedString("SettingsLanguage_\(code)")`).
        if let (table, via) = keyContext(of: node),
           !(string.isInterpolated && (KeyFunction.takingString.contains(via) || via.hasPrefix("String.") || isWrapper(via))) {
            scan.uses.append(
                KeyUse(string: string, table: table, location: location(of: Syntax(node)), via: via, isDebugOnly: debugOnly, isPreview: previewDepth > 0 || isTestFile,
                       fallback: Self.fallback(of: node)))
        }
        return .visitChildren
    }

    /// The literal text a lookup gives to show where its table lacks the key: `value:` of
    /// `NSLocalizedString` and `localizedString(forKey:value:table:)`, `defaultValue:` of
    /// `String(localized:)` (Brave's `NSLocalizedString("DomainBlockedPageDescription", …,
    /// value: "Because you requested …")`), where `key` is the call's key.
    private static func fallback(of key: StringLiteralExprSyntax) -> String? {
        guard let argument = key.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
              let given = list.first(where: { $0.label?.text == "value" || $0.label?.text == "defaultValue" }), given.id != argument.id,
              let text = given.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue, !text.isEmpty
        else { return nil }
        return text
    }

    /// String literals joined by `+` are one constant string, the key the code looks up
    /// (MinimedKit's “On your pump, go to the Find Device screen…” + "\n" + …, said to be
    /// unused): its text counts as a literal of the code.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return .visitChildren }
        var joined = ""
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return .visitChildren }
            } else {
                guard let literal = element.as(StringLiteralExprSyntax.self), let string = codeString(literal), !string.isInterpolated
                else { return .visitChildren }
                joined += string.key
            }
        }
        if debugDepth > 0 { scan.debugLiterals.insert(joined) } else { scan.literals.insert(joined) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // LocalizedString.Onboarding.welcomeTitle: a generated accessor.
        if let table = node.base?.as(MemberAccessExprSyntax.self),
            table.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == namespace
        {
            scan.accessorUses.append(
                AccessorUse(tableType: table.declName.baseName.text, member: node.declName.baseName.text, location: location(of: Syntax(node))))
        }
        // SwiftGen's accessors: `L10n.cancel`, `L10n.Settings.title(n)`, each part of the path
        // after the enum (the enum's own members, too, cost nothing: no key folds to `tr`).
        if !swiftGenEnums.isEmpty {
            var parts = [node.declName.baseName.text]
            var base = node.base
            while let member = base?.as(MemberAccessExprSyntax.self) {
                parts.append(member.declName.baseName.text)
                base = member.base
            }
            let root = base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            if let root, swiftGenEnums.contains(root) {
                scan.accessorUses.append(AccessorUse(
                    tableType: SwiftGenAccessors.useType, member: SwiftGenAccessors.folded(parts.reversed().joined()),
                    location: location(of: Syntax(node))))
            }
            // R.swift's, `R.string.localizable.settingsSecurityLabelTitle()`: the table and the key
            // in lower camel case, matched as SwiftGen's table and key are (Trust Wallet: 77 of its
            // 164 `unused-key` warnings were keys used so).
            if root == "R", parts.count == 3, parts[2] == "string" {
                scan.accessorUses.append(AccessorUse(
                    tableType: SwiftGenAccessors.useType, member: SwiftGenAccessors.folded(parts[1] + parts[0]),
                    location: location(of: Syntax(node))))
            }
        }
        // Xcode 26's String Catalog symbols (`STRING_CATALOG_GENERATE_SYMBOLS`): a manual key of
        // `Localizable` is a static member of `LocalizedStringResource`, used as
        // `Button(.aboutBuildLogButton)`, `Text(.deleteConfirmationTitle(name: n))` or in full
        // (Secretive: 151 of its 155 `unused-key` warnings). Any implicit member outside a
        // pattern may be one; only a key's symbol counts (`ProjectUsage`).
        if node.base == nil ? !Self.isInPattern(Syntax(node))
            : node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == AccessorUse.catalogSymbolType {
            scan.accessorUses.append(
                AccessorUse(tableType: AccessorUse.catalogSymbolType, member: node.declName.baseName.text, location: location(of: Syntax(node))))
        }
        // xcstrings-tool's accessors, `Text(.tasks(.title))` and `.tasks(.moreLabel(n))`: an
        // implicit member named for the table, called with an implicit member named for the key.
        // In a pattern (`case .settings(.general):`) it matches an enum's case, no key.
        if node.base == nil, let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
           !Self.isInPattern(Syntax(call)),
           let argument = call.arguments.first?.expression,
           let key = argument.as(MemberAccessExprSyntax.self)
            ?? argument.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
           key.base == nil
        {
            scan.accessorUses.append(
                AccessorUse(tableType: node.declName.baseName.text, member: key.declName.baseName.text, location: location(of: Syntax(node))))
        }
        return .visitChildren
    }

    /// Whether `node` is part of a pattern: a `case` of a `switch`, `if case`, `for case` or `catch`.
    static func isInPattern(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ExpressionPatternSyntax.self) || parent.is(SwitchCaseLabelSyntax.self) { return true }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// The location of a node: 1-based line, and the column in Unicode scalars.
    func location(of node: Syntax) -> StringsgenModel.SourceLocation {
        let position = node.positionAfterSkippingLeadingTrivia
        let found = converter.location(for: position)
        let end = min(position.utf8Offset, source.count)
        let lineStart = max(0, end - (found.column - 1))
        let column = source[lineStart..<end].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return StringsgenModel.SourceLocation(file, line: found.line, column: column)
    }

    /// The literal as a key, its holes typed as far as syntax tells; nil for a literal that
    /// does not parse.
    private func codeString(_ node: StringLiteralExprSyntax) -> CodeString? {
        var parts: [CodeString.Part] = []
        for segment in node.segments {
            switch segment {
            case .stringSegment(let text):
                // The segment alone in a literal of the same kind: swift-syntax unescapes it.
                let piece = StringLiteralExprSyntax(
                    openingPounds: node.openingPounds, openingQuote: node.openingQuote, segments: [.stringSegment(text)],
                    closingQuote: node.closingQuote, closingPounds: node.closingPounds)
                guard let value = piece.representedLiteralValue else { return nil }
                if case .text(let previous)? = parts.last {
                    parts[parts.count - 1] = .text(previous + value)
                } else {
                    parts.append(.text(value))
                }
            case .expressionSegment(let expression):
                parts.append(.hole(Interpolation.hole(for: expression, types: declarations.types)))
            }
        }
        return CodeString(parts: parts)
    }

    /// Whether the literal is a key, and then its table (nil: not a literal) and how it was found.
    private func keyContext(of literal: StringLiteralExprSyntax) -> (table: String?, via: String)? {
        var node = Syntax(literal)
        // `cond ? "a" : "b"` (or `nil` for either), not yet folded by the parser: both literals are
        // the argument (a ternary with any other branch is a String, shown verbatim).
        if let sequence = node.parent?.parent?.as(SequenceExprSyntax.self) ?? node.parent?.parent?.parent?.as(SequenceExprSyntax.self),
            let list = Array(sequence.elements) as [ExprSyntax]?, list.count >= 3,
            let ternary = list[list.count - 2].as(UnresolvedTernaryExprSyntax.self), let last = list.last,
            isLiteralOrNil(ternary.thenExpression), isLiteralOrNil(last),
            ternary.thenExpression.id == node.id || last.id == node.id
        {
            node = Syntax(sequence)
        }
        // `"key".localized`, by a member of `extension String` that looks the string up.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
           let table = keyLookupMembers[member.declName.baseName.text] {
            return (table, "String." + member.declName.baseName.text)
        }
        if let argument = node.parent?.as(LabeledExprSyntax.self) {
            guard let list = argument.parent?.as(LabeledExprListSyntax.self) else { return nil }
            // `@Parameter(title: "…")`: an attribute's arguments, as a call's.
            if let attribute = list.parent?.as(AttributeSyntax.self) {
                let name = attribute.attributeName.trimmedDescription
                let label = argument.label?.text ?? "_"
                guard functions[name]?.contains(where: { $0.label == label }) == true else { return nil }
                return ("Localizable", "@" + name)
            }
            guard let call = list.parent?.as(FunctionCallExprSyntax.self), let name = calleeName(call.calledExpression)
            else { return nil }
            let label = argument.label?.text ?? "_"
            let position = list.firstIndex { $0.id == argument.id }.map { list.distance(from: list.startIndex, to: $0) }
            if name == "init", call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil {
                // Which type `.init` makes, only the compiler knows: a use in any table, never missing.
                return label != "_" && initialiserLabels.contains(label) ? (nil, ".init") : nil
            }
            guard let function = functions[name]?.first(where: { $0.label == label && ($0.position == nil || $0.position == position) })
            else { return nil }
            // Foundation's `localizedString(forKey:value:table:)` always has `value:`: a call
            // without it is another type's (Passepartout's remote configuration,
            // `data.localizedString(forKey: "title")`: 2 false `missing-key` errors).
            if name == "localizedString", label == "forKey", !list.contains(where: { $0.label?.text == "value" }) { return nil }
            if call.calledExpression.is(DeclReferenceExprSyntax.self),
                shadowed.contains(KeyFunction(name: name, label: label, position: position).signature)
            {
                return nil
            }
            return (function.fixedTable ?? table(of: list, label: function.tableLabel), name)
        }
        return declaredKey(node) ? ("Localizable", "LocalizedStringKey declaration") : nil
    }

    /// Whether `name` is a wrapper of the app's that looks its `String` parameter up.
    private func isWrapper(_ name: String) -> Bool {
        functions[name]?.contains { $0.fixedTable != nil } ?? false
    }

    private func isLiteralOrNil(_ expression: ExprSyntax) -> Bool {
        expression.is(StringLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    }

    private func calleeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return calleeName(generic.expression) }
        return nil
    }

    private func table(of arguments: LabeledExprListSyntax, label: String?) -> String? {
        guard let label, let argument = arguments.first(where: { $0.label?.text == label }) else { return "Localizable" }
        if argument.expression.is(NilLiteralExprSyntax.self) { return "Localizable" }
        return argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// Whether the literal is the value of something declared as a key: `let title: LocalizedStringKey = "…"`,
    /// a default argument, a computed property or function returning one (through `switch`, `if`,
    /// `return`), the raw value of a case of an enum whose raw type is `LocalizedStringKey`.
    private func declaredKey(_ start: Syntax) -> Bool {
        var node = start
        while let parent = node.parent {
            if let binding = parent.as(PatternBindingSyntax.self) { return isKeyType(binding.typeAnnotation?.type) }
            if let parameter = parent.as(FunctionParameterSyntax.self) { return isKeyType(parameter.type) }
            if let function = parent.as(FunctionDeclSyntax.self) { return isKeyType(function.signature.returnClause?.type) }
            // `enum InputMode: LocalizedStringKey { case timer = "Timer" }`
            if parent.is(EnumCaseElementSyntax.self) {
                var ancestor = parent.parent
                while let node = ancestor, !node.is(EnumDeclSyntax.self) { ancestor = node.parent }
                return isKeyType(ancestor?.as(EnumDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first?.type)
            }
            switch parent.kind {
            case .initializerClause, .returnStmt, .codeBlockItem, .codeBlockItemList, .codeBlock, .switchCase, .switchCaseList,
                .switchExpr, .ifExpr, .expressionStmt, .arrayElement, .arrayElementList, .arrayExpr, .accessorBlock,
                .accessorDeclList, .accessorDecl:
                node = parent
            default:
                return false
            }
        }
        return false
    }
}

/// What a `#if` clause's condition says of the code in it, as far as the scan needs: never
/// compiled (`#if false`), compiled only in debug builds (`#if DEBUG`), or possibly in any.
/// Xcode's catalogs are updated by whichever build ran last, often a release build, which
/// marks keys only `#if DEBUG` code uses stale.
enum CompilationCondition {
    case never, debug, any

    init(_ clause: IfConfigClauseSyntax) {
        switch clause.condition?.trimmedDescription {
        case "false", "0": self = .never
        case "DEBUG": self = .debug
        default: self = .any
        }
    }
}
#endif
