/// What a transaction does, as its journal records it: every path absolute, so the run that
/// finds a journal left behind finishes it from wherever it starts.
///
/// One line per step, its fields separated by spaces and percent-encoded (a path may hold a
/// space or a newline): the plan, `planned COUNT` once it is whole, and `committed` once every
/// temporary is written and synced. A committed journal is rolled forward; any other, back.
struct Journal: Equatable, Sendable {
    enum Step: Equatable, Sendable {
        /// A folder the transaction creates: removed again when it is rolled back and empty.
        case folder(String)
        /// An existing file's new content, in `temporary` until it is renamed over `target`.
        case replace(temporary: String, target: String)
        /// A new file, in `temporary` until it is put at `target`, which must still be free.
        case create(temporary: String, target: String)
        /// A file moved to a free name.
        case move(from: String, to: String)
    }

    var steps: [Step]
    /// The plan was written whole (`planned`): the temporaries were created only after it.
    var planned = true
    var committed = false

    private static let header = "flowlint-journal 1"

    /// The plan, ending with its count, as one write puts it on disk.
    var plan: [UInt8] {
        var text = Self.header + "\n"
        for step in steps {
            switch step {
            case .folder(let path): text += "folder " + Self.encode(path)
            case .replace(let temporary, let target): text += "replace " + Self.encode(temporary) + " " + Self.encode(target)
            case .create(let temporary, let target): text += "create " + Self.encode(temporary) + " " + Self.encode(target)
            case .move(let from, let to): text += "move " + Self.encode(from) + " " + Self.encode(to)
            }
            text += "\n"
        }
        return Array((text + "planned \(steps.count)\n").utf8)
    }

    static let commitLine: [UInt8] = Array("committed\n".utf8)

    /// A temporary's name: its target's, then this and the transaction's id.
    static let temporaryMark = ".flowlint-tmp-"

    /// Whether every temporary is named as a transaction names it (its target's name, one id for
    /// all): rolling a journal back removes its temporaries, and one planted in a project must
    /// not name any other file.
    var namesItsTemporaries: Bool {
        var id: Substring?
        for step in steps {
            switch step {
            case .create(let temporary, let target), .replace(let temporary, let target):
                guard temporary.hasPrefix(target + Self.temporaryMark) else { return false }
                let suffix = temporary.dropFirst(target.count + Self.temporaryMark.count)
                guard !suffix.isEmpty, suffix.allSatisfy(\.isHexDigit), id == nil || id == suffix else { return false }
                id = suffix
            case .folder, .move:
                continue
            }
        }
        return true
    }

    /// Every path the steps name.
    var paths: [String] {
        steps.flatMap { step -> [String] in
            switch step {
            case .folder(let path): [path]
            case .create(let temporary, let target), .replace(let temporary, let target): [temporary, target]
            case .move(let from, let to): [from, to]
            }
        }
    }

    /// Nil for bytes that are not a journal at all; a plan cut short parses as not `planned`.
    init?(parsing bytes: [UInt8]) {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard let first = lines.first, String(decoding: first, as: UTF8.self) == Self.header else { return nil }
        steps = []
        planned = false
        for line in lines.dropFirst() {
            let fields = line.split(separator: 0x20).map { Self.decode(Array($0)) }
            guard let kind = fields.first else { continue }
            switch (kind, fields.count) {
            case ("folder", 2): steps.append(.folder(fields[1]))
            case ("replace", 3): steps.append(.replace(temporary: fields[1], target: fields[2]))
            case ("create", 3): steps.append(.create(temporary: fields[1], target: fields[2]))
            case ("move", 3): steps.append(.move(from: fields[1], to: fields[2]))
            case ("planned", 2): planned = Int(fields[1]) == steps.count
            case ("committed", 1): committed = planned
            // A line cut short by a kill (the plan is one write, but a write may stop early).
            default: return
            }
        }
    }

    init(steps: [Step]) {
        self.steps = steps
    }

    /// Bytes below `!`, `%` and DEL as `%XX`: a field never holds a space or a newline.
    static func encode(_ text: String) -> String {
        var out: [UInt8] = []
        let digits = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if byte <= 0x20 || byte == 0x25 || byte == 0x7F {
                out += [0x25, digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func decode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x25, index + 2 < bytes.count, let value = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16) {
                out.append(value)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
