import CLibGit2
import Dispatch

/// libgit2's global initialisation, paid once and only by code that really needs a repository:
/// on Debian it loads the system CA bundle (~4 ms), which the commit-msg fast path avoids.
enum Runtime {
    private static let initialised: Bool = {
        git_libgit2_init()
        // A history scan reads each commit once: caching parsed commits only grows memory.
        flowlint_git_set_cache_object_limit(GIT_OBJECT_COMMIT, 0)
        flowlint_git_set_cache_max_size(32 * 1024 * 1024)
        // flowlint only reads; verifying every object's hash on read costs ~10% of a walk.
        flowlint_git_enable_strict_hash_verification(0)
        // Pack files are mapped in windows; bounding them keeps a scan's memory from growing
        // with the size of the pack (defaults: 1 GiB windows, 8 GiB mapped). A walk reads the
        // pack mostly in order, so 32 MiB mapped costs no time and halved a 250,000-commit
        // scan's peak (205 → 99 MiB, before `ReachableCommits` took it to 76).
        flowlint_git_set_mwindow_size(8 * 1024 * 1024)
        flowlint_git_set_mwindow_mapped_limit(32 * 1024 * 1024)
        return true
    }()

    static func ensure() {
        _ = initialised
    }
}

/// libgit2's start-up, begun early on the other core by a command that will open a repository
/// anyway: its ~4 ms (the CA bundle) then overlap the argument parsing and the configuration.
/// Whoever needs libgit2 first still waits for it (`Runtime.ensure` runs the start-up once).
public enum GitLibrary {
    public static func startInBackground() {
        DispatchQueue.global(qos: .userInitiated).async { Runtime.ensure() }
    }
}
