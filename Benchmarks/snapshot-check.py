#!/usr/bin/env python3
"""The pre-commit hook's project snapshot against no cache at all, on real projects.

    Benchmarks/snapshot-check.py BIN PROJECT...

Each project (a folder of an iOS project, not a repository) is copied into a temporary git
repository. For each file with architecture findings, and each kind of edit (lines moved, a body
edited, a declaration added, a type renamed, the file deleted, a copy added), the edit is staged on
top of a first staged change (whose hook run keeps a snapshot), and `hook pre-commit --format json`
with the cache is compared with `--no-cache`. Prints each difference, a count, and how often the
snapshot was reused for each kind of edit; exits 1 on any difference.
Not a test: the corpus is fetched code and stays outside the repository.
"""
import json, os, re, shutil, subprocess, sys, tempfile

ENV = dict(os.environ, GIT_CONFIG_GLOBAL="/dev/null", GIT_CONFIG_NOSYSTEM="1",
           GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="bench@example.com",
           GIT_COMMITTER_NAME="bench", GIT_COMMITTER_EMAIL="bench@example.com")


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], env=ENV, check=True, capture_output=True, text=True).stdout


def hook(binary, repo, cache, *extra):
    env = dict(ENV, FLOWLINT_CACHE_DIR=cache, FLOWLINT_CACHE_STATS="1")
    run = subprocess.run([binary, "-C", repo, "hook", "pre-commit", "--format", "json", *extra], env=env, capture_output=True)
    return (run.returncode, run.stdout), b"project reused" in run.stderr


def edits(path, text):
    """(name, new text or None for deletion, extra file) for one file."""
    yield "lines moved", "\n\n\n// moved\n" + text, None
    lines = text.split("\n")
    middle = len(lines) // 2
    yield "comment in the middle", "\n".join(lines[:middle] + ["    // edited", ""] + lines[middle:]), None
    if path.endswith(".swift"):
        proto = re.search(r"protocol\s+\w+[^{]*\{", text)
        if proto:
            yield "requirement added", text[:proto.end()] + "\n    func addedByCheck()\n" + text[proto.end():], None
        decl = re.search(r"\b(class|struct|protocol)\s+(\w+)", text)
        if decl:
            name = decl.group(2)
            yield "type renamed", re.sub(r"\b%s\b" % name, name + "Renamed", text), None
    yield "deleted", None, None
    folder, name = os.path.split(path)
    yield "copied", text, os.path.join(folder, "Copy" + name)


def check(binary, project, limit=12):
    work = tempfile.mkdtemp(prefix="snapshot-check-")
    repo, cache = os.path.join(work, "repo"), os.path.join(work, "cache")
    shutil.copytree(project, repo, symlinks=True)
    git(repo, "init", "-q", "-b", "develop")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "--no-verify", "-m", "corpus")
    files = [f for f in git(repo, "ls-files").split("\n") if f.endswith((".swift", ".h", ".m"))]
    protocols = subprocess.run([binary, "-C", repo, "protocols", "--format", "json", "--no-cache"], env=ENV, capture_output=True)
    found = sorted({f["location"]["path"] for f in json.loads(protocols.stdout or b'{"findings": []}').get("findings", [])
                    if f.get("location", {}).get("path") in files})
    chosen = (found + [f for f in files if f not in found])[:limit]
    compared = differing = 0
    reused = {}
    for path in chosen:
        with open(os.path.join(repo, path), encoding="utf-8", errors="surrogateescape") as handle:
            text = handle.read()
        for name, new, extra in edits(path, text):
            git(repo, "reset", "-q", "--hard")
            shutil.rmtree(cache, ignore_errors=True)
            # A first staged change whose run keeps the snapshot.
            first = next(f for f in files if f != path)
            with open(os.path.join(repo, first), "a") as handle:
                handle.write("\n// first\n")
            git(repo, "add", first)
            hook(binary, repo, cache)
            target = os.path.join(repo, extra or path)
            if new is None:
                git(repo, "rm", "-q", path)
            else:
                with open(target, "w", encoding="utf-8", errors="surrogateescape") as handle:
                    handle.write(new)
                git(repo, "add", extra or path)
            (cached, hit), (fresh, _) = hook(binary, repo, cache), hook(binary, repo, cache, "--no-cache")
            again, _ = hook(binary, repo, cache)
            compared += 1
            reused.setdefault(name, [0, 0])[0 if hit else 1] += 1
            if cached != fresh or again != fresh:
                differing += 1
                print(f"DIFFERS {os.path.basename(project)} {path} ({name})")
                print("  cached:", cached[1].decode()[:400])
                print("  fresh: ", fresh[1].decode()[:400])
    shutil.rmtree(work, ignore_errors=True)
    print("  snapshot reused / built again, by edit: " + ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in reused.items()))
    return compared, differing


def main():
    binary, projects = sys.argv[1], sys.argv[2:]
    total = bad = 0
    for project in projects:
        compared, differing = check(binary, project)
        print(f"{os.path.basename(project)}: {compared} edits, {differing} differing", flush=True)
        total, bad = total + compared, bad + differing
    print(f"all: {total} edits compared, {bad} differing")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
