import FlowlintCore

/// A report written while its findings are still being found: a history of 100,000 failing
/// commits then keeps no finding once it is written, only the counts its summary needs.
///
/// Findings come in groups, each about subjects no other group names (one commit's findings),
/// so a format that orders, groups or numbers findings per subject sees each subject whole.
/// The whole report written as one group is the buffered report, byte for byte.
public protocol ReportStream {
    /// What comes before the first finding.
    mutating func begin(to out: inout ReportOutput)
    mutating func write(_ findings: [Finding], to out: inout ReportOutput)
    /// What follows the last finding: `report` has the counts (`Report.streamed`) and notes.
    mutating func end(_ report: Report, to out: inout ReportOutput)
}

/// A format that can be written as a stream. JUnit (its totals come first) and HTML (charts
/// over every finding) can't, and keep the whole report.
public protocol StreamingReportFormatter: ReportFormatter {
    func stream(options: FormatOptions) -> any ReportStream
}

extension StreamingReportFormatter {
    public func write(_ report: Report, options: FormatOptions, to out: inout ReportOutput) {
        var stream = stream(options: options)
        stream.begin(to: &out)
        stream.write(report.findings, to: &out)
        stream.end(report, to: &out)
    }
}

/// Findings counted by severity once they are written and dropped.
public struct SeverityCounts: Sendable, Equatable {
    public var errors = 0
    public var warnings = 0

    public init() {}

    public mutating func add(_ findings: [Finding]) {
        for index in findings.indices {
            if findings[index].severity == .error { errors += 1 } else { warnings += 1 }
        }
    }

    public static func + (lhs: SeverityCounts, rhs: SeverityCounts) -> SeverityCounts {
        var sum = lhs
        sum.errors += rhs.errors
        sum.warnings += rhs.warnings
        return sum
    }
}

/// A stream and the output it writes to, handed to a scan that finds findings group by group.
public final class StreamedReport {
    private var stream: any ReportStream
    private var output: ReportOutput
    /// What each group goes through before it is written (SARIF resolves file paths).
    private let prepare: ([Finding]) -> [Finding]
    private var begun = false

    public init(_ stream: any ReportStream, output: ReportOutput, prepare: @escaping ([Finding]) -> [Finding] = { $0 }) {
        self.stream = stream
        self.output = output
        self.prepare = prepare
    }

    /// Nothing is written before the first finding or the end, so a scan that fails before
    /// it finds anything leaves no half report.
    private func beginOnce() {
        guard !begun else { return }
        begun = true
        stream.begin(to: &output)
    }

    /// Writes one group; nothing is written once the reader has gone.
    public func write(_ findings: [Finding]) {
        guard !findings.isEmpty, !output.isClosed else { return }
        beginOnce()
        stream.write(prepare(findings), to: &output)
    }

    public func end(_ report: Report) {
        beginOnce()
        var rest = report
        rest.findings = prepare(report.findings)
        stream.write(rest.findings, to: &output)
        stream.end(rest, to: &output)
        output.flush()
    }
}
