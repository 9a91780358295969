#!/usr/bin/env bash
# The HTML report's cost: `commits --all` as JSON and as HTML on a generated git-flow history
# whose every branch commit breaks the conventions, spread over ten years (about 130,000
# findings, as many as git/git's history gives), and on any repository path given. Prints the
# time ratio (goal: HTML within 1.5x of JSON) and the page's size (goal: under 30 MB).
# Not a test: it prints numbers.
#   Benchmarks/html.sh [REPOSITORY ...]
set -euo pipefail
source "$(dirname "$0")/common.sh"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1

failing="$work/history-failing"
if [ ! -d "$failing" ]; then
    git init -q --bare "$failing"
    # 55,000 commits, one every ~95 minutes: 44,000 checked, 3 findings each.
    python3 "$here/generate-history.py" 55000 100 5700 | git -C "$failing" fast-import --quiet
    git -C "$failing" gc -q
fi

compare() {  # compare REPOSITORY
    local repo=$1 name
    name=$(basename "$repo")
    "$flowlint" -C "$repo" commits --all --format json > "$work/$name.json" || true
    "$flowlint" -C "$repo" commits --all --format html > "$work/$name.html" || true
    echo "== $name: $(git -C "$repo" rev-list --all --count) commits, $(grep -c '"rule":' "$work/$name.json") findings"
    hyperfine -N -i --warmup 1 --runs 5 --export-json "$work/$name-html.json" \
        -n json "$flowlint -C $repo commits --all --format json" \
        -n html "$flowlint -C $repo commits --all --format html" \
        -n html-by-author "$flowlint -C $repo commits --all --format html --by-author"
    python3 - "$work/$name-html.json" "$work/$name.json" "$work/$name.html" <<'PY'
import json, os, sys
runs = {r["command"]: r["mean"] for r in json.load(open(sys.argv[1]))["results"]}
print(f"html / json = {runs['html'] / runs['json']:.2f}x, with --by-author {runs['html-by-author'] / runs['json']:.2f}x (goal: <= 1.5)")
print(f"sizes: json {os.path.getsize(sys.argv[2]) / 1e6:.1f} MB, html {os.path.getsize(sys.argv[3]) / 1e6:.1f} MB (goal: < 30 MB)")
PY
}

compare "$failing"
for repo in "$@"; do compare "$(cd "$repo" && pwd)"; done
