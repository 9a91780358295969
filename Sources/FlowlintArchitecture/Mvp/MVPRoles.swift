/// MVP roles: `<M>ViewProtocol` (or `<M>ViewControllerProtocol`) and `<M>PresenterProtocol`,
/// wherever they are declared, a VIPER module's folder included (docs/conventions.md). The
/// templates' `Auth_ViewToPresenterProtocol` ends in `PresenterProtocol` too: it is VIPER's. A
/// protocol only value types adopt (a SwiftUI view's) is no MVP role: structs can't hold a
/// presenter weakly, nor adopt a class-bound protocol.
extension ProjectFacts {
    public func isMVPPresenter(_ name: String) -> Bool {
        guard let module = MVPName.module(ofPresenter: name), isMVPModule(module), !isCleanSwift(module) else { return false }
        return !valueOnlyAdopted.contains(name) && hasView(presenter: name, module: module)
    }

    /// What makes a `<M>PresenterProtocol` a presenter's: a view protocol to pair with, or a class
    /// holding a `view` adopting it; one no class adopts yet counts by its name. A capability named like one
    /// (`AlertPresenterProtocol` of an alert helper or a view controller), or a library's, is not;
    /// nor is a flow's with no view of its own (adopted by a class holding no `view`).
    private func hasView(presenter name: String, module: Substring) -> Bool {
        if viewHolderAdopted.contains(name) { return true }
        // The plain `<M>Protocol` pairs only as a view's (adopted by none, or by a view).
        if let view = viewProtocol(pairedWith: name),
           view != String(module) + "Protocol" || !classAdopted.contains(view) || presentersViews.contains(view) {
            return true
        }
        // One the project declares and no class adopts yet is judged by its name alone, unless
        // other protocols inherit it (a base screen's).
        return protocolPaths[name] != nil && !classAdopted.contains(name) && !inheritedByProtocols.contains(name)
    }

    /// `<M>Protocols.swift`, or a protocols file declaring `<M>PresenterProtocol`: a
    /// `TabBarProtocols.swift` of capabilities is no module's.
    private func isProtocolsFile(_ path: String, of module: Substring) -> Bool {
        let file = SwiftFileFacts(path: path)
        guard file.isModuleProtocolsFile else { return false }
        return file.fileName == String(module) + "Protocols.swift" || protocolPaths[String(module) + "PresenterProtocol"] == path
    }

    /// `<M>ViewProtocol` with a presenter, `<M>ViewControllerProtocol` or `<M>Protocol` beside a
    /// `<M>PresenterProtocol` (the seed's `HeaderProtocol`). A view's delegate named like one
    /// (`ColorHeaderViewProtocol`, the type of a `delegate` property, or adopted by a presenter
    /// the view calls back) is no MVP role, nor is a helper view's interface with no presenter
    /// (`ProfileHeaderViewProtocol: UIView` in a VIPER module's view layer).
    public func isMVPView(_ name: String) -> Bool {
        guard !valueOnlyAdopted.contains(name) else { return false }
        if let module = MVPName.module(ofView: name) {
            guard isMVPModule(module), !isCleanSwift(module), !delegateTypes.contains(name) else { return false }
            guard presentersViews.contains(name) || !presenterAdopted.contains(name) else { return false }
            return hasPresenter(view: name, module: module)
        }
        guard let module = MVPName.module(ofViewOrPlain: name), !MVPName.isPresenter(name) else { return false }
        let presenter = String(module) + "PresenterProtocol"
        guard isMVPPresenter(presenter), protocols.contains(presenter) else { return false }
        // `LoginProtocol` of an `AuthManager` elsewhere is its own: the plain spelling is the
        // view's beside its presenter protocol, or as a presenter's `view`. Beside it but adopted
        // by no view (a parent's interface to its child, a coordinator's), it is not.
        if MVPName.withoutSuffix(name, "ViewControllerProtocol") != nil || presentersViews.contains(name) { return true }
        guard !classAdopted.contains(name) else { return false }
        return protocolPaths[name] == nil || protocolPaths[name] == protocolPaths[presenter]
    }

    public func isMVPRole(_ name: String) -> Bool { isMVPView(name) || isMVPPresenter(name) }

    /// What makes a `<M>ViewProtocol` a view of MVP's: a presenter protocol to pair with, a
    /// presenter holding it as `view`, a `<M>Presenter` class, or the module's protocols file.
    /// A trait (`LoadableViewProtocol`), a capability or a library's protocol that a screen
    /// adopts besides its own has none of these: when unsure, no module. One the project declares
    /// and no class adopts yet is judged by its name alone, unless other protocols inherit it
    /// (a base screen's `BaseViewProtocol`, a trait).
    private func hasPresenter(view name: String, module: Substring) -> Bool {
        if presentersViews.contains(name) || presenterProtocol(pairedWith: name) != nil { return true }
        // A library's protocol: no presenter here. One the project declares and no class adopts
        // yet is judged by its name alone.
        guard let path = protocolPaths[name] else { return false }
        guard classAdopted.contains(name) else { return !inheritedByProtocols.contains(name) }
        return classes.contains(String(module) + "Presenter") || isProtocolsFile(path, of: module)
    }

    /// The seed names a module `EventList`; `Auth_ViewTo` or `Feed_` are the arrows' family.
    func isMVPModule(_ module: Substring) -> Bool {
        // Over bytes: `To` and `_` are ASCII, and Substring's `hasSuffix` walks Characters.
        let utf8 = module.utf8
        return !utf8.hasSuffixBytes("To") && !utf8.contains(UInt8(ascii: "_"))
    }

    /// The view protocol paired with a presenter protocol, if the project declares one:
    /// `<M>ViewProtocol`, else `<M>Protocol` (`MainViewPresenterProtocol` ↔ `MainViewProtocol`).
    public func viewProtocol(pairedWith presenter: String) -> String? {
        guard let module = MVPName.module(ofPresenter: presenter) else { return nil }
        for suffix in ["ViewProtocol", "ViewControllerProtocol", "PresenterViewProtocol", "Protocol"] {
            let name = String(module) + suffix
            if protocols.contains(name) { return name }
        }
        return nil
    }

    /// The presenter protocol paired with a view protocol, if the project declares one. The
    /// candidates are tried in order, each made only if the one before is not it.
    public func presenterProtocol(pairedWith view: String) -> String? {
        let viewModule = MVPName.module(ofView: view)
        if let viewModule, let found = pairedPresenter(String(viewModule) + "PresenterProtocol", view) { return found }
        if let controller = MVPName.withoutSuffix(view, "ViewControllerProtocol"), !controller.isEmpty,
           let found = pairedPresenter(String(controller) + "PresenterProtocol", view) {
            return found
        }
        if let plain = MVPName.withoutSuffix(view, "Protocol"), let found = pairedPresenter(String(plain) + "PresenterProtocol", view) {
            return found
        }
        // `DetailPresenterViewProtocol` is the view half of `DetailPresenterProtocol`.
        if let viewModule, viewModule.utf8.hasSuffixBytes("Presenter") { return pairedPresenter(String(viewModule) + "Protocol", view) }
        return nil
    }

    private func pairedPresenter(_ candidate: String, _ view: String) -> String? {
        protocols.contains(candidate) && viewProtocol(pairedWith: candidate) == view ? candidate : nil
    }

    /// The pair's module, one name for both halves: the presenter protocol's prefix when the pair
    /// exists, else the protocol's own module.
    public func pairModule(of name: String) -> Substring? {
        if let module = MVPName.module(ofPresenter: name) { return module }
        if let presenter = presenterProtocol(pairedWith: name) { return MVPName.module(ofPresenter: presenter) }
        return MVPName.module(ofViewOrPlain: name)
    }

    /// Where a module's protocols go: its existing `<M>Protocols.swift`, else that file beside the
    /// presenter protocol (or the view protocol) so both halves are sent to the same place.
    public func protocolsFile(for module: Substring, near path: String) -> String {
        let name = "\(module)Protocols.swift"
        let existing = paths.filter { $0 == name || $0.hasSuffix("/" + name) }
        if existing.count == 1, let only = existing.first { return only }
        let anchor = protocolPaths["\(module)PresenterProtocol"] ?? path
        guard let slash = anchor.lastIndex(of: "/") else { return name }
        return String(anchor[...slash]) + name
    }
}
