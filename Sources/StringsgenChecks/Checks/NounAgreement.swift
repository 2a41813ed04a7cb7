import StringsgenICU
import StringsgenModel

/// The words around a plural form's count that `NounAgreement` reads: Russian "Загрузка %ld
/// элементов" has "загрузка" before the count and "элементов" after it.
struct CountPhrase: Equatable {
    /// The word right before the count, after one space, lowercased; nil when none is there.
    var wordBefore: String?
    /// The word before `wordBefore`, likewise.
    var secondWordBefore: String? = nil
    /// The words right after the count, lowercased, up to three, each after one space: the
    /// count's noun, or the adjectives before it.
    var wordsAfter: [String]
    /// Whether the word after the count is written in capitals ("%d МБ", "%d GB"): an
    /// abbreviation, which no language inflects.
    var isAbbreviation: Bool
}

/// How a language's noun agrees with the number before it, as far as `same-plurals` needs: for
/// which pairs of plural categories, and which words around the count, two alike forms are a
/// form copied where another was due. Languages not listed are not compared: many put the
/// noun after a number in the singular whatever the number (Turkish, Hungarian, Finnish,
/// Persian, Kurdish, Welsh, Georgian, Japanese…), and others have classes of nouns alike in
/// the forms compared that are too large to tell apart without a dictionary: German ("Pixel",
/// "Filter", "Treffer"), Polish (masculine persons take the genitive plural after every number
/// from 2, "2 użytkowników"; "dni", "odpowiedzi"), Croatian, Serbian and Bosnian (masculine
/// nouns' genitive singular and plural are one word, "2 korisnika", "5 korisnika"), Czech and
/// Slovenian (after prepositions, the dual), Swedish (neuter nouns and verbs: "svar",
/// "följer"), Greek. Measured on real catalogs: see the README's rule table.
///
/// In every language a word in capitals after the count is an abbreviation ("%d ГБ", "%d
/// MB"), and so is a unit symbol ("%d px", "%d ms"), the same for every number; "percent" is
/// one word for every number ("%d pour cent", "%d posto", "%d la sută"); and in a language
/// not written in Latin letters a word in another script is not inflected ("%d px").
enum NounAgreement {
    /// Russian, Ukrainian, Belarusian: see `eastSlavicTellsApart`.
    case russian, ukrainian, belarusian
    /// Romanian: `one` takes the singular, `few` (0, 2–19) the plural and `other` (20 on) the
    /// plural after "de" ("20 de camere"), so each pair differs; but for a word after the count
    /// that is not its noun ("camerele %d din %@").
    case romanian
    /// Arabic: see `arabicTellsApart`.
    case arabic
    /// Dutch: one plural, but measure words stay singular after a number ("%lld uur", "jaar").
    case dutch
    /// Danish, Norwegian: many nouns are unchanged in the plural ("år", "innlegg", "svar"), so
    /// only a form whose word carries a plural ending (-er, -e) is taken for a plural after 1,
    /// but for measure words whose singular has that ending ("meter", "liter", "byte"), nouns
    /// made of a present participle ("studerende"), and verbs ("trenger"), which do not
    /// change with the number: a word after the count that the English source inflects as a
    /// verb ("needs", "need").
    case danishNorwegian
    /// Catalan, Spanish, Portuguese, Galician: plurals end in -s, and nouns whose singular ends
    /// in an unstressed -es, -is, -us keep it ("crisis", "àlies"); a word without -s (a singular
    /// for every number) or with a plural -s after a consonant, a or o (a plural for one) is a copy.
    case iberian
    /// French: nouns ending in s, x or z do not change ("mois", "prix"); a word without one is a
    /// singular for every number.
    case french
    /// Italian: many loanwords do not change ("file", "post"); a word ending in -i is a plural
    /// for one.
    case italian
    /// English variants beside an English source: a plural -s after 1, a singular for many.
    case english

    init?(language: String) {
        switch language {
        case "ru": self = .russian
        case "uk": self = .ukrainian
        case "be": self = .belarusian
        case "ro": self = .romanian
        case "ar": self = .arabic
        case "nl": self = .dutch
        case "da", "nb", "nn", "no": self = .danishNorwegian
        case "ca", "es", "pt", "gl": self = .iberian
        case "fr": self = .french
        case "it": self = .italian
        case "en": self = .english
        default: return nil
        }
    }

    /// Whether `a` and `b` written alike, with `phrase` around the count, is a form copied
    /// where the language has another. `countsAVerb`: the source's word after the count is a
    /// verb (`SamePlurals.sourceCountsAVerb`), which only some languages inflect for number.
    func tellsApart(_ a: PluralCategory, _ b: PluralCategory, phrase: CountPhrase, countsAVerb: Bool = false) -> Bool {
        guard let word = phrase.wordsAfter.first, !phrase.isAbbreviation, !Self.percentWords.contains(word), !Self.unitSymbols.contains(word)
        else { return false }
        // A word in another script (Latin "%d px" in Russian or Arabic) is not inflected by the language's grammar.
        if let script = ownScript, !word.unicodeScalars.contains(where: script.contains) { return false }
        switch self {
        case .russian, .ukrainian, .belarusian:
            return eastSlavicTellsApart(Set([a, b]), phrase)
        case .romanian:
            return !Self.romanianNotNouns.contains(word)
        case .arabic:
            return arabicTellsApart(Set([a, b]), phrase)
        case .dutch:
            return !Self.dutchMeasureWords.contains(word)
        case .danishNorwegian:
            // A verb is one word for every number ("%d trenger vurdering").
            guard !countsAVerb else { return false }
            // A present participle before a noun is its adjective ("%ld afventende
            // invitationer"); alone it is a noun made of one, the same for every number ("%d
            // studerende", "%d besøgende").
            var noun = word
            if word.hasSuffix("ende"), word.count > 6 {
                guard phrase.wordsAfter.count > 1 else { return false }
                noun = phrase.wordsAfter[1]
            }
            return (noun.hasSuffix("er") || noun.hasSuffix("e")) && !Self.danishNorwegianMeasureWords.contains(noun)
        case .iberian:
            guard !Self.romanceFunctionWords.contains(word) else { return false }
            guard word.hasSuffix("s") else { return true }
            guard let beforeS = word.dropLast().last else { return false }
            return beforeS == "a" || beforeS == "o" || !"aeiouáéíóúàèìòùâêôãõü".contains(beforeS)
        case .french:
            return !Self.romanceFunctionWords.contains(word) && !(word.hasSuffix("s") || word.hasSuffix("x") || word.hasSuffix("z"))
        case .italian:
            return !Self.romanceFunctionWords.contains(word) && word.hasSuffix("i")
        case .english:
            return !(word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is"))
        }
    }

    /// Russian, Ukrainian and Belarusian: after `one` (1, 21, 31…) the noun is in the nominative
    /// singular, after `few` (2–4, 22–24…) in the genitive singular (Ukrainian, Belarusian: the
    /// nominative plural), after `many` (0, 5–20…) in the genitive plural: "1 линия, 2 линии,
    /// 5 линий". A declinable noun's three forms differ, so two alike forms are a copy, but:
    /// - a word after the count that is not its noun: a preposition or conjunction ("%d из %d");
    /// - nouns that do not decline, loanwords in a vowel ("медиа", "фото", "меню", "евро");
    /// - verbs, which agree with a number only in number: plural for `few` and `many` alike
    ///   ("%d хотят", "%d добавили"), singular for `one`;
    /// - a count in an oblique case, governed by the word before it (a preposition, "более",
    ///   "не хватает", a noun of action: "из %d файлов", "Загрузка %ld элементов") or marked
    ///   by the noun's own ending (instrumental "іншымі", locative "странах"): there the number
    ///   itself declines and its noun is one plural form from 2 on, while `one` keeps the
    ///   singular ("из 1 файла");
    /// - persons as a verb's object ("Пригласить %d участников", "Ви заблокували %d
    ///   користувачів"): the accusative of an animate noun is its genitive, so 2 and 5 take the
    ///   genitive plural alike ("пригласить двух участников");
    /// - an adjective standing for its noun in the genitive plural ("ещё %d других", "%ld
    ///   улюблених"), which `few` and `many` share; an adjective before a noun is skipped and
    ///   the noun read ("%d новых сообщения");
    /// - nouns whose genitive plural has no ending and so reads like the nominative singular,
    ///   `one` and `many` alike: Russian units and a few old plurals ("1 бит, 5 бит", "1 раз,
    ///   5 раз", "1 человек, 5 человек"), Belarusian "чалавек", Ukrainian "чоловік" counting
    ///   people; unless a plural verb follows, which `one` cannot take ("%ld человек подписаны"),
    ///   but for a count joined to another subject, which makes the verb plural for every
    ///   number ("%@ и ещё %ld человек подписаны");
    /// - Ukrainian neuter nouns in a doubled consonant and -я ("повідомлення", "з'єднання"),
    ///   whose nominative singular and plural are one word, `one` and `few` alike.
    private func eastSlavicTellsApart(_ pair: Set<PluralCategory>, _ phrase: CountPhrase) -> Bool {
        let lexicon = EastSlavicLexicon(self)
        var words = phrase.wordsAfter[...]
        guard var noun = words.popFirst(), !lexicon.notNouns.contains(noun) else { return false }
        var standsForItsNoun = false
        while lexicon.isGenitivePluralAdjective(noun) {
            guard let next = words.popFirst(), !lexicon.notNouns.contains(next), !lexicon.isPluralPredicate(next) else {
                standsForItsNoun = true
                break
            }
            noun = next
        }
        if lexicon.indeclinable.contains(noun) || lexicon.abbreviations.contains(noun) { return false }
        let fewAndMany: Set<PluralCategory> = [.few, .many]
        if lexicon.isVerb(noun) { return pair != fewAndMany }
        if pair == fewAndMany {
            return !(standsForItsNoun || lexicon.isOblique(noun) || lexicon.governsObliqueCase(phrase.wordBefore)
                || (lexicon.animateGenitivePlurals.contains(noun) && lexicon.isVerbBefore(phrase.wordBefore)))
        }
        if pair == [.one, .many], lexicon.zeroEndingGenitivePlurals.contains(noun) {
            return !lexicon.joinsAnotherSubject(phrase) && (words.first.map(lexicon.isPluralPredicate) ?? false)
        }
        if pair == [.one, .few], self == .ukrainian, Self.isUkrainianNeuter(noun) { return false }
        return true
    }

    /// The letters of the language's own script, for the languages not written in Latin.
    private var ownScript: ClosedRange<Unicode.Scalar>? {
        switch self {
        case .russian, .ukrainian, .belarusian: "\u{0400}"..."\u{04FF}"
        case .arabic: "\u{0600}"..."\u{06FF}"
        default: nil
        }
    }

    /// Arabic: `two` (dual) and `few` (3–10, plural) have their own forms; `one`, `many`
    /// (11–99) and `other` (100…) all take the singular, alike without vowel marks. So a pair
    /// with `two` or `few` is a copy, but:
    /// - units borrowed from European languages ("%d بت", "%d بايت") have no broken plural
    ///   and are written alike for every number;
    /// - a preposition ("%d من %d") or "غير" with a pronoun ("و %d غيرهم", "and N others")
    ///   after the count is not a noun the number governs;
    /// - a verb right after the count agrees with it only in number: plural for `few`, `many`
    ///   and `other` alike ("%d أعادوا", "%d يتكلمون"), dual for `two`, singular for `one`;
    /// - the dual and the sound plural of the genitive and accusative are one spelling
    ///   without vowel marks ("آخرَين", two others; "آخرِين", others): `two` and `few` in -ين
    ///   may both be right, unless a plural verb follows, which the dual cannot take.
    private func arabicTellsApart(_ pair: Set<PluralCategory>, _ phrase: CountPhrase) -> Bool {
        let word = phrase.wordsAfter[0]
        guard !Self.arabicNotNouns.contains(word), !Self.arabicUnits.contains(word) else { return false }
        guard pair.contains(.few) || pair.contains(.two) else { return false }
        if Self.isArabicPluralVerb(word) { return pair.contains(.two) || pair.contains(.one) }
        if pair == [.two, .few], word.hasSuffix("ين") {
            return phrase.wordsAfter.dropFirst().first.map(Self.isArabicPluralVerb) ?? false
        }
        return true
    }

    /// A plural verb: past tense in -وا ("أعادوا"), present tense in يـ/تـ…ون ("يتكلمون").
    static func isArabicPluralVerb(_ word: String) -> Bool {
        let letters = word.hasPrefix("و") && word.count > 4 ? String(word.dropFirst()) : word
        return (letters.hasSuffix("وا") && letters.count > 3)
            || ((letters.hasPrefix("ي") || letters.hasPrefix("ت")) && letters.hasSuffix("ون") && letters.count > 4)
    }

    /// A word ending in a doubled consonant and -я, as Ukrainian neuter nouns do.
    static func isUkrainianNeuter(_ word: String) -> Bool {
        let last = Array(word.suffix(3))
        return last.count == 3 && last[2] == "я" && last[0] == last[1] && !"аеєиіїоуюя".contains(last[0])
    }

    /// The word after a count that says "percent" ("pour cent", "por cento", "la sută").
    static let percentWords: Set<String> = ["percent", "per", "pour", "por", "porcento", "procent", "procento", "posto", "prozent", "la"]

    /// Unit symbols written in lower case, the same for every number in every language
    /// ("%d px", "%d ms", "%d min"); those in capitals are taken for abbreviations anyway.
    static let unitSymbols: Set<String> = [
        "px", "pt", "kb", "mb", "gb", "tb", "kbps", "mbps", "ms", "km", "kg", "cm", "mm", "fps", "dpi", "ppi", "bpm", "hz", "khz", "mhz", "ghz",
        "mah", "min", "sec", "hr", "yr", "wk", "mo",
    ]

    /// Pronouns, prepositions and conjunctions of Catalan, Spanish, Portuguese, Galician,
    /// French and Italian after a count: the count's noun is elsewhere or left out, and the
    /// words do not change with the number ("%d Me gusta", "%d mi piace", "%d de %d").
    static let romanceFunctionWords: Set<String> = [
        "me", "te", "se", "le", "les", "lo", "la", "nos", "os", "mi", "ti", "si", "ci", "vi", "gli", "ne", "lhe", "lhes",
        "de", "da", "do", "del", "di", "en", "em", "in", "a", "al", "à", "y", "e", "i", "o", "ou", "ni", "que", "che", "qui",
        "por", "para", "per", "pour", "con", "com", "amb", "sin", "sem", "senza", "sans", "sense", "sur", "su", "sobre",
    ]

    /// Romanian prepositions and conjunctions after a count: the count's noun is elsewhere
    /// ("Eliminați camerele %d din %@").
    static let romanianNotNouns: Set<String> = ["din", "dintre", "în", "pe", "cu", "și", "sau"]

    /// Arabic prepositions after a count ("%d من %d"), and "غير" with a pronoun ("others").
    static let arabicNotNouns: Set<String> = ["من", "في", "على", "إلى", "عن", "غيرهم", "وغيرهم", "غيرها", "وغيرها", "غيره"]

    /// Units Arabic borrows without a broken plural, written alike for every number
    /// ("%d بت", "%d بايت", "%d هرتز").
    static let arabicUnits: Set<String> = [
        "بت", "بايت", "كيلوبايت", "ميغابايت", "ميجابايت", "غيغابايت", "جيجابايت", "تيرابايت", "بكسل", "بيكسل", "هرتز", "واط", "فولت", "أمبير",
    ]

    /// Units that Dutch keeps in the singular after a number (ANS: "drie jaar", "twee uur").
    static let dutchMeasureWords: Set<String> = [
        "jaar", "uur", "keer", "maal", "kilo", "meter", "liter", "euro", "cent", "procent", "graad", "man", "stuk", "pond", "ons",
    ]

    /// Danish and Norwegian measure words whose singular ends like a plural and whose plural
    /// is the same word ("1 meter, 5 meter", "1 byte, 5 byte").
    static let danishNorwegianMeasureWords: Set<String> = [
        "meter", "kilometer", "centimeter", "millimeter", "liter", "byte", "kilobyte", "megabyte", "gigabyte", "terabyte",
    ]
}

/// The words of Russian, Ukrainian or Belarusian that `NounAgreement` knows by heart: each
/// set is small and names a class, not a dictionary.
struct EastSlavicLexicon {
    /// Prepositions and conjunctions, which follow a count whose noun is elsewhere ("%d из %d").
    let notNouns: Set<String>
    /// Loanwords in a vowel, which do not decline ("медиа", "фото", "меню", "евро").
    let indeclinable: Set<String>
    /// Abbreviated units in lower case ("мин", "шт", "млн"); capitals are taken for one anyway.
    let abbreviations: Set<String>
    /// Nouns whose genitive plural has no ending, written for `one` and `many` alike.
    let zeroEndingGenitivePlurals: Set<String>
    /// Words before a count that put it in an oblique case: prepositions and comparatives that
    /// govern the genitive ("из", "более"), the verb of lacking ("не хватает").
    let obliqueGovernors: Set<String>
    /// Endings of nouns of action, which govern their object in the genitive ("Загрузка",
    /// "Удаление", "Синхронизация"), and such nouns without one of those endings ("импорт").
    let actionNounEndings: [String]
    let actionNouns: Set<String>
    /// Genitive plurals of nouns of persons, which are also their accusative after a number.
    let animateGenitivePlurals: Set<String>
    /// Endings of the verbs that take an object before a count: infinitive, past tense,
    /// imperative ("пригласить", "заблокировали", "удалите").
    let verbBeforeEndings: [String]
    /// Endings of an oblique plural: instrumental ("-ами", "-ими") and locative ("-ах").
    let obliqueEndings: [String]
    /// Endings of an adjective in the genitive plural ("новых", "інших").
    let adjectiveEndings: [String]
    /// Endings of plural verbs: past tense ("добавили") and present tense ("получают").
    let verbEndings: [String]
    /// Plural verbs whose ending is shared by nouns ("хотят" beside "котят").
    let verbs: Set<String>

    init(_ language: NounAgreement) {
        switch language {
        case .ukrainian:
            notNouns = ["із", "зі", "на", "та", "до", "від", "для", "за", "по", "або", "чи", "серед"]
            indeclinable = [
                "медіа", "фото", "відео", "аудіо", "радіо", "кіно", "меню", "євро", "кафе", "таксі", "інтерв'ю", "інтерв’ю", "демо", "промо", "емодзі",
                "емоджі", "хобі", "поні", "кенгуру", "шоу", "авто", "мульти", "проксі", "бюро", "журі", "суші",
            ]
            abbreviations = ["хв", "сек", "ос", "год", "шт", "стор", "тис", "млн", "млрд", "км", "кг"]
            zeroEndingGenitivePlurals = ["чоловік"]
            obliqueGovernors = [
                "з", "із", "зі", "від", "до", "без", "для", "біля", "після", "крім", "замість", "серед", "проти", "при", "над", "під", "перед", "між",
                "понад", "більше", "менше", "близько", "щодо", "бракує", "вистачає", "о", "об",
            ]
            animateGenitivePlurals = [
                "користувачів", "учасників", "людей", "осіб", "підписників", "друзів", "членів", "гостей", "співрозмовників", "адміністраторів",
                "модераторів", "читачів", "авторів", "отримувачів", "працівників",
            ]
            verbBeforeEndings = ["ти", "ли", "ла", "те", "іть"]
            actionNounEndings = ["ння", "ття", "ка", "ція"]
            actionNouns = ["імпорт", "експорт", "пошук", "вибір", "перегляд"]
            obliqueEndings = ["ами", "ями", "ими", "ах", "ях"]
            adjectiveEndings = ["их"]
            verbEndings = ["яли", "или", "іли", "ули", "лися", "ють", "уть", "ять", "ться"]
            verbs = ["додали", "знали", "писали", "чекали", "читали", "сказали", "хочуть", "можуть"]
        case .belarusian:
            notNouns = ["са", "на", "да", "ад", "па", "за", "для", "ці", "або", "із", "сярод"]
            indeclinable = [
                "медыя", "фота", "відэа", "аўдыя", "радыё", "кіно", "меню", "еўра", "кафэ", "таксі", "інтэрв'ю", "інтэрв’ю", "дэма", "эмодзі", "шоу",
                "аўта",
            ]
            abbreviations = ["хв", "сек", "гадз", "шт", "стар", "тыс", "млн", "млрд", "км", "кг"]
            zeroEndingGenitivePlurals = ["чалавек"]
            obliqueGovernors = [
                "з", "са", "ад", "да", "без", "для", "каля", "пасля", "акрамя", "замест", "сярод", "супраць", "пры", "над", "пад", "перад", "паміж",
                "больш", "менш", "звыш", "аб", "бракуе", "хапае",
            ]
            animateGenitivePlurals = ["карыстальнікаў", "удзельнікаў", "людзей", "асоб", "падпісчыкаў", "сяброў", "членаў", "гасцей"]
            verbBeforeEndings = ["ць", "ці", "лі", "ла", "це"]
            actionNounEndings = ["нне", "ццё", "ка", "цыя"]
            actionNouns = ["імпарт", "экспарт", "пошук", "выбар", "прагляд"]
            obliqueEndings = ["амі", "ямі", "імі", "ымі", "ах", "ях"]
            adjectiveEndings = ["ых", "іх"]
            verbEndings = ["алі", "ялі", "ілі", "ылі", "улі", "ліся", "юць", "уць", "яць", "аць", "цца"]
            verbs = []
        default:
            notNouns = ["из", "на", "до", "от", "по", "за", "для", "или", "со", "во", "об", "при", "над", "под", "без", "среди"]
            indeclinable = [
                "медиа", "фото", "видео", "аудио", "радио", "кино", "меню", "евро", "кафе", "такси", "интервью", "демо", "промо", "эмодзи", "хобби",
                "пони", "кенгуру", "шоу", "авто", "пенни", "дежавю", "кофе", "прокси", "бюро", "шасси", "суши", "жюри", "пальто", "кашне",
            ]
            abbreviations = ["мин", "сек", "чел", "шт", "стр", "тыс", "млн", "млрд", "км", "кг"]
            zeroEndingGenitivePlurals = [
                "бит", "байт", "килобайт", "мегабайт", "гигабайт", "терабайт", "петабайт", "килобит", "мегабит", "гигабит", "ватт", "киловатт",
                "вольт", "ампер", "герц", "килогерц", "мегагерц", "гигагерц", "ом", "грамм", "килограмм", "миллиграмм", "раз", "человек", "солдат",
                "глаз", "сапог", "чулок", "ботинок",
            ]
            obliqueGovernors = [
                "из", "от", "до", "без", "для", "около", "вокруг", "кроме", "после", "вместо", "среди", "против", "у", "с", "со", "при", "о", "об",
                "обо", "над", "под", "перед", "между", "к", "ко", "более", "менее", "свыше", "больше", "меньше", "хватает",
            ]
            animateGenitivePlurals = [
                "пользователей", "участников", "людей", "человек", "подписчиков", "друзей", "членов", "гостей", "собеседников", "администраторов",
                "модераторов", "читателей", "авторов", "получателей", "сотрудников",
            ]
            verbBeforeEndings = ["ть", "ти", "ли", "ла", "те"]
            actionNounEndings = ["ние", "тие", "ка", "ция"]
            actionNouns = ["импорт", "экспорт", "перенос", "поиск", "выбор", "просмотр"]
            obliqueEndings = ["ами", "ями", "ими", "ыми", "ах", "ях"]
            adjectiveEndings = ["ых", "их"]
            verbEndings = ["али", "яли", "или", "ыли", "ули", "лись", "ают", "яют", "уют", "еют", "ются", "ятся", "утся", "атся"]
            verbs = [
                "хотят", "могут", "ждут", "говорят", "смотрят", "пишут", "идут", "спят", "стоят", "сидят", "видят", "слышат", "держат", "следят",
                "живут", "хотели", "видели", "смотрели", "сидели", "пришли", "ушли", "нашли", "вышли", "смогли", "прочли",
            ]
        }
    }

    func isVerb(_ word: String) -> Bool {
        verbs.contains(word) || verbEndings.contains { word.hasSuffix($0) && word.count > $0.count + 1 }
    }

    /// A plural verb, or a short participle in the plural ("подписаны", "скрыты"), after the
    /// count's noun or adjective: the predicate `one` must give in the singular. There, a word
    /// in -али is a past-tense verb ("відреагували"), not a noun ("канали").
    func isPluralPredicate(_ word: String) -> Bool {
        isVerb(word) || (word.count > 4 && ["ны", "ты", "ні", "ті", "али", "алі"].contains { word.hasSuffix($0) })
    }

    func isOblique(_ noun: String) -> Bool {
        obliqueEndings.contains { noun.hasSuffix($0) && noun.count > $0.count + 1 }
    }

    func isGenitivePluralAdjective(_ word: String) -> Bool {
        adjectiveEndings.contains { word.hasSuffix($0) && word.count > $0.count + 2 }
    }

    func isVerbBefore(_ wordBefore: String?) -> Bool {
        guard let word = wordBefore else { return false }
        return verbBeforeEndings.contains { word.hasSuffix($0) && word.count > $0.count + 2 }
    }

    func governsObliqueCase(_ wordBefore: String?) -> Bool {
        guard let word = wordBefore else { return false }
        return obliqueGovernors.contains(word) || actionNouns.contains(word)
            || actionNounEndings.contains { word.hasSuffix($0) && word.count > $0.count + 3 }
    }

    /// Whether the count follows "and" or "and also" ("%@ и ещё %ld", "%@ і ще %ld"): it is
    /// part of a subject of two, whose verb is plural whatever the number.
    func joinsAnotherSubject(_ phrase: CountPhrase) -> Bool {
        let conjunctions: Set<String> = ["и", "і", "й", "та", "ды"]
        let also: Set<String> = ["ещё", "еще", "ще", "яшчэ"]
        guard let word = phrase.wordBefore else { return false }
        if conjunctions.contains(word) { return true }
        return also.contains(word) && phrase.secondWordBefore.map(conjunctions.contains) == true
    }
}
