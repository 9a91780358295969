/* The floor for a commit-msg hook on libgit2: open the repository from the current folder,
 * read core.commentChar, read the message file. Nothing is checked: this is what any
 * libgit2-based hook pays before its first rule. */
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s FILE\n", argv[0]); return 2; }
    git_libgit2_init();
    git_repository *repo = NULL;
    if (git_repository_open_ext(&repo, ".", 0, NULL) != 0) { fprintf(stderr, "no repository\n"); return 3; }
    git_config *config = NULL;
    const char *comment = "#";
    if (git_repository_config_snapshot(&config, repo) == 0) git_config_get_string(&comment, config, "core.commentChar");
    FILE *file = fopen(argv[1], "rb");
    if (!file) return 3;
    char buffer[65536];
    size_t total = 0, count;
    while ((count = fread(buffer, 1, sizeof buffer, file)) > 0) total += count;
    fclose(file);
    printf("%zu bytes, comment char %s\n", total, comment);
    git_config_free(config);
    git_repository_free(repo);
    git_libgit2_shutdown();
    return 0;
}
