/// What `flowlint init` writes: every key with its default, commented.
public enum DefaultConfigurationFile {
    public static let text = """
        # flowlint configuration (README.md, "Configuration"; `flowlint explain RULE` for each rule).
        # Every key is optional; with no file, the team's conventions (the seeds) apply.

        lang: null                            # ru | en: the team's language for messages (else FLOWLINT_LANG, LANG)
        issue-id:
          pattern: '[A-Z][A-Z0-9_]*-[0-9]+'   # an issue-tracker key such as EW_IOS-98
          projects: []                        # allowed keys' prefixes, e.g. [EW_IOS]; empty: any
        branches:
          protected: [master, develop]
          kinds:                              # placeholders {id}, {name}, {version}
            feature: 'features/{id}_{name}'
            refactoring: 'refactoring/{name}'
            release: 'releases/release-{version}'
            bug: 'bugs/{id}_{name}'
          forbidden-letters: [й, Й, ё, Ё]     # matched precomposed and decomposed
          version-pattern: '[0-9]+(\\.[0-9]+)*(-[0-9A-Za-z.]+)?'   # {version}: 2, 1.2, 1.2.3, 2024.11, 1.2-rc1
        flow:
          base: develop                       # where features, refactorings and releases start
          feature: {from: [develop], into: [develop]}
          refactoring: {from: [develop], into: [develop]}
          release: {from: [develop], into: [develop, master], accepts: [bug]}
          bug: {from: any, into: origin}      # origin: the branch it was created from
          merge-messages: []                  # the team's own merge messages, e.g. ['Finish {version}', 'Релиз {version}']
        commits:
          language: ru                        # ru | en | any
          language-threshold: 0.5             # share of the message's words in that language
          require-body: true
          max-header-length: 0                # 0: no limit (the seed's example header is 79)
          skip: [merge, revert]               # generated commits not checked, counted as skipped;
                                              # also {title: REGEX} or {author: REGEX} entries (bump and bot commits)
          since: null                         # a revision or a date: older commits are not checked
        merge-requests:
          require-delete-source-branch: true
        protocols:
          include: ['**/*.swift', '**/*.h', '**/*.m']
          exclude: ['Pods/**', 'Carthage/**', '.build/**', 'DerivedData/**', 'vendor/**']
        rules:                                # per-rule severity: error | warning | off
          commit-issue-mismatch: warning
        # tracker:                            # none by default; no tracker rules without it
        #   kind: jira                        # jira | youtrack
        #   url: https://jira.example.com     # Jira: <url>/rest/api/2/issue/<ID>; YouTrack: <url>/api/issues/<ID>
        #   token-env: FLOWLINT_TRACKER_TOKEN # sent as "Authorization: Bearer <token>"
        #   user-env: null                    # Jira Cloud: a variable holding the e-mail; then Basic user:token
        #   timeout: 1.5                      # seconds
        #   cache-ttl: 3600                   # seconds an answer is reused from ~/.cache/flowlint

        """
}
