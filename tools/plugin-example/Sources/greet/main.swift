import Greetings

// Prints the strings resolved at run time from the .lproj resources the plugin compiled from
// Greetings.xcstrings, in each of its languages (pinned, since Linux Foundation does not read
// the preferred languages from the environment).
for language in ["en", "de", "ru"] {
    LocalizedString.Greetings.Language.$pinned.withValue(language) {
        print("[\(language)] \(Greetings.welcome(name: "Ana", unread: 1))")
        print("[\(language)] \(LocalizedString.Greetings.inboxUnread(3)) / \(LocalizedString.Greetings.inboxUnread(5))")
        print("[\(language)] \(LocalizedString.Greetings.syncSummary(files: 21, folders: 2))")
    }
}
