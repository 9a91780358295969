extension Repository {
    /// `stagedPaths` by the git program, for the indexes libgit2 can't read: a split one
    /// (`core.splitIndex`) or a sparse one (`git sparse-checkout --sparse-index`).
    func stagedPathsByGit() throws(GitError) -> [String] {
        guard let workDirectory else { return [] }
        let output = try runGit(["diff", "--cached", "--name-only", "-z", "--no-renames", "--diff-filter=d", "--no-relative"],
                                in: workDirectory, "compare the index with HEAD")
        return Self.records(output).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `indexFiles` by the git program, which lists a sparse index's folders outside the cone
    /// file by file, as a full index holds them.
    func indexFilesByGit() throws(GitError) -> [StoredFile] {
        guard let workDirectory else { return [] }
        return Self.records(try runGit(["ls-files", "--stage", "-z"], in: workDirectory, "read the index")).compactMap(Self.storedFile)
    }

    private static func records(_ output: [UInt8]) -> [ArraySlice<UInt8>] {
        output.split(separator: 0, omittingEmptySubsequences: true)
    }

    /// `<mode> <id> <stage>\t<path>`: a regular file at stage 0, as `indexFiles` lists them.
    private static func storedFile(_ record: ArraySlice<UInt8>) -> StoredFile? {
        guard let tab = record.firstIndex(of: 0x09) else { return nil }
        let fields = record[..<tab].split(separator: 0x20)
        guard fields.count == 3, fields[2].elementsEqual("0".utf8),
              let mode = UInt32(String(decoding: fields[0], as: UTF8.self), radix: 8), mode & 0o170000 == 0o100000,
              let id = ObjectID(hex: String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return StoredFile(path: String(decoding: record[(tab + 1)...], as: UTF8.self), blob: id, blobBytes: id.withBytes { Array($0) })
    }
}
