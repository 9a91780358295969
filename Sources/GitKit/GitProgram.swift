import FileAccess
import Platform

/// The git program itself, for the little libgit2 can't do as git does: reading a split or a
/// sparse index, and carrying notes to rewritten commits under git's own settings. Never on a
/// common path: flowlint runs on libgit2 and spawns git only where libgit2 stops.
struct GitProgram {
    struct Outcome {
        let status: Int32
        let output: [UInt8]
        let errors: [UInt8]

        /// git's own complaint, for the sentence that reports it.
        var complaint: String {
            String(decoding: errors, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "exit status \(status)"
        }
    }

    /// Runs `git -C <directory> <arguments>` with `input` on its standard input, in flowlint's
    /// environment plus `environment`; nil when git can't be started (not installed).
    static func run(_ arguments: [String], in directory: String, input: [UInt8] = [], environment: [String: String] = [:]) -> Outcome? {
        // The input goes through an unlinked temporary file: a pipe to a git that stopped reading
        // would block, or end flowlint with SIGPIPE.
        guard let inFD = temporaryFile(with: input) else { return nil }
        defer { close(inFD) }
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0 else { return nil }
        guard pipe(&errPipe) == 0 else { closeAll(outPipe); return nil }
        for descriptor in outPipe + errPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inFD, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        let argv = (["git", "-C", directory] + arguments).map { strdup($0) } + [nil]
        let envp = mergedEnvironment(environment).map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawnp(&child, "git", &actions, nil, argv, envp)
        closeAll([outPipe[1], errPipe[1]])
        guard spawned == 0 else {
            closeAll([outPipe[0], errPipe[0]])
            return nil
        }
        let (output, errors) = drain(outPipe[0], errPipe[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(status: exit, output: output, errors: errors)
    }

    /// A file holding `bytes`, already unlinked, read from its start; nil when none can be made.
    private static func temporaryFile(with bytes: [UInt8]) -> Int32? {
        let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((folder + "/flowlint-git-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return nil }
        unlink(template)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Platform.write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { close(descriptor); return nil }
            written += count
        }
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { close(descriptor); return nil }
        return descriptor
    }

    /// Both outputs read at once, so that git never blocks on a full pipe. Closes them.
    private static func drain(_ outFD: Int32, _ errFD: Int32) -> ([UInt8], [UInt8]) {
        var collected: [Int32: [UInt8]] = [outFD: [], errFD: []]
        var open: Set<Int32> = [outFD, errFD]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty {
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&polled, nfds_t(polled.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for entry in polled where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { Platform.read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[entry.fd, default: []] += buffer[..<count]
                } else if count == 0 || errno != EINTR {
                    open.remove(entry.fd)
                }
            }
        }
        closeAll([outFD, errFD])
        return (collected[outFD] ?? [], collected[errFD] ?? [])
    }

    private static func mergedEnvironment(_ changes: [String: String]) -> [String] {
        #if canImport(Darwin)
        let variables: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron().pointee
        #else
        let variables: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #endif
        var entries: [String] = []
        var index = 0
        while let entry = variables?[index] {
            let text = String(cString: entry)
            let name = String(text.prefix { $0 != "=" })
            if changes[name] == nil { entries.append(text) }
            index += 1
        }
        return entries + changes.map { "\($0.key)=\($0.value)" }
    }

    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors { close(descriptor) }
    }
}

extension Repository {
    /// `git --git-dir=… --work-tree=… <arguments>` in `directory`: this repository whatever the
    /// environment says, with the index flowlint reads (`GIT_INDEX_FILE` relative to flowlint's
    /// folder, not git's). Its output, or git's complaint as the error.
    func runGit(_ arguments: [String], in directory: String, input: [UInt8] = [], _ operation: String) throws(GitError) -> [UInt8] {
        var environment: [String: String] = [:]
        if let index = getenv("GIT_INDEX_FILE").map({ String(cString: $0) }), !index.hasPrefix("/") {
            environment["GIT_INDEX_FILE"] = FileAccess.currentDirectory() + "/" + index
        }
        var location = ["--git-dir=" + gitDirectory]
        if let workDirectory { location.append("--work-tree=" + workDirectory) }
        guard let outcome = GitProgram.run(location + arguments, in: directory, input: input, environment: environment) else {
            throw GitError(kind: .other(code: -1), message: "the git program could not be started (is git on PATH?)", operation: operation)
        }
        guard outcome.status == 0 else {
            throw GitError(kind: .other(code: -1), message: "git: " + outcome.complaint, operation: operation)
        }
        return outcome.output
    }
}
