import ArgumentParser
import FlowlintConfig

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .flowlint.yml with the defaults at the repository root.")

    @OptionGroup var settings: SettingsOptions

    @Flag(name: .long, help: "Overwrite an existing file.")
    var force = false

    func run() throws {
        let invocation = try Invocation(settings.runOptions)
        let root = (try? invocation.repository().workDirectory) ?? nil
        let path = settings.config ?? ((root ?? Files.currentDirectory() + "/") + ConfigurationLoader.fileName)
        if Files.exists(path), !force {
            throw Failure.usage(
                ru: "\(path) уже есть: flowlint init --force перезапишет его",
                en: "\(path) already exists: flowlint init --force overwrites it")
        }
        guard Files.writeAtomically(Array(DefaultConfigurationFile.text.utf8), to: path) else {
            throw Failure.unreadable(
                ru: "не удаётся записать \(path): проверьте права на папку",
                en: "cannot write \(path): check the folder's permissions")
        }
        Terminal.out(invocation.language == .ru ? "записан \(path)" : "wrote \(path)")
    }
}
