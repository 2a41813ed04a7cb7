import Foundation
import Testing

/// A String Catalog's source value left empty (`"value" : ""`) is no value: the key is the text,
/// as where the source localization is left out. azooKey's migration to a catalog wrote such a
/// Japanese value for each of the 581 keys its Japanese `.strings` file lacked; read as text,
/// they were checked by no rule, counted by no report, exported as `<source></source>` and
/// compiled blank, and a key with `%@` got an accessor with no argument.
@Suite struct EmptySourceValueTests {
    static let catalog = """
        {
          "sourceLanguage" : "ja",
          "strings" : {
            "" : {
              "localizations" : {
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            },
            "移動先：%@" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Destination: %@" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            },
            "設定" : {
              "localizations" : {
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            }
          },
          "version" : "1.0"
        }

        """

    @Test func theKeyIsTheText() throws {
        let dir = try Stringsgen.scratchProject(files: ["Strings/Localizable.xcstrings": Self.catalog])
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("[missing-translation] ‘設定’ has no ‘en’ translation: translate “設定”"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("移動先"), "\(lint.stdout)")

        let generate = try Stringsgen.run(["generate", "--output", "Out"], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        let accessors = try String(contentsOfFile: dir + "/Out/LocalizedString+Localizable.swift", encoding: .utf8)
        #expect(accessors.contains("static func 移動先(_ arg1: String"), "\(accessors)")
        let japanese = try String(contentsOfFile: dir + "/Out/Resources/ja.lproj/Localizable.strings", encoding: .utf8)
        #expect(japanese.contains("\"移動先：%@\" = \"移動先：%@\";") && japanese.contains("\"設定\" = \"設定\";"), "\(japanese)")

        let export = try Stringsgen.run(["export", "--output", "X"], in: dir)
        #expect(export.status == 0, "\(export.stderr)")
        let xliff = try String(contentsOfFile: dir + "/X/en.xliff", encoding: .utf8)
        #expect(xliff.contains("<source>移動先：%@</source>") && xliff.contains("<source>設定</source>"), "\(xliff)")

        // A translation the translator changed is imported against the key's text, not "".
        try xliff.replacingOccurrences(of: "Destination: %@", with: "Target: %@").write(toFile: dir + "/X/en.xliff", atomically: true, encoding: .utf8)
        let imported = try Stringsgen.run(["import", "X/en.xliff"], in: dir)
        #expect(imported.status == 0 && imported.stdout.contains("1 updated") && !imported.stderr.contains("now says"), "\(imported.stdout)\(imported.stderr)")

        let report = try Stringsgen.run(["report"], in: dir)
        #expect(report.stdout.contains("50.0% (1/2)"), "\(report.stdout)")
    }
}
