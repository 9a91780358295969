import FileAccess

/// `#import` and `#include` lines that name a renamed header, rewritten to its new name: the
/// quoted and the angle forms, and `@import Kit.Header;` (a framework's submodule per header),
/// in every Objective-C and C file of the tree (bridging and prefix headers too). Xcode's header maps find a header by its name, so `#import "Old.h"` names a
/// header anywhere in the project; an import by a path keeps leading to the header.
public enum HeaderImports {
    /// The files that can import a header.
    static let importingExtensions: Set<String> = ["h", "m", "mm", "pch", "c", "cpp", "cc", "hpp"]

    /// Whether a file can import a header (and so be one whose imports a move changes).
    public static func isImporting(_ path: String) -> Bool {
        importingExtensions.contains(ProjectPath.extensionOf(path).lowercased())
    }

    /// Every file under `root` that can import a header, skipping dependencies' folders, sorted.
    public static func importingFiles(under root: String) -> [String] {
        var found: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            for name in XcodeProjects.entries(of: folder) where !name.hasPrefix(".") {
                let path = ProjectPath.join(folder, name)
                switch FileAccessKind.of(path) {
                case .directory where !XcodeProjects.skippedFolders.contains(name) && !name.hasSuffix(".xcodeproj"):
                    pending.append(path)
                case .file where importingExtensions.contains(ProjectPath.extensionOf(name).lowercased()):
                    found.append(path)
                default:
                    break
                }
            }
        }
        return found.sorted()
    }

    /// The files a move touches: `moves` (paths from the same root as `file`), every file
    /// that existed before the moves (`files`), header names more than one header has
    /// (`ambiguous`: an import by such a name alone may mean another header and is left as it is).
    public struct Moves: Sendable {
        let moves: [(old: String, new: String)]
        let files: Set<String>
        let ambiguous: Set<String>

        public init(_ moves: [(old: String, new: String)], files: Set<String>, ambiguous: Set<String>) {
            self.moves = moves.map { (ProjectPath.join("", $0.old), ProjectPath.join("", $0.new)) }
            self.files = files
            self.ambiguous = ambiguous
        }

        func after(_ path: String) -> String { moves.first { $0.old == path }?.new ?? path }
    }

    /// `text` (of `file`, before the moves) with every import of a moved header naming its new
    /// path, and, when `file` itself moves, its imports by a path from its folder still leading
    /// to their headers; nil when no line changes.
    public static func rewrite(_ text: [UInt8], in file: String, _ moves: Moves) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var changed = false
        var start = 0
        while start < text.count {
            var end = start
            while end < text.count, text[end] != 10 { end += 1 }
            let line = Array(text[start..<end])
            if let spec = importedPath(in: line), let replacement = renamed(String(decoding: line[spec], as: UTF8.self), in: file, moves) {
                result += line[..<spec.lowerBound] + Array(replacement.utf8) + line[spec.upperBound...]
                changed = true
            } else if let name = importedSubmodule(in: line), let replacement = renamedSubmodule(String(decoding: line[name], as: UTF8.self), moves) {
                result += line[..<name.lowerBound] + Array(replacement.utf8) + line[name.upperBound...]
                changed = true
            } else {
                result += line
            }
            if end < text.count { result.append(10) }
            start = end + 1
        }
        return changed ? result : nil
    }

    /// The range of the header path in `#import "…"`, `#include <…>` (spaces allowed after `#`).
    static func importedPath(in line: [UInt8]) -> Range<Int>? {
        var index = 0
        func skipSpaces() { while index < line.count, line[index] == 32 || line[index] == 9 { index += 1 } }
        skipSpaces()
        guard index < line.count, line[index] == UInt8(ascii: "#") else { return nil }
        index += 1
        skipSpaces()
        let directive = line[index...].prefix { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || $0 == UInt8(ascii: "_") }
        guard ["import", "include"].contains(String(decoding: directive, as: UTF8.self)) else { return nil }
        index += directive.count
        skipSpaces()
        guard index < line.count else { return nil }
        let close: UInt8
        switch line[index] {
        case UInt8(ascii: "\""): close = UInt8(ascii: "\"")
        case UInt8(ascii: "<"): close = UInt8(ascii: ">")
        default: return nil
        }
        let from = index + 1
        guard let to = line[from...].firstIndex(of: close), to > from else { return nil }
        return from..<to
    }

    /// The range of the last name in `@import Kit.Header;`: a framework module's submodule, one
    /// per header (Clang's `module * { export * }`), named as the header without `.h`. A module
    /// alone (`@import Kit;`) names no header.
    static func importedSubmodule(in line: [UInt8]) -> Range<Int>? {
        var index = 0
        func skipSpaces() { while index < line.count, line[index] == 32 || line[index] == 9 { index += 1 } }
        func isNamePart(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_")
        }
        skipSpaces()
        let keyword = Array("@import".utf8)
        guard line.count > index + keyword.count, Array(line[index..<index + keyword.count]) == keyword,
              line[index + keyword.count] == 32 || line[index + keyword.count] == 9 else { return nil }
        index += keyword.count
        var last: Range<Int>?, names = 0
        repeat {
            if names > 0 { index += 1 }
            skipSpaces()
            let start = index
            while index < line.count, isNamePart(line[index]) { index += 1 }
            guard index > start else { return nil }
            last = start..<index
            names += 1
            skipSpaces()
        } while index < line.count && line[index] == UInt8(ascii: ".")
        guard names > 1, index < line.count, line[index] == UInt8(ascii: ";") else { return nil }
        return last
    }

    /// The submodule's new name when its header was renamed (and no other header has the old name).
    static func renamedSubmodule(_ name: String, _ moves: Moves) -> String? {
        let header = name + ".h"
        guard !moves.ambiguous.contains(header),
              let move = moves.moves.first(where: { ProjectPath.name(of: $0.old) == header && $0.old != $0.new }) else { return nil }
        let newName = ProjectPath.name(of: move.new)
        guard newName.hasSuffix(".h") else { return nil }
        let renamed = String(newName.dropLast(2))
        return renamed == name || renamed.isEmpty ? nil : renamed
    }

    /// The new spelling of an imported path: a path from the importing file's folder leads
    /// from its new folder to the header's new place; a header's name alone (found through
    /// Xcode's header map) becomes its new name unless another header has the name; a path from
    /// a search path's folder keeps that folder; a framework's `<Kit/Old.h>` gets the new name.
    static func renamed(_ spec: String, in importer: String, _ moves: Moves) -> String? {
        let parts = spec.split(separator: "/").map(String.init)
        guard let name = parts.last else { return nil }
        let importer = ProjectPath.join("", importer)
        var result: String?
        let resolved = ProjectPath.join(ProjectPath.folder(of: importer), spec)
        if parts.count > 1, moves.files.contains(resolved) {
            result = ProjectPath.climbing(moves.after(resolved), from: ProjectPath.folder(of: moves.after(importer)))
        } else if let move = moves.moves.first(where: { ProjectPath.name(of: $0.old) == name && $0.old != $0.new }) {
            let newName = ProjectPath.name(of: move.new)
            if parts.count == 1 {
                result = moves.ambiguous.contains(name) ? nil : newName
            } else if move.old.hasSuffix("/" + spec), let inBase = ProjectPath.relative(move.new, to: String(move.old.dropLast(spec.count + 1))) {
                result = inBase
            } else {
                result = moves.ambiguous.contains(name) ? nil : (parts.dropLast() + [newName]).joined(separator: "/")
            }
        }
        return result == spec ? nil : result
    }
}

/// A path's kind, for walking a tree without following links.
enum FileAccessKind {
    case file, directory, other

    static func of(_ path: String) -> FileAccessKind {
        switch FileAccess.kind(path) {
        case .regularFile: return .file
        case .directory: return .directory
        default: return .other
        }
    }
}
