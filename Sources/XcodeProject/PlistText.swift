/// How Xcode writes strings and file types in a project file.
public enum PlistText {
    /// A string as Xcode writes it: bare when it is only letters, digits and `_$./` (and holds no
    /// `___` or `//`, which Xcode quotes), else in double quotes with `\` `"` and control
    /// characters escaped. Non-ASCII text stays UTF-8 inside the quotes.
    public static func quoted(_ value: String) -> String {
        let bare = !value.isEmpty && !value.contains("___") && !value.contains("//") && value.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "/"):
                return true
            default:
                return false
            }
        }
        if bare { return value }
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// Text for a `/* comment */`: a name can't end the comment early.
    static func comment(_ text: String) -> String {
        text.replacingAll("*/", with: "*_/")
    }

    /// The `lastKnownFileType` Xcode gives a new file, by extension; nil for one it has no type
    /// for (then none is written and Xcode works it out).
    public static func fileType(of name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "swift": return "sourcecode.swift"
        case "h": return "sourcecode.c.h"
        case "m": return "sourcecode.c.objc"
        case "mm": return "sourcecode.cpp.objcpp"
        case "c": return "sourcecode.c.c"
        case "cpp", "cc", "cxx": return "sourcecode.cpp.cpp"
        case "hpp", "hh": return "sourcecode.cpp.h"
        case "metal": return "sourcecode.metal"
        case "pch": return "sourcecode.c.h"
        case "storyboard": return "file.storyboard"
        case "xib": return "file.xib"
        case "xcassets": return "folder.assetcatalog"
        case "plist": return "text.plist.xml"
        case "strings": return "text.plist.strings"
        case "json": return "text.json"
        case "png": return "image.png"
        case "md": return "net.daringfireball.markdown"
        default: return nil
        }
    }

    /// The phase a new file of this name goes to in a target: sources are compiled, headers go
    /// to a Headers phase (only a framework's target has one), anything else is a resource.
    static func phase(of name: String) -> BuildPhaseKind {
        switch fileType(of: name) {
        case "sourcecode.c.h", "sourcecode.cpp.h": return .headers
        case let type? where type.hasPrefix("sourcecode."): return .sources
        default: return .resources
        }
    }

    /// Whether a file of this name is compiled when it lies in a synchronised folder.
    static func isCompiled(_ name: String) -> Bool {
        phase(of: name) != .resources
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
