import Foundation
import TestSupport

/// One commit the differential test makes: how it is made, under which comment character, with
/// which message (nil: the one git writes itself, as for an octopus merge or `--fixup`).
struct AwkwardCommit: CustomStringConvertible {
    enum Style: String, CaseIterable {
        /// `git commit -m`, `-F`, `-F` through the editor, a message typed above git's template.
        case dashM, file, fileInEditor, typed
        /// `-v` with the editor: git writes its scissors line and the staged diff below it.
        case typedVerbose
        /// `--fixup=HEAD` (with `-m` when there is a message), `--squash=HEAD -F`,
        /// `--fixup=amend:HEAD` through the editor, `--amend -F`.
        case fixup, squash, amendFixup, amend
        /// `git merge --no-ff` of one side branch, or of two (an octopus).
        case merge, octopus
    }

    var style: Style
    /// `#`, `;` or `auto`.
    var commentChar: String
    /// `git -c commit.verbose=true`.
    var verboseConfig: Bool
    var message: [UInt8]?

    var isValidUTF8: Bool { message.map { String(validating: $0, as: UTF8.self) != nil } ?? true }

    var description: String {
        let text = message.map { String(decoding: $0, as: UTF8.self).debugDescription } ?? "(git's own)"
        return "\(style.rawValue), commentChar=\(commentChar)\(verboseConfig ? ", commit.verbose=true" : ""): \(text)"
    }

    static func scissors(_ character: String) -> String { character + " ------------------------ >8 ------------------------" }

    static let headers = [
        "[EW_IOS-98] Исправил падение экрана оплаты", "[EW_IOS-98] Fix the payment screen crash",
        "Исправил падение экрана оплаты", "#42 исправил экран оплаты", "# Обновил структуру и настройки проекта",
        "; Обновил настройки проекта", "@ заголовок с собакой", "fixup! [EW_IOS-98] Исправил падение экрана оплаты",
        "squash! [EW_IOS-98] Исправил экран", "amend! [EW_IOS-98] Исправил экран", "Merge branch 'oa' into develop",
        "Revert \"[EW_IOS-1] начальный коммит\"", "[EW_IOS-98]", "", "   [EW_IOS-98] Исправил экран с отступом",
    ]

    static let bodyLines = [
        "- Обновил структуру и настройки проекта", "- Обновил фреймворк MaaS", "# Обновил структуру и настройки проекта",
        "# This English comment is stripped by git", "; Обновил настройки", "; This English note follows a semicolon",
        "@ комментарий с собакой", scissors("#"), scissors(";"), scissors("@"), "This English text sits below the line",
        "- пункт с пробелами в хвосте   ", "", "\t", "Signed-off-by: Тест Тестов <test@example.com>", "Fix: исправил экран",
        "This reverts commit 0123456789abcdef0123456789abcdef01234567.", "#", ";",
    ]

    /// A message of awkward lines: a header, a blank line or not, up to five body lines, CRLF
    /// line ends, a byte-order mark, trailing blank lines, a Latin-1 byte (not UTF-8).
    static func message(_ random: inout SplitMix) -> [UInt8] {
        var lines = [headers.randomElement(using: &random) ?? ""]
        if Bool.random(using: &random) { lines.append("") }
        for _ in 0..<Int.random(in: 0...5, using: &random) { lines.append(bodyLines.randomElement(using: &random) ?? "") }
        for _ in 0..<Int.random(in: 0...2, using: &random) { lines.append("") }
        let lineEnd = Int.random(in: 0..<5, using: &random) == 0 ? "\r\n" : "\n"
        var bytes = Array(lines.joined(separator: lineEnd).utf8) + Array(lineEnd.utf8)
        if Int.random(in: 0..<10, using: &random) == 0 { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        if Int.random(in: 0..<16, using: &random) == 0 {
            let prefix = ["#", ";", "-"].randomElement(using: &random) ?? "-"
            bytes += Array((prefix + " caf").utf8) + [0xE9] + Array(lineEnd.utf8)
        }
        return bytes
    }

    /// `count` commits; amends never follow a merge (see `HookDifferentialTests`).
    static func cases(count: Int, seed: UInt64) -> [AwkwardCommit] {
        var random = SplitMix(seed: seed)
        var cases: [AwkwardCommit] = []
        for _ in 0..<count {
            var style = Style.allCases.randomElement(using: &random) ?? .file
            if style == .amend, let last = cases.last?.style, last == .merge || last == .octopus { style = .file }
            var message: [UInt8]? = Self.message(&random)
            if [.octopus, .fixup].contains(style), Bool.random(using: &random) { message = nil }
            if style == .amendFixup { message = nil }
            cases.append(AwkwardCommit(
                style: style, commentChar: ["#", ";", "auto"].randomElement(using: &random) ?? "#",
                verboseConfig: Int.random(in: 0..<4, using: &random) == 0, message: message))
        }
        return cases
    }
}
