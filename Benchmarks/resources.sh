#!/usr/bin/env bash
# Resource bounds (issue: hardening): peak memory and time of `commits --all` on histories of
# 250,000 to 1,000,000 commits beside the C libgit2 floor, and of `protocols` on 5,000 to 20,000
# Swift files. Not a test: it prints a table. Generating the million-commit history takes a few
# minutes the first time; it is kept in Benchmarks/work/.
#   Benchmarks/resources.sh
set -euo pipefail
source "$(dirname "$0")/common.sh"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
cc -O2 "$here/floor/history_floor.c" -o "$work/history_floor" $(pkg-config --cflags --libs libgit2)

measure() {  # measure COMMAND... → "peak-KiB seconds" (the command's exit status is ignored)
    /usr/bin/time -o "$work/measure.txt" -f "%M %e" "$@" >/dev/null 2>&1 || true
    tail -1 "$work/measure.txt"
}

echo "== history: commits --all (peak KiB, seconds)"
for count in 250000 500000 1000000; do
    repo="$work/history-$count"
    if [ ! -d "$repo" ]; then
        git init -q --bare "$repo"
        python3 "$here/generate-history.py" "$count" | git -C "$repo" fast-import --quiet
    fi
    read -r flow_kib flow_s < <(measure "$flowlint" -C "$repo" commits --all --format json)
    read -r floor_kib floor_s < <(measure "$work/history_floor" "$repo")
    echo "$count commits: flowlint $flow_kib KiB $flow_s s; floor $floor_kib KiB $floor_s s; flowlint's own: $((flow_kib - floor_kib)) KiB"
done

echo "== sources: protocols (peak KiB, seconds)"
for files in 5000 20000; do
    folder="$work/corpus-$files"
    [ -d "$folder" ] || python3 "$here/generate-modules.py" "$folder" "$files"
    read -r kib seconds < <(measure "$flowlint" protocols "$folder" --format json)
    echo "$files files: flowlint $kib KiB $seconds s ($(( kib / files )) KiB a file, all included)"
done
