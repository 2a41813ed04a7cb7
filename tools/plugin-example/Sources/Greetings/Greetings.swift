/// The greeting shown when the app starts, built from the accessors the StringsgenPlugin
/// generates from Greetings.xcstrings on every build (`LocalizedString.Greetings`).
package enum Greetings {
    package static func welcome(name: String, unread: Int) -> String {
        "\(LocalizedString.Greetings.greeting(name)) \(LocalizedString.Greetings.inboxUnread(unread))"
    }
}
