import FlowlintCore

/// `viper-managed-object`: Core Data's objects stay in the interactor.
public struct ViperManagedObject: ViperRule {
    public static let description = RuleDescription(
        id: "viper-managed-object", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "NSManagedObject не выходит за пределы интерактора",
                               en: "An NSManagedObject does not leave the interactor"),
        explanation: LocalizedText(
            ru: "«Мы в команде договорились, что при использовании Core Data NSManagedObject не обрабатывается вне интерактора. Поэтому в интеракторе NSManagedObject превращается в обычный NSObject.» Сущность Core Data в сигнатуре ViewInput, ViewOutput, ModuleInput, ModuleOutput или InteractorOutput, в свойстве презентера, view или роутера уносит с собой контекст и его поток: отсюда ошибки потоков и faulting.",
            en: "\"We agreed in the team that with Core Data an NSManagedObject is not handled outside the interactor. So the interactor turns the NSManagedObject into a plain NSObject.\" A Core Data entity in a ViewInput, ViewOutput, ModuleInput, ModuleOutput or InteractorOutput signature, or in a property of a presenter, view or router, takes its context and its thread along: threading and faulting bugs follow."),
        good: [RuleExample("@protocol PostListInteractorOutput <NSObject>\n- (void)didObtainPosts:(NSArray<PostPlainObject *> *)posts;\n@end\n"
                           + "//// Model/PostManagedObject.h\n@interface PostManagedObject : NSManagedObject\n@end\n",
                           branch: "PostList/Interactor/PostListInteractorOutput.h"),
               RuleExample("protocol PostListInteractorInput: AnyObject {\n    func obtainPosts() -> [PostPlainObject]\n}\n"
                           + "//// Model/Post+CoreDataClass.swift\npublic class Post: NSManagedObject {}\n",
                           branch: "PostList/Interactor/PostListInteractorInput.swift")],
        bad: [RuleExample("@protocol PostListViewInput <NSObject>\n- (void)showPost:(PostManagedObject *)post;\n@end\n"
                          + "//// Model/PostManagedObject.h\n@interface PostManagedObject : NSManagedObject\n@end\n",
                          branch: "PostList/View/PostListViewInput.h"),
              RuleExample("protocol PostListInteractorOutput: AnyObject {\n    func didObtainPosts(_ posts: [Post])\n}\n"
                          + "//// Model/Post+CoreDataClass.swift\npublic class Post: NSManagedObject {}\n",
                          branch: "PostList/Interactor/PostListInteractorOutput.swift"),
              RuleExample("final class PostListPresenter: PostListViewOutput {\n    var posts: [Post] = []\n}\n"
                          + "//// Model/Post+CoreDataClass.swift\npublic class Post: NSManagedObject {}\n",
                          branch: "PostList/Presenter/PostListPresenter.swift")])

    /// The protocols that carry data out of the interactor.
    static let outward: Set<ViperComponent> = [.viewInput, .viewOutput, .moduleInput, .moduleOutput, .interactorOutput]
    /// The components that must not hold an entity.
    static let holders: Set<ViperComponent> = [.presenter, .view, .viewController, .router]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        let entities = project.managedObjects
        guard !entities.isEmpty else { return [] }
        let inProtocols = file.protocols.filter { isOutward($0.name, project) }.flatMap { fact in
            fact.methods.compactMap { method in
                TypeNames.mentions(([method.returnType] + method.parameterTypes).joined(separator: " "), anyOf: entities).map {
                    violation($0, in: "\(fact.name) \(method.selector)", Position(line: method.line, column: 1))
                }
            } + properties(fact.properties, of: fact.name, entities)
        }
        let inClasses = (file.interfaces.filter { isHolder($0.name, project) }).flatMap { properties($0.properties, of: $0.name, entities) }
        return inProtocols + inClasses
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        let entities = project.managedObjects
        guard !entities.isEmpty else { return [] }
        let inProtocols = file.protocols.filter { isOutward($0.name, project) }.flatMap { fact in
            (fact.methods + fact.properties).compactMap { member in
                TypeNames.mentions(([member.type ?? ""] + member.parameterTypes).joined(separator: " "), anyOf: entities).map {
                    violation($0, in: "\(fact.name).\(member.name)", member.position)
                }
            }
        }
        let inClasses = file.types.filter { $0.isClass && isHolder($0.name, project) }.flatMap { type in
            type.properties.compactMap { property in
                property.type.flatMap { TypeNames.mentions($0, anyOf: entities) }.map {
                    violation($0, in: "\(type.name).\(property.name)", property.position)
                }
            }
        }
        return inProtocols + inClasses
    }

    private func isOutward(_ name: String, _ project: ProjectFacts) -> Bool {
        project.viperRole(ofProtocol: name).map(Self.outward.contains) == true
    }

    private func isHolder(_ name: String, _ project: ProjectFacts) -> Bool {
        project.modules.component(ofType: name).map(Self.holders.contains) == true
    }

    private func properties(_ properties: [ObjCProperty], of owner: String, _ entities: Set<String>) -> [SourceViolation] {
        properties.compactMap { property in
            TypeNames.mentions(property.type, anyOf: entities).map {
                violation($0, in: "\(owner).\(property.name)", Position(line: property.line, column: 1))
            }
        }
    }

    private func violation(_ entity: String, in place: String, _ position: Position) -> SourceViolation {
        SourceViolation(position, LocalizedText(
            ru: "\(place): сущность Core Data \(entity) выходит за пределы интерактора — передавайте обычный объект, в который интерактор её превратил",
            en: "\(place): Core Data entity \(entity) leaves the interactor; pass a plain object the interactor made of it"))
    }
}
