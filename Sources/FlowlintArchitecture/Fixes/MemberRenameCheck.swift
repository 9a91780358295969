import FlowlintCore
import SwiftSyntax

/// When a member rename is sure: the name means the renamed members and nothing else the
/// project declares, and the new name is free in the types that get it.
extension MemberRename {
    /// Why the rename is not sure (naming the blocker's file and line), or nil when it is.
    func blocker(_ files: [SwiftSource], _ context: FixContext) -> LocalizedText? {
        let targets = Set(requests.map(\.new))
        guard targets.count == 1 else {
            let names = targets.sorted().map { "`\($0)`" }.joined(separator: ", ")
            return LocalizedText(ru: "`\(old)` должно стать разными именами: \(names)", en: "`\(old)` would become several names: \(names)")
        }
        let requested = Set(requests.compactMap { request in
            files.first { $0.path == request.path }.map { "\(request.path)#\($0.lines.offset(request.position))" }
        })
        let types = Set(requests.map(\.type))
        let declarations = files.flatMap { MemberDeclarationCollector.collect([old, new], in: $0) }
        for declaration in declarations where declaration.name == old && !requested.contains("\(declaration.path)#\(declaration.range.lowerBound)") {
            let place = "\(declaration.path):\(declaration.line)"
            guard let owner = declaration.owner else {
                return LocalizedText(ru: "в \(place) объявлен глобальный `\(old)`", en: "a global `\(old)` is declared at \(place)")
            }
            // Another type's or protocol's `old` stays; it blocks only through a use that could be either (below).
            guard scope.contains(owner), !(declaration.ownerIsProtocol && protocols.contains(owner)) else { continue }
            if types.contains(owner) {
                return LocalizedText(ru: "в \(owner) есть ещё один `\(old)` (\(place))", en: "\(owner) declares another `\(old)` at \(place)")
            }
            return LocalizedText(ru: "`\(old)` объявлен и в \(owner) (\(place)), который не переименовывается",
                                 en: "\(owner) also declares `\(old)` at \(place) and is not renamed")
        }
        if let conformance { return conformance }
        if let taken = declarations.first(where: { $0.name == new && $0.owner.map(scope.contains) == true }), let owner = taken.owner {
            return LocalizedText(ru: "в \(owner) уже есть `\(new)` (\(taken.path):\(taken.line))",
                                 en: "\(owner) already has `\(new)` at \(taken.path):\(taken.line)")
        }
        if let undecided = undecided(files) { return undecided }
        if let exposed = Self.exposedByName(requests, files) {
            return LocalizedText(ru: "\(exposed.attribute) у `\(old)` (\(exposed.place)): по имени его находят storyboard, xib или рантайм Objective-C",
                                 en: "`\(old)` is \(exposed.attribute) at \(exposed.place): storyboards, xibs or the Objective-C runtime find it by name")
        }
        return Self.objcBlocker(old, context)
    }

    /// A `.old` whose base's type can't be told while another type declares `old`: it may be
    /// that type's member.
    private func undecided(_ files: [SwiftSource]) -> LocalizedText? {
        guard let other = others.first, let owner = other.owner else { return nil }
        for source in files {
            guard let use = MemberUseCollector.collect(self, in: source).unknown.first else { continue }
            return LocalizedText(
                ru: "тип `\(use.base)` в \(use.place) не виден из кода, а `\(old)` объявлен и в \(owner) (\(other.path):\(other.line))",
                en: "the type of `\(use.base)` at \(use.place) can't be told, and \(owner) also declares `\(old)` at \(other.path):\(other.line)")
        }
        return nil
    }

    /// An Objective-C use of the name, as a blocker.
    static func objcBlocker(_ name: String, _ context: FixContext) -> LocalizedText? {
        objcUse(of: name, context).map { use in
            LocalizedText(ru: "`\(name)` встречается в Objective-C (\(use)): такие места переименовываются вручную",
                          en: "Objective-C uses `\(name)` at \(use): rename it by hand there")
        }
    }

    /// A requested property marked `@IBOutlet`, `@objc` or `dynamic`: what names it in a
    /// storyboard or a key path string would not follow the rename.
    static func exposedByName(_ requests: [MemberRenameRequest], _ files: [SwiftSource]) -> (attribute: String, place: String)? {
        for request in requests {
            guard let source = files.first(where: { $0.path == request.path }),
                  let variable = source.node(at: request.position, VariableDeclSyntax.self) else { continue }
            let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            if let attribute = attributes.first(where: { ["IBOutlet", "objc", "NSManaged", "IBInspectable"].contains($0) }) {
                return ("@" + attribute, "\(request.path):\(request.position.line)")
            }
            if variable.modifiers.contains(where: { $0.name.text == "dynamic" }) { return ("dynamic", "\(request.path):\(request.position.line)") }
        }
        return nil
    }

    /// The first Objective-C line with `name` as a word (`presenter`, `_presenter`, `.presenter`):
    /// a Swift member can be reached from there, and the scanner can't tell by whom.
    static func objcUse(of name: String, _ context: FixContext) -> String? {
        wordUse(of: name, in: context.objcPaths(mentioning: name).sorted(), context)
    }

    /// The first line of those files with `name` as a word.
    static func wordUse(of name: String, in paths: [String], _ context: FixContext) -> String? {
        let bytes = Array(name.utf8)
        for path in paths {
            guard let lines = context.lines(path) else { continue }
            var offset = 0
            while let found = lines.bytes[offset...].firstRange(of: bytes) {
                let before = found.lowerBound > 0 ? lines.bytes[found.lowerBound - 1] : 0x20
                let after = found.upperBound < lines.bytes.count ? lines.bytes[found.upperBound] : 0x20
                if !isWordByte(before) || before == UInt8(ascii: "_"), !isWordByte(after) {
                    let line = lines.lineNumber(at: found.lowerBound)
                    return "\(path):\(line)"
                }
                offset = found.upperBound
            }
        }
        return nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
