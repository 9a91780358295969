import TestSupport

/// Messages and names shared by the end-to-end tests, from the seeds.
enum Seed {
    static let message = """
        [EW_IOS-98] требуется собрать приложение с использованием IBM Maas 360 SDK 2.95

        - Обновил структуру и настройки проекта
        - Обновил фреймворк MaaS

        """
    static let featureBranch = "features/EW_IOS-98_Реализовать_независимую_отправку_и_получение_данных_с_сервера"
    static let english = "Update the framework\n\n- Updated MaaS\n"
}

extension TemporaryRepository {
    /// develop with one good commit, then a feature branch checked out.
    static func withFeatureBranch(_ branch: String = Seed.featureBranch) throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.commit("[EW_IOS-1] начальный коммит\n\n- Создал проект\n")
        try repo.git("checkout", "-q", "-b", branch)
        return repo
    }

    /// Runs the built flowlint here, in English unless told otherwise.
    func flowlint(_ arguments: String..., environment: [String: String] = [:], stdin: String? = nil, directory: String? = nil) throws -> Shell.Result {
        try flowlint(arguments, environment: environment, stdin: stdin, directory: directory)
    }

    func flowlint(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil, directory: String? = nil) throws -> Shell.Result {
        try FlowlintBinary.run(
            arguments, in: self, directory: directory, environment: ["LANG": "en_US.UTF-8"].merging(environment) { $1 },
            stdin: stdin.map { Array($0.utf8) })
    }
}
