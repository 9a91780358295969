#!/usr/bin/env bash
# `protocols --fix` over a folder of real iOS projects (one folder each; see corpus.sh): each
# project is copied to a temporary folder (the corpus is never touched), checked, fixed and
# checked again, then fixed with `--fix-renames` and checked once more. Prints findings per rule
# before, after `--fix` and after `--fix --fix-renames`, the fixable rules' findings left, and
# the Swift files that parsed before the fix and don't after (`swiftc -parse`), which must be
# none. Fetches nothing.
#   Benchmarks/corpus-fix.sh CORPUS_DIR [FLOWLINT_BINARY]
#   TSV=FILE also writes the per-project Xcode counts there, tab-separated.
set -euo pipefail
# Every rule, those off by default too: these measure the rules themselves.
export FLOWLINT_ENABLE_ALL_RULES=1
corpus=${1:?usage: corpus-fix.sh CORPUS_DIR [FLOWLINT_BINARY]}
here=$(cd "$(dirname "$0")" && pwd)
export PATH="/opt/swift/usr/bin:$PATH"
flowlint=${2:-}
if [ -z "$flowlint" ]; then
    (cd "$here/.." && swift build >/dev/null)
    flowlint="$(cd "$here/.." && swift build --show-bin-path)/flowlint"
fi
flowlint=$(cd "$(dirname "$flowlint")" && pwd)/$(basename "$flowlint")
# The Xcode checks read projects with PyPI's pbxproj and openstep-parser (scripts/check-xcode-projects.sh
# installs them in .build/python-tools); without them each project's line says what could not be read.
python="$here/../.build/python-tools/bin/python"
[ -x "$python" ] || python=python3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# parsing LIST OUT: appends to OUT the files of LIST (one a line) that `swiftc -parse` takes.
# Two hundred at a time, one by one only in a batch that fails: a swiftc per file was most of a
# large project's run (6,000 files).
parsing() {
    local batch="$work/batch" file
    split -l 200 "$1" "$batch."
    for chunk in "$batch".*; do
        [ -e "$chunk" ] || continue
        if tr '\n' '\0' < "$chunk" | xargs -0 swiftc -parse >/dev/null 2>&1; then
            cat "$chunk" >> "$2"
        else
            while IFS= read -r file; do
                swiftc -parse "$file" >/dev/null 2>&1 && printf '%s\n' "$file" >> "$2"
            done < "$chunk"
        fi
        rm -f "$chunk"
    done
}
for project in "$corpus"/*/; do
    name=$(basename "$project")
    copy="$work/copy/$name"
    mkdir -p "$copy" "$work/out"
    cp -R "$project/." "$copy/"
    find "$copy" -name '*.swift' -not -path '*/Pods/*' -not -path '*/Carthage/*' -print | sort > "$work/out/$name.files"
    (cd "$copy" && "$flowlint" protocols --format json --lang en . > "$work/out/$name.before.json" 2>/dev/null) || true
    # Which Swift files parse before: only they must parse after.
    : > "$work/out/$name.parsed"
    parsing "$work/out/$name.files" "$work/out/$name.parsed"
    # The Xcode projects' state before, and a repository to stage the moves in when the copy has none.
    if [ ! -e "$copy/.git" ]; then
        (cd "$copy" && git init -q && git add -A && git -c user.name=corpus -c user.email=corpus@localhost commit -qm corpus) >/dev/null 2>&1 || true
    fi
    "$python" "$here/xcode-build-check.py" snapshot "$copy" > "$work/out/$name.xcode-before.json" 2>/dev/null || echo '{"files": [], "targets": {}, "failed": [], "dangling": []}' > "$work/out/$name.xcode-before.json"
    (cd "$copy" && "$flowlint" protocols --fix --lang en . > "$work/out/$name.fix.txt" 2>&1) || true
    (cd "$copy" && "$flowlint" protocols --format json --lang en . > "$work/out/$name.after.json" 2>/dev/null) || true
    (cd "$copy" && "$flowlint" protocols --fix --fix-renames --lang en . > "$work/out/$name.renames.txt" 2>&1) || true
    (cd "$copy" && "$flowlint" protocols --format json --lang en . > "$work/out/$name.renamed.json" 2>/dev/null) || true
    "$python" "$here/xcode-build-check.py" compare "$copy" "$work/out/$name.xcode-before.json" "$work/out/$name.fix.txt" "$work/out/$name.renames.txt" \
        > "$work/out/$name.xcode.json" 2>/dev/null || echo '{"counts": {}}' > "$work/out/$name.xcode.json"
    # A file --fix-renames moved is checked at its new path: the files the fix created or moved
    # parse too.
    while IFS= read -r file; do [ -e "$file" ] && printf '%s\n' "$file"; done < "$work/out/$name.parsed" > "$work/out/$name.again"
    find "$copy" -name '*.swift' -newer "$work/out/$name.before.json" -print | while IFS= read -r file; do
        grep -qxF "$file" "$work/out/$name.parsed" || printf '%s\n' "$file"
    done >> "$work/out/$name.again"
    : > "$work/out/$name.parsed-after"
    parsing "$work/out/$name.again" "$work/out/$name.parsed-after"
    sort "$work/out/$name.again" -o "$work/out/$name.again"
    sort "$work/out/$name.parsed-after" -o "$work/out/$name.parsed-after"
    comm -23 "$work/out/$name.again" "$work/out/$name.parsed-after" | sed "s|^$copy/||" > "$work/out/$name.broken"
done
python3 - "$work/out" <<'PY'
import collections, json, os, sys
out = sys.argv[1]
FIXABLE = {"mvp-protocols-file", "mvp-class-bound", "mvp-mark-sections", "mvp-view-presenter-link", "mvp-presenter-method-order", "mvp-protocol-order",
           "mvp-view-conformance", "mvp-presenter-conformance", "mvp-weak-view", "mvp-implementation-marks",
           "viper-references", "viper-section-marks", "viper-forward-declarations"}
before, after, renamed, broken, left = collections.Counter(), collections.Counter(), collections.Counter(), [], []
for name in sorted(f[:-12] for f in os.listdir(out) if f.endswith(".before.json")):
    for kind, counter in (("before", before), ("after", after), ("renamed", renamed)):
        try:
            findings = json.load(open(os.path.join(out, f"{name}.{kind}.json")))["findings"]
        except (ValueError, KeyError, OSError):
            print(f"{name}: no JSON {kind} the fix"); continue
        for f in findings:
            counter[f["rule"]] += 1
            if kind == "renamed" and f["rule"] in FIXABLE:
                loc = f["location"]
                left.append(f"{name} {loc.get('path')}:{loc.get('line')} {f['rule']}: {f['message']}")
    broken += [f"{name} {line.strip()}" for line in open(os.path.join(out, f"{name}.broken")) if line.strip()]
print("| rule | before | after `--fix` | after `--fix --fix-renames` | fixable |")
print("|---|---:|---:|---:|---|")
for rule in sorted(set(before) | set(after) | set(renamed), key=lambda r: (-before[r], r)):
    print(f"| `{rule}` | {before[rule]} | {after[rule]} | {renamed[rule]} | {'yes' if rule in FIXABLE else ''} |")
print(f"| all | {sum(before.values())} | {sum(after.values())} | {sum(renamed.values())} | |")
print(f"\nfixable rules' findings left after --fix --fix-renames: {len(left)}")
for line in left: print("  " + line)
notes = [f"{name[:-12]} {line.strip()}" for name in sorted(os.listdir(out)) if name.endswith(".renames.txt")
         for line in open(os.path.join(out, name)) if line.startswith(("renamed: ", "not renamed: ", "Objective-C "))]
print(f"renames made or refused by --fix-renames: {len(notes)}")
for line in notes: print("  " + line)
tsv = [["project", "missing_references", "dropped_from_targets", "new_dangling_imports", "new_files_outside_targets",
        "unparsable_projects", "moves_not_staged_as_renames", "moves", "created", "swift_files_broken"]]
print("\n| project | missing references | dropped from targets | new dangling #imports | new files outside targets | unparsable projects | moves not staged as renames | moves | created |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
for name in sorted(f[:-11] for f in os.listdir(out) if f.endswith(".xcode.json")):
    try:
        c = json.load(open(os.path.join(out, f"{name}.xcode.json")))["counts"]
    except (ValueError, KeyError, OSError):
        c = {}
    keys = ("missing_references", "dropped_from_targets", "new_dangling_imports", "new_files_outside_targets",
            "unparsable_projects", "moves_not_staged_as_renames", "moves", "created")
    print(f"| {name} | " + " | ".join(str(c.get(k, "?")) for k in keys) + " |")
    tsv.append([name] + [str(c.get(k, "?")) for k in keys] + [str(sum(1 for line in broken if line.startswith(name + " ")))])
if os.environ.get("TSV"):
    with open(os.environ["TSV"], "w") as out:
        out.write("".join("\t".join(row) + "\n" for row in tsv))
print(f"Swift files that parsed before and don't after: {len(broken)}")
for line in broken: print("  " + line)
sys.exit(1 if broken else 0)
PY
