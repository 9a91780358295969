import ArgumentParser
import FlowlintArchitecture
import FlowlintCore
import GitKit

struct HooksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hooks",
        abstract: "Install, remove or show flowlint's git hooks (commit-msg, prepare-commit-msg, pre-push, pre-commit).",
        subcommands: [Install.self, Uninstall.self, Status.self])

    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Install the hooks, keeping and chaining any existing ones; pre-commit too where there is Swift or Objective-C.")
        @OptionGroup var global: GlobalOptions
        @Flag(name: .customLong("no-pre-commit"), help: "Leave out the pre-commit hook (the architecture of staged files).")
        var noPreCommit = false

        func run() throws {
            let (invocation, installer) = try HooksCommand.installer(global)
            var names = HookInstaller.hookNames
            if !noPreCommit, try HooksCommand.hasSources(invocation.repository()) { names.append(HookInstaller.sourceHookName) }
            HooksCommand.print(try installer.install(names), installer, invocation.language) { before in
                switch before {
                case .foreign: return ("установлен; прежний хук сохранён и запускается первым", "installed; the existing hook is kept and runs first")
                case .installed: return ("обновлён", "updated")
                case .missing: return ("установлен", "installed")
                }
            }
        }
    }

    struct Uninstall: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove the hooks and restore the ones they chained.")
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let (invocation, installer) = try HooksCommand.installer(global)
            HooksCommand.print(try installer.uninstall(), installer, invocation.language) { before in
                switch before {
                case .installed(true): return ("удалён, прежний хук восстановлен", "removed, the previous hook restored")
                case .installed(false): return ("удалён", "removed")
                case .foreign: return ("не flowlint, оставлен как есть", "not flowlint's, left alone")
                case .missing: return ("не установлен", "not installed")
                }
            }
        }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show which hooks are installed.")
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let (invocation, installer) = try HooksCommand.installer(global)
            for name in HookInstaller.allHookNames {
                let ru: String, en: String
                switch installer.state(of: name) {
                case .installed(true): ru = "flowlint (с прежним хуком)"; en = "flowlint (chaining the previous hook)"
                case .installed(false): ru = "flowlint"; en = "flowlint"
                case .foreign: ru = "чужой хук, flowlint не установлен"; en = "someone else's hook, flowlint not installed"
                case .missing: ru = "нет"; en = "none"
                }
                Terminal.out("\(name): " + (invocation.language == .ru ? ru : en))
            }
        }
    }

    /// One line per hook: its path and what happened, in the user's language.
    static func print(
        _ results: [(String, HookInstaller.State)], _ installer: HookInstaller, _ language: Language,
        describe: (HookInstaller.State) -> (ru: String, en: String)
    ) {
        for (name, before) in results {
            let text = describe(before)
            Terminal.out("\(installer.directory)/\(name): " + (language == .ru ? text.ru : text.en))
        }
    }

    /// Whether the index holds Swift or Objective-C files (then pre-commit has work to do).
    static func hasSources(_ repository: Repository) -> Bool {
        let files = (try? repository.indexFiles()) ?? []
        return files.contains { file in SourceDiscovery.extensions.contains(where: file.path.hasSuffix) }
    }

    static func installer(_ global: GlobalOptions) throws -> (Invocation, HookInstaller) {
        let invocation = try Invocation(global)
        let repository = try invocation.repository()
        let directory = HookInstaller.hooksDirectory(of: repository)
        return (invocation, HookInstaller(directory: directory, flowlintPath: Files.executablePath() ?? "flowlint"))
    }
}
