import FlowlintArchitecture
import FlowlintCore
import FuzzSupport

/// The pre-commit hook's snapshot of the project's facts as a damaged or planted pack entry could
/// hold it: decoded (or refused), compared with its own files, written and read back, and the
/// project judged by the rules over modules.
@main
enum FuzzCache {
    static func main() {
        let checker = ArchitectureChecker(configuration: Configuration())
        runFuzzer { input in
            guard let snapshot = ProjectSnapshot.decode(payload: Array(input)) else { return }
            let files = snapshot.files.map { (path: $0.path, key: $0.key) }
            precondition(snapshot.changes(in: files) == [], "a snapshot differs from its own files")
            _ = snapshot.unknown(among: files) { _ in true }
            _ = snapshot.checked(files.map(\.path)) { _ in true }
            precondition(ProjectSnapshot.decode(payload: snapshot.payload) != nil, "a decoded snapshot does not read back")
            _ = checker.run(snapshot.project, swift: [], objc: [])
        }
    }
}
