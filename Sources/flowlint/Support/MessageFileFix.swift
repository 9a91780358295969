import FlowlintCore
import FlowlintReport
import Platform

/// `message --fix FILE`: the header line replaced by the sure suggestion (`SureFixes`); comments,
/// the body, trailers and every other byte of the file kept as they were.
extension MessageFileCheck {
    func apply(
        _ mode: RewriteMode, to bytes: [UInt8], path: String, _ violations: [RuleViolation], _ context: Context, report: Report
    ) throws -> (report: Report, diff: String) {
        guard let header = SureFixes.header(from: violations) else { return (report, "") }
        guard let fixed = rewritten(bytes, header: header, context) else {
            var kept = report
            kept.notes.append(LocalizedText(
                ru: "\(path): заголовок не исправлен — файл не в UTF-8 или его первая строка не та, что увидит git; исправьте вручную",
                en: "\(path): the header was not fixed: the file is not UTF-8 or its first line is not the one git will read; fix it by hand"))
            return (kept, "")
        }
        let (after, remaining) = try check(fixed, context, displayPath: path)
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
            guard Files.writeAtomically(fixed, to: path, mode: Self.mode(of: path)) else {
                throw Failure.unreadable(ru: "не удаётся записать \(path): проверьте права", en: "cannot write \(path): check the permissions")
            }
            result.notes.append(LocalizedText(
                ru: "\(path): заголовок исправлен: \(header)", en: "\(path): header fixed: \(header)"))
            return (result, "")
        }
    }

    /// The file with its header line replaced, nil when that line can't be found for sure: the
    /// message is in another encoding, or the line found is not the header git will read.
    private func rewritten(_ bytes: [UInt8], header: String, _ context: Context) -> [UInt8]? {
        if let encoding = context.settings.commitEncoding, !DecodedMessage.isUTF8(encoding) { return nil }
        guard let range = context.cleanup.headerRange(in: bytes),
              let line = String(validating: bytes[range], as: UTF8.self) else { return nil }
        let cleaned = context.cleanup.clean(String(decoding: bytes, as: UTF8.self))
        guard line == CommitMessage.header(of: cleaned) else { return nil }
        return SureFixes.replacing(range, in: bytes, with: header)
    }

    /// The file's permission bits, kept when it is written again.
    private static func mode(of path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
    }
}
