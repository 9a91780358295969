/* The floor for a history scan on libgit2: walk every commit reachable from any ref (as
 * `git rev-list --all`) and read each one's message. flowlint does this plus its rules. */
#include <git2.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
    git_libgit2_init();
    git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, 0);
    git_libgit2_opts(GIT_OPT_SET_CACHE_OBJECT_LIMIT, GIT_OBJECT_COMMIT, (size_t)0);
    git_repository *repo = NULL;
    if (git_repository_open_ext(&repo, argc > 1 ? argv[1] : ".", 0, NULL) != 0) {
        fprintf(stderr, "%s\n", git_error_last()->message);
        return 3;
    }
    git_revwalk *walk = NULL;
    git_revwalk_new(&walk, repo);
    git_revwalk_push_glob(walk, "refs/*");
    git_revwalk_push_head(walk);
    git_oid oid;
    size_t commits = 0, bytes = 0;
    while (git_revwalk_next(&oid, walk) == 0) {
        git_commit *commit = NULL;
        if (git_commit_lookup(&commit, repo, &oid) != 0) return 3;
        bytes += strlen(git_commit_message_raw(commit));
        commits++;
        git_commit_free(commit);
    }
    printf("%zu commits, %zu message bytes\n", commits, bytes);
    git_revwalk_free(walk);
    git_repository_free(repo);
    return 0;
}
