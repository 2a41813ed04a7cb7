import Dispatch
import StringsgenModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs checks over a table and turns their findings into diagnostics.
///
/// A large table's entries are split into contiguous chunks linted on several threads, each
/// chunk with a `LintRun` of its own (a run's caches and grapheme counter are not
/// thread-safe); the chunks' diagnostics are joined in entry order, so the result is the
/// one a single thread gives.
public struct Linter: Sendable {
    public var checks: [any Check]
    public var severities: SeverityPolicy
    /// How many threads may share a table's entries: the active processors by default.
    public var concurrency: Int
    /// Tables with fewer entries are linted on the calling thread, where starting threads
    /// would cost more than it saves.
    public var minimumEntriesForConcurrency: Int

    public init(
        checks: [any Check] = Checks.all, severities: SeverityPolicy = SeverityPolicy(),
        concurrency: Int = Linter.activeProcessorCount, minimumEntriesForConcurrency: Int = 4096
    ) {
        self.checks = checks
        self.severities = severities
        self.concurrency = concurrency
        self.minimumEntriesForConcurrency = minimumEntriesForConcurrency
    }

    /// The findings of every check that is not off, in `Diagnostic.sorted` order.
    public func lint(_ context: LintContext) -> [Diagnostic] {
        let active = checks.filter { severities.severity(ofRule: type(of: $0).id) != nil }
        guard !active.isEmpty else { return [] }
        let entries = context.table.entries
        let chunks = self.chunks(of: entries.count)
        if chunks.count <= 1, concurrency <= 1 || entries.count < Self.minimumEntriesForTableChecksAside {
            let tableRun = LintRun(context)
            var diagnostics = DiagnosticCollector(run: tableRun, severities: severities)
            for check in active { check.check(table: tableRun) { diagnostics.add($0) } }
            Self.lint(entries.indices, of: entries, with: active, into: &diagnostics)
            return Diagnostic.sorted(diagnostics.diagnostics)
        }
        // The table-wide checks (a glossary, screens) read the whole table and nothing the
        // entries' checks write: they are one more task beside the chunks of entries, the first
        // to start, so a table whose entries fit in one chunk is linted on two threads too.
        let results = ChunkResults(count: chunks.count + 1)
        DispatchQueue.concurrentPerform(iterations: chunks.count + 1) { task in
            if task == 0 {
                let tableRun = LintRun(context)
                var collector = DiagnosticCollector(run: tableRun, severities: severities)
                for check in active { check.check(table: tableRun) { collector.add($0) } }
                results[0] = collector.diagnostics
            } else {
                var collector = DiagnosticCollector(run: LintRun(context), severities: severities)
                Self.lint(chunks[task - 1], of: entries, with: active, into: &collector)
                results[task] = collector.diagnostics
            }
        }
        var all: [Diagnostic] = []
        for task in 0...chunks.count { all += results[task] }
        return Diagnostic.sorted(all)
    }

    /// Tables with fewer entries run their table-wide checks on the calling thread too (the
    /// whole lint takes about a millisecond).
    static let minimumEntriesForTableChecksAside = 512

    private static func lint(
        _ range: Range<Int>, of entries: [Entry], with checks: [any Check], into collector: inout DiagnosticCollector
    ) {
        // Checks that only read the whole table need no entry loaded.
        let checks = checks.filter { type(of: $0).scope.checksEachEntry }
        guard !checks.isEmpty else { return }
        let run = collector.run
        var reusable: LintedEntry?
        for index in range {
            let entry = LintedEntry.load(entries[index], into: &reusable, run: run)
            for check in checks { check.check(entry: entry) { collector.add($0) } }
        }
    }

    /// Contiguous ranges of entries, one per task: a single range for a small table, else a
    /// few per thread, so a thread slowed by other work leaves its share to the others.
    func chunks(of count: Int) -> [Range<Int>] {
        guard concurrency > 1, count >= max(minimumEntriesForConcurrency, 2) else { return [0..<count] }
        let chunkCount = min(concurrency * 8, max(2, count / 512))
        return (0..<chunkCount).map { i in (count * i / chunkCount)..<(count * (i + 1) / chunkCount) }
    }

    /// The processors the process may use now.
    public static var activeProcessorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}

/// The diagnostics of one run: findings with their severity from the policy, the ones the
/// policy drops left out.
private struct DiagnosticCollector {
    let run: LintRun
    let severities: SeverityPolicy
    private(set) var diagnostics: [Diagnostic] = []
    /// The severity of each rule and locale status met so far (the policy's answer depends on
    /// nothing else).
    private var decided: [(rule: String, status: LocaleStatus?, severity: Severity?)] = []

    init(run: LintRun, severities: SeverityPolicy) {
        self.run = run
        self.severities = severities
    }

    mutating func add(_ finding: Finding) {
        let status = finding.locale.map { run.locale($0).status }
        let severity: Severity?
        if let known = decided.first(where: { $0.rule == finding.rule && $0.status == status }) {
            severity = known.severity
        } else {
            severity = severities.severity(for: finding, localeStatus: status)
            decided.append((finding.rule, status, severity))
        }
        guard let severity else { return }
        diagnostics.append(Diagnostic(
            rule: finding.rule, severity: severity, location: finding.location, table: run.table.name,
            key: finding.key, locale: finding.locale, message: finding.message, path: finding.path))
    }
}

/// One slot per task (chunk of entries or table-wide checks), each written by the one task that runs it and read
/// once every task has finished: no two threads touch a slot.
private final class ChunkResults: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<[Diagnostic]>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: [])
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    subscript(chunk: Int) -> [Diagnostic] {
        get { slots[chunk] }
        set { slots[chunk] = newValue }
    }
}
