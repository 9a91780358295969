import ArgumentParser
import FlowlintArchitecture

extension ModuleTemplate.Kind: ExpressibleByArgument {}
extension ModuleTemplate.Language: ExpressibleByArgument {}

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create an MVP or VIPER module whose files pass every rule.")

    @OptionGroup var global: GlobalOptions

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

    func run() throws {
        let invocation = try Invocation(global)
        let files = try NewModule.files(kind, name: name, language: language)
        if group != nil, target.isEmpty {
            throw Failure.usage(ru: "--group работает вместе с --target: добавьте --target", en: "--group goes with --target: add --target")
        }
        let project = target.isEmpty ? nil : try NewModuleProject(invocation, targets: target, group: group, path: path)
        let base = project?.base ?? path.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        let edited = try project?.edited(adding: files.map { base + $0.path })
        let taken = files.map { base + $0.path }.filter(Files.exists)
        guard taken.isEmpty else {
            throw Failure.usage(
                ru: "не перезаписываю: уже есть \(taken.joined(separator: ", "))",
                en: "not overwriting: \(taken.joined(separator: ", ")) already exist")
        }
        for file in files {
            let target = base + file.path
            let folder = String(target[..<(target.lastIndex(of: "/") ?? target.startIndex)])
            guard Files.createDirectories(folder), Files.createNew(Array(file.text.utf8), at: target) else {
                throw Failure.unreadable(ru: "не удаётся создать \(target): проверьте права на папку",
                                         en: "cannot create \(target): check the folder's permissions")
            }
            Terminal.out((invocation.language == .ru ? "создан " : "created ") + target)
        }
        if let project, let edited {
            guard Files.writeAtomically(edited.bytes, to: edited.path) else {
                throw Failure.unreadable(ru: "не удаётся записать \(edited.path): проверьте права на папку",
                                         en: "cannot write \(edited.path): check the folder's permissions")
            }
            let targets = self.target.joined(separator: ", ")
            Terminal.out(invocation.language == .ru ? "добавлен в проект \(project.shownProject), цели: \(targets)"
                                                    : "added to the project \(project.shownProject), targets: \(targets)")
        }
    }
}

/// The templates' refusals as the command line's sentences.
enum NewModule {
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
