import FlowlintCore

/// What `--fix` does with the renames the findings ask for: nothing (the library's default),
/// print them (`protocols --fix`), or apply the sure ones (`--fix-renames`).
public enum IdentifierRenames: Sendable {
    case off, print, apply
}

/// Project-wide renames of `viper-references` properties and `viper-module-name` types: each
/// name renamed everywhere at once when it is sure (`blocker`), and only if every edited file
/// still parses; otherwise nothing of it changes and a note says why.
struct IdentifierRenamer {
    let mode: IdentifierRenames

    struct Result {
        var notes: [LocalizedText] = []
        var changed = false
        /// The new names of the types this handled (printed, applied or refused with a reason).
        var types: Set<String> = []
    }

    /// One rename to make: what it is, where declared, its edits, or why not.
    private struct Candidate {
        let what: String
        let new: String
        let declared: String
        let blocker: LocalizedText?
        let edits: () -> (declarations: [TextEdit], uses: [TextEdit])
        /// Said after the note of a rename made.
        var caveat: LocalizedText?
    }

    func run(_ findings: [Finding], _ state: inout FixState) -> Result {
        var result = Result()
        guard mode != .off else { return result }
        // One context (and one parse of each file) until a rename changes the files.
        var context = state.context()
        renameMembers(findings, &state, &context, &result)
        renameTypes(findings, &state, &context, &result)
        return result
    }

    private func renameMembers(_ findings: [Finding], _ state: inout FixState, _ context: inout FixContext, _ result: inout Result) {
        let (requests, objc) = MemberRenameRequest.from(findings, context)
        renameObjCMembers(objc, &state, &context, &result)
        for (_, group) in Dictionary(grouping: requests, by: \.old).sorted(by: { $0.key < $1.key }) {
            let files = Self.sources(naming: [group[0].old, group[0].new], state, context)
            let rename = MemberRename(requests: group, files: files, context)
            let candidate = Candidate(what: group.map { "\($0.type).\(rename.old)" }.sorted().joined(separator: ", "), new: rename.new,
                                      declared: group.map { "\($0.path):\($0.position.line)" }.sorted().joined(separator: ", "),
                                      blocker: rename.blocker(files, context), edits: { rename.edits(files) })
            guard make(candidate, &state, &result) else { continue }
            context = state.context()
            result.notes += group.filter(\.cannotBeWeak).map { request in
                LocalizedText(ru: "\(request.type).\(rename.new) не может быть weak: его тип — протокол без `: AnyObject`",
                              en: "\(request.type).\(rename.new) can't be weak: its type is a protocol not bound to AnyObject")
            }
        }
    }

    /// Objective-C properties, one finding at a time; a property the scanner doesn't place is printed.
    private func renameObjCMembers(_ findings: [Finding], _ state: inout FixState, _ context: inout FixContext, _ result: inout Result) {
        for finding in findings {
            guard let rename = ObjCMemberRename(finding, context) else {
                result.notes.append(Self.objcNote(finding))
                continue
            }
            let candidate = Candidate(what: "\(rename.type).\(rename.old)", new: rename.new, declared: "\(rename.path):\(rename.line)",
                                      blocker: rename.blocker(context), edits: { [context] in
                                          let edits = rename.edits(context)
                                          let declaration = edits.filter { $0.path == rename.path && context.lines(rename.path)?.lineNumber(at: $0.range.lowerBound) == rename.line }
                                          return (declaration, edits.filter { !declaration.contains($0) })
                                      })
            if make(candidate, &state, &result) { context = state.context() }
        }
    }

    private func renameTypes(_ findings: [Finding], _ state: inout FixState, _ context: inout FixContext, _ result: inout Result) {
        for plan in findings.compactMap(RenamePlan.init) {
            guard let type = plan.type, !result.types.contains(type.newName) else { continue }
            guard type.path.hasSuffix(".swift") else {
                result.types.insert(type.newName)
                result.notes.append(LocalizedText(
                    ru: "тип Objective-C не переименовывается (\(type.path):\(type.line)): переименуйте его в \(type.newName) и все его упоминания вручную",
                    en: "Objective-C types are renamed by hand (\(type.path):\(type.line)): rename it to \(type.newName), and every use of it"))
                continue
            }
            guard let rename = TypeRename(plan, context) else {
                // Already named so (only its file is left to move): nothing to say about the type.
                if context.swiftFacts[type.path]?.declaredNames.contains(type.newName) == true { result.types.insert(type.newName) }
                continue
            }
            result.types.insert(type.newName)
            let files = Self.sources(naming: [rename.old, rename.new], state, context)
            let candidate = Candidate(what: rename.old, new: rename.new, declared: "\(type.path):\(type.line)",
                                      blocker: rename.blocker(files, context), edits: {
                                          var edits = rename.edits(files)
                                          let declaration = edits.firstIndex { $0.path == type.path }.map { edits.remove(at: $0) }
                                          return (declaration.map { [$0] } ?? [], edits)
                                      }, caveat: rename.caveat)
            if make(candidate, &state, &result) { context = state.context() }
        }
    }

    /// Prints, refuses or applies one rename; true when applied.
    private func make(_ candidate: Candidate, _ state: inout FixState, _ result: inout Result) -> Bool {
        let (what, new) = (candidate.what, candidate.new)
        if let blocker = candidate.blocker {
            result.notes.append(LocalizedText(ru: "не переименовано: \(what) → `\(new)`: \(blocker.ru)", en: "not renamed: \(what) → `\(new)`: \(blocker.en)"))
            return false
        }
        let (declarations, uses) = candidate.edits()
        let files = Set(uses.map(\.path)).count
        let counted = LocalizedText(ru: "\(what) → `\(new)` (\(candidate.declared)), использований: \(uses.count), файлов: \(files)",
                                    en: "\(what) → `\(new)` (\(candidate.declared)), \(uses.count) uses in \(files) files")
        guard mode == .apply else {
            result.notes.append(LocalizedText(ru: "переименование (не применено, есть --fix-renames): \(counted.ru)",
                                              en: "rename (not applied; --fix-renames applies it): \(counted.en)"))
            return false
        }
        if let locked = Set((declarations + uses).map(\.path)).sorted().first(where: { !state.mayWrite($0) }) {
            result.notes.append(LocalizedText(ru: "не переименовано: \(what) → `\(new)`: \(locked) менять нельзя (ссылка, подмодуль или файл вне проекта), ничего не изменено",
                                              en: "not renamed: \(what) → `\(new)`: \(locked) may not be written (a link, a submodule or outside the project), nothing changed"))
            return false
        }
        if let broken = Self.unparsable(declarations + uses, state) {
            result.notes.append(LocalizedText(ru: "не переименовано: \(what) → `\(new)`: \(broken) перестал бы разбираться, ничего не изменено",
                                              en: "not renamed: \(what) → `\(new)`: \(broken) would not parse, nothing changed"))
            return false
        }
        result.changed = !state.apply([declarations + uses]).isEmpty || result.changed
        result.notes.append(LocalizedText(ru: "переименовано: \(counted.ru)", en: "renamed: \(counted.en)"))
        if let caveat = candidate.caveat { result.notes.append(caveat) }
        return true
    }

    /// The Swift files whose text holds one of the names, parsed: no other file can be touched
    /// by the rename or block it.
    private static func sources(naming names: [String], _ state: FixState, _ context: FixContext) -> [SwiftSource] {
        state.swiftFacts.map(\.path).filter { path in
            guard let text = context.text(path) else { return false }
            return names.contains { text.utf8.firstRange(of: $0.utf8) != nil }
        }.compactMap(context.swift)
    }

    /// The first file the edits would stop parsing, if any.
    static func unparsable(_ edits: [TextEdit], _ state: FixState) -> String? {
        for (path, edits) in Dictionary(grouping: edits, by: \.path).sorted(by: { $0.key < $1.key }) {
            let old = state.text(path)
            if FixState.breaksParsing(old: old, new: TextEdit.apply(edits, to: old ?? "")) { return path }
        }
        return nil
    }

    private static func objcNote(_ finding: Finding) -> LocalizedText {
        var place = ""
        if case .file(let path, let line, _) = finding.location { place = "\(path):\(line)" }
        let new = MemberRenameRequest.newName(finding) ?? ""
        return LocalizedText(ru: "переименование в Objective-C не применяется (\(place)): свойство, `_`-переменную и сеттер переименуйте в `\(new)` вручную",
                             en: "Objective-C renames are printed only (\(place)): rename the property, its `_` ivar and setter to `\(new)` by hand")
    }
}
