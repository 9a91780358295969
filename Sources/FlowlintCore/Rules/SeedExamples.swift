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

/// What an example tracker holds for the seeds' IDs, for the tracker rules' examples.
enum TrackerExamples {
    static let story = TrackerIssue(
        id: "EW_IOS-98", summary: "Реализовать независимую отправку и получение данных с сервера", type: "Story")
    static let build = TrackerIssue(
        id: "EW_IOS-98", summary: "Требуется собрать приложение с использованием IBM MaaS 360 SDK 2.95", type: "Task")
    static let bug = TrackerIssue(id: "EW_IOS-98", summary: "Исправить падение", type: "Bug")
    static let bugInRussian = TrackerIssue(id: "EW_IOS-98", summary: "Исправить падение", type: "Ошибка")
    static let crashWithLetters = TrackerIssue(id: "EW_IOS-98", summary: "Исправить падение: пустой ответ «Мой профиль»", type: "Bug")
}
