import FlowlintCore

/// Where findings lie, for formats built around files (Code Quality, SARIF, JUnit, Checkstyle).
/// Only source findings (and a message being written, which is a file) lie in a file; a commit
/// from history, a branch or a merge request is named by its description instead, never placed
/// in a file it is not about.
enum ReportPaths {
    /// (path, line, column) of a finding in a file; nil for commits, branches and merge requests.
    static func file(of location: Location) -> (path: String, line: Int, column: Int)? {
        guard case .file(let path, let line, let column) = location else { return nil }
        return (path, line, column)
    }

    /// A file as a URI for SARIF: relative to the root (for `uriBaseId` `%SRCROOT%`) when it
    /// lies inside, else an absolute `file://` URI; percent-encoded, since a URI reference
    /// can't hold spaces, `%`, a `:` in its first segment or non-ASCII letters.
    static func artifactURI(_ path: String, root: SourceRoot?) -> (uri: String, underRoot: Bool) {
        guard let root else {
            let absolute = path.hasPrefix("/")
            return ((absolute ? "file://" : "") + PercentEncoding.encode(path, keeping: slash), !absolute)
        }
        let file = components(path.hasPrefix("/") ? path : root.currentDirectory + "/" + path)
        let base = components(root.root)
        guard file.count > base.count, Array(file.prefix(base.count)) == base else {
            return ("file:///" + PercentEncoding.encode(file.joined(separator: "/"), keeping: slash), false)
        }
        return (PercentEncoding.encode(file.dropFirst(base.count).joined(separator: "/"), keeping: slash), true)
    }

    private static let slash: Set<UInt8> = [UInt8(ascii: "/")]

    /// An absolute path's components with `.` and `..` resolved by name (paths in findings name
    /// files that were read, so no component is left dangling).
    private static func components(_ absolute: String) -> [Substring] {
        var result: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = result.popLast() } else { result.append(part) }
        }
        return result
    }

    /// The finding's message with what it is about, for formats that have no other place for
    /// it: `commit 1a2b3c4d «Add x»: …`, `branch feature/x: …`.
    static func describe(_ finding: Finding, _ language: Language) -> String {
        var output = ReportOutput.memory()
        output.write(pieces: { describe(finding, language, $0) }) { $1.write(utf8: $0) }
        return output.text
    }

    /// `describe` in pieces, for writers that escape them on the way out.
    static func describe(_ finding: Finding, _ language: Language, _ body: (TextPiece) -> Void) {
        func text(_ text: String) { LocalizedText(ru: text, en: text).forEachPiece(language, body) }
        switch finding.location {
        case .file: break
        case .commit(let sha, _, let header):
            text("commit ")
            text(String(sha.prefix(8)))
            text(" «")
            text(header.utf8.count <= 72 ? header : String(header.prefix(72)))
            text("»: ")
        case .branch(let name):
            text("branch ")
            text(name)
            text(": ")
        case .mergeRequest(let field):
            text("merge request ")
            text(field)
            text(": ")
        }
        finding.message.forEachPiece(language, body)
        if let suggestion = finding.suggestion {
            text(language == .ru ? " (предлагается: " : " (suggestion: ")
            text(suggestion)
            text(")")
        }
    }
}

/// A stable content hash (FNV-1a, 128 bits as two 64-bit lanes): the same finding gets the
/// same fingerprint in every run, which Swift's seeded `Hasher` would not give.
enum Fingerprint {
    static func of(_ text: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = second &+ (first >> 29)
        }
        return hex(first) + hex(second)
    }

    private static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// Fingerprints for a list of findings, unique even when two findings are identical.
    static func unique(_ findings: [Finding]) -> [String] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let base = key(finding)
            let count = seen[base, default: 0]
            seen[base] = count + 1
            return of(count == 0 ? base : base + "#\(count)")
        }
    }

    /// What identifies a finding across runs: its rule, its subject and line, and its English
    /// message (so `--lang` doesn't change fingerprints).
    static func key(_ finding: Finding) -> String {
        let subject: String
        switch finding.location {
        case .branch(let name): subject = "branch:\(name)"
        case .commit(let sha, let line, _): subject = "commit:\(sha):\(line)"
        case .mergeRequest(let field): subject = "merge-request:\(field)"
        case .file(let path, let line, let column): subject = "file:\(path):\(line):\(column)"
        }
        return [finding.rule, subject, finding.message.en].joined(separator: "\u{1F}")
    }
}
