import Foundation
import Testing
import TestSupport

/// Reports are written while they are made, in blocks (issue 15, item 5): a reader that stops
/// early (`| head -1`) must still end flowlint quietly, and every format must reach the end of
/// a report far larger than one block.
struct StreamedReportTests {
    /// 3,000 commits that each break several rules: about a megabyte of text, many blocks.
    static func failingHistory() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        var stream = ""
        for number in 1...3_000 {
            let message = "Fix thing number \(number)\n"
            stream += "commit refs/heads/develop\nmark :\(number)\n"
            stream += "committer Bench <bench@example.com> \(1_600_000_000 + number * 60) +0000\n"
            stream += "data \(message.utf8.count)\n\(message)\n"
            if number > 1 { stream += "from :\(number - 1)\n" }
        }
        try repo.git(["fast-import", "--quiet"], stdin: stream + "done\n")
        return repo
    }

    static func shell(_ repo: TemporaryRepository, _ script: String) throws -> Shell.Result {
        var environment = repo.environment
        environment["LANG"] = "en_US.UTF-8"
        return try Shell.run("/bin/sh", ["-c", script], in: repo.path, environment: environment)
    }

    @Test func aReaderThatStopsEarlyEndsFlowlintQuietly() throws {
        let repo = try Self.failingHistory()
        let binary = FlowlintBinary.path
        for format in ["text", "json"] {
            // As from a terminal: SIGPIPE ends flowlint, without a word.
            let killed = try Self.shell(repo, "{ '\(binary)' commits --all --format \(format); echo \"status $?\" >&2; } | head -1")
            #expect(killed.stdout.split(separator: "\n").count == 1, "\(killed)")
            #expect(killed.stderr == "status 141\n", "\(killed)")
            // With SIGPIPE ignored (as some CI runners and language runtimes start programs),
            // the write fails with EPIPE: flowlint stops writing and exits with its usual status.
            let ignored = try Self.shell(
                repo, "trap '' PIPE; { '\(binary)' commits --all --format \(format); echo \"status $?\" >&2; } | head -1")
            #expect(ignored.stdout.split(separator: "\n").count == 1, "\(ignored)")
            #expect(ignored.stderr == "status 1\n", "\(ignored)")
        }
    }

    @Test func everyFormatReachesTheEndOfALargeReport() throws {
        let repo = try Self.failingHistory()
        let json = try repo.flowlint("commits", "--all", "--format", "json")
        #expect(json.status == 1)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdoutBytes)) as? [String: Any])
        #expect((parsed["findings"] as? [Any])?.count ?? 0 >= 6_000)
        let text = try repo.flowlint("commits", "--all")
        #expect(text.stdout.hasSuffix("; checked: 3000 commits\n"), "\(text.stdout.suffix(200))")
        #expect(text.stdout.components(separatedBy: "[commit-header-format]").count == 3_001)
        for format in ["sarif", "gitlab"] {
            let output = try repo.flowlint("commits", "--all", "--format", format)
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(output.stdoutBytes)) }
        }
        let junit = try repo.flowlint("commits", "--all", "--format", "junit")
        #expect(junit.stdout.hasSuffix("</testsuites>\n"))
        #expect(junit.stdout.components(separatedBy: "<testsuite name=").count == 3_001)
    }

    /// `commits` writes each commit's findings as it finds them; with a baseline (here an
    /// empty one, which hides nothing) it keeps them all and writes them at the end. Both
    /// must be the same bytes, in every format, with the same exit status.
    @Test func aStreamedReportIsTheReportWrittenWhole() throws {
        let repo = try TemporaryRepository()
        try repo.commit("[EW_IOS-1] Начальный коммит\n\n- Создал проект\n")
        for number in 1...40 {
            let message = number % 3 == 0 ? "Fix \u{1B}[31m thing \(number)\n\nbody\n" : "wip \(number)"
            try repo.commit(message)
        }
        try repo.commit("[EW_IOS-2] Хороший коммит\n\n- Описание\n")
        let baseline = repo.scratch("empty-baseline.json")
        try "{\"version\": 1, \"findings\": []}\n".write(toFile: baseline, atomically: true, encoding: .utf8)
        for format in ["text", "json", "sarif", "junit", "gitlab", "github"] {
            for lang in ["en", "ru"] {
                for range in [["--all"], ["develop~20..develop"]] {
                    let arguments = ["commits"] + range + ["--format", format, "--lang", lang]
                    let streamed = try FlowlintBinary.run(arguments, in: repo, environment: ["LANG": "en_US.UTF-8"])
                    let whole = try FlowlintBinary.run(arguments + ["--baseline", baseline], in: repo, environment: ["LANG": "en_US.UTF-8"])
                    #expect(streamed.status == 1)
                    #expect(streamed.status == whole.status)
                    #expect(streamed.stdoutBytes == whole.stdoutBytes, "\(format) \(lang) \(range)")
                }
            }
        }
        let clean = try repo.flowlint("commits", "develop~1..develop", "--format", "json")
        #expect(clean.status == 0)
        #expect(clean.stdout.contains("\"findings\": [],"))
    }
}
