import FlowlintCore
import GitKit
import Platform

/// One ref a push moves: what git passes to pre-push (`<local ref> <local sha> <remote ref>
/// <remote sha>`) and to pre-receive (`<old> <new> <ref>`), in one shape.
public struct RefUpdate: Equatable, Sendable {
    /// The ref on the receiving side: `refs/heads/features/x`.
    public let ref: String
    public let oldID: String
    public let newID: String

    public init(ref: String, oldID: String, newID: String) {
        self.ref = ref
        self.oldID = oldID
        self.newID = newID
    }

    public static let zero = String(repeating: "0", count: 40)

    public var isDeletion: Bool { ObjectID(hex: newID)?.isZero ?? true }
    public var isNewRef: Bool { ObjectID(hex: oldID)?.isZero ?? true }

    /// The branch name for `refs/heads/…`; nil for tags and other refs.
    public var branchName: String? {
        ref.hasPrefix("refs/heads/") ? String(ref.dropFirst("refs/heads/".count)) : nil
    }

    /// The shape of git's lines: pre-push `<local ref> <local sha> <remote ref> <remote sha>`,
    /// pre-receive `<old> <new> <ref>`.
    public enum LineFormat: Sendable {
        case prePush, preReceive

        public func parse(_ fields: [Substring]) -> RefUpdate? {
            switch self {
            case .prePush where fields.count == 4:
                return RefUpdate(ref: String(fields[2]), oldID: String(fields[3]), newID: String(fields[1]))
            case .preReceive where fields.count == 3:
                return RefUpdate(ref: String(fields[2]), oldID: String(fields[0]), newID: String(fields[1]))
            default:
                return nil
            }
        }
    }

    /// Every update on standard input that moves a branch, read as it streams: there is no cap
    /// on the number of lines (a push of 700,000 tags is read to its end, never cut short), and
    /// only branch updates are kept. A line git would never write is refused, not skipped.
    public static func readBranchUpdates(_ format: LineFormat, from descriptor: Int32 = STDIN_FILENO) throws -> [RefUpdate] {
        var updates: [RefUpdate] = []
        var reader = LineReader(descriptor: descriptor, maximumLineLength: 64 << 10)
        while let line = try reader.next() {
            guard !line.isEmpty else { continue }
            guard let update = format.parse(line.split(separator: " ")) else {
                let shown = String(line.prefix(120))
                throw UseCaseError.usage(
                    ru: "строка на стандартном вводе не в формате git («\(shown)»): хук запускает git, а не человек",
                    en: "a line on standard input is not in git's format ('\(shown)'): git runs this hook, not a person")
            }
            if !update.isDeletion, update.branchName != nil { updates.append(update) }
        }
        return updates
    }
}

/// Lines from a descriptor, read in blocks: memory holds one block and one line, whatever the
/// input's length. A line longer than the limit (git's ref lines are a few hundred bytes) is
/// refused rather than cut.
public struct LineReader {
    public let descriptor: Int32
    public let maximumLineLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var finished = false

    public init(descriptor: Int32, maximumLineLength: Int) {
        self.descriptor = descriptor
        self.maximumLineLength = maximumLineLength
    }

    public mutating func next() throws -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                return line
            }
            guard buffer.count - start <= maximumLineLength else {
                throw UseCaseError.usage(
                    ru: "строка на стандартном вводе длиннее \(maximumLineLength >> 10) КиБ: это не вывод git",
                    en: "a line on standard input is over \(maximumLineLength >> 10) KiB: that is not git's output")
            }
            if finished {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return line
            }
            try fill()
        }
    }

    private mutating func fill() throws {
        buffer.removeFirst(start)
        start = 0
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = block.withUnsafeMutableBytes { Platform.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw UseCaseError.unreadable(ru: "не удаётся прочитать стандартный ввод", en: "cannot read standard input")
            }
            if count == 0 { finished = true } else { buffer.append(contentsOf: block[..<count]) }
            return
        }
    }
}
