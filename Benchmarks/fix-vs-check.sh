#!/usr/bin/env bash
# `protocols --fix` beside the check alone on 5,000-file generated projects: ROUNDS rounds
# (default 5), each running the check, `--fix --dry-run` and `--fix` (on a fresh copy, made
# outside the timing) one after the other, so a change in the machine's load falls on all three.
# Prints each one's median wall and CPU seconds and the ratios to the check. Not a test: it
# prints numbers.
#   Benchmarks/fix-vs-check.sh
# FLOWLINT=path measures that binary instead of a release build of this checkout.
set -euo pipefail
source "$(dirname "$0")/common.sh"
# Every rule, those off by default too (mvp-presenter-method-order is): the fixes are measured.
export FLOWLINT_ENABLE_ALL_RULES=1
rounds=${ROUNDS:-5}

# seconds FOLDER ARGS… → "WALL CPU": wall seconds and user+system seconds of one run (output
# dropped). On a shared machine the CPU seconds are the steadier figure: the wall clock also
# counts the time spent waiting for a core.
seconds() {
    local folder=$1
    shift
    (cd "$folder" && /usr/bin/time -f '%e %U %S' -o "$work/fix-vs-check.time" "$flowlint" protocols . --no-cache --lang en "$@" \
        >/dev/null 2>&1) || true
    # The last line: before it, time says "Command exited with non-zero status 1" for findings.
    tail -n 1 "$work/fix-vs-check.time" | awk '{ printf "%s %.2f\n", $1, $2 + $3 }'
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# repository FOLDER: the generated project as a team keeps it, its own git repository.
repository() {
    [ -d "$1/.git" ] && return 0
    (cd "$1" && git init -q && git add -A && git -c user.name=bench -c user.email=bench@localhost commit -qm seed)
}

compare() {  # compare LABEL FOLDER
    local label=$1 folder=$2 check=() dry=() fix=()
    for _ in $(seq "$rounds"); do
        rm -rf "$folder.copy" && cp -R "$folder" "$folder.copy"
        check+=("$(seconds "$folder")")
        dry+=("$(seconds "$folder" --fix --dry-run)")
        fix+=("$(seconds "$folder.copy" --fix)")
    done
    rm -rf "$folder.copy"
    local column name runs c d f
    for column in 1 2; do
        [ "$column" = 1 ] && name="wall" || name="CPU (user+system)"
        c=$(printf '%s\n' "${check[@]}" | cut -d' ' -f"$column" | median)
        d=$(printf '%s\n' "${dry[@]}" | cut -d' ' -f"$column" | median)
        f=$(printf '%s\n' "${fix[@]}" | cut -d' ' -f"$column" | median)
        printf '%s, %s: check %.2f s, --fix --dry-run %.2f s (%.2fx), --fix %.2f s (%.2fx); medians of %s\n' \
            "$label" "$name" "$c" "$d" "$(echo "$d / $c" | bc -l)" "$f" "$(echo "$f / $c" | bc -l)" "$rounds"
    done
}

echo "== $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
mvp="$work/fix-vs-check-mvp-5000"
[ -d "$mvp" ] || python3 "$here/generate-modules.py" "$mvp" 5000 >/dev/null
repository "$mvp"
compare "5,000 files, MVP modules, a tenth flawed" "$mvp"
viper="$work/fix-vs-check-viper-5000"
[ -d "$viper" ] || python3 "$here/generate-fix-scale.py" modules "$viper" 5000 50 >/dev/null
repository "$viper"
compare "5,000 files, VIPER modules, 50 …Module" "$viper"
echo "== load $(cut -d' ' -f1-3 /proc/loadavg)"
