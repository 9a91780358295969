/// `flowlint new`: a module's files in the seeds' shapes, which pass every rule.
public enum ModuleTemplate {
    public enum Kind: String, CaseIterable, Sendable { case mvp, viper }
    public enum Language: String, CaseIterable, Sendable { case swift, objc }

    public struct File: Sendable, Equatable {
        /// Relative to the folder the module is created in.
        public let path: String
        public let text: String
    }

    public enum Problem: Error, Equatable {
        /// Not an upper-camel-case identifier, or one ending in `Module` (viper-module-name).
        case badName
        /// MVP's conventions are Swift's (the seed's protocols file).
        case mvpIsSwiftOnly
    }

    public static func files(_ kind: Kind, name: String, language: Language) throws(Problem) -> [File] {
        guard isModuleName(name) else { throw .badName }
        switch (kind, language) {
        case (.mvp, .swift): return MVPTemplate.files(name)
        case (.mvp, .objc): throw .mvpIsSwiftOnly
        case (.viper, .swift): return ViperSwiftTemplate.files(name)
        case (.viper, .objc): return ViperObjCTemplate.files(name)
        }
    }

    /// `PostList`: letters and digits, a capital first, no `Module` suffix.
    public static func isModuleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first), name.count <= 64 else { return false }
        let valid = name.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        return valid && !name.hasSuffix("Module")
    }
}
