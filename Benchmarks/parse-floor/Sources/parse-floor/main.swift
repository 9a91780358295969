import Foundation
import SwiftParser
import SwiftSyntax

// Usage: parse-floor FOLDER: parses every .swift file below FOLDER once, single-threaded.
let root = CommandLine.arguments.dropFirst().first ?? "."
var files = 0
var tokens = 0
let enumerator = FileManager.default.enumerator(atPath: root)
while let path = enumerator?.nextObject() as? String {
    guard path.hasSuffix(".swift"), let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { continue }
    let tree = Parser.parse(source: text)
    tokens += tree.totalLength.utf8Length
    files += 1
}
print("\(files) files, \(tokens) bytes parsed")
