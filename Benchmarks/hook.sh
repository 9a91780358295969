#!/usr/bin/env bash
# The commit-msg hook path: `flowlint message FILE` and `flowlint hook commit-msg FILE` in a real
# repository, beside a minimal C commit-msg hook on libgit2 (the floor) and gitlint's
# --msg-filename. Not a test: it prints hyperfine's numbers and the ratios.
#   Benchmarks/hook.sh            # builds flowlint (release) and installs hyperfine/gitlint if missing
#   FLOWLINT=dist/flowlint-0.1.0-linux-x86_64/bin/flowlint Benchmarks/hook.sh   # the dist binary
set -euo pipefail
source "$(dirname "$0")/common.sh"
ensure_gitlint
cc -O2 "$here/floor/commit_msg_floor.c" -o "$work/commit_msg_floor" $(pkg-config --cflags --libs libgit2)

repo="$work/hook-repo"
rm -rf "$repo"
git init -q -b develop "$repo"
cd "$repo"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git -c user.name=b -c user.email=b@example.com commit -q --allow-empty -m "[EW_IOS-1] начало

- Создал проект"
git checkout -q -b features/EW_IOS-98_Реализовать_независимую_отправку
printf '%s\n' "[EW_IOS-98] требуется собрать приложение с использованием IBM Maas 360 SDK 2.95" "" \
    "- Обновил структуру и настройки проекта" "- Обновил фреймворк MaaS" \
    "# Please enter the commit message for your changes. Lines starting" \
    "# with '#' will be ignored, and an empty message aborts the commit." > "$work/MSG"

# gitlint exits 1 on the seed message (its own rules differ); its time still counts.
# `hook commit-msg` is what git runs: it also reads the merge and rebase state.
hyperfine -N -i --warmup 20 --min-runs 200 --export-json "$work/hook.json" \
    -n flowlint "$flowlint message $work/MSG" \
    -n flowlint-hook "$flowlint hook commit-msg $work/MSG" \
    -n libgit2-floor "$work/commit_msg_floor $work/MSG" \
    -n gitlint "$work/venv/bin/gitlint --ignore-stdin --msg-filename $work/MSG"

python3 - "$work/hook.json" <<'PY'
import json, sys
runs = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
f, h, c, g = (runs[name] for name in ("flowlint", "flowlint-hook", "libgit2-floor", "gitlint"))
ms = lambda run, key: run[key] * 1000
print(f"median: flowlint {ms(f, 'median'):.2f} ms, hook commit-msg {ms(h, 'median'):.2f} ms, floor {ms(c, 'median'):.2f} ms, gitlint {ms(g, 'median'):.1f} ms")
print(f"mean:   flowlint {ms(f, 'mean'):.2f} ms, hook commit-msg {ms(h, 'mean'):.2f} ms, floor {ms(c, 'mean'):.2f} ms, gitlint {ms(g, 'mean'):.1f} ms")
print(f"flowlint / floor = {f['median'] / c['median']:.2f}x by median (goal: <= 0.5)   "
      f"gitlint / flowlint = {g['median'] / f['median']:.1f}x (goal: >= 15)")
PY
