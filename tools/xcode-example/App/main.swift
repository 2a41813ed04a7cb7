import Foundation

// The accessors StringsgenPlugin generated from Greetings.xcstrings, reading the table Xcode
// compiled into the app's bundle (plural forms by Foundation, from Xcode's .stringsdict).
for language in ["en", "de"] {
    let locale = Locale(identifier: language)
    print("[\(language)] \(LocalizedString.Greetings.welcome(locale: locale))")
    print("[\(language)] \(LocalizedString.Greetings.unread(1, locale: locale)) / \(LocalizedString.Greetings.unread(3, locale: locale))")
}
