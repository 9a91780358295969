import ArgumentParser
import FileAccess
import FlowlintArchitecture
import FlowlintCore

extension ModuleTemplate.Kind: ExpressibleByArgument {}
extension ModuleTemplate.Language: ExpressibleByArgument {}

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create an MVP or VIPER module whose files pass every rule.")

    @OptionGroup var place: PlaceOptions

    /// Read as text: `--lang objc` is a slip for `--language objc`, and is told so.
    @Option(name: .long, help: "Language of messages: ru or en (the module's own language is --language).")
    var lang: String?

    @Argument(help: "mvp or viper.")
    var kind: ModuleTemplate.Kind

    @Argument(help: "The module's name, e.g. PostList (no Module suffix).")
    var name: String

    @Option(name: .long, help: "swift or objc (VIPER only).")
    var language: ModuleTemplate.Language = .swift

    @Option(name: .long, help: "The folder to create the module in (default: the current one).")
    var path: String?

    @Option(name: .long, help: "A target of the Xcode project to add the module's files to (repeatable), as Generamba does.")
    var target: [String] = []

    @Option(name: .long, help: "With --target: the project's group for the module (as in Xcode's navigator, e.g. App/Modules); its folder is where the files go unless --path says otherwise.")
    var group: String?

    func validate() throws {
        guard let lang, Language(rawValue: lang) == nil else { return }
        if ModuleTemplate.Language(rawValue: lang) != nil {
            throw ValidationError("--lang is the language of messages (ru or en): for a module in \(lang) use --language \(lang)")
        }
        throw ValidationError("--lang takes ru or en")
    }

    func run() throws {
        let invocation = try Invocation(RunOptions(directory: place.directory, config: place.config, language: lang.flatMap(Language.init(rawValue:))))
        let files = try NewModule.files(kind, name: name, language: language)
        if group != nil, target.isEmpty {
            throw Failure.usage(ru: "--group работает вместе с --target: добавьте --target", en: "--group goes with --target: add --target")
        }
        // Before the project is read: a killed run's journal may still change it.
        try FixJournal.recover(invocation, paths: [])
        let project = target.isEmpty ? nil : try NewModuleProject(invocation, targets: target, group: group, path: path)
        let base = project?.base ?? path.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        let created = files.map { base + $0.path }
        let edited = try project?.edited(adding: created)
        let taken = created.filter(NewModule.isTaken)
        guard taken.isEmpty else {
            throw Failure.usage(
                ru: "не перезаписываю: уже есть \(taken.joined(separator: ", "))",
                en: "not overwriting: \(taken.joined(separator: ", ")) already exist")
        }
        // All the files and the project or nothing: a name taken meanwhile stops the module
        // before any file appears.
        var transaction = FixJournal.transaction(invocation, paths: [])
        for (file, path) in zip(files, created) { transaction.create(path, with: Array(file.text.utf8)) }
        if let edited { transaction.replace(edited.path, with: edited.bytes) }
        let conflicts = try FixJournal.commit(transaction)
        for path in created { Terminal.out((invocation.language == .ru ? "создан " : "created ") + path) }
        if let project {
            let targets = target.joined(separator: ", ")
            Terminal.out(invocation.language == .ru ? "добавлен в проект \(project.shownProject), цели: \(targets)"
                                                    : "added to the project \(project.shownProject), targets: \(targets)")
        }
        for conflict in conflicts { Terminal.error(conflict.text(invocation.language)) }
    }
}

/// The templates' refusals as the command line's sentences.
enum NewModule {
    /// Something is at the name (a dangling link too), or a folder it needs is something else.
    static func isTaken(_ path: String) -> Bool {
        guard FileAccess.kind(path) == .missing else { return true }
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
            folder = folder[..<slash]
            let kind = FileAccess.kind(String(folder))
            if kind == .missing { continue }
            return !Files.isDirectory(String(folder))
        }
        return false
    }

    static func files(_ kind: ModuleTemplate.Kind, name: String, language: ModuleTemplate.Language) throws -> [ModuleTemplate.File] {
        do {
            return try ModuleTemplate.files(kind, name: name, language: language)
        } catch .badName {
            throw Failure.usage(
                ru: "имя модуля «\(name)»: нужны латинские буквы и цифры с заглавной первой, без суффикса Module (например, PostList)",
                en: "module name \"\(name)\": use letters and digits starting with a capital, without a Module suffix (e.g. PostList)")
        } catch .mvpIsSwiftOnly {
            throw Failure.usage(ru: "модули MVP пишутся на Swift: уберите --language objc",
                                en: "MVP modules are Swift: drop --language objc")
        }
    }
}
