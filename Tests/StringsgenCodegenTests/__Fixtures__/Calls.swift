// Compiled with every golden file: each accessor is called with the types its placeholders ask for.
import Foundation

enum ResourceBundle {
    static var bundle: Bundle { .main }
}

func callEveryKindOfAccessor() -> [String] {
    [
        LocalizedString.Plain.welcomeTitle,
        LocalizedString.Plain.continue,
        LocalizedString.Plain.brandName,
        LocalizedString.Args.greeting("Ana", 3),
        LocalizedString.Args.summarySchedule("Office"),
        LocalizedString.Args.progress(0.5),
        LocalizedString.Args.unsigned(1, 2, 0xFF, 4),
        LocalizedString.Args.signed(-1, 2, 3, 4),
        LocalizedString.Args.doubles(1.5, 2, 3e8),
        LocalizedString.Args.initial("A", "€"),
        LocalizedString.Args.cStrings("Berlin", "Paris", "train"),
        LocalizedString.Positional.invited("Ana", "Ben"),
        LocalizedString.Positional.itemsInList("Groceries", 3),
        LocalizedString.Positional.repeated("again"),
        LocalizedString.Plurals.goalsSelected(3),
        LocalizedString.Plurals.filesInFolder(2, "Documents"),
        LocalizedString.Plurals.namedFirst("Ana", 1),
        LocalizedString.Substitutions.planSummary(exercises: 5, days: 7),
        LocalizedString.Substitutions.minutesLeft("Ana", minutesLeft: 10),
        LocalizedString.Substitutions.distance(km: 2.5),
        LocalizedString.Substitutions.keywordName(default: 1, in: 2),
        LocalizedString.Devices.tapToContinue,
        LocalizedString.Devices.photos(12),
        LocalizedString.Devices.items(3, locale: Locale(identifier: "de")),
        LocalizedString.Devices.Device.$pinned.withValue("ipad") { LocalizedString.Devices.open },
        LocalizedString.Devices.Device.current,
        LocalizedString.Keywords.default,
        LocalizedString.Keywords.`self`,
        LocalizedString.Keywords.`init`,
        LocalizedString.Keywords.type,
        LocalizedString.Keywords.protocol,
        LocalizedString.Keywords.some,
        LocalizedString.OddKeys._1stPlace,
        LocalizedString.OddKeys.größeÜbersicht,
        LocalizedString.OddKeys.名前,
        LocalizedString.OddKeys.items(3),
        LocalizedString.OddKeys.welcome("Ana"),
        LocalizedString.Hostile.quoteKey,
        LocalizedString.Hostile.format("x", 1),
    ]
}
