import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Issue 30: an English source that counts without plural variations; beside it, the same
/// count varied by plural and texts that count nothing.
@Suite struct PluralCandidateTests {
    let check = PluralCandidate()

    @Test func aCountBeforeAPluralNoun() {
        let t = table(
            entry("%@ (%lld devices)", line: 4, ["en": text("%@ (%lld devices)", line: 5), "ru": text("%@ (%lld устройств)")]),
            entry("Posted %lld image(s) on Mastodon", ["en": text("Posted %lld image(s) on Mastodon")]))
        let f = findings(check, t)
        #expect(f.map(\.message) == [
            "‘%@ (%lld devices)’ in ‘en’ (“%@ (%lld devices)”) counts with “devices” but has no plural variations, so no language can give each number its own form (Russian needs three), and a count of 1 reads in the plural: vary it by plural",
            "‘Posted %lld image(s) on Mastodon’ in ‘en’ (“Posted %lld image(s) on Mastodon”) counts with “(s)” but has no plural variations, so no language can give each number its own form (Russian needs three), and a count of 1 reads in the plural: vary it by plural",
        ])
        #expect(f.first?.location == at(5))
    }

    @Test func nothingCountedOrVaried() {
        let t = table(
            entry("%lld pixels", ["en": plural(["one": "%lld pixel", "other": "%lld pixels"])]),
            entry("Send image(s) to Mastodon", ["en": text("Send image(s) to Mastodon")]),
            entry("Version %lld is available", ["en": text("Version %lld is available")]),
            entry("%@ files", ["en": text("%@ files")]),
            // A clock's reading (Keka's elapsed times).
            entry("%i:%02i minutes", ["en": text("%i:%02i minutes")]),
            entry("Time elapsed: %d:%@%d minutes%@", ["en": text("Time elapsed: %d:%@%d minutes%@")]))
        #expect(findings(check, t).isEmpty)
    }

    /// A key kept beside a twin that varies by plural (Nextcloud Talk's “%d replies” beside
    /// “%ld replies”, its positional “%1$@ … %4$ld others” beside “%@ … %ld others”) is no
    /// candidate; without the twin it is.
    @Test func aTwinThatVaries() {
        let replies = entry("%d replies", ["en": text("%d replies")])
        let others = entry("%@ and %ld others", ["en": text("%1$@ and %2$ld others")])
        let t = table(
            replies, others,
            entry("%ld replies", ["en": plural(["one": "%ld reply", "other": "%ld replies"])]),
            entry("%1$@ and %2$lu others", ["en": text("%#@others@").with(substitution("others", arg: 2, ["one": "%1$@ and %arg other", "other": "%1$@ and %arg others"]))]))
        #expect(findings(check, t).isEmpty)
        #expect(findings(check, table(replies, others)).map(\.key) == ["%d replies", "%@ and %ld others"])
    }
}
