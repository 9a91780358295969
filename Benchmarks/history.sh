#!/usr/bin/env bash
# History scans: `flowlint commits --all` and `flowlint flow --all` on a generated 100,000-commit
# git-flow history (and on any repository path given), beside a C program that walks the same history with libgit2 and
# reads each message (the floor), and gitlint on a 1,000-commit range. Then peak memory at
# growing history sizes, which should stay flat. Not a test: it prints numbers and ratios.
#   Benchmarks/history.sh [REPOSITORY ...]
set -euo pipefail
source "$(dirname "$0")/common.sh"
ensure_gitlint
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
cc -O2 "$here/floor/history_floor.c" -o "$work/history_floor" $(pkg-config --cflags --libs libgit2)

generate() {  # generate COUNT [BROKEN_PERCENT] → prints the repository's path
    local repo="$work/history-$1${2:+-broken$2}"
    if [ ! -d "$repo" ]; then
        git init -q --bare "$repo"
        python3 "$here/generate-history.py" "$1" ${2:+"$2"} | git -C "$repo" fast-import --quiet
        git -C "$repo" gc -q --aggressive 2>/dev/null || git -C "$repo" gc -q
    fi
    echo "$repo"
}

# Both report formats beside the floor, in one run: a history where every commit fails is
# mostly report writing (goal <= 1.3x), a conforming one mostly the walk (goal <= 1.0x).
compare() {  # compare REPOSITORY [GOAL]
    local repo=$1 goal=${2:-1.3} name
    name=$(basename "$repo")
    echo "== $name: $(git -C "$repo" rev-list --all --count) commits"
    hyperfine -N -i --warmup 1 --runs 5 --export-json "$work/$name.json" \
        -n json "$flowlint -C $repo commits --all --format json" \
        -n text "$flowlint -C $repo commits --all --format text" \
        -n libgit2-floor "$work/history_floor $repo"
    python3 - "$work/$name.json" "$goal" <<'PY'
import json, sys
runs = {r["command"]: r["mean"] for r in json.load(open(sys.argv[1]))["results"]}
floor = runs["libgit2-floor"]
print(f"flowlint / floor: json {runs['json'] / floor:.2f}x, text {runs['text'] / floor:.2f}x (goal: <= {sys.argv[2]})")
PY
}

# The flow audit reads the history once into memory and follows its lines there: it should
# cost at most 1.5x the floor. It needs develop (on git/git: `git branch develop next`).
compare_flow() {  # compare_flow REPOSITORY
    local repo=$1 name
    name=$(basename "$repo")-flow
    echo "== flow --all on $(basename "$repo")"
    hyperfine -N -i --warmup 1 --runs 5 --export-json "$work/$name.json" \
        -n flowlint-flow "$flowlint -C $repo flow --all --format json" \
        -n libgit2-floor "$work/history_floor $repo"
    python3 - "$work/$name.json" <<'PY'
import json, sys
runs = {r["command"]: r["mean"] for r in json.load(open(sys.argv[1]))["results"]}
print(f"flow / floor = {runs['flowlint-flow'] / runs['libgit2-floor']:.2f}x (goal: <= 1.5)")
PY
}

big=$(generate 100000)
compare "$(generate 100000 100)" 1.3   # every commit fails (merges are skipped)
compare "$(generate 100000 0)" 1.0     # no commit fails
compare "$big" 1.0                     # about one commit in 400 fails
compare_flow "$big"
for repo in "$@"; do compare "$(cd "$repo" && pwd)"; compare_flow "$(cd "$repo" && pwd)"; done

echo "== gitlint on a 1,000-commit range"
range="develop~500..develop"   # ~1,000 commits with the merged branches
hyperfine -N -i --warmup 1 --runs 3 --export-json "$work/range.json" \
    -n flowlint "$flowlint -C $big commits $range" \
    -n gitlint "$work/venv/bin/gitlint --target $big --commits $range"
python3 - "$work/range.json" <<'PY'
import json, sys
runs = {r["command"]: r["mean"] for r in json.load(open(sys.argv[1]))["results"]}
print(f"gitlint / flowlint = {runs['gitlint'] / runs['flowlint']:.0f}x")
PY

# Wall time on a shared 2-core machine swings by 20%; instructions don't (callgrind counts
# them, the same for the same binary and input). valgrind can't read Swift's DWARF 5, so it
# runs a copy without debug info.
if command -v valgrind >/dev/null; then
    echo "== instructions (callgrind) on 25,000 commits"
    repo=$(generate 25000)
    cp "$flowlint" "$work/flowlint-nodebug" && strip --strip-debug "$work/flowlint-nodebug"
    count() { { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null || true; } | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }
    floor=$(count "$work/history_floor" "$repo")
    for format in json text; do
        flow=$(count "$work/flowlint-nodebug" -C "$repo" commits --all --format $format)
        python3 -c "print(f'$format: flowlint {int($flow):,} / floor {int($floor):,} = {int($flow)/int($floor):.2f}x (goal: <= 1.3)')"
    done
fi

echo "== peak memory (KiB) as history grows"
peak() { { /usr/bin/time -f %M "$@" >/dev/null || true; } 2>&1 | tail -1; }
for count in 25000 50000 100000; do
    repo=$(generate $count)
    # flowlint exits 1 when the history has findings (it has, on purpose).
    flow=$(peak "$flowlint" -C "$repo" commits --all --format json)
    floor=$(peak "$work/history_floor" "$repo")
    echo "$count commits: flowlint $flow, floor $floor"
done
# Where every commit fails, each commit's findings are written as they are found and only
# counted (text, json, sarif, gitlab, github; not with --baseline or --write-baseline, nor for
# junit and html, which need them all): memory stays that of the walk, as the floor's.
for count in 25000 50000 100000; do
    repo=$(generate $count 100)
    echo "$count commits, each failing: flowlint json $(peak "$flowlint" -C "$repo" commits --all --format json)," \
        "text $(peak "$flowlint" -C "$repo" commits --all --format text), floor $(peak "$work/history_floor" "$repo")"
done
