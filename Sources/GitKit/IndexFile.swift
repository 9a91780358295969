import FileAccess

/// The index file read without libgit2, for what can start before libgit2 is ready (its
/// initialisation loads the system's certificates): the regular files at stage 0 with their blob
/// ids, as `Repository.indexFiles` gives them. Only a guess to prepare work with: nil for
/// anything unusual, and callers still take libgit2's reading as the truth.
public enum IndexFile {
    /// The index git uses here: `GIT_INDEX_FILE` (set for hooks during `git commit -a` and
    /// `git commit PATH`), else `<git dir>/index`.
    public static func path(gitDirectory: String, environment: (String) -> String?) -> String {
        environment("GIT_INDEX_FILE") ?? gitDirectory + "/index"
    }

    public static func files(at path: String) -> [(path: String, blobID: [UInt8])]? {
        guard case .contents(let bytes) = FileAccess.read(path, limit: 1 << 30), bytes.count >= 32 else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = IndexBytes(buffer)
            guard let (version, count) = reader.header() else { return nil }
            var files: [(path: String, blobID: [UInt8])] = []
            // The count is the file's word: an entry takes at least 62 bytes, whatever it claims.
            files.reserveCapacity(min(Int(count), buffer.count / 62))
            var previous: [UInt8] = []
            for _ in 0..<count {
                guard let entry = reader.entry(version: version, after: &previous) else { return nil }
                guard entry.stage == 0, entry.mode & 0o170000 == 0o100000 else { continue }
                files.append((String(decoding: entry.path, as: UTF8.self), entry.id))
            }
            return files
        }
    }
}
