import Testing
@testable import StringsgenKit

/// The keys whose source text an app's code gives: read from calls as Loop, KeePassium and
/// Apple's own APIs write them, and not from anything else.
@Suite struct SourceTextInCodeTests {
    private func keys(_ code: String, table: String = "Localizable") -> Set<String> {
        var found = SourceTextInCode()
        found.read(Array(code.utf8))
        return found.keys(ofTable: table)
    }

    /// The text each call gives, and where the call is: what a legacy table's key without a
    /// source-language value takes as its source (`givingSources(to:)`).
    @Test func textsAndWhereTheCodeGivesThem() {
        var found = SourceTextInCode()
        found.read(Array(#"""
            enum A11y {
                static let listen = NSLocalizedString(
                    "[Accessibility/activateToListen]", bundle: .framework,
                    value: "Activate to listen.", comment: "")
                static let error = NSLocalizedString("[Audit/error]", value: "An error occurred: %@", comment: "")
                static let legal = NSLocalizedString("[Legal]", value: """
                    Long text
                    """, comment: "")
            }
            Text("Swap width and height")
            """#.utf8), file: "App/A11y.swift")
        #expect(found.text(of: "[Accessibility/activateToListen]", inTable: "Localizable")?.text == "Activate to listen.")
        #expect(found.text(of: "[Accessibility/activateToListen]", inTable: "Localizable")?.location.description == "App/A11y.swift:2:25")
        #expect(found.text(of: "[Audit/error]", inTable: "Localizable")?.location.description == "App/A11y.swift:5:24")
        // A multi-line value's text is not known as written: the key is still one the code gives.
        #expect(found.text(of: "[Legal]", inTable: "Localizable") == nil && found.keys(ofTable: "Localizable").contains("[Legal]"))
        #expect(found.text(of: "Swap width and height", inTable: "Localizable")?.text == "Swap width and height")
    }

    /// `NSLocalizedString` with no text of its own shows its key where no table has it: a key
    /// that reads as text is its own English (Safe Exam Browser's Objective-C, with no
    /// `en.lproj`: 1,505 German values were compared with nothing); an identifier is not.
    @Test func nsLocalizedStringsKeyIsItsOwnText() {
        var found = SourceTextInCode()
        found.read(Array(#"""
            [alert setMessageText:NSLocalizedString(@"Quit Session", nil)];
            NSString *t = NSLocalizedString(@"settings.title", @"a comment");
            NSString *u = NSLocalizedString(@"Unlock %@ with the quit password.", @"");
            """#.utf8), nestedComments: false)
        found.read(Array(#"""
            let cancel = NSLocalizedString("Cancel", comment: "")
            let empty = NSLocalizedString("Close Window", value: "", comment: "")
            let given = NSLocalizedString("[Audit/error]", value: "An error occurred", comment: "")
            let computed = NSLocalizedString("Open File", value: englishText, comment: "")
            """#.utf8))
        #expect(found.text(of: "Quit Session", inTable: "Localizable")?.text == "Quit Session")
        #expect(found.text(of: "Unlock %@ with the quit password.", inTable: "Localizable")?.text == "Unlock %@ with the quit password.")
        #expect(found.text(of: "settings.title", inTable: "Localizable") == nil)
        #expect(found.text(of: "Cancel", inTable: "Localizable")?.text == "Cancel")
        #expect(found.text(of: "Close Window", inTable: "Localizable")?.text == "Close Window")
        #expect(found.text(of: "[Audit/error]", inTable: "Localizable")?.text == "An error occurred")
        // A text the code works out is not known, and the key is not its own text.
        #expect(!found.keys(ofTable: "Localizable").contains("Open File"))
    }

    /// A table named by a constant the file gives a literal (xDrip4iOS's `tableName: filename`
    /// with `static private let filename = "Settings"`) is that table; one the code works out
    /// otherwise is none the scan can know.
    @Test func aTableNamedByAConstant() {
        var found = SourceTextInCode()
        found.read(Array(#"""
            enum TextsSettings {
                static private let filename = "Settings"
                static let chart = NSLocalizedString("showMiniChart", tableName: filename, bundle: Bundle.main, value: "Show Mini-Chart", comment: "")
                static let other = NSLocalizedString("computed", tableName: tableFor(x), value: "Computed", comment: "")
            }
            """#.utf8))
        #expect(found.text(of: "showMiniChart", inTable: "Settings")?.text == "Show Mini-Chart")
        #expect(found.keys(ofTable: "Localizable").isEmpty)
        #expect(!found.keys(ofTable: "Settings").contains("computed"))
    }

    /// SwiftGen's fallback for a `.stringsdict` key describes it: the key is the code's, its
    /// English is the table's (Mastodon's `plural.count.vote`).
    @Test func swiftGensPluralFallbackIsNoText() {
        var found = SourceTextInCode()
        found.read(Array(#"""
            public static func vote(_ p1: Int) -> String {
              return L10n.tr("Localizable", "plural.count.vote", p1, fallback: "Plural format key: \"%#@vote_count@\"")
            }
            """#.utf8))
        #expect(found.keys(ofTable: "Localizable") == ["plural.count.vote"])
        #expect(found.text(of: "plural.count.vote", inTable: "Localizable") == nil)
    }

    @Test func callsThatGiveTheText() {
        // KeePassium's shape: the key on its own line, a multi-line value.
        #expect(keys(#"""
            public static let conditions = NSLocalizedString(
                "[Premium/Subscription/Legal/text]",
                bundle: Bundle.framework,
                value: """
            Payment will be charged to your Apple ID account.
            """,
                comment: "Legal text")
            """#) == ["[Premium/Subscription/Legal/text]"])
        // Loop's wrapper, inside another call, and a key with an escape.
        #expect(keys(#"label.text = String(format: LocalizedString("com.loudnate.InsulinKit.IOBDateLabel", value: "at %1$@", comment: "(1: date)"), date)"#)
            == ["com.loudnate.InsulinKit.IOBDateLabel"])
        #expect(keys(#"NSLocalizedString("tab\tkey", value: "Tab", comment: "")"#) == ["tab\tkey"])
        // Apple's newer API, with its table.
        #expect(keys(#"String(localized: "welcome.title", defaultValue: "Welcome", table: "Onboarding")"#, table: "Onboarding") == ["welcome.title"])
        #expect(keys(#"LocalizedStringResource("a11y.close", defaultValue: "Close")"#) == ["a11y.close"])
        #expect(keys(#"Bundle.main.localizedString(forKey: "menu.quit", value: "Quit", table: nil)"#) == ["menu.quit"])
        // SwiftGen's generated accessors (mastodon's `Strings.swift`).
        #expect(keys(#"public static let boost = L10n.tr("Localizable", "Common.Alerts.BoostAPost.Boost", fallback: "Boost")"#)
            == ["Common.Alerts.BoostAPost.Boost"])
        #expect(keys(#"return L10n.tr("Intents", "intent.title", String(describing: p1), fallback: "Title %@")"#, table: "Intents") == ["intent.title"])
        // Objective-C.
        #expect(keys(#"label.text = NSLocalizedStringWithDefaultValue(@"sync.done", nil, [NSBundle mainBundle], @"Synced", @"");"#) == ["sync.done"])
        #expect(keys(#"NSLocalizedStringWithDefaultValue(@"sync.failed", @"Sync", NSBundle.mainBundle, @"Failed", @"")"#, table: "Sync") == ["sync.failed"])
    }

    /// SwiftUI looks a literal up as a `LocalizedStringKey` that is its own English (Mochi
    /// Diffusion keeps no `en.lproj/Localizable.strings`); `Text(verbatim:)` and a variable are
    /// no keys, and a `tableName:` literal names the table.
    @Test func swiftUILiteralsAreTheirOwnText() {
        #expect(keys(#"Text("Swap width and height").font(.caption)"#) == ["Swap width and height"])
        #expect(keys(#"Button("Cancel", role: .cancel) { dismiss() }"#) == ["Cancel"])
        #expect(keys(#"view.navigationTitle("Image Gallery")"#) == ["Image Gallery"])
        #expect(keys(#"Text("Welcome", tableName: "Onboarding")"#, table: "Onboarding") == ["Welcome"])
        #expect(keys(#"Text(verbatim: "v1.0"); Text(title); Text(""); Text("settings.title")"#).isEmpty)
        // Apple's newer API without a default value looks the key up as its own text too.
        #expect(keys(#"panel.prompt = String(localized: "Import", comment: "OK button")"#) == ["Import"])
    }

    /// An empty table name is Foundation's `Localizable`; in Objective-C a `/* */` comment does
    /// not nest, so “/*/” inside one does not hide the code after it.
    @Test func tablesAndComments() {
        #expect(keys(#"NSLocalizedString("k", tableName: "", value: "K", comment: "")"#) == ["k"])
        var found = SourceTextInCode()
        found.read(Array(#"/* see http://example.com/*/ x = NSLocalizedStringWithDefaultValue(@"k", nil, b, @"K", @"");"#.utf8), nestedComments: false)
        #expect(found.keys(ofTable: "Localizable") == ["k"])
    }

    /// Text no compiler would take ends the reading quickly and without a crash: interpolation
    /// nested 100,000 deep, and thousands of calls never closed.
    @Test func adversarialText() {
        #expect(keys("let s = " + String(repeating: #""\("#, count: 100_000)).isEmpty)
        #expect(keys(String(repeating: "String(", count: 20_000)).isEmpty)
        #expect(keys(String(repeating: #"NSLocalizedString("k", "#, count: 5_000)).isEmpty)
        #expect(keys(String(repeating: #""\u{"#, count: 2_000) + String(repeating: "x", count: 100_000)).isEmpty)
    }

    @Test func callsThatDoNot() {
        // No text given: the key is its only text, which the source file must hold.
        #expect(keys(#"NSLocalizedString("settings.title", comment: "")"#).isEmpty)
        #expect(keys(#"NSLocalizedString("settings.title", value: nil, comment: "")"#).isEmpty)
        #expect(keys(#"String(localized: "settings.title")"#).isEmpty)
        // A key that is not a literal, or that interpolates.
        #expect(keys(#"NSLocalizedString(key, tableName: tableName, value: value, comment: comment)"#).isEmpty)
        #expect(keys(#"NSLocalizedString("item.\(id)", value: "Item", comment: "")"#).isEmpty)
        // A table worked out at run time is no table's.
        #expect(keys(#"NSLocalizedString("k", tableName: name, value: "K", comment: "")"#).isEmpty)
        // Commented out, or quoted in a string.
        #expect(keys(#"""
            // NSLocalizedString("old.key", value: "Old", comment: "")
            /* NSLocalizedString("older.key", value: "Older", comment: "") /* nested */ */
            let s = "NSLocalizedString(\"quoted.key\", value: \"Quoted\", comment: \"\")"
            let t = #"NSLocalizedString("raw.key", value: "Raw", comment: "")"#
            """#).isEmpty)
        // SwiftGen's accessor function itself, and a lookup without a text.
        #expect(keys(#"let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)"#).isEmpty)
        #expect(keys(#"Bundle.main.localizedString(forKey: "menu.quit", value: nil, table: nil)"#).isEmpty)
        #expect(keys(#"L10n.tr("Localizable", "k")"#).isEmpty)
        // An empty text is none: Foundation shows the key (the form Xcode's completion writes).
        #expect(keys(#"NSLocalizedString("k", tableName: nil, bundle: .main, value: "", comment: "")"#).isEmpty)
        #expect(keys(#"Bundle.main.localizedString(forKey: "k", value: "", table: nil)"#).isEmpty)
        #expect(keys(#"L10n.tr("Localizable", "k", fallback: "")"#).isEmpty)
        #expect(keys(#"NSLocalizedStringWithDefaultValue(@"k", nil, bundle, @"", @"")"#).isEmpty)
        // A function that only ends in `LocalizedString`, given another kind of value.
        #expect(keys(#"pluralLocalizedString("k", value: files.count)"#).isEmpty)
        // Objective-C's table named by a variable.
        #expect(keys(#"NSLocalizedStringWithDefaultValue(@"k", kOtherTable, [NSBundle mainBundle], @"X", @"")"#).isEmpty)
        // Inside a multi-line raw string, which only `"""#` closes.
        #expect(keys(##"""
            let doc = #"""
            "# NSLocalizedString("k", value: "X", comment: "")
            """#
            """##).isEmpty)
        // Another table's key.
        #expect(keys(#"NSLocalizedString("k", tableName: "Other", value: "K", comment: "")"#).isEmpty)
    }
}
