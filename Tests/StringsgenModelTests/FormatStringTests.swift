import Testing
@testable import StringsgenModel

@Suite struct FormatStringTests {
    @Test func implicitAndExplicitPositions() {
        let f = FormatString("%@ has %lld items, %2$lld of %1$@")
        #expect(f.malformed.isEmpty)
        #expect(f.placeholders.map(\.position) == [1, 2, 2, 1])
        #expect(f.placeholders.map(\.type) == [.object, .integer, .integer, .object])
        #expect(f.arguments == [1: .object, 2: .integer])
    }

    /// Each placeholder replaced, `%%` and the text around kept, in UTF-8 of any script.
    @Test func replacingPlaceholders() {
        let text = "%2$@ сатоши, 100%% от %1$lld"
        #expect(FormatString(text).replacingPlaceholders(in: text) { "<\($0.position)>" } == "<2> сатоши, 100%% от <1>")
        #expect(FormatString("no specifiers").replacingPlaceholders(in: "no specifiers") { _ in "x" } == "no specifiers")
    }

    @Test func percentLiteralIsNotAPlaceholder() {
        let f = FormatString("100%% done in %d%%")
        #expect(f.placeholders.map(\.text) == ["%d"])
        #expect(f.malformed.isEmpty)
    }

    @Test(arguments: [
        ("%u", PlaceholderType.unsigned), ("%lu", .unsigned), ("%llu", .unsigned), ("%x", .unsigned),
        ("%f", .double), ("%.1f", .double), ("%g", .double), ("%e", .double),
        ("%c", .char), ("%s", .cString), ("%i", .integer), ("%ld", .integer),
    ])
    func types(spec: String, type: PlaceholderType) {
        #expect(FormatString(spec).placeholders.map(\.type) == [type])
    }

    @Test func substitutions() {
        let f = FormatString("%#@files@ in %1$#@folders@")
        #expect(f.placeholders.map(\.type) == [.substitution("files"), .substitution("folders")])
        #expect(f.placeholders.map(\.position) == [1, 1])
    }

    @Test func malformedSpecifiers() {
        #expect(FormatString("%1#@count@").malformed.map(\.text) == ["%1#@count@"])
        #expect(FormatString("50 % off").malformed.count == 1)
        #expect(FormatString("trailing %").malformed.count == 1)
        #expect(FormatString("%q").malformed.map(\.text) == ["%q"])
        #expect(FormatString("%0$@").malformed.count == 1)
    }

    /// A space flag on a number that ends a word is printf's, and Foundation's: `% lu` shows
    /// " 5" (Nextcloud's Uyghur “(% lu)”). Run into a word, it is a stray `%` in text that
    /// Foundation still misreads (“% de votos” shows “ 5e votos”).
    @Test func aSpaceFlagOnANumber() {
        #expect(FormatString("قوشۇش (% lu)").placeholders.map(\.type) == [.unsigned])
        #expect(FormatString("% ld ta").placeholders.map(\.type) == [.integer])
        #expect(FormatString("% d").malformed.isEmpty)
        // A floating-point number with a precision: ChatMLX's Hungarian “% .2f” prints “ 1.50”.
        #expect(FormatString("% .2f").placeholders.map(\.type) == [.double])
        #expect(FormatString("% .1f MB").placeholders.map(\.type) == [.double])
        for text in ["% de votos", "50 % off", "50 % e 30 %", "% .2fois", "% d'économie", "% dní", "% d1", "jusqu'à 70% la vitesse", "100% le meilleur", "el 50% i el 30%", "Ušetřete 20 % u ročního předplatného", "Ahorra un 20 % u obtén"] {
            #expect(FormatString(text).placeholders.isEmpty && !FormatString(text).malformed.isEmpty, "\(text)")
        }
    }

    /// Xcode 26 names a placeholder in a catalog (`%1$(secretName)@`): the name is not part of
    /// the format; `%(` with no closing `)` still is no placeholder.
    @Test func namedPlaceholders() {
        let f = FormatString("unlock \"%1$(secretName)@\" for %2$(duration)@, %(count)lld")
        #expect(f.malformed.isEmpty)
        #expect(f.placeholders.map(\.type) == [.object, .object, .integer])
        #expect(f.placeholders.map(\.position) == [1, 2, 1])
        #expect(FormatString("%1$(oops@").malformed.count == 1)
        #expect(FormatString("% p").malformed.map(\.reason).first?.contains("pointer") == true)
    }

    /// Apple's attributes of an object, `%[tt]@` (Local Authentication's Thai and Chinese, which SAP
    /// Privileges copies: “%[tt]@กำลังพยายามที่จะ%[tt]@” for “%1$@ is trying to %2$@.”): Foundation
    /// shows the object as `%@` does. Brackets before another conversion are no placeholder.
    @Test func attributesOfAnObject() {
        let f = FormatString("%[tt]@กำลังพยายามที่จะ%[tt]@")
        #expect(f.malformed.isEmpty)
        #expect(f.placeholders.map(\.type) == [.object, .object])
        #expect(f.placeholders.map(\.position) == [1, 2])
        #expect(f.placeholders.map(\.text) == ["%[tt]@", "%[tt]@"])
        let explicit = FormatString("%2$[tt]@ 和 %1$[tt]@")
        #expect(explicit.placeholders.map(\.position) == [2, 1] && explicit.malformed.isEmpty)
        #expect(Conversion("%1$[tt]@").reading(.object) == .shows)
        for text in ["%[tt]d", "%[tt]", "%[]@", "%[t t]@"] {
            #expect(FormatString(text).placeholders.isEmpty && !FormatString(text).malformed.isEmpty, "\(text)")
        }
        #expect(String(format: "%[tt]@正在尝试%@。", "A", "B") == "A正在尝试B。")
    }

    /// What `generate` gives `String(format:)`: the names dropped, every other byte as written.
    @Test(arguments: [
        ("unlock \"%1$(secretName)@\" for %2$(duration)@, %(count)lld", "unlock \"%1$@\" for %2$@, %lld"),
        ("%(count)lld files, %@", "%lld files, %@"),
        ("%-(w)5.2f", "%-(w)5.2f"),  // a name goes before the flags: this is no placeholder
        ("%(w)-5.2f", "%-5.2f"),
        ("100%% (all) of %(total)lld", "100%% (all) of %lld"),
        ("%%(x)d (y) %1$(", "%%(x)d (y) %1$("),
        ("%(oops@ and %(a b)@", "%(oops@ and %(a b)@"),
        ("%1$#@files@ in %2$(folder)@", "%1$#@files@ in %2$@"),
        ("no placeholder (at all)", "no placeholder (at all)"),
    ])
    func namesAreDroppedForFormatting(text: String, formatted: String) {
        #expect(FormatString.withoutPlaceholderNames(text) == formatted)
        let before = FormatString(text).placeholders
        let after = FormatString(formatted).placeholders
        // The same arguments, read the same way: only the names are gone.
        #expect(before.map(\.position) == after.map(\.position))
        #expect(before.map(\.type) == after.map(\.type))
        #expect(after.allSatisfy { $0.name == nil })
        #expect(before.map(\.textWithoutName) == after.map(\.text))
    }

    @Test func argOnlyInsideSubstitutions() {
        #expect(FormatString("%arg", insideSubstitution: true).placeholders.map(\.type) == [.substitutionArgument])
        #expect(FormatString("%arg").placeholders.map(\.type) == [.double])
    }

    @Test func formatSpecifierOfSubstitution() {
        #expect(PlaceholderType(formatSpecifier: "lld") == .integer)
        #expect(PlaceholderType(formatSpecifier: "@") == .object)
        #expect(PlaceholderType(formatSpecifier: "f") == .double)
        #expect(PlaceholderType(formatSpecifier: "lldx") == nil)
        #expect(PlaceholderType(formatSpecifier: "q") == nil)
        #expect(PlaceholderType(formatSpecifier: "") == nil)
        #expect(PlaceholderType(formatSpecifier: "p") == nil)
        #expect(PlaceholderType(formatSpecifier: "*d") == nil)
    }

    /// Specifiers that would make generated code read arguments it was not given (issue 18):
    /// each is malformed, and marked so that generate refuses it.
    /// `%#1@`, `%#.2@`, `%1$#5@`: a `#` flag on `%@` with a width or precision, which Foundation
    /// reads as a substitution taking no argument (found by tools/fuzz/run format-runtime:
    /// `%lli %#1@ %e %lld %@` crashed `String(format:)` with the arguments the accessor passes);
    /// `%'d`, `%1$'O`: printf's grouping flag, which Foundation prints as text, taking no
    /// argument (`%3$@ %2$@ %1$'O` crashed it the same way); `%Le`, `%2$Lf`: a long double, which
    /// no Swift value passes, so the arguments after it are misread (`%Le%@%@%@%@%@%@%@` crashed).
    @Test(arguments: [
        "%.*f", "%*d", "%1$*d", "%p", "%99999999999999999999$@", "%65$@", "%0$@", "%99999999999999999999$#@n@",
        "%#1@", "%#.2@", "%1$#5@", "%#l@", "%'d", "%1$'O", "%'.2f", "%Le", "%2$Lf", "%LLLe", "%.1LG",
    ])
    func specifiersThatChangeTheArguments(_ text: String) {
        let f = FormatString(text)
        #expect(f.placeholders.isEmpty)
        #expect(f.malformed.map(\.text) == [text])
        #expect(f.malformed.allSatisfy { $0.changesArguments })
    }

    /// Foundation on Linux crashes when a format takes more than 128 arguments (found by
    /// tools/fuzz/run format-runtime); implicit positions stop at 64, as explicit ones do.
    @Test func atMost64Arguments() {
        let sixtyFour = FormatString(String(repeating: "%@ ", count: 64))
        #expect(sixtyFour.malformed.isEmpty && sixtyFour.placeholders.count == 64)
        let more = FormatString(String(repeating: "%@ ", count: 64) + "%d %s")
        #expect(more.placeholders.count == 64)
        #expect(more.malformed.map(\.text) == ["%d", "%s"])
        #expect(more.malformed.allSatisfy { $0.changesArguments })
    }

    @Test func ordinaryMalformedSpecifiersReadNoArgument() {
        #expect(!FormatString("50 % off").malformed[0].changesArguments)
        #expect(!FormatString("%q").malformed[0].changesArguments)
        #expect(FormatString("%64$@").malformed.isEmpty)
    }

    @Test func oneArgumentAsTwoTypes() {
        #expect(FormatString("%1$@ %1$d").conflictingPlaceholders.map(\.text) == ["%1$d"])
        #expect(FormatString("%@ %1$@ %d").conflictingPlaceholders.isEmpty)
        #expect(FormatString("%1$d %1$u %1$lld").conflictingPlaceholders.isEmpty)  // one integer, read signed and unsigned
        #expect(FormatString("%1$#@n@ %1$@").conflictingPlaceholders.map(\.text) == ["%1$@"])
    }
}
