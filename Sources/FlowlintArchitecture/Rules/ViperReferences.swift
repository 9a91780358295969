import FlowlintCore

/// `viper-references`: who holds whom, how strongly, under which name.
public struct ViperReferences: ViperRule {
    public static let description = RuleDescription(
        id: "viper-references", scope: .source, defaultSeverity: .error,
        summary: LocalizedText(ru: "Ссылки между компонентами VIPER: имя и сила по сииду",
                               en: "References between VIPER components have the seed's names and ownership"),
        explanation: LocalizedText(
            ru: "Интерактор держит weak-ссылку на презентер в output; презентер — weak на view в view, strong на роутер в router и на интерактор в interactor; view — strong на презентер в output.",
            en: "The interactor holds the presenter weakly as output; the presenter holds the view weakly as view, the router strongly as router and the interactor strongly as interactor; the view holds the presenter strongly as output."),
        good: [RuleExample(SeedViperObjCHeader.presenter, branch: "PostList/Presenter/PostListPresenter.h"),
               RuleExample("@interface PostListInteractor : NSObject <PostListInteractorInput>\n@property (nonatomic, weak) id<PostListInteractorOutput> output;\n@property (nonatomic, strong) id<AccountService> accountService;\n@end\n", branch: "PostList/Interactor/PostListInteractor.h")],
        bad: [RuleExample(SeedViperObjCHeader.presenter.replacingOccurrences(of: "(nonatomic, weak) id<PostListViewInput> view", with: "(nonatomic, strong) id<PostListViewInput> view"), branch: "PostList/Presenter/PostListPresenter.h"),
              RuleExample("@interface PostListInteractor : NSObject\n@property (nonatomic, weak) id<PostListInteractorOutput> presenter;\n@end\n", branch: "PostList/Interactor/PostListInteractor.h"),
              RuleExample("final class PostListInteractor {\n    weak var presenter: PostListPresenterProtocol?\n}\n", branch: "PostList/Interactor/PostListInteractor.swift"),
              RuleExample("final class PostListInteractor {\n    var output: PostListInteractorOutput!\n}\n", branch: "PostList/Interactor/PostListnteractor.swift"),
              RuleExample("final class PostListViewController: UIViewController {\n    weak var output: PostListViewOutput?\n}\n", branch: "PostList/View/PostListViewController.swift")],
        fixes: [.referenceOwnership, .weakReferenceWithClassBound, .referenceRename])

    /// Who holds what: (holder components, what the property's type is, expected name, weak).
    static let expectations: [(holders: Set<ViperComponent>, references: Set<ViperComponent>, name: String, weak: Bool)] = [
        ([.interactor], [.interactorOutput, .presenter], "output", true),
        ([.presenter], [.viewInput, .view, .viewController], "view", true),
        ([.presenter], [.routerInput, .router], "router", false),
        ([.presenter], [.interactorInput, .interactor], "interactor", false),
        ([.viewController, .view], [.viewOutput, .presenter], "output", false),
    ]

    public init() {}

    public func check(objc file: ObjCFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        file.interfaces.flatMap { interface in
            let judged = interface.properties.map { property in
                let weak = property.ownership == "weak" || property.ownership == "assign" || property.ownership == "unsafe_unretained"
                return (property, judge(holder: interface.name, name: property.name, type: property.type, weak: weak, project))
            }
            let all = judged.map { ($0.0.name, $0.1) }
            return judged.compactMap { property, expected -> SourceViolation? in
                guard let expected, Self.isOnlyCandidate(property.name, expected, all) else { return nil }
                // A `readonly` property with no ownership said is often a getter over another
                // property (a base class's weak one): what it holds is not written here.
                guard property.ownership != nil || !property.attributes.contains("readonly") else { return nil }
                let compiles = Self.weakReferenceCompiles(expected, type: property.type, project)
                return violation(interface.name, property.name, expected, Position(line: property.line, column: 1),
                                 suggestion: compiles ? Self.objcDeclaration(property, expected) : nil,
                                 fix: Self.fix(interface.name, property.name, expected, offered: compiles,
                                               attributes: Self.objcAttributes(property, expected)))
            }
        }
    }

    public func check(swift file: SwiftFileFacts, _ project: ProjectFacts) -> [SourceViolation] {
        // Classes only: a SwiftUI view (a struct) holds its presenter through a property wrapper.
        file.types.filter(\.isClass).flatMap { type in
            let judged = type.properties.filter(\.isStored).map { property in
                let weak = property.isWeak || property.modifiers.contains { $0.hasPrefix("unowned") }
                return (property, judge(holder: type.name, name: property.name, type: property.type ?? "", weak: weak, project), weak)
            }
            let all = judged.map { ($0.0.name, $0.1) } + Self.inherited(by: type, project).map { ($0, nil) }
            // `private weak var storage` behind `var view { get set }`: the storage is the reference.
            let computed = Set(type.properties.filter { !$0.isStored }.map(\.name))
            return judged.compactMap { property, judgedExpectation, weak -> SourceViolation? in
                guard var expected = judgedExpectation else { return nil }
                if property.name != expected.name, computed.contains(expected.name) {
                    guard weak != expected.weak else { return nil }
                    expected.name = property.name
                }
                guard Self.isOnlyCandidate(property.name, expected, all) else { return nil }
                // A rename would break the protocol's requirement; `weak` alone satisfies `{ get set }`.
                let required = property.name != expected.name
                    && (project.swiftAdoptions[type.name] ?? []).contains { project.protocolProperties[$0]?.contains(property.name) == true }
                let free = !required && Self.weakReferenceCompiles(expected, type: property.type ?? "", project)
                let suggestion = free ? property.type.map { Self.swiftDeclaration(property, type: $0, expected) } : nil
                return violation(type.name, property.name, expected, property.position, suggestion: suggestion,
                                 fix: Self.fix(type.name, property.name, expected, offered: suggestion != nil, attributes: []))
            }
        }
    }

    /// Property names of the holder's superclasses the project declares (`WebBrowserPresenter.interactor`).
    static func inherited(by type: TypeFact, _ project: ProjectFacts) -> [String] {
        var names: [String] = [], seen: Set<String> = [], current = type
        while let parent = current.inherited.first?.name, project.classes.contains(parent), seen.insert(parent).inserted,
              let (fact, _) = project.types[parent] {
            names += fact.properties.map(\.name)
            current = fact
        }
        return names
    }

    /// The seed names one reference per role: a holder that already has a property of the expected
    /// name (the extra one is another matter), or several properties the rule would give that name
    /// (two use-case interactors), is not judged.
    static func isOnlyCandidate(_ name: String, _ expected: (reference: ViperComponent, name: String, weak: Bool),
                                _ all: [(String, (reference: ViperComponent, name: String, weak: Bool)?)]) -> Bool {
        if name != expected.name, all.contains(where: { $0.0 == expected.name }) { return false }
        return all.filter({ $0.1?.name == expected.name }).count <= 1
    }

    /// A weak reference compiles only to a class-bound protocol (or one the project doesn't declare).
    static func weakReferenceCompiles(_ expected: (reference: ViperComponent, name: String, weak: Bool), type: String, _ project: ProjectFacts) -> Bool {
        let bare = StoredValue.bare(type)
        if expected.weak, project.protocols.contains(bare), !project.classBound.contains(bare) { return false }
        return true
    }

    /// The expectation a property breaks, if any: the holder is a component of a module, the
    /// property's type is the component the seed names, and its name or ownership differ.
    private func judge(holder: String, name: String, type: String, weak: Bool, _ project: ProjectFacts)
        -> (reference: ViperComponent, name: String, weak: Bool)? {
        guard let component = project.modules.component(ofType: holder) else { return nil }
        if component == .router, Self.isTransitionHandler(name: name, type: type) {
            return weak ? nil : (.viewController, name, true)
        }
        guard let reference = Self.role(ofType: type),
              let expectation = Self.expectations.first(where: { $0.holders.contains(component) && $0.references.contains(reference) })
        else { return nil }
        // A view holding `presenter: XPresenterProtocol` (MVP's role name), or any presenter in a
        // module with no interactor (MVP with a router), follows MVP's naming: `presenter`.
        if reference == .presenter, expectation.name == "output", component != .interactor, StoredValue.bare(type).hasSuffix("PresenterProtocol") {
            return nil
        }
        if reference == .presenter, expectation.name == "output", component != .interactor,
           let module = project.modules.module(ofType: holder), project.modules.modules[module]?.components.isDisjoint(with: ModuleModel.interactors) != false {
            return nil
        }
        guard name != expectation.name || weak != expectation.weak else { return nil }
        return (reference, expectation.name, expectation.weak)
    }

    /// What a router opens other modules from: its module's view controller, held weakly (with
    /// ViperMcFlurry a `transitionHandler`), whatever the name (docs/conventions.md).
    static func isTransitionHandler(name: String, type: String) -> Bool {
        let bare = StoredValue.bare(type)
        if bare.hasSuffix("TransitionHandlerProtocol") || bare.hasSuffix("TransitionHandler") { return true }
        guard bare.hasSuffix("ViewController") else { return false }
        return ["transitionHandler", "viewController", "view"].contains(name) || bare == "UIViewController"
    }

    /// `id<PostListViewInput>`, `CardInteractorOutput!`, `XPresenterProtocol?` → the component named.
    static func role(ofType type: String) -> ViperComponent? {
        let bare = type.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "<" }.split(separator: "<").last.map(String.init) ?? type
        if let parsed = ViperName.parse(Substring(bare)) { return parsed.component }
        guard bare.hasSuffix("Protocol") else { return nil }
        return ViperComponent.split(Substring(bare.dropLast(8)))?.component
    }

    private func violation(_ holder: String, _ name: String, _ expected: (reference: ViperComponent, name: String, weak: Bool),
                           _ position: Position, suggestion: String?, fix: FixRequest?) -> SourceViolation {
        let ownership = expected.weak ? "weak" : "strong"
        guard name != expected.name else {
            return SourceViolation(position, LocalizedText(
                ru: "\(holder) держит \(expected.reference.rawValue) `\(name)` не той ссылкой: нужна \(ownership)",
                en: "\(holder) holds its \(expected.reference.rawValue) `\(name)` the wrong way: it should be \(ownership)"),
                suggestion: suggestion, fix: fix)
        }
        return SourceViolation(position, LocalizedText(
            ru: "\(holder) держит \(expected.reference.rawValue) в свойстве `\(name)`: нужно \(ownership)-свойство `\(expected.name)`",
            en: "\(holder) holds its \(expected.reference.rawValue) as `\(name)`: it should be a \(ownership) property named `\(expected.name)`"),
            suggestion: suggestion, fix: fix)
    }

    /// What `--fix` may do: rename the property, or set its ownership when a declaration with the
    /// expected one compiles (`offered`); a weak one whose protocol is not class-bound may still
    /// be made weak with the protocol bound.
    static func fix(_ holder: String, _ name: String, _ expected: (reference: ViperComponent, name: String, weak: Bool),
                    offered: Bool, attributes: [String]) -> FixRequest? {
        guard name == expected.name else {
            return .referenceRename(owner: holder, property: name, newName: expected.name, cannotBeWeak: expected.weak && !offered)
        }
        if offered { return .referenceOwnership(property: name, weak: expected.weak, attributes: attributes) }
        return expected.weak ? .weakReferenceWithClassBound(property: name) : nil
    }

    /// `weak var output: CardInteractorOutput?`, access level kept; a weak reference is optional.
    static func swiftDeclaration(_ property: MemberFact, type: String, _ expected: (reference: ViperComponent, name: String, weak: Bool)) -> String {
        let modifiers = property.modifiers.filter { !$0.hasPrefix("unowned") }
        // Implicitly unwrapped, as the fix makes it: every use of a non-optional still compiles.
        let optional = expected.weak && !(type.hasSuffix("?") || type.hasSuffix("!")) ? type + "!" : type
        let declaration = (modifiers + (expected.weak ? ["weak"] : []) + ["var", "\(expected.name):"]).joined(separator: " ") + " " + optional
        // Its observers stay, using the new name: a rewrite that drops a `didSet` drops behaviour.
        return property.observers.map { declaration + " " + renamed(property.name, to: expected.name, in: $0) } ?? declaration
    }

    /// `presenter` → `output` where the observers say the property itself (`presenter?.view`,
    /// `self.presenter`), not another value's member (`oldValue?.presenter`).
    static func renamed(_ name: String, to new: String, in text: String) -> String {
        guard name != new else { return text }
        var result = "", word = ""
        func flush() {
            let member = result.hasSuffix(".") && !result.hasSuffix("self.")
            result += word == name && !member ? new : word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// `@property (nonatomic, weak) id<CardInteractorOutput> output;`, other attributes kept.
    static func objcDeclaration(_ property: ObjCProperty, _ expected: (reference: ViperComponent, name: String, weak: Bool)) -> String {
        let attributes = objcAttributes(property, expected)
        let declarator = property.type.hasSuffix("*") ? property.type + expected.name : property.type + " " + expected.name
        return "@property (\(attributes.joined(separator: ", "))) \(declarator);"
    }

    /// The property's attributes with the expected ownership in place of its own.
    static func objcAttributes(_ property: ObjCProperty, _ expected: (reference: ViperComponent, name: String, weak: Bool)) -> [String] {
        let ownerships: Set<String> = ["weak", "strong", "assign", "retain", "unsafe_unretained", "copy"]
        return property.attributes.filter { !ownerships.contains($0) } + [expected.weak ? "weak" : "strong"]
    }
}
