/// What an interactor's stored property holds: a dependency (a service, a protocol, a client,
/// or a value handed to `init` and never changed) or state (what it creates or changes: a
/// counter, a cache, collected data). `let` or `var`, `private` or not, make no difference; a
/// property nothing can be told about is neither.
enum StoredValue {
    static func isState(type: String?, initializer: String?, mutated: Bool, isVar: Bool = false, _ project: ProjectFacts) -> Bool {
        let named = type.map(bare) ?? initializer.flatMap(constructed) ?? ""
        if !named.isEmpty, isDependency(named, project) { return false }
        // `Set<AnyCancellable>`, `[Disposable]`: subscriptions kept alive, not data.
        if let type, subscriptions.contains(where: { type.contains($0) }) { return false }
        // A constant (an observer token, a fixed list) is set once; state is what methods change,
        // or a `var` that starts empty (`var loadedAds: [String] = []`) before anything writes it.
        return mutated || (isVar && initializer.map(startsEmpty.contains) == true)
    }

    static let subscriptions = ["Cancellable", "Disposable", "DisposeBag", "Subscription", "Observer", "Token"]

    /// Where a value to be collected or counted starts; `[redirectUrl]` or `30.0` is a setting.
    static let startsEmpty: Set<String> = ["[]", "[:]", "0", "false", "true", "\"\""]

    /// Objective-C: a hidden property (in the class extension) holding values or collections;
    /// what its methods change is not read, so an object of another kind is not judged.
    static func isHiddenState(type: String, _ project: ProjectFacts) -> Bool {
        let named = bare(type)
        return !isDependency(named, project) && isValue(named, project)
    }

    /// `[Post]?` → `[Post]`, `id<AccountService>` → `AccountService`, `NSArray *` → `NSArray`.
    /// Over bytes (every mark it looks for is ASCII): by Characters it was a fifth of building
    /// the project's facts, run for every delegate and view property.
    static func bare(_ type: String) -> String {
        let utf8 = type.utf8
        var text = utf8[...]
        while let last = text.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || last == UInt8(ascii: "*") || last == UInt8(ascii: " ") {
            text = text.dropLast()
        }
        if text.starts(with: "id<".utf8), let end = text.lastIndex(of: UInt8(ascii: ">")) {
            text = text[utf8.index(text.startIndex, offsetBy: 3)..<end]
        }
        if let open = text.firstIndex(of: UInt8(ascii: "<")), text.first != UInt8(ascii: "[") { text = text[..<open] }
        // The last name between dots (`Module.Type` → `Type`); dots alone leave the text as it is.
        var end = text.endIndex
        while end > text.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: ".") { end = utf8.index(before: end) }
        guard end > text.startIndex else { return String(Substring(text)) }
        let start = text[..<end].lastIndex(of: UInt8(ascii: ".")).map { utf8.index(after: $0) } ?? text.startIndex
        return String(Substring(utf8[start..<end]))
    }

    /// `CatalogData()` → `CatalogData`; literals and other expressions name no type.
    static func constructed(_ initializer: String) -> String? {
        guard let open = initializer.firstIndex(of: "("), let first = initializer.first, first.isUppercase else { return nil }
        return bare(String(initializer[..<open]))
    }

    static let dependencySuffixes = [
        "Service", "Manager", "Provider", "Repository", "Storage", "Client", "API", "Api", "Type", "Protocol", "Interface",
        "Facade", "Factory", "Gateway", "Fetcher", "Loader", "Worker", "Session", "Database", "Input", "Output", "Router",
        "Interactor", "Presenter", "Assembly", "Coordinator", "Decoder", "Encoder", "Formatter", "Validator", "Mapper",
        "Builder", "Handler", "Helper", "Center", "Queue", "Bus", "Tracker", "Logger", "Analytics", "Defaults", "Keychain",
        "DisposeBag", "Cancellable", "Disposable", "Subscription", "Observer", "Token",
    ]

    static func isDependency(_ name: String, _ project: ProjectFacts) -> Bool {
        project.protocols.contains(name) || dependencySuffixes.contains(where: name.hasSuffix)
    }

    static let values: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
        "Bool", "String", "Character", "Date", "Data", "URL", "UUID", "Decimal", "TimeInterval", "NSInteger", "NSUInteger",
        "BOOL", "int", "double", "float", "long", "NSString", "NSNumber", "NSArray", "NSMutableArray", "NSDictionary",
        "NSMutableDictionary", "NSSet", "NSMutableSet", "NSDate", "NSData", "NSURL", "NSIndexPath", "IndexPath",
    ]

    /// Values and collections, and structs or data classes the project declares.
    static func isValue(_ name: String, _ project: ProjectFacts) -> Bool {
        if values.contains(name) || name.hasPrefix("[") || name.hasPrefix("Set<") || name.hasPrefix("Dictionary<") || name.hasPrefix("Array<") {
            return true
        }
        return project.types[name].map { !$0.fact.isClass } ?? false
    }
}

extension String {
    func trimmingSuffix(_ characters: String) -> String {
        var text = Substring(self)
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
