/// Which files may mention a name, so a rename reads only those instead of every file of the
/// project once per name (a project-wide search per rename made `--fix` cost renames × files).
/// Each file's runs of identifier bytes (`[A-Za-z0-9_]`) are kept by hash, with each run's part
/// after an `_` (Objective-C's `_name`, which `wordUse` counts) and after its leading digits.
/// A lookup gives every file holding the name as a whole word that way, and maybe a few more (a
/// shared hash, a file's older text): callers still read what they get.
struct WordIndex {
    /// The files by number, in the order given.
    let paths: [String]
    private let numbers: [String: Int]
    private var postings: [UInt64: [Int32]] = [:]

    /// `texts` by position of `paths` (nil: no text, nothing indexed); hashed on every core.
    init(paths: [String], texts: [String?]) {
        self.paths = paths
        numbers = Dictionary(paths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let words = ParallelWork.map(count: texts.count) { index in texts[index].map(Self.words) ?? [] }
        postings.reserveCapacity(words.reduce(0) { $0 + $1.count } / 4)
        for (number, hashes) in words.enumerated() {
            for hash in hashes { postings[hash, default: []].append(Int32(number)) }
        }
    }

    /// A file's new text: its words are added (the old ones stay, which only adds candidates).
    /// False for a file the index doesn't hold.
    mutating func add(_ path: String, text: String) -> Bool {
        guard let number = numbers[path].map(Int32.init) else { return false }
        for hash in Self.words(text) where postings[hash]?.last != number {
            postings[hash, default: []].append(number)
        }
        return true
    }

    /// Whether `name` is made of identifier bytes only, which the index answers for.
    static func canAnswer(_ name: String) -> Bool {
        !name.utf8.isEmpty && name.utf8.allSatisfy(isWordByte)
    }

    /// The files that may hold one of `names` as a word, in the order given; nil when the index
    /// can't tell for one of them (`canAnswer`).
    func files(mentioning names: [String]) -> [String]? {
        var numbers = Set<Int32>()
        for name in names {
            guard Self.canAnswer(name) else { return nil }
            var hash = Hash()
            for byte in name.utf8 { hash.add(byte) }
            numbers.formUnion(postings[hash.value] ?? [])
        }
        return numbers.sorted().map { paths[Int($0)] }
    }

    /// The distinct hashes of a text's words.
    private static func words(_ text: String) -> [UInt64] {
        var found = Set<UInt64>()
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                guard isWordByte(bytes[start]) else {
                    start += 1
                    continue
                }
                var end = start
                while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
                addRun(bytes, start..<end, into: &found)
                start = end
            }
        }
        return Array(found)
    }

    /// The run, its parts after each `_`, and its part after leading digits (`1Foo` is lexed apart).
    private static func addRun(_ bytes: UnsafeBufferPointer<UInt8>, _ run: Range<Int>, into found: inout Set<UInt64>) {
        found.insert(hash(bytes, run))
        var digits = run.lowerBound
        while digits < run.upperBound, bytes[digits] >= 0x30 && bytes[digits] <= 0x39 { digits += 1 }
        if digits > run.lowerBound, digits < run.upperBound { found.insert(hash(bytes, digits..<run.upperBound)) }
        for position in run where bytes[position] == 0x5F && position + 1 < run.upperBound {
            found.insert(hash(bytes, position + 1..<run.upperBound))
        }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var hash = Hash()
        for position in range { hash.add(bytes[position]) }
        return hash.value
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    /// FNV-1a, 64 bits: a collision only adds a candidate.
    private struct Hash {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        mutating func add(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
}
