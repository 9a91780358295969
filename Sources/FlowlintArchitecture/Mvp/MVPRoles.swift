/// MVP roles (SPEC 1.5): `<M>ViewProtocol` and `<M>PresenterProtocol` of a module that is not a
/// VIPER one. The templates' `Auth_ViewToPresenterProtocol` ends in `PresenterProtocol` too, and
/// a VIPER module may name its protocols `FeedViewProtocol`: neither is MVP's business.
extension ProjectFacts {
    public func isMVPPresenter(_ name: String) -> Bool {
        guard let module = MVPName.module(ofPresenter: name) else { return false }
        return isMVPModule(module)
    }

    /// `<M>ViewProtocol`, or `<M>Protocol` when a `<M>PresenterProtocol` exists (the seed's
    /// `HeaderProtocol`). A view's delegate named like one (`ColorHeaderViewProtocol`, the type
    /// of a `delegate` property, or adopted by a presenter the view calls back) is no MVP role.
    public func isMVPView(_ name: String) -> Bool {
        if let module = MVPName.module(ofView: name) {
            guard isMVPModule(module), !delegateTypes.contains(name) else { return false }
            return presentersViews.contains(name) || !presenterAdopted.contains(name)
        }
        guard let module = MVPName.module(ofViewOrPlain: name), !MVPName.isPresenter(name) else { return false }
        let presenter = String(module) + "PresenterProtocol"
        return isMVPPresenter(presenter) && protocols.contains(presenter)
    }

    public func isMVPRole(_ name: String) -> Bool { isMVPView(name) || isMVPPresenter(name) }

    /// The seed names a module `EventList`; `Auth_ViewTo` or `Feed_` are the arrows' family.
    func isMVPModule(_ module: Substring) -> Bool {
        // Over bytes: `To` and `_` are ASCII, and Substring's `hasSuffix` walks Characters.
        let utf8 = module.utf8
        return !utf8.hasSuffixBytes("To") && !utf8.contains(UInt8(ascii: "_")) && !modules.isModule(module)
    }

    /// The view protocol paired with a presenter protocol, if the project declares one:
    /// `<M>ViewProtocol`, else `<M>Protocol` (`MainViewPresenterProtocol` ↔ `MainViewProtocol`).
    public func viewProtocol(pairedWith presenter: String) -> String? {
        guard let module = MVPName.module(ofPresenter: presenter) else { return nil }
        for suffix in ["ViewProtocol", "PresenterViewProtocol", "Protocol"] {
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
