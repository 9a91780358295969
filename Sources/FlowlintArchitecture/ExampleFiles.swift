/// A rule's example may span files: a line `//// path` starts the next file (a header an import
/// names, the protocol a presenter adopts). The first file is the example's own path.
public enum ExampleFiles {
    public static let marker = "//// "

    public static func split(_ text: String, path: String) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = [(path, "")]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(marker) {
                files.append((String(line.dropFirst(marker.count)), ""))
            } else {
                files[files.count - 1].text += line + "\n"
            }
        }
        return files
    }
}
