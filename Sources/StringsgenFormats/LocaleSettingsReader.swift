import StringsgenModel

/// Reads one `Locales/<code>.json` file (format: `Locales/README.md`). Unknown members are an
/// error, so a misspelt `doNotTranslate` does not silently turn a check off.
public enum LocaleSettingsReader {
    public static func read(path: String) throws(InputError) -> LocaleSettings {
        let bytes = try FileBytes.read(path)
        return try read(bytes: bytes, file: path)
    }

    public static func read(bytes: [UInt8], file: String) throws(InputError) -> LocaleSettings {
        let document = try JSONDocument.parseLocated(bytes, file: file)
        let root = try document.object("the locale settings")
        let code = try root.string("code")
        let fileCode = XCStringsReader.tableName(of: file)
        guard code.value == fileCode else {
            throw InputError("expected \"code\" to be \"\(fileCode)\", the file's name, found \"\(code.value)\"", at: code.location)
        }
        var settings = LocaleSettings(code: code.value, displayName: try root.string("displayName").value, file: file)
        settings.nativeName = try root.optionalString("nativeName")?.value
        settings.style = try root.optionalString("style")?.value
        if let status = try root.optionalString("status") {
            guard let parsed = LocaleStatus(rawValue: status.value) else {
                throw InputError("expected \"status\" to be \"shipping\" or \"in-progress\", found \"\(status.value)\"", at: status.location)
            }
            settings.status = parsed
        }
        if let terms = try root.optionalArray("doNotTranslate") {
            settings.doNotTranslate = try terms.map { term throws(InputError) in try term.string("a do-not-translate term") }
        }
        if let glossary = try root.optionalArray("glossary") {
            settings.glossary = try glossary.map { item throws(InputError) in
                let object = try item.object("a glossary entry")
                let term = GlossaryTerm(
                    term: try object.string("term").value, translation: try object.string("translation").value,
                    note: try object.optionalString("note")?.value)
                try object.rejectUnknown(allowed: ["term", "translation", "note"])
                return term
            }
        }
        try root.rejectUnknown(allowed: ["code", "displayName", "nativeName", "status", "doNotTranslate", "style", "glossary"])
        return settings
    }
}
