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
            let results = try installer.install(names)
            for (name, outcome) in results {
                Terminal.out(HooksCommand.describe(outcome, name, installer).text(invocation.language))
            }
            let refused = results.compactMap { name, outcome -> (String, HookManager)? in
                if case .refused(let manager) = outcome { return (name, manager) }
                return nil
            }
            guard let (name, manager) = refused.first else { return }
            for (name, manager) in refused { Terminal.out("  " + manager.linesToAdd(for: name)) }
            throw Failure.usage(
                ru: "хук \(name) ведёт \(manager.configurationName): добавьте туда строки выше и переустановите хуки менеджера",
                en: "\(manager.configurationName) owns the \(name) hook: add the lines above to it and reinstall that manager's hooks")
        }
    }

    struct Uninstall: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove the hooks and restore the ones they chained.")
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let (invocation, installer) = try HooksCommand.installer(global)
            let results = try installer.uninstall()
            RetryAdvice.forgetAmend(invocation)
            HooksCommand.print(results, installer, invocation.language) { before in
                switch before {
                case .installed(true): return ("удалён, прежний хук восстановлен", "removed, the previous hook restored")
                case .installed(false): return ("удалён", "removed")
                case .foreign: return ("не flowlint, оставлен как есть", "not flowlint's, left alone")
                case .missing: return ("не установлен", "not installed")
                case .managed(.lefthook, true):
                    return ("lefthook.yml вызывает flowlint: уберите вызов там", "lefthook.yml calls flowlint: remove the call there")
                case .managed(let manager, true):
                    return ("вызов flowlint убран из \(manager.configurationName)", "flowlint's call removed from \(manager.configurationName)")
                case .managed(let manager, false):
                    return ("хук \(manager.name), flowlint в нём нет", "\(manager.name)'s hook, flowlint not in it")
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
                case .managed(let manager, true):
                    ru = "\(manager.name) (запускает flowlint: \(manager.configurationName))"
                    en = "\(manager.name) (runs flowlint: \(manager.configurationName))"
                case .managed(let manager, false):
                    ru = "\(manager.name), flowlint не вызывается (flowlint hooks install)"
                    en = "\(manager.name), flowlint not called (flowlint hooks install)"
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

    /// One line saying what `install` did to a hook.
    static func describe(_ outcome: HookInstaller.Outcome, _ name: String, _ installer: HookInstaller) -> LocalizedText {
        let path = "\(installer.directory)/\(name)"
        switch outcome {
        case .installed: return LocalizedText(ru: "\(path): установлен", en: "\(path): installed")
        case .updated: return LocalizedText(ru: "\(path): обновлён", en: "\(path): updated")
        case .unchanged: return LocalizedText(ru: "\(path): уже установлен", en: "\(path): already installed")
        case .chained:
            return LocalizedText(
                ru: "\(path): установлен; прежний хук сохранён и запускается первым",
                en: "\(path): installed; the existing hook is kept and runs first")
        case .addedToManager(let manager, let file):
            return LocalizedText(ru: "\(file): вызов flowlint добавлен (его запускает \(manager.name))",
                                 en: "\(file): flowlint's call added (\(manager.name) runs it)")
        case .alreadyInManager(let manager, let file):
            return LocalizedText(ru: "\(file): \(manager.name) уже запускает flowlint", en: "\(file): \(manager.name) already runs flowlint")
        case .refused(let manager):
            return LocalizedText(ru: "\(path): хук ведёт \(manager.name), добавьте flowlint в \(manager.configurationName):",
                                 en: "\(path): \(manager.name) owns this hook; add flowlint to \(manager.configurationName):")
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
        var installer = HookInstaller(directory: directory, flowlintPath: Files.executablePath() ?? "flowlint")
        installer.workTree = repository.workDirectory
        return (invocation, installer)
    }
}
