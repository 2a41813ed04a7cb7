/// Addresses in an app's text: the same in every language, never a key nor text to translate.
public enum Address {
    /// Whether `key` is an address, the same in every language: a URL (`https://…`), an e-mail
    /// address, or a host name whose last label is a top-level domain (OneBusAway's text
    /// fields show “api.tampa.onebusaway.org” as an example: 3 `missing-key` errors; seafile-iOS's
    /// label “www.seafile.com” was called an identifier key). Not a dotted key such as
    /// `settings.title`, whose last label is no domain.
    public static func isAddress(_ key: String) -> Bool {
        guard !key.isEmpty, !key.contains(where: \.isWhitespace) else { return false }
        if key.contains("://") { return true }
        let host = key.split(separator: "@", omittingEmptySubsequences: false)
        guard host.count <= 2, let name = host.last, host.first?.isEmpty == false else { return false }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }),
              let last = labels.last else { return false }
        return topLevelDomains.contains(last.lowercased())
    }

    /// The top-level domains an example address in an app's text field uses.
    public static let topLevelDomains: Set<String> = [
        "com", "org", "net", "io", "co", "app", "dev", "edu", "gov", "info", "me", "ai", "tv", "xyz", "biz", "cloud", "online",
        "us", "uk", "de", "fr", "jp", "cn", "ru", "eu", "ch", "nl", "ca", "au", "it", "es", "se", "no", "fi", "dk", "pl", "br", "in", "kr", "tw",
        "local", "localhost", "example", "test", "invalid",
    ]
}
