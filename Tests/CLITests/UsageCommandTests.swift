#if CodeScan
import Foundation
import Testing

/// `stringsgen usage` as a user runs it: through `stringsgen`, which runs `stringsgen-usage`
/// beside it, on a small app: findings at the code's file:line:column, exit statuses, baseline,
/// severities from stringsgen.json.
@Suite(.removesScratchFolders) struct UsageCommandTests {
    static let view = """
        import SwiftUI

        struct ContentView: View {
            let count: Int
            let name: String
            var body: some View {
                Text("Hello")
                Text("Goodbye")
                Text("\\(count) items")
                Text("\\(name) files")
                Button(flag ? "On" : "Off") {}
            }
        }
        """

    /// A project: Strings/Localizable.xcstrings, and App/ContentView.swift.
    static func app(configuration: String? = nil) throws -> String {
        let root = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: root + "/Strings", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        let catalog = Stringsgen.catalog([
            "Hello": ["en": "Hello"], "%lld items": ["en": "%lld items"], "%lld files": ["en": "%lld files"],
            "On": ["en": "On"], "Off": ["en": "Off"], "Old screen title": ["en": "Old screen title"],
        ])
        try catalog.write(toFile: root + "/Strings/Localizable.xcstrings", atomically: true, encoding: .utf8)
        try view.write(toFile: root + "/App/ContentView.swift", atomically: true, encoding: .utf8)
        if let configuration { try configuration.write(toFile: root + "/stringsgen.json", atomically: true, encoding: .utf8) }
        return root
    }

    struct Finding: Decodable, Equatable {
        var rule: String
        var severity: String
        var file: String
        var line: Int
        var column: Int
        var key: String?
    }

    static func findings(_ output: String) throws -> [Finding] {
        struct Document: Decodable { var diagnostics: [Finding] }
        return try JSONDecoder().decode(Document.self, from: Data(output.utf8)).diagnostics
    }

    /// Xcode 26's String Catalog symbols (`STRING_CATALOG_GENERATE_SYMBOLS`): a key added by hand
    /// is used as `.aboutBuildLogButton` (Secretive: 151 of its 155 `unused-key` warnings named
    /// keys its code uses so); a key no symbol or literal uses is still unused.
    @Test func xcodesCatalogSymbolsAreUses() throws {
        let root = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        let entries = ["about_build_log_button": "Build Log", "delete_confirmation_title": "Delete %@?", "unused_really": "Gone"]
        let strings = entries.map { key, value in
            #""\#(key)":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(value)"}}}}"#
        }.joined(separator: ",")
        try #"{"sourceLanguage":"en","strings":{\#(strings)},"version":"1.0"}"#
            .write(toFile: root + "/App/Localizable.xcstrings", atomically: true, encoding: .utf8)
        try """
            import SwiftUI
            struct AboutView: View {
                let name: String
                var body: some View {
                    Button(.aboutBuildLogButton) {}
                    Text(LocalizedStringResource.deleteConfirmationTitle(name))
                }
            }
            """.write(toFile: root + "/App/AboutView.swift", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        let unused = try Self.findings(result.stdout).filter { $0.rule == "unused-key" }.compactMap(\.key)
        #expect(unused == ["unused_really"], "\(result.stdout)\(result.stderr)")
    }

    /// SwiftGen's accessors: a generated file's literals name every key (Clipy's and Jami's kept
    /// every key from `unused-key`), so it is not scanned, and `L10n.general`,
    /// `L10n.Settings.title` and an `enumName` of `swiftgen.yml` (Bitwarden Authenticator's
    /// `Localizations.cancel`: 143 of its 151 warnings) are uses of their keys.
    @Test func swiftGenAccessorsAreUses() throws {
        let root = try Stringsgen.scratchProject(files: [
            "App/en.lproj/Localizable.strings": #"""
            "General" = "General";
            "settings.title" = "Settings";
            "PointYourCameraAtTheQRCode" = "Point your camera at the QR code";
            "Unused" = "Not shown";
            """#,
            "App/Generated/Strings.swift": #"""
            // swiftlint:disable all
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

            import Foundation

            internal enum L10n {
              internal static let general = L10n.tr("Localizable", "General", fallback: "General")
              internal static let pointYourCameraAtTheQRCode = L10n.tr("Localizable", "PointYourCameraAtTheQRCode", fallback: "Point")
              internal static let unused = L10n.tr("Localizable", "Unused", fallback: "Not shown")
              internal enum Settings {
                internal static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")
              }
            }
            """#,
            "App/SettingsView.swift": """
            import SwiftUI
            struct SettingsView: View {
                var body: some View {
                    Text(L10n.Settings.title.uppercased())
                    Text(L10n.general)
                }
            }
            """,
        ])
        var result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        var unused = try Self.findings(result.stdout).filter { $0.rule == "unused-key" }.compactMap(\.key)
        #expect(unused.sorted() == ["PointYourCameraAtTheQRCode", "Unused"], "\(result.stdout)\(result.stderr)")

        // Bitwarden's enum, named in its SwiftGen configuration and generated at build time.
        try FileManager.default.removeItem(atPath: root + "/App/Generated")
        try """
            strings:
              inputs: App/en.lproj/Localizable.strings
              outputs:
                - templateName: structured-swift5
                  params:
                    enumName: Localizations   # as Bitwarden's
                  output: App/Generated/Localizations.swift
            """.write(toFile: root + "/swiftgen-app.yml", atomically: true, encoding: .utf8)
        try """
            import SwiftUI
            struct ScanView: View {
                var body: some View { Text(Localizations.pointYourCameraAtTheQRCode) }
            }
            """.write(toFile: root + "/App/ScanView.swift", atomically: true, encoding: .utf8)
        result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        unused = try Self.findings(result.stdout).filter { $0.rule == "unused-key" }.compactMap(\.key)
        #expect(unused == ["Unused"], "\(result.stdout)\(result.stderr)")
    }

    /// R.swift's accessors, `R.string.<table>.<key>()` in lower camel case, are uses of their keys
    /// (Trust Wallet: 77 of its 164 `unused-key` warnings); another table's name is no use.
    @Test func rSwiftAccessorsAreUses() throws {
        let root = try Stringsgen.scratchProject(files: [
            "App/en.lproj/Localizable.strings": #"""
            "settings.security.label.title" = "Security";
            "Cancel" = "Cancel";
            "deposit.buy.label.title" = "Buy";
            """#,
            "App/en.lproj/Other.strings": #"""
            "Next" = "Next";
            """#,
            "App/SettingsViewController.swift": """
            import UIKit
            final class SettingsViewController: UIViewController {
                func labels() -> [String] {
                    [R.string.localizable.settingsSecurityLabelTitle(), R.string.localizable.cancel(), R.string.localizable.next()]
                }
            }
            """,
        ])
        let result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        let unused = try Self.findings(result.stdout).filter { $0.rule == "unused-key" }.compactMap(\.key)
        #expect(unused.sorted() == ["Next", "deposit.buy.label.title"], "\(result.stdout)\(result.stderr)")
    }

    /// A function that looks its first parameter up as a key is a key function, with the table
    /// its body names: Criptext's `String.localize(_:)` in `CriptextLocalizable`, whose typo
    /// `String.localize("AUHT_ERROR_MESSAGE")` every language showed as the raw key. An
    /// interpolated literal given to it is a key made at run time (MeowlWatch's
    /// `mwLocalizedString("SettingsLanguage_\(code)")`), as given to `NSLocalizedString`.
    @Test func aWrapperThatLooksItsParameterUpTakesKeys() throws {
        let root = try Stringsgen.scratchProject(files: [
            "App/en.lproj/CriptextLocalizable.strings": #"""
            "AUTH_ERROR" = "Error";
            "AUTH_ERROR_MESSAGE" = "Something went wrong";
            """#,
            "App/SharedExtensions.swift": """
            import Foundation
            extension String {
                static func localize(_ text: String) -> String {
                    return NSLocalizedString(text, tableName: "CriptextLocalizable", comment: "")
                }
                static func localize(_ text: String, arguments: CVarArg...) -> String {
                    return String(format: String.localize(text), arguments: arguments)
                }
            }
            func plain(_ text: String) -> String { text.uppercased() }
            """,
            "App/Alerts.swift": """
            func show(_ title: String, _ message: String) {}
            func errors(code: String) {
                show(String.localize("AUTH_ERROR"), String.localize("AUHT_ERROR_MESSAGE"))
                show(String.localize("BACK", arguments: 1), plain("NOT_A_KEY"))
                show(String.localize("LANGUAGE_\\(code)"), "")
            }
            """,
        ])
        let result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        let findings = try Self.findings(result.stdout)
        #expect(findings.filter { $0.rule == "missing-key" }.compactMap(\.key).sorted() == ["AUHT_ERROR_MESSAGE", "BACK"], "\(result.stdout)\(result.stderr)")
        #expect(findings.filter { $0.rule == "unused-key" }.compactMap(\.key) == ["AUTH_ERROR_MESSAGE"], "\(result.stdout)")
    }

    /// String literals joined by `+` are one key (MinimedKit's pump instructions, said to be
    /// unused); one of them alone is not.
    @Test func literalsJoinedByPlusAreOneKey() throws {
        let root = try Stringsgen.scratchProject(files: [
            "App/en.lproj/Localizable.strings": #"""
            "On your pump, select \"Find Device\".\n\nMain Menu >\nFind Device" = "On your pump, select \"Find Device\".\n\nMain Menu >\nFind Device";
            "Main Menu >" = "Main Menu >";
            """#,
            "App/Instructions.swift": #"""
            import Foundation
            let instruction = NSLocalizedString(
                "On your pump, select \"Find Device\"." +
                    "\n" +
                    "\nMain Menu >" + "\nFind Device",
                comment: "Pump find device instruction")
            """#,
        ])
        let result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        let unused = try Self.findings(result.stdout).filter { $0.rule == "unused-key" }.compactMap(\.key)
        #expect(unused == ["Main Menu >"], "\(result.stdout)\(result.stderr)")
    }

    /// A Settings bundle's plists show their titles by key, InAppSettingsKit's
    /// `InAppSettings.bundle` too, and an app may keep its tables outside the bundle (Safe Exam
    /// Browser: 700 keys said to be unused): a key a settings plist lists is used.
    @Test func settingsPlistTitlesAreUses() throws {
        let table = #"""
            "Browser Window" = "Browser Window";
            "Shown at the bottom & more" = "Shown at the bottom & more";
            "Zoom" = "Zoom";
            "Small" = "Small";
            "Large" = "Large";
            "Never listed" = "Never listed";
            """#
        let root = try Stringsgen.scratchProject(files: [
            "App/InAppSettings.bundle/en.lproj/UserInterface.strings": table,
            "App/en.lproj/UserInterface.strings": table,
            "App/App.swift": "import Foundation\n",
            "App/InAppSettings.bundle/UserInterface.plist": #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>StringsTable</key><string>UserInterface</string>
              <key>PreferenceSpecifiers</key><array>
                <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Browser Window</string>
                  <key>FooterText</key><string>Shown at the bottom &amp; more</string></dict>
                <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Zoom</string>
                  <key>Titles</key><array><string>Small</string><string>Large</string></array></dict>
              </array>
            </dict></plist>
            """#,
        ])
        let result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        let unused = try Self.findings(result.stdout).filter { $0.rule == "unused-key" }
        // The bundle's own table is not held against the code; the copy outside it is, by the plist's titles.
        #expect(unused.map(\.key) == ["Never listed"], "\(result.stdout)\(result.stderr)")
        #expect(unused.first?.file == "App/en.lproj/UserInterface.strings", "\(result.stdout)")
    }

    /// Apps look keys up from their nibs at run time (IBLocalizable's `localizableString`
    /// attribute: openfoodfacts, 31 warnings; a label class that localizes its own text:
    /// passforios, 6), and through a `String` member of their own (`"key".localized`, which no
    /// table had in three places of openfoodfacts): a nib's texts keep keys used, and the member
    /// is a lookup, so a key no table has is missing.
    @Test func nibTextsAndTheAppsOwnStringLookups() throws {
        let root = try Stringsgen.scratchProject(files: [
            "App/en.lproj/Localizable.strings": #"""
            "scanner.tab-bar.item" = "Scan";
            "SshAsciiArmorCopyExplanation." = "Copy the key";
            "generic.ok" = "OK";
            "Never used" = "Never used";
            """#,
            "App/Base.lproj/Main.storyboard": #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="s1"><objects>
                    <tabBarItem key="tabBarItem" title="Item" id="abc-12-xyz">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="scanner.tab-bar.item"/>
                        </userDefinedRuntimeAttributes>
                    </tabBarItem>
                    <label customClass="UILocalizedLabel" text="SshAsciiArmorCopyExplanation." id="def-34-uvw"/>
                </objects></scene></scenes>
            </document>
            """#,
            "App/Strings.swift": #"""
            import Foundation
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
            }
            let ok = "generic.ok".localized
            let gone = "generic.cancel".localized
            func made(_ name: String) -> String { "generic.\(name)".localized }
            let other = "not a lookup".uppercased()
            """#,
        ])
        let result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        let findings = try Self.findings(result.stdout)
        #expect(findings.filter { $0.rule == "unused-key" }.compactMap(\.key) == ["Never used"], "\(result.stdout)\(result.stderr)")
        #expect(findings.filter { $0.rule == "missing-key" }.compactMap(\.key) == ["generic.cancel"], "\(result.stdout)")
    }

    @Test func findsMissingMismatchedAndUnusedKeys() throws {
        let root = try Self.app()
        let result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        let findings = try Self.findings(result.stdout)
        #expect(findings == [
            Finding(rule: "missing-key", severity: "error", file: "App/ContentView.swift", line: 8, column: 14, key: "Goodbye"),
            Finding(rule: "argument-mismatch", severity: "error", file: "App/ContentView.swift", line: 10, column: 14, key: "%@ files"),
            Finding(rule: "unused-key", severity: "warning", file: "Strings/Localizable.xcstrings", line: 34, column: 5, key: "Old screen title"),
        ].sorted { ($0.file, $0.line) < ($1.file, $1.line) })
    }

    /// `"key".localized` looks the key up in the table its declaration names (Pock's
    /// `NSLocalizedString(self, tableName: "Localisations", …)`: 8 raw keys shown, no finding).
    @Test func aLookupMemberLooksInItsOwnTable() throws {
        let root = try Stringsgen.scratchProject(files: [
            "App/en.lproj/Localisations.strings": "\"general.ok\" = \"OK\";\n",
            "App/Strings.swift": #"""
            import Foundation
            extension String {
                var localized: String { NSLocalizedString(self, tableName: "Localisations", bundle: .main, value: self, comment: self) }
            }
            let ok = "general.ok".localized
            let title = "error.title.default".localized
            """#,
        ])
        let result = try Stringsgen.run(["usage"], in: root)
        #expect(result.stdout.contains("App/Strings.swift:6:13: error: [missing-key] \"error.title.default\" is shown by the code but table \"Localisations\" has no such key"), "\(result.stdout)")
        #expect(result.stdout.contains("add it to the source language's .strings file, or fix the key"), "\(result.stdout)")
        #expect(!result.stdout.contains("general.ok"), "\(result.stdout)")
    }

    /// An address and the app's own name show as written in every language: no key to add
    /// (OneBusAway's text fields show “api.tampa.onebusaway.org”, Lyrisland's about pane its
    /// name); a dotted key whose last part is no domain is still one.
    @Test func addressesAndTheAppsNameAreNoMissingKeys() throws {
        let root = try Self.app()
        try "import SwiftUI\nlet a = TextField(\"api.tampa.onebusaway.org\", text: $url)\nlet b = Text(\"support@example.com\")\nlet c = Text(\"https://example.com/help\")\nlet d = Text(\"Lyrisland\")\nlet e = Text(\"settings.title\")\n"
            .write(toFile: root + "/App/About.swift", atomically: true, encoding: .utf8)
        try "<plist><dict><key>CFBundleName</key><string>Lyrisland</string></dict></plist>\n"
            .write(toFile: root + "/App/Info.plist", atomically: true, encoding: .utf8)
        let findings = try Self.findings(try Stringsgen.run(["usage", "--format", "json"], in: root).stdout)
        #expect(findings.filter { $0.rule == "missing-key" }.map(\.key) == ["settings.title", "Goodbye"], "\(findings)")
    }

    /// Tables no code looks up by key are not held against the code: a storyboard's catalog
    /// (Mos's `mul.lproj/Main.xcstrings`: 132 keys said unused), a Settings bundle's table, an
    /// intent definition's.
    /// A key an Objective-C file writes is in use (KeepingYouAwake's menu, in `.m` files).
    @Test func tablesNoCodeLooksUpAndObjectiveCLiterals() throws {
        let root = try Self.app()
        try FileManager.default.createDirectory(atPath: root + "/App/mul.lproj", withIntermediateDirectories: true)
        try Stringsgen.catalog(["Ky0-gH-I3A.title": ["en": "Disabled"]])
            .write(toFile: root + "/App/mul.lproj/Main.xcstrings", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/App/Settings.bundle/en.lproj", withIntermediateDirectories: true)
        try "\"Acknowledgements\" = \"Acknowledgements\";\n"
            .write(toFile: root + "/App/Settings.bundle/en.lproj/Root.strings", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/App/en.lproj", withIntermediateDirectories: true)
        try "\"3BsNkC\" = \"Play episode\";\n".write(toFile: root + "/App/en.lproj/Intents.strings", atomically: true, encoding: .utf8)

        try #"NSString *title = NSLocalizedString(@"Old screen title", @"The old screen's title");"#
            .write(toFile: root + "/App/Strings.m", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        let findings = try Self.findings(result.stdout)
        #expect(findings.map(\.rule) == ["missing-key", "argument-mismatch"], "\(result.stdout)")
        // Without the Objective-C file, the key is unused again.
        try FileManager.default.removeItem(atPath: root + "/App/Strings.m")
        let without = try Self.findings(try Stringsgen.run(["usage", "--format", "json"], in: root).stdout)
        #expect(without.filter { $0.rule == "unused-key" }.map(\.key) == ["Old screen title"])

    }

    /// A library's resource bundle that no code of the app names is the library's to read
    /// (seafile-iOS's CocoaPod `QBImagePickerController.bundle`: its 8 keys were said to be
    /// unused); once the code names it, its keys are the app's. A target's Info.plist table as
    /// Xcode names it is the system's (Pocket Poster's `Pocket-Poster-InfoPlist` was told to
    /// remove the app's name).
    @Test func aLibrarysBundleNoCodeNamesAndATargetsInfoPlist() throws {
        let root = try Stringsgen.scratchProject(files: [
            "App/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
            "App/App-InfoPlist.xcstrings": Stringsgen.catalog(["CFBundleDisplayName": ["en": "Pocket Poster"], "NSCameraUsageDescription": ["en": "Scan posters"]]),
            "App/Picker.bundle/en.lproj/Picker.strings": "\"picker.done\" = \"Done\";\n",
            "App/View.swift": "import Foundation\nlet h = NSLocalizedString(\"hello\", comment: \"\")\n",
        ])
        let unnamed = try Self.findings(try Stringsgen.run(["usage", "--format", "json"], in: root).stdout)
        #expect(unnamed.isEmpty, "\(unnamed)")
        try "import Foundation\nlet picker = Bundle(path: Bundle.main.path(forResource: \"Picker\", ofType: \"bundle\")!)\n"
            .write(toFile: root + "/App/Picker.swift", atomically: true, encoding: .utf8)
        let named = try Self.findings(try Stringsgen.run(["usage", "--format", "json"], in: root).stdout)
        #expect(named.filter { $0.rule == "unused-key" }.map(\.key) == ["picker.done"], "\(named)")
    }

    /// A hole whose type syntax does not tell (`position`, declared elsewhere or unwrapped by
    /// `if let`) may be any specifier: both keys it could be are used, neither reported unused
    /// (MrKai77/Loop's `Text("\(cycleIndex)")` and its keys `%@` and `%lld`).
    @Test func aHoleOfUnknownTypeUsesEveryKeyItMayBe() throws {
        let root = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: root + "/Strings", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        let catalog = Stringsgen.catalog(["%@ done": ["en": "%@ done"], "%lld done": ["en": "%lld done"], "%lld left": ["en": "%lld left"]])
        try catalog.write(toFile: root + "/Strings/Localizable.xcstrings", atomically: true, encoding: .utf8)
        try "import SwiftUI\nlet a = Text(\"\\(position) done\")\n".write(toFile: root + "/App/A.swift", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        #expect(try Self.findings(result.stdout).map { "\($0.rule) \($0.key ?? "")" } == ["unused-key %lld left"], "\(result.stderr)")
    }

    @Test func xcodeFormatNamesTheTableAndTheNearestKey() throws {
        let root = try Self.app()
        let result = try Stringsgen.run(["usage"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains(
            "App/ContentView.swift:8:14: error: [missing-key] \"Goodbye\" is shown by the code but table \"Localizable\" has no such key"))
        #expect(result.stderr.contains("stringsgen: 2 errors, 1 warning in 2 files"))
    }

    @Test func baselineAcceptsTodaysFindings() throws {
        let root = try Self.app()
        #expect(try Stringsgen.run(["usage", "--write-baseline", "usage-baseline.json"], in: root).status == 0)
        let again = try Stringsgen.run(["usage", "--baseline", "usage-baseline.json", "--strict"], in: root)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    }

    @Test func severitiesComeFromTheConfiguration() throws {
        let root = try Self.app(configuration: """
            { "lint" : { "severity" : { "missing-key" : "warning", "argument-mismatch" : "off" } },
              "usage" : { "dynamicKeys" : ["Old *"] } }
            """)
        let result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.findings(result.stdout).map(\.rule) == ["missing-key"])
        #expect(try Stringsgen.run(["usage", "--strict"], in: root).status == 1)
        // `lint` knows the rules too: the configuration is valid for every command.
        #expect(try Stringsgen.run(["lint"], in: root).status == 0)
    }

    /// A generated accessor uses its key: `LocalizedString.Onboarding.welcomeTitle` keeps
    /// `onboarding.welcome_title` (the generator's naming, with `generate.names`). Keys that
    /// share a name as overloads (`Settings`, `Settings %@`) are both kept by a use of it.
    @Test func generatedAccessorsUseTheirKeys() throws {
        let root = try Self.app(configuration: #"{ "generate" : { "names" : { "onboarding.goal %lld" : "goalCount" } } }"#)
        let onboarding = Stringsgen.catalog([
            "onboarding.welcome_title": ["en": "Welcome"], "onboarding.goal %lld": ["en": "Goal %lld"],
            "onboarding.unused_title": ["en": "Unused"], "Settings": ["en": "Settings"], "Settings %@": ["en": "Settings %@"],
        ])
        try onboarding.write(toFile: root + "/Strings/Onboarding.xcstrings", atomically: true, encoding: .utf8)
        let code = "let a = LocalizedString.Onboarding.welcomeTitle\nlet b = LocalizedString.Onboarding.goalCount(3)\nlet c = LocalizedString.Onboarding.settings(\"x\")\n"
        try code.write(toFile: root + "/App/Onboarding.swift", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        let unused = try Self.findings(result.stdout).filter { $0.rule == "unused-key" }.compactMap(\.key)
        #expect(unused == ["Old screen title", "onboarding.unused_title"])
    }

    /// xcstrings-tool's accessors use their keys too: `Text(.tasks(.title))` and
    /// `.tasks(.moreLabel(n))` (swift-paperless: 615 keys reported unused, 38 after).
    @Test func xcstringsToolAccessorsUseTheirKeys() throws {
        let root = try Self.app(configuration: "{ }")
        let tasks = Stringsgen.catalog([
            "title": ["en": "Tasks"], "moreLabel": ["en": "%lld more"], "unusedLabel": ["en": "Unused"],
        ])
        try tasks.write(toFile: root + "/Strings/Tasks.xcstrings", atomically: true, encoding: .utf8)
        // Not uses: a look-alike of another name, and an enum's case in a pattern (`.tasks(.unusedLabel)`).
        let code = "import SwiftUI\nlet a = Text(.tasks(.title))\nlet b = String(localized: .tasks(.moreLabel(3)))\nlet c = Text(.font(.unusedLabel))\nswitch route { case .tasks(.unusedLabel): break; default: break }\nif case .tasks(.unusedLabel) = route {}\n"
        try code.write(toFile: root + "/App/Tasks.swift", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["usage", "--format", "json"], in: root)
        let unused = try Self.findings(result.stdout).filter { $0.rule == "unused-key" && $0.file.hasSuffix("Tasks.xcstrings") }.compactMap(\.key)
        #expect(unused == ["unusedLabel"], "\(result.stdout)")
    }

    /// `stringsgen usage` where stringsgen-usage is not beside stringsgen: says how to build it.
    @Test func withoutTheUsageExecutableSaysHowToBuildIt() throws {
        let folder = try Stringsgen.scratchProject()
        try FileManager.default.copyItem(atPath: Stringsgen.binary, toPath: folder + "/stringsgen")
        let result = try Stringsgen.run([folder + "/stringsgen", "usage"], in: folder, viaShell: true)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("stringsgen: error: stringsgen usage runs stringsgen-usage, which is not beside "))
        #expect(result.stderr.contains("/stringsgen: build it with `swift build --traits CodeScan --product stringsgen-usage`"))
    }

    @Test func codeThatCannotBeReadIsExitTwo() throws {
        let root = try Self.app()
        let result = try Stringsgen.run(["usage", "--code", "NoSuchFolder"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("NoSuchFolder: error: expected a folder or a .swift file of the app's code, found nothing there"))
    }

    /// A lookup that gives its own text (`value:`) for a key its table lacks: users see that
    /// text, untranslated in every language, not the raw key (Brave's keys added since its
    /// last Crowdin sync), and the message says so.
    @Test func aMissingKeyWithItsOwnTextSaysWhatUsersSee() throws {
        let root = try Self.app()
        try """
            import Foundation
            let blocked = NSLocalizedString("DomainBlockedPageDescription", value: "Because you requested to block trackers", comment: "")
            """.write(toFile: root + "/App/Shield.swift", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["usage"], in: root)
        #expect(result.stdout.contains("App/Shield.swift:2:33: error: [missing-key] \"DomainBlockedPageDescription\" is shown by the code but table \"Localizable\" has no such key, so every language shows the code's own text, “Because you requested to block trackers”, untranslated: add the key to the catalog for translators, or fix the key"), "\(result.stdout)")
    }

    /// Code in Objective-C alone: its lookups are not read, and `usage` says so rather than
    /// “no findings” alone (OverSight, 26 `.m` files).
    @Test func objectiveCAloneIsSaid() throws {
        let root = try Self.app()
        try FileManager.default.removeItem(atPath: root + "/App/ContentView.swift")
        try "NSString *s = NSLocalizedString(@\"Hello\", @\"\");\n".write(toFile: root + "/App/View.m", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["usage"], in: root)
        #expect(result.stderr.contains("stringsgen: note: no Swift file in the code scanned, only Objective-C, whose lookups (NSLocalizedString(@\"…\")) are not read"), "\(result.stderr)")
    }

    /// A project with tables and no code at all (Proxyman's published catalogs): every key
    /// would be said unused, 2,272 warnings and not a word about the code. It is bad input.
    @Test func noCodeAtAllIsExitTwo() throws {
        let root = try Self.app()
        try FileManager.default.removeItem(atPath: root + "/App/ContentView.swift")
        let result = try Stringsgen.run(["usage"], in: root)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(": error: expected the app's code (a .swift, .m or .h file) here, found none, so no key can be held against it: give the code's folder with --code, or usage.code in stringsgen.json"), "\(result.stderr)")
    }
}
#endif
