#!/bin/sh
# Writes docs/rules.md's text from `flowlint rules`: one table a language, each rule with its
# level when nothing is configured (run in an empty folder, so no .flowlint.yml changes one). `make
# rules-doc` rewrites the file; a test fails when it is stale.
# Usage: sh scripts/rules-doc.sh [FLOWLINT] > docs/rules.md
set -eu
flowlint=${1:-.build/debug/flowlint}
case $flowlint in /*) ;; *) flowlint=$(pwd)/$flowlint ;; esac
empty=$(mktemp -d)
trap 'rm -rf "$empty"' EXIT

# `rules` prints the ID, the severity, then the summary: the table's three cells.
table() {
    (cd "$empty" && GIT_CEILING_DIRECTORIES="$empty" NO_COLOR=1 "$flowlint" rules --lang "$1") | awk '{
        id = $1; level = $2
        sub(/^[^ ]+ +[^ ]+ +/, "")
        gsub(/\|/, "\\|"); gsub(/</, "\\&lt;"); gsub(/>/, "\\&gt;")
        printf "| `%s` | %s | %s |\n", id, level, $0
    }'
}

cat <<'HEAD'
# Rules

<!-- Written by `make rules-doc` from `flowlint rules`: change a rule's description in its source file, then run it. -->

`flowlint explain RULE` prints a rule's explanation with its good and bad examples.

## English

| rule | level without a configuration | what it checks |
|---|---|---|
HEAD
table en
cat <<'HEAD'

## Русский

| правило | уровень без конфигурации | что проверяет |
|---|---|---|
HEAD
table ru
