/// What `make dist` knows of the build (scripts/dist.sh writes this file for the release build
/// and puts it back afterwards); nil in a plain `swift build`.
enum BuildInfo {
    static let version: String? = nil
    static let commit: String? = nil
}
