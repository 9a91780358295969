import Foundation
import TestSupport

extension TemporaryRepository {
    /// Every file of the git directory with its bytes: refs, packed refs, config, reflogs, HEAD,
    /// ORIG_HEAD and objects. Equal snapshots mean nothing was written.
    func gitDirectorySnapshot() throws -> [String: Data] {
        let gitDirectory = try git("rev-parse", "--absolute-git-dir")
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: gitDirectory)
        while let relative = enumerator?.nextObject() as? String {
            let full = gitDirectory + "/" + relative
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: full) ?? Data()
            }
        }
        return files
    }

    /// The current branch's short name.
    func currentBranch() throws -> String {
        try git("symbolic-ref", "--short", "HEAD")
    }

    /// A message file in the scratch folder with exactly these bytes.
    func messageFile(_ bytes: [UInt8]) throws -> String {
        let path = scratch("MSG-\(UUID().uuidString)")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func bytes(at path: String) -> [UInt8] {
        FileManager.default.contents(atPath: path).map { Array($0) } ?? []
    }
}
