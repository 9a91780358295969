import FlowlintCore

/// A rule about a VIPER module's files: their names and folders.
public protocol ViperModuleRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ module: ViperModule, _ project: ProjectFacts) -> [(path: String, violation: SourceViolation)]
}

/// The seed's tree (viper-code-style.ru.md), with files in every layer.
enum SeedViper {
    static let tree = """
        NewPostUserStory/NewPostModule/Assembly/NewPostAssembly.h
        NewPostUserStory/NewPostModule/Assembly/NewPostAssembly.m
        NewPostUserStory/NewPostModule/Interactor/NewPostInteractor.h
        NewPostUserStory/NewPostModule/Interactor/NewPostInteractorInput.h
        NewPostUserStory/NewPostModule/Interactor/NewPostInteractorOutput.h
        NewPostUserStory/NewPostModule/Interactor/UserInputValidator/UserInputValidator.h
        NewPostUserStory/NewPostModule/Presenter/NewPostPresenter.h
        NewPostUserStory/NewPostModule/Presenter/NewPostModuleInput.h
        NewPostUserStory/NewPostModule/Router/NewPostRouter.h
        NewPostUserStory/NewPostModule/Router/NewPostRouterInput.h
        NewPostUserStory/NewPostModule/View/NewPostViewController.h
        NewPostUserStory/NewPostModule/View/NewPostViewInput.h
        NewPostUserStory/NewPostModule/View/NewPostViewOutput.h
        NewPostUserStory/ChooseAvatarModule/Interactor/ChooseAvatarInteractor.swift
        NewPostUserStory/ChooseAvatarModule/Presenter/ChooseAvatarPresenter.swift
        NewPostUserStory/ChooseAvatarModule/View/ChooseAvatarViewController.swift
        """

    static func paths(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }
}

