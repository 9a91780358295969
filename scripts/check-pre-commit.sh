#!/usr/bin/env bash
# .pre-commit-hooks.yaml through the real pre-commit (PyPI) with `pre-commit try-repo`: the
# language: system hooks with flowlint on PATH always; the language: swift ones (pre-commit
# builds the package in release mode, many minutes) only with FLOWLINT_SLOW_TESTS=1.
#   scripts/check-pre-commit.sh [FLOWLINT]   # default: the debug build's binary
set -euo pipefail
# Every rule, those off by default too: these check formats and recipes on real findings.
export FLOWLINT_ENABLE_ALL_RULES=1
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/python-tools.sh"
flowlint=$(realpath -m "${1:-$root/.build/debug/flowlint}")
[ -x "$flowlint" ] || { echo "check-pre-commit: no binary at $flowlint: run swift build first" >&2; exit 2; }
python_tools check-pre-commit pre-commit

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 LANG=C.UTF-8
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.com GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.com
repo="$work/repo"
git init -q -b develop "$repo"
git -C "$repo" commit -q --allow-empty -m "[EW_IOS-1] начало" -m "- Создал проект"
git -C "$repo" checkout -q -b features/EW_IOS-98_Экран
printf '%s\n' "[EW_IOS-98] Реализовать экран" "" "- Добавил экран настроек" > "$work/good"
printf '%s\n' "Update the screen" > "$work/bad"

# `pre-commit try-repo HOOK` on a commit message; flowlint is looked up in PATH_DIR first.
try_message() {
    local hook="$1" path="$2" message="$3"
    (cd "$repo" && env PATH="$path:$PATH" PRE_COMMIT_HOME="$work/pre-commit-home" "$tools/pre-commit" try-repo "$root" "$hook" \
        --hook-stage commit-msg --commit-msg-filename "$message" > "$work/out" 2>&1)
}

# HOOK refuses the bad message naming commit-header-format: the hook ran and judged (a failed
# install fails too, without the rule's name).
expect_refused() {
    local hook="$1" path="$2"
    if try_message "$hook" "$path" "$work/bad"; then
        cat "$work/out"; echo "check-pre-commit: $hook let a bad message through" >&2; exit 1
    fi
    grep -q "commit-header-format" "$work/out" || { cat "$work/out"; echo "check-pre-commit: $hook did not run" >&2; exit 1; }
}

# commit-msg and pre-push with flowlint in PATH_DIR.
try_hooks() {
    local path="$1"
    try_message flowlint-commit-msg "$path" "$work/good" \
        || { cat "$work/out"; echo "check-pre-commit: flowlint-commit-msg refused a good message" >&2; exit 1; }
    expect_refused flowlint-commit-msg "$path"
    # pre-push: the branch name and commits; a good branch passes.
    (cd "$repo" && env PATH="$path:$PATH" PRE_COMMIT_HOME="$work/pre-commit-home" \
        "$tools/pre-commit" try-repo "$root" flowlint-pre-push --hook-stage pre-push \
        --from-ref develop --to-ref HEAD > "$work/out" 2>&1) || { cat "$work/out"; exit 1; }
    echo "check-pre-commit: flowlint-commit-msg and flowlint-pre-push: ok"
}

# pre-commit: the staged Swift files' architecture, read from the index. A module made by
# `flowlint new` passes; the same module with its view protocol no longer class-bound is refused.
try_pre_commit() {
    local path="$1" module="$work/module"
    rm -rf "$module" && git clone -q "$repo" "$module"
    (cd "$module" && env PATH="$path:$PATH" flowlint new mvp Login --path Sources > /dev/null && git add Sources)
    local run=(env PATH="$path:$PATH" PRE_COMMIT_HOME="$work/pre-commit-home"
               "$tools/pre-commit" try-repo "$root" flowlint-pre-commit --hook-stage pre-commit)
    (cd "$module" && "${run[@]}" > "$work/out" 2>&1) \
        || { cat "$work/out"; echo "check-pre-commit: flowlint-pre-commit refused a module flowlint new made" >&2; exit 1; }
    sed -i 's/protocol LoginViewProtocol: AnyObject/protocol LoginViewProtocol/' "$module/Sources/Login/LoginProtocols.swift"
    (cd "$module" && git add Sources)
    if (cd "$module" && "${run[@]}" > "$work/out" 2>&1); then
        cat "$work/out"; echo "check-pre-commit: flowlint-pre-commit let a view protocol that isn't class-bound through" >&2; exit 1
    fi
    grep -q "mvp-class-bound" "$work/out" || { cat "$work/out"; exit 1; }
    echo "check-pre-commit: flowlint-pre-commit: ok"
}

bin="$work/bin"
mkdir -p "$bin"
ln -s "$flowlint" "$bin/flowlint"
try_hooks "$bin"
try_pre_commit "$bin"
# language: swift, no flowlint on PATH: pre-commit builds the package itself. try-repo keeps its
# environments in a temporary store, so every call builds flowlint again in release mode (half
# an hour on two cores): one call, the message that must be refused, shows the hook built and
# judging.
try_swift_hook() {
    expect_refused flowlint-commit-msg-swift /nonexistent
    echo "check-pre-commit: flowlint-commit-msg-swift (built by pre-commit): ok"
}

if [ "${FLOWLINT_SLOW_TESTS:-0}" = 1 ]; then
    try_swift_hook
else
    echo "check-pre-commit: the language: swift hooks skipped: pre-commit builds flowlint in release mode (many minutes); FLOWLINT_SLOW_TESTS=1 runs them"
fi
