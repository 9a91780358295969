#!/usr/bin/env bash
# `flowlint hook pre-commit` with 5 staged files in a generated 5,000-file project (a git
# repository with the corpus committed), the facts cache warm: the median, against the goal of
# 50 ms (issue 15). Not a test: it prints numbers.
#   Benchmarks/precommit.sh              (a release build)
#   FLOWLINT=.build/debug/flowlint Benchmarks/precommit.sh
set -euo pipefail
# Every rule, those off by default too: these measure the rules themselves.
export FLOWLINT_ENABLE_ALL_RULES=1
source "$(dirname "$0")/common.sh"

repo="$work/precommit-5000"
if [ ! -d "$repo/.git" ]; then
    rm -rf "$repo"
    python3 "$here/generate-modules.py" "$repo/App" 5000
    git -C "$repo" init -q -b develop
    git -C "$repo" add -A
    git -C "$repo" -c user.name=bench -c user.email=bench@example.com commit -q --no-verify -m "[BENCH-1] корпус" -m "- Сгенерирован"
fi
# Five staged files: a comment appended to five presenters, staged; the work tree then differs
# (the index is what is checked).
git -C "$repo" reset -q --hard
for file in $(git -C "$repo" ls-files '*Presenter.swift' | head -5); do
    printf '\n// staged change\n' >> "$repo/$file"
    git -C "$repo" add "$file"
done
export FLOWLINT_CACHE_DIR="$work/precommit-cache"
echo "== $(git -C "$repo" ls-files | wc -l) files in the index, $(git -C "$repo" diff --cached --name-only | wc -l) staged, $(nproc) cores"
(cd "$repo" && "$flowlint" hook pre-commit >/dev/null 2>&1) || true  # fills the cache
hyperfine -N -i --warmup 2 --runs 30 --export-json "$work/precommit-warm.json" \
    -n "hook pre-commit (warm)" "$flowlint -C $repo hook pre-commit"
# What a developer meets: five other presenters with new content staged before each run, so
# their facts are parsed and the project's snapshot is carried over to their new content.
cat > "$work/stage-new.sh" <<'SH'
#!/usr/bin/env bash
repo=$1
git -C "$repo" reset -q --hard
for file in $(git -C "$repo" ls-files '*Presenter.swift' | shuf -n 5); do
    printf '\nfunc staged%s() {}\n' "$RANDOM$RANDOM" >> "$repo/$file"
    git -C "$repo" add "$file"
done
SH
chmod +x "$work/stage-new.sh"
hyperfine -N -i --warmup 2 --runs 20 --prepare "$work/stage-new.sh $repo" --export-json "$work/precommit-fresh.json" \
    -n "hook pre-commit (new content staged)" "$flowlint -C $repo hook pre-commit"
git -C "$repo" reset -q --hard
for file in $(git -C "$repo" ls-files '*Presenter.swift' | head -5); do
    printf '\n// staged change\n' >> "$repo/$file"
    git -C "$repo" add "$file"
done
(cd "$repo" && "$flowlint" hook pre-commit >/dev/null 2>&1) || true
# Parsing all 5,000 files: a few runs are enough to compare.
hyperfine -N -i --runs 3 --export-json "$work/precommit-nocache.json" \
    -n "hook pre-commit --no-cache" "$flowlint -C $repo hook pre-commit --no-cache"
python3 - "$work/precommit-warm.json" "$work/precommit-nocache.json" "$work/precommit-fresh.json" <<'PY'
import json, sys
warm, cold, fresh = (json.load(open(path))["results"][0]["median"] * 1000 for path in sys.argv[1:4])
print(f"pre-commit, 5 staged of 5,000, warm cache: median {warm:.1f} ms (goal: <= 50 ms); "
      f"new content staged before each run {fresh:.1f} ms; without the cache {cold:.0f} ms ({cold / warm:.0f}x)")
PY
git -C "$repo" reset -q --hard
