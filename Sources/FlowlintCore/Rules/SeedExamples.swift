/// The seeds' own examples, shared by several rules' descriptions.
enum SeedExamples {
    /// gitflow-and-mvp.ru.md, "Работа с коммитами".
    static let commitMessage = """
        [EW_IOS-98] требуется собрать приложение с использованием IBM Maas 360 SDK 2.95

        - Обновил структуру и настройки проекта
        - Обновил фреймворк MaaS
        """
    static let featureBranch = "features/EW_IOS-98_Реализовать_независимую_отправку_и_получение_данных_с_сервера"
    static let bugBranch = "bugs/EW_IOS-98_исправить_падение"
}
