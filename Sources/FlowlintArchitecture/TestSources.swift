/// Test sources: a folder or file named `…Tests`, `…Specs`, `…Mock(s)`; their doubles adopt
/// the protocols without being views or presenters.
public enum TestSources {
    /// The items that are not tests; the same array when none is (filtering copies every
    /// file's facts, a retain per field, several times a run).
    static func dropped<Item>(from items: [Item], path: (Item) -> String) -> [Item] {
        guard let first = items.firstIndex(where: { isTest(path($0)) }) else { return items }
        return Array(items[..<first]) + items[first...].filter { !isTest(path($0)) }
    }

    public static func isTest(_ path: String) -> Bool {
        // Components by byte offsets, over the String's own storage: this runs for every path.
        var path = path
        return path.withUTF8 { bytes in
            var start = 0
            for offset in bytes.indices where bytes[offset] == UInt8(ascii: "/") {
                let name = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                if offset > start, folderSuffixes.contains(where: { name.hasSuffix($0) }) { return true }
                start = offset + 1
            }
            let dot = bytes[start...].firstIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex
            let base = UnsafeBufferPointer(rebasing: bytes[start..<dot])
            return !base.isEmpty && fileSuffixes.contains { base.hasSuffix($0) }
        }
    }

    private static let folderSuffixes = ["Tests", "Specs", "Mocks", "Stubs", "TestDoubles"].map { Array($0.utf8) }
    private static let fileSuffixes = ["Tests", "Test", "Spec", "Mock", "Mocks", "Stub", "Spy", "Fake"].map { Array($0.utf8) }
}

private extension UnsafeBufferPointer<UInt8> {
    func hasSuffix(_ tail: [UInt8]) -> Bool {
        count >= tail.count && self[(count - tail.count)...].elementsEqual(tail)
    }
}
