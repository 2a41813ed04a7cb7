import StringsgenFormats
import StringsgenModel

/// What a browser measured on the report's Screens view: the script in the page lays every
/// string out in its box at each phone width, and writes what does not fit into the page as
/// `<script type="application/json" id="stringsgen-measurements">`. `tools/report-measure`
/// dumps the page's DOM from headless Chromium; `stringsgen report --measurements FILE` reads
/// it back (the dumped page, or the JSON alone), so the JSON report and `--fail-on-overflow`
/// carry the browser's findings.
///
/// ```
/// { "stringsgenMeasurements": 1, "fingerprint": "0123456789abcdef",
///   "font": "Inter, …", "widths": [320, 430],
///   "overflows": [ { "screen": string, "locale": string, "key": string, "form": string,
///                    "width": int, "role": string, "lines": int, "limit": int } ] }
/// ```
public struct ScreenMeasurement: Sendable, Equatable {
    /// `ScreenPreviews.fingerprint` of the page measured.
    public var fingerprint: String
    /// Which fonts laid the text out, and the safety margin used where they are not Apple's.
    public var font: String
    public var widths: [Int]
    public var overflows: [ScreenOverflow]

    public init(fingerprint: String, font: String, widths: [Int], overflows: [ScreenOverflow]) {
        self.fingerprint = fingerprint
        self.font = font
        self.widths = widths
        self.overflows = overflows
    }

    /// The element the page writes its measurements into.
    public static let elementID = "stringsgen-measurements"

    /// Reads measurements from `bytes` of `file`: a page dumped after its script ran (the
    /// element's content is read), or the JSON itself. Errors point into `file`.
    public static func read(_ bytes: [UInt8], file: String) throws(InputError) -> ScreenMeasurement {
        let json = try jsonRange(in: bytes, file: file)
        // Everything but the JSON becomes spaces (line breaks kept), so a location the parser
        // reports is the place in the file.
        var blanked = bytes
        for i in blanked.indices where !json.contains(i) && blanked[i] != 0x0A && blanked[i] != 0x0D { blanked[i] = 0x20 }
        let root = try JSONDocument.parseLocated(blanked, file: file).object("the measurements")
        guard let version = root["stringsgenMeasurements"] else {
            throw InputError("expected \"stringsgenMeasurements\" : 1 (a file written by the report page's measurement script)", at: root.location)
        }
        guard try version.integer("the measurements' version") == 1 else {
            throw InputError("expected measurements of version 1; measure again with this stringsgen", at: version.location)
        }
        let fingerprint = try root.string("fingerprint").value
        let font = try root.optionalString("font")?.value ?? ""
        let widths = try (root.optionalArray("widths") ?? []).map { w throws(InputError) in try w.integer("a width") }
        let overflows = try (root.optionalArray("overflows") ?? []).map { item throws(InputError) -> ScreenOverflow in
            let o = try item.object("an overflow")
            let role = try o.string("role")
            guard let parsed = ScreenRole(rawValue: role.value) else {
                throw InputError("expected a role (title, subtitle, body, caption, button), found \"\(InputLimits.printable(role.value))\"", at: role.location)
            }
            func int(_ name: String) throws(InputError) -> Int {
                guard let value = o[name] else { throw InputError("expected \"\(name)\" in an overflow", at: o.location) }
                return try value.integer("\"\(name)\"")
            }
            return ScreenOverflow(
                screen: try o.string("screen").value, locale: try o.string("locale").value, key: try o.string("key").value,
                form: try o.optionalString("form")?.value ?? "", width: try int("width"), role: parsed,
                lines: try int("lines"), limit: try int("limit"))
        }
        return ScreenMeasurement(fingerprint: fingerprint, font: font, widths: widths, overflows: overflows)
    }

    /// The bytes of the JSON: the content of the measurements element in a page, else the
    /// whole file.
    private static func jsonRange(in bytes: [UInt8], file: String) throws(InputError) -> Range<Int> {
        let marker = Array("id=\"\(elementID)\"".utf8)
        guard let at = firstIndex(of: marker, in: bytes, from: 0) else {
            let first = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            if let first, bytes[first] == UInt8(ascii: "<") {
                throw InputError.file(file, "a page without measurements: the Screens view's script did not run to the end (dump the page with tools/report-measure, which waits for it)")
            }
            return 0..<bytes.count
        }
        guard let open = bytes[at...].firstIndex(of: UInt8(ascii: ">")),
              let close = firstIndex(of: Array("</script>".utf8), in: bytes, from: open)
        else { throw InputError.file(file, "the measurements element is not closed") }
        return (open + 1)..<close
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0], bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}

/// A string that does not fit its box on a screen, in one language, at one phone width.
public struct ScreenOverflow: Sendable, Equatable {
    public var screen: String
    public var locale: String
    public var key: String
    /// The plural form (`one · 1`), or "".
    public var form: String
    /// The phone's width in points.
    public var width: Int
    public var role: ScreenRole
    /// The lines it takes (for body text: the screen's body text in all).
    public var lines: Int
    /// The lines it may take.
    public var limit: Int

    public init(screen: String, locale: String, key: String, form: String, width: Int, role: ScreenRole, lines: Int, limit: Int) {
        self.screen = screen
        self.locale = locale
        self.key = key
        self.form = form
        self.width = width
        self.role = role
        self.lines = lines
        self.limit = limit
    }

    /// `screen ‘Welcome’ in ‘de’: ‘onboarding.get_started’ takes 2 lines at 320 pt as a button;
    /// it must fit on one line`; for body text, the screen's body text in all and the key where
    /// it passes its line budget.
    public var message: String {
        let place = "screen ‘\(screen)’ in ‘\(locale)’"
        if role == .body {
            return "\(place): its body text takes \(lines) lines at \(width) pt; \(limit) \(limit == 1 ? "line fits" : "lines fit") (it runs over from ‘\(key)’ on)"
        }
        let what = "‘\(key)’\(form.isEmpty ? "" : " (\(form))")"
        let fits = role == .button ? "it must fit on one line" : "\(limit) \(limit == 1 ? "line fits" : "lines fit")"
        return "\(place): \(what) takes \(lines) \(lines == 1 ? "line" : "lines") at \(width) pt as a \(role.rawValue); \(fits)"
    }
}
