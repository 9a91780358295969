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

    func run() throws {
        let invocation = try Invocation(global)
        let files = try NewModule.files(kind, name: name, language: language)
        let base = path.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
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
