"""Whether a fixed copy of a project still builds as far as its Xcode projects say, against the
state recorded before the fix (corpus-fix.sh runs it):
    python xcode-build-check.py snapshot DIR > before.json     # before the fix
    python xcode-build-check.py compare DIR before.json FIXLOG... # after: one line of counts
The projects are read with scripts/pbxproj-oracle.py (PyPI's pbxproj and openstep-parser, from
the python that runs this). Counts: project references to missing files, files dropped from
their targets (a moved file followed by the fix log's "moved: A → B" lines), quoted #imports and
`@import Kit.Header;` that name no header of the tree (new ones only: the tree may lack headers
of its dependencies), new files in no target of a project that lists their folder's files,
project files a reader fails on, and moves git's index does not show as renames.
"""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))
oracle = __import__("pbxproj-oracle")

SKIPPED = {"Pods", "Carthage", ".build", "DerivedData", "vendor", "node_modules", ".git"}
IMPORTING = (".h", ".m", ".mm", ".pch", ".c", ".cpp")
IMPORT = re.compile(r'^\s*#\s*(?:import|include)\s+"([^"]+)"')
# `@import Kit.Header;`: a framework's submodule, one per header (counted as `Header.h`).
SUBMODULE = re.compile(r'^\s*@import\s+\w+(?:\s*\.\s*\w+)*\s*\.\s*(\w+)\s*;')


def walk(root):
    for folder, folders, files in os.walk(root):
        folders[:] = [f for f in folders if f not in SKIPPED and not f.startswith(".") and not f.endswith(".xcodeproj")]
        for name in files:
            yield os.path.relpath(os.path.join(folder, name), root)


def projects(root):
    found = []
    for folder, folders, _ in os.walk(root):
        folders[:] = [f for f in folders if f not in SKIPPED and not f.startswith(".")]
        for name in folders:
            if name.endswith(".xcodeproj"):
                found.append(os.path.relpath(os.path.join(folder, name, "project.pbxproj"), root))
    return sorted(found)


def snapshot(root):
    """Each project's files and compiled files' targets, by path from the root; readers' failures."""
    files, targets, failed = [], {}, []
    for pbxproj in projects(root):
        try:
            answer = oracle.read(os.path.join(root, pbxproj))
        except Exception as error:  # a reader that fails is what is counted
            failed.append(f"{pbxproj}: {error}")
            continue
        if not answer.get("agree"):
            failed.append(f"{pbxproj}: the two readers list different files")
        base = os.path.dirname(os.path.dirname(pbxproj))
        files += [os.path.normpath(os.path.join(base, f)) for f in answer["files"]]
        for target, paths in answer["targets"].items():
            for path in paths:
                targets.setdefault(os.path.normpath(os.path.join(base, path)), []).append(target)
    return {"files": sorted(set(files)), "targets": {k: sorted(v) for k, v in targets.items()}, "failed": failed,
            "dangling": sorted(dangling(root))}


def dangling(root):
    tree = list(walk(root))
    headers = {os.path.basename(p) for p in tree if p.endswith(".h")}
    found = set()
    for path in tree:
        if not path.endswith(IMPORTING):
            continue
        try:
            lines = open(os.path.join(root, path), encoding="utf-8", errors="replace").read().splitlines()
        except OSError:
            continue
        for line in lines:
            match = IMPORT.match(line)
            if match and os.path.basename(match.group(1)) not in headers:
                found.add(f"{path}: {match.group(1)}")
            match = SUBMODULE.match(line)
            if match and match.group(1) + ".h" not in headers:
                found.add(f"{path}: @import {match.group(1)}")
    return found


def compare(root, before_file, logs):
    before = json.load(open(before_file))
    after = snapshot(root)
    moves, created = {}, []
    for log in logs:
        for line in open(log, encoding="utf-8", errors="replace"):
            line = line.rstrip("\n")
            if line.startswith("moved: ") and " → " in line:
                old, new = line[len("moved: "):].split(" → ", 1)
                for key, value in list(moves.items()):
                    if value == old:
                        moves[key] = new
                moves.setdefault(old, new)
            elif line.endswith(": created"):
                created.append(os.path.normpath(line[: -len(": created")]))
    missing = [f for f in after["files"] if not os.path.exists(os.path.join(root, f))
               and not f.endswith((".app", ".xctest", ".framework", ".appex", ".bundle"))]
    missing_before = {f for f in before["files"] if not os.path.exists(os.path.join(root, f))}
    missing = [f for f in missing if f not in missing_before and f not in moves]
    dropped = [f"{path} {targets}" for path, targets in before["targets"].items()
               if after["targets"].get(moves.get(path, path), []) != targets and os.path.exists(os.path.join(root, moves.get(path, path)))]
    # An import that dangled before still does in its file's new place (`"Old.h"` for `old.h`,
    # which macOS's file system finds): not new.
    before_dangling = set()
    for entry in before["dangling"]:
        path, _, name = entry.partition(": ")
        before_dangling.add(f"{moves.get(path, path)}: {name}")
    new_dangling = sorted(set(after["dangling"]) - before_dangling)
    listed_folders = {os.path.dirname(f) for f in before["files"]}
    outside = [f for f in created if os.path.dirname(f) in listed_folders and f not in after["targets"]]
    renames = 0
    try:
        # -z: names unquoted; a rename is "R  NEW\0OLD\0".
        fields = subprocess.run(["git", "-C", root, "status", "--porcelain", "-z"], capture_output=True, text=True, check=True).stdout.split("\0")
        staged = {fields[i + 1] for i, field in enumerate(fields[:-1]) if field.startswith("R")}
        renames = sum(1 for old in moves if old not in staged)
    except (OSError, subprocess.CalledProcessError):
        renames = len(moves)
    counts = {"missing_references": len(missing), "dropped_from_targets": len(dropped), "new_dangling_imports": len(new_dangling),
              "new_files_outside_targets": len(outside), "unparsable_projects": len(after["failed"]),
              "moves_not_staged_as_renames": renames, "moves": len(moves), "created": len(created)}
    print(json.dumps({"counts": counts, "missing": missing[:20], "dropped": dropped[:20], "dangling": new_dangling[:20],
                      "outside": outside[:20], "failed": after["failed"][:20]}, ensure_ascii=False))


if __name__ == "__main__":
    if sys.argv[1] == "snapshot":
        print(json.dumps(snapshot(sys.argv[2]), ensure_ascii=False))
    else:
        compare(sys.argv[2], sys.argv[3], sys.argv[4:])
