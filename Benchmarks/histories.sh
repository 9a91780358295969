#!/usr/bin/env bash
# Findings per rule on real histories: runs `flowlint commits --all --format json` in each git
# repository (work tree or bare) found directly under FOLDER and prints, per repository and in
# total, the commits checked and skipped and the findings of each rule. It fetches nothing: clone
# the histories first. The findings themselves land in OUT (default: Benchmarks/work/histories),
# one JSON file per repository, to be read and judged (Benchmarks/histories-judged.tsv, and
# Benchmarks/precision.py for the precision per rule).
#   Benchmarks/histories.sh FOLDER [OUT]      FLOWLINT=path/to/flowlint to pick the binary
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
folder=${1:?usage: Benchmarks/histories.sh FOLDER-OF-CLONES [OUT]}
out=${2:-$here/work/histories}
flowlint=${FLOWLINT:-$here/../.build/debug/flowlint}
[ -x "$flowlint" ] || { echo "no flowlint at $flowlint: build it or set FLOWLINT" >&2; exit 2; }
mkdir -p "$out"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1

for repo in "$folder"/*/; do
    repo=${repo%/}
    git -C "$repo" rev-parse --git-dir >/dev/null 2>&1 || continue
    # Exit 1 only means findings; 2 and 3 are reported in the JSON's place.
    "$flowlint" -C "$repo" commits --all --format json --lang en > "$out/$(basename "$repo").json" 2> "$out/$(basename "$repo").err" || true
done

python3 - "$out" <<'PY'
import collections, glob, json, os, sys
total = collections.Counter()
rows = []
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.json"))):
    name = os.path.basename(path)[:-5]
    try:
        report = json.load(open(path, encoding="utf-8"))
    except ValueError:
        print(f"{name}: no report ({open(path[:-5] + '.err').read().strip()})")
        continue
    rules = collections.Counter(f["rule"] for f in report["findings"])
    checked = report["summary"]["checked"]
    total.update(rules)
    total["(commits)"] += checked.get("commits", 0)
    total["(skipped)"] += checked.get("skipped_commits", 0)
    print(f"== {name}: {checked.get('commits', 0)} commits checked, {checked.get('skipped_commits', 0)} skipped")
    for rule, count in rules.most_common():
        print(f"   {rule:28} {count:7}")
print(f"== total: {total.pop('(commits)', 0)} commits checked, {total.pop('(skipped)', 0)} skipped")
for rule, count in total.most_common():
    print(f"   {rule:28} {count:7}")
PY
