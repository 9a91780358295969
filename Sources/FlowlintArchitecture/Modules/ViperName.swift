import Platform

/// A type's or file's place in a VIPER module, read from its name alone.
public struct ViperName: Sendable, Hashable {
    /// The module prefix as written (`PostList`, `RMPostList`); `""` when the name carries none
    /// (`ViewToPresenterProtocol`, used unchanged in every module by some templates).
    public let module: String
    public let component: ViperComponent

    public init(module: String, component: ViperComponent) {
        self.module = module
        self.component = component
    }

    /// The module's name without a `Module` suffix: `PostListModule` groups with `PostList`
    /// (the suffix itself is `viper-module-name`'s finding).
    public var moduleKey: String { ViperName.trimmedModuleSuffix(Substring(module)) }

    /// Reads both naming families: the seeds' `<M>Interactor`, `<M>ViewInput`… (and
    /// `<M>InteractorProtocol`, `<M>RouterProtocol`), and the templates'
    /// `<M>_ViewToPresenterProtocol` family. `<M>ViewProtocol`/`<M>PresenterProtocol` are MVP's
    /// names and are not read here.
    public static func parse(_ name: Substring) -> ViperName? {
        let utf8 = name.utf8
        if utf8.count > 8, utf8.hasSuffixBytes("Protocol") {
            return protocolName(name[..<utf8.index(utf8.endIndex, offsetBy: -8)])
        }
        if let split = ViperComponent.split(name) { return ViperName(module: String(split.module), component: split.component) }
        // `PostListInteractorImpl`: the implementation class of a component is that component.
        for suffix: StaticString in ["Impl", "Implementation"] where utf8.count > suffix.utf8CodeUnitCount && utf8.hasSuffixBytes(suffix) {
            guard let split = ViperComponent.split(name[..<utf8.index(utf8.endIndex, offsetBy: -suffix.utf8CodeUnitCount)]) else { continue }
            return ViperName(module: String(split.module), component: split.component)
        }
        return nil
    }

    /// `<M>_<X>To<Y>` and `<M><Component>` before a `Protocol` suffix.
    private static func protocolName(_ body: Substring) -> ViperName? {
        // Over bytes: the arrows and `_` are ASCII, and dropping Characters walks grapheme clusters.
        let utf8 = body.utf8
        for (pair, component) in directions where utf8.count >= pair.count && utf8.last == pair.last && utf8.suffix(pair.count).elementsEqual(pair) {
            var end = utf8.index(utf8.endIndex, offsetBy: -pair.count)
            while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "_") { end = utf8.index(before: end) }
            return ViperName(module: String(body[..<end]), component: component)
        }
        guard let split = ViperComponent.split(body), let role = protocolRoles[split.component] else { return nil }
        return ViperName(module: String(split.module), component: role)
    }

    /// The templates' arrows: `ViewToPresenter` is what the view tells the presenter (its output).
    static let directions: [([UInt8], ViperComponent)] = ([
        ("ViewToPresenter", .viewOutput), ("PresenterToView", .viewInput),
        ("PresenterToInteractor", .interactorInput), ("InteractorToPresenter", .interactorOutput),
        ("PresenterToRouter", .routerInput), ("PresenterToWireframe", .routerInput),
    ] as [(String, ViperComponent)]).map { (Array($0.0.utf8), $0.1) }

    /// `<M>InteractorProtocol` is the interactor's input, `<M>RouterProtocol` the router's.
    static let protocolRoles: [ViperComponent: ViperComponent] = [
        .interactor: .interactorInput, .interactorInput: .interactorInput, .interactorOutput: .interactorOutput,
        .router: .routerInput, .routerInput: .routerInput, .viewInput: .viewInput, .viewOutput: .viewOutput,
        .moduleInput: .moduleInput, .moduleOutput: .moduleOutput,
    ]

    /// Protocol roles: what the protocol rules (verbs, `did`, router prefixes, doc comments) judge.
    public var isProtocolRole: Bool {
        switch component {
        case .interactorInput, .interactorOutput, .routerInput, .viewInput, .viewOutput, .moduleInput, .moduleOutput: return true
        default: return false
        }
    }

    static func trimmedModuleSuffix(_ prefix: Substring) -> String {
        let utf8 = prefix.utf8
        guard utf8.count > 6, utf8.hasSuffixBytes("Module") else { return String(prefix) }
        return String(prefix[..<utf8.index(utf8.endIndex, offsetBy: -6)])
    }
}

/// Levenshtein distance with an early stop: whether two names differ by at most `limit` edits.
enum EditDistance {
    static func atMost(_ limit: Int, _ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a.utf8), Array(b.utf8))
        guard abs(x.count - y.count) <= limit else { return false }
        var previous = Array(0...y.count)
        for i in 1...max(x.count, 1) where !x.isEmpty {
            var current = [i] + Array(repeating: 0, count: y.count)
            for j in 1...max(y.count, 1) where !y.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            if current.min() ?? 0 > limit { return false }
            previous = current
        }
        return (previous.last ?? 0) <= limit
    }
}

extension BidirectionalCollection where Element == UInt8 {
    /// `hasSuffix` on bytes: the generic one walks Characters backwards, and names and paths are
    /// checked for every type and file of a tree. A name's own bytes are compared with memcmp
    /// when it keeps them in one piece (a native String always does).
    func hasSuffixBytes(_ suffix: StaticString) -> Bool {
        let length = suffix.utf8CodeUnitCount
        let contiguous = withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count >= length, let base = bytes.baseAddress else { return length == 0 }
            return memcmp(base + (bytes.count - length), suffix.utf8Start, length) == 0
        }
        if let contiguous { return contiguous }
        return count >= length && suffix.withUTF8Buffer { self.suffix(length).elementsEqual($0) }
    }
}

extension String.UTF8View {
    /// `lowercased().hasSuffix(suffix)` for an ASCII lowercase `suffix`, without the copy.
    func hasSuffixIgnoringCase(_ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard self.count >= count else { return false }
        return suffix.withUTF8Buffer { tail in
            zip(self.suffix(count), tail).allSatisfy { byte, lower in
                byte == lower || (byte >= 0x41 && byte <= 0x5A && byte + 0x20 == lower)
            }
        }
    }
}
