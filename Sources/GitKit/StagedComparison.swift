import CLibGit2
import Platform

/// The index compared with HEAD's tree through the index's cache of trees: HEAD's trees are read
/// only where the cache doesn't prove a folder unchanged. Gives what `git_diff_tree_to_index`
/// gives (added, modified, type-changed and conflicted paths; not deleted ones), in index order.
struct StagedComparison {
    private let repository: OpaquePointer
    /// HEAD's files in the folders read, by path: their blob id and mode.
    /// Keys are the paths' bytes: git's paths are bytes, and String's == would take a
    /// decomposed `é` for a composed one.
    private var headFiles: [[UInt8]: (id: [UInt8], mode: UInt32)] = [:]
    /// Folders whose staged tree is HEAD's.
    private var unchanged: Set<[UInt8]> = []
    /// HEAD's subtrees looked up (tests check that proven folders are not).
    private(set) var treesRead = 0
    /// Deeper folders (a crafted repository; git itself refuses past 4,096) are left to
    /// libgit2's comparison, which doesn't recurse.
    static let depthLimit = 1024

    /// Nil when the index has no usable cache of trees, or holds entries the cache does not
    /// account for (intent to add): the caller then compares every entry.
    static func stagedPaths(repository: OpaquePointer, index: OpaquePointer, headTree: OpaquePointer) -> [String]? {
        compare(repository: repository, index: index, headTree: headTree)?.paths
    }

    static func compare(repository: OpaquePointer, index: OpaquePointer, headTree: OpaquePointer) -> (paths: [String], treesRead: Int)? {
        // A case-insensitive index matches paths as libgit2's comparison does, not by bytes.
        guard git_index_caps(index) & Int32(GIT_INDEX_CAPABILITY_IGNORE_CASE.rawValue) == 0,
              let path = git_index_path(index), let checksum = git_index_checksum(index),
              let cache = IndexTreeCache.read(indexFile: String(cString: path), checksum: ObjectID(checksum.pointee).withBytes { Array($0) })
        else { return nil }
        var comparison = StagedComparison(repository: repository)
        guard comparison.read(headTree, folder: "", cached: cache.root), let paths = comparison.changed(index) else { return nil }
        return (paths, comparison.treesRead)
    }

    private init(repository: OpaquePointer) {
        self.repository = repository
    }

    /// HEAD's tree at `folder`: proven unchanged by the cache, or its files noted and its
    /// subfolders read the same way. False when a tree can't be read.
    private mutating func read(_ tree: OpaquePointer, folder: String, cached: IndexTreeCache.Folder?, depth: Int = 0) -> Bool {
        guard depth < Self.depthLimit else { return false }
        if let id = cached?.tree, let own = git_tree_id(tree), ObjectID(own.pointee).withBytes({ $0.elementsEqual(id) }) {
            unchanged.insert(Array(folder.utf8))
            return true
        }
        for position in 0..<git_tree_entrycount(tree) {
            guard let entry = git_tree_entry_byindex(tree, position), let name = git_tree_entry_name(entry),
                  let id = git_tree_entry_id(entry) else { return false }
            let entryName = String(cString: name)
            let path = folder.isEmpty ? entryName : folder + "/" + entryName
            guard git_tree_entry_type(entry) == GIT_OBJECT_TREE else {
                headFiles[Array(path.utf8)] = (ObjectID(id.pointee).withBytes { Array($0) }, git_tree_entry_filemode(entry).rawValue)
                continue
            }
            // Compared by the entry's id: a proven folder's tree is never read.
            let subfolder = cached?.subfolders[entryName]
            if let proven = subfolder?.tree, ObjectID(id.pointee).withBytes({ $0.elementsEqual(proven) }) {
                unchanged.insert(Array(path.utf8))
                continue
            }
            var subtree: OpaquePointer?
            guard git_tree_lookup(&subtree, repository, id) == 0, let subtree else { return false }
            treesRead += 1
            defer { git_tree_free(subtree) }
            guard read(subtree, folder: path, cached: subfolder, depth: depth + 1) else { return false }
        }
        return true
    }

    /// The index's entries that differ from HEAD, skipping those in unchanged folders (checked
    /// once per run of entries in the same folder). Nil on an intent-to-add entry: git leaves
    /// those out of its trees, so the cache can't speak for them.
    private func changed(_ index: OpaquePointer) -> [String]? {
        var paths: [String] = []
        var lastFolder: [UInt8]?
        var lastFolderUnchanged = false
        for position in 0..<git_index_entrycount(index) {
            guard let entry = git_index_get_byindex(index, position)?.pointee, let cPath = entry.path else { continue }
            if entry.flags_extended & UInt16(GIT_INDEX_ENTRY_INTENT_TO_ADD.rawValue) != 0 { return nil }
            let path = UnsafeBufferPointer(start: UnsafeRawPointer(cPath).assumingMemoryBound(to: UInt8.self), count: strlen(cPath))
            let folder = path[..<(path.lastIndex(of: UInt8(ascii: "/")) ?? 0)]
            if lastFolder.map({ !$0.elementsEqual(folder) }) ?? true {
                (lastFolder, lastFolderUnchanged) = (Array(folder), isUnchanged(Array(folder)))
            }
            if lastFolderUnchanged { continue }
            let stage = (entry.flags >> 12) & 0x3
            let head = headFiles[Array(path)]
            if stage != 0 || head == nil || head?.mode != entry.mode || ObjectID(entry.id).withBytes({ !$0.elementsEqual(head?.id ?? []) }) {
                let changed = String(decoding: path, as: UTF8.self)
                if paths.last.map({ !$0.utf8.elementsEqual(changed.utf8) }) ?? true { paths.append(changed) }
            }
        }
        return paths
    }

    /// Whether `folder` or a folder above it is proven unchanged.
    private func isUnchanged(_ folder: [UInt8]) -> Bool {
        var current = folder[...]
        while true {
            if unchanged.contains(Array(current)) { return true }
            guard !current.isEmpty else { return false }
            current = current[..<(current.lastIndex(of: UInt8(ascii: "/")) ?? current.startIndex)]
        }
    }
}
