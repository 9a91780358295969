import FileAccess
import FlowlintCore
import FlowlintFlow
import FlowlintReport
import Platform

/// `message --fix FILE`: the header line replaced by the sure suggestion (`SureFixes`); comments,
/// the body, trailers and every other byte of the file kept as they were.
public struct MessageFileFix {
    /// The clean-up git will apply, which decides the line git reads as the header.
    public let cleanup: MessageCleanup
    /// `i18n.commitEncoding`: a message in another encoding is not rewritten.
    public let commitEncoding: String?
    public let mode: RewriteMode

    public init(cleanup: MessageCleanup, commitEncoding: String?, mode: RewriteMode) {
        self.cleanup = cleanup
        self.commitEncoding = commitEncoding
        self.mode = mode
    }

    /// The report of the file after the fix (`check` checks bytes as the file was checked), and
    /// with `--dry-run` the diff; the report as it was when there is nothing sure to fix.
    public func apply(
        to bytes: [UInt8], path: String, _ violations: [RuleViolation], report: Report,
        check: ([UInt8]) throws -> (Report, [RuleViolation])
    ) throws -> (report: Report, diff: String) {
        guard let header = SureFixes.header(from: violations) else { return (report, "") }
        guard let fixed = rewritten(bytes, header: header) else {
            var kept = report
            kept.notes.append(LocalizedText(
                ru: "\(path): заголовок не исправлен — файл не в UTF-8 или его первая строка не та, что увидит git; исправьте вручную",
                en: "\(path): the header was not fixed: the file is not UTF-8 or its first line is not the one git will read; fix it by hand"))
            return (kept, "")
        }
        let (after, remaining) = try check(fixed)
        // The fix must take: a suggestion that doesn't satisfy its own rule is not written.
        guard SureFixes.header(from: remaining) == nil else { return (report, "") }
        var result = after
        switch mode {
        case .dryRun:
            let diff = UnifiedDiff.render(
                old: String(decoding: bytes, as: UTF8.self), new: String(decoding: fixed, as: UTF8.self),
                // An absolute path (git's `.git/COMMIT_EDITMSG` from a hook) is named as it is.
                oldLabel: path.hasPrefix("/") ? path : "a/" + path, newLabel: path.hasPrefix("/") ? path : "b/" + path)
            return (result, diff)
        case .apply:
            guard FileAccess.writeAtomically(fixed, to: path, mode: Self.mode(of: path)) else {
                throw UseCaseError.unreadable(ru: "не удаётся записать \(path): проверьте права", en: "cannot write \(path): check the permissions")
            }
            result.notes.append(LocalizedText(
                ru: "\(path): заголовок исправлен: \(header)", en: "\(path): header fixed: \(header)"))
            return (result, "")
        }
    }

    /// The file with its header line replaced, nil when that line can't be found for sure: the
    /// message is in another encoding, or the line found is not the header git will read.
    public func rewritten(_ bytes: [UInt8], header: String) -> [UInt8]? {
        if let encoding = commitEncoding, !DecodedMessage.isUTF8(encoding) { return nil }
        guard let range = cleanup.headerRange(in: bytes),
              let line = String(validating: bytes[range], as: UTF8.self) else { return nil }
        let cleaned = cleanup.clean(String(decoding: bytes, as: UTF8.self))
        guard line == CommitMessage.header(of: cleaned) else { return nil }
        return SureFixes.replacing(range, in: bytes, with: header)
    }

    /// The file's permission bits, kept when it is written again.
    private static func mode(of path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
    }
}
