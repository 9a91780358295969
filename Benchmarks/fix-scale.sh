#!/usr/bin/env bash
# `protocols --fix --dry-run` as projects grow, with and without `--fix-renames`, beside the
# check alone (`protocols`): seconds and peak RSS (`/usr/bin/time -v`) on generated projects
# (generate-fix-scale.py): Swift VIPER modules, some named `…Module` (their types are renamed),
# up to 20,000 files; and one presenter protocol of up to 20,000 methods, half of them out of
# order. Not a test: it prints numbers.
#   Benchmarks/fix-scale.sh
#   PARTS=methods Benchmarks/fix-scale.sh   only the presenter protocol (PARTS=modules: only the modules)
#   BEFORE=path/to/old/flowlint Benchmarks/fix-scale.sh   also runs that binary (each run cut at
#       LIMIT seconds, default 900) and compares the two outputs byte for byte.
# FLOWLINT=path measures that binary instead of a release build of this checkout.
set -euo pipefail
source "$(dirname "$0")/common.sh"
# Every rule, those off by default too (mvp-presenter-method-order is): the fixes are measured.
export FLOWLINT_ENABLE_ALL_RULES=1
limit=${LIMIT:-900}
# PARTS="methods" measures only the presenter protocol (default: "modules methods").
parts=${PARTS:-modules methods}

# project KIND SIZE [SUFFIXED] → prints the folder, made once, with its own git repository as a
# team keeps it: a fix looks for Xcode projects in its work tree, which is then the project
# rather than this whole checkout (and its work/).
project() {
    local folder="$work/fix-scale-$1-$2${3:+-$3}"
    [ -d "$folder" ] || python3 "$here/generate-fix-scale.py" "$1" "$folder" "$2" ${3:+"$3"}
    [ -d "$folder/.git" ] || (cd "$folder" && git init -q && git add -A \
        && git -c user.name=bench -c user.email=bench@localhost commit -qm seed) >/dev/null
    echo "$folder"
}

# run BINARY FOLDER OUT ARGS… → "seconds peak-MiB" (or "cut at LIMIT s"); stdout and stderr in OUT.*
# The folder is named (`.`), as a user in a subfolder would.
run() {
    local binary=$1 folder=$2 out=$3
    shift 3
    local status=0
    (cd "$folder" && timeout "$limit" /usr/bin/time -v -o "$out.time" "$binary" protocols . --no-cache --lang en "$@" \
        >"$out.stdout" 2>"$out.stderr") || status=$?
    if [ "$status" = 124 ]; then echo "cut at ${limit} s"; return; fi
    local seconds kib
    seconds=$(sed -n 's/.*Elapsed (wall clock) time.*: //p' "$out.time" | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
    kib=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$out.time")
    echo "${seconds} s, $((kib / 1024)) MiB peak (exit $status)"
}

measure() {  # measure LABEL FOLDER ARGS…
    local label=$1 folder=$2
    shift 2
    printf '%-48s after:  %s\n' "$label" "$(run "$flowlint" "$folder" "$work/fix-scale-after" "$@")"
    [ -n "${BEFORE:-}" ] || return 0
    local before
    before=$(run "$BEFORE" "$folder" "$work/fix-scale-before" "$@")
    printf '%-48s before: %s\n' "" "$before"
    case $before in cut*) return 0 ;; esac
    if cmp -s "$work/fix-scale-before.stdout" "$work/fix-scale-after.stdout" \
        && cmp -s "$work/fix-scale-before.stderr" "$work/fix-scale-after.stderr"; then
        printf '%-48s output: identical (%s bytes)\n' "" "$(cat "$work/fix-scale-after.stdout" "$work/fix-scale-after.stderr" | wc -c)"
    else
        printf '%-48s output: DIFFERENT (see %s)\n' "" "$work/fix-scale-{before,after}.*"
        exit 1
    fi
}

echo "== $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
[[ " $parts " == *" modules "* ]] && echo "== modules: 9 Swift files each, every router naming the next module's assembly"
for spec in "2200 50" "6000 50" "20000 200"; do
    [[ " $parts " == *" modules "* ]] || break
    set -- $spec
    folder=$(project modules "$1" "$2")
    measure "$1 files, $2 …Module modules: check alone" "$folder"
    measure "$1 files, $2 …Module modules: --fix" "$folder" --fix --dry-run
    measure "$1 files, $2 …Module modules: --fix-renames" "$folder" --fix --dry-run --fix-renames
done

[[ " $parts " == *" methods "* ]] && echo "== one presenter protocol, half its methods out of order"
for methods in 4000 8000 10000 20000; do
    [[ " $parts " == *" methods "* ]] || break
    measure "$methods presenter methods: check alone" "$(project methods "$methods")"
    measure "$methods presenter methods: --fix" "$(project methods "$methods")" --fix --dry-run
done
