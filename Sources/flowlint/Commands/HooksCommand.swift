import ArgumentParser
import FlowlintCore

struct HooksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hooks",
        abstract: "Install, remove or show flowlint's git hooks (commit-msg, prepare-commit-msg, pre-push).",
        subcommands: [Install.self, Uninstall.self, Status.self])

    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Install the hooks, keeping and chaining any existing ones.")
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let (invocation, installer) = try HooksCommand.installer(global)
            let results = try installer.install()
            for (name, before) in results {
                let ru: String, en: String
                switch before {
                case .foreign: ru = "установлен; прежний хук сохранён и запускается первым"; en = "installed; the existing hook is kept and runs first"
                case .installed: ru = "обновлён"; en = "updated"
                case .missing: ru = "установлен"; en = "installed"
                }
                Terminal.out("\(installer.directory)/\(name): " + (invocation.language == .ru ? ru : en))
            }
        }
    }

    struct Uninstall: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove the hooks and restore the ones they chained.")
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let (invocation, installer) = try HooksCommand.installer(global)
            for (name, before) in try installer.uninstall() {
                let ru: String, en: String
                switch before {
                case .installed(true): ru = "удалён, прежний хук восстановлен"; en = "removed, the previous hook restored"
                case .installed(false): ru = "удалён"; en = "removed"
                case .foreign: ru = "не flowlint, оставлен как есть"; en = "not flowlint's, left alone"
                case .missing: ru = "не установлен"; en = "not installed"
                }
                Terminal.out("\(installer.directory)/\(name): " + (invocation.language == .ru ? ru : en))
            }
        }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show which hooks are installed.")
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let (invocation, installer) = try HooksCommand.installer(global)
            for name in HookInstaller.hookNames {
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

    static func installer(_ global: GlobalOptions) throws -> (Invocation, HookInstaller) {
        let invocation = try Invocation(global)
        let repository = try invocation.repository()
        let directory = HookInstaller.hooksDirectory(of: repository)
        return (invocation, HookInstaller(directory: directory, flowlintPath: Files.executablePath() ?? "flowlint"))
    }
}
