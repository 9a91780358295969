/// Clean Swift (VIP) scenes, which the team's conventions don't describe (docs/conventions.md):
/// the view controller holds the interactor and no presenter, the interactor holds the presenter
/// strongly, and the presenter drives the view: one way round, V → I → P → V. MVP and VIPER have
/// the view talk to its presenter, so their rules read such a scene wrongly (an owning
/// interactor→presenter reference "should be weak", the presenter protocol "pairs" with the
/// view's). Neither MVP nor VIPER rules judge a scene found here.
enum CleanSwiftScenes {
    /// The module keys of the scenes among `types` (classes and their stored properties).
    static func find(in types: [String: (fact: TypeFact, path: String)]) -> Set<String> {
        var interactorsHoldingPresenter = Set<String>(), viewsHoldingInteractor = Set<String>()
        for (name, entry) in types where entry.fact.isClass {
            guard let parsed = ViperName.parse(Substring(name)), !parsed.module.isEmpty else { continue }
            let properties = withInherited(entry.fact, types)
            switch parsed.component {
            case .interactor:
                if properties.contains(where: { !$0.isWeak && isPresenter($0) }) { interactorsHoldingPresenter.insert(parsed.moduleKey) }
            case .viewController, .view:
                if properties.contains(where: isInteractor), !properties.contains(where: isPresenter) {
                    viewsHoldingInteractor.insert(parsed.moduleKey)
                }
            default:
                break
            }
        }
        return interactorsHoldingPresenter.intersection(viewsHoldingInteractor)
    }

    /// The class's stored properties and its project superclasses': a scene built on shared base
    /// classes (`SceneViewController<Logic>` holding `interactor`) holds its references there.
    static func withInherited(_ fact: TypeFact, _ types: [String: (fact: TypeFact, path: String)]) -> [MemberFact] {
        var properties = fact.properties, seen: Set<String> = [fact.name], current = fact
        while let parent = current.inherited.first?.name, seen.insert(parent).inserted, let (base, _) = types[parent], base.isClass {
            properties += base.properties
            current = base
        }
        return properties
    }

    /// `presenter`, or a property typed as one (`XPresenterProtocol`, Clean Swift's `XPresentationLogic`).
    static func isPresenter(_ property: MemberFact) -> Bool {
        property.name == "presenter" || mentions(property.type, ["Presenter", "PresentationLogic", "PresenterInput"])
    }

    /// `interactor`, or a property typed as one (`XInteractorProtocol`, Clean Swift's `XBusinessLogic`).
    static func isInteractor(_ property: MemberFact) -> Bool {
        property.name == "interactor" || mentions(property.type, ["Interactor", "BusinessLogic", "InteractorInput"])
    }

    private static func mentions(_ type: String?, _ words: [String]) -> Bool {
        guard let type else { return false }
        let bare = StoredValue.bare(type)
        return words.contains { word in bare.hasSuffix(word) || bare.hasSuffix(word + "Protocol") }
    }
}
