#!/usr/bin/env bash
# Resource bounds (issue: hardening): peak memory (all, and anonymous) and time of
# `commits --all` on histories of 250,000 to 1,000,000 commits beside the C libgit2 floor, and of
# `protocols` on 5,000 to 20,000 Swift files. Not a test: it prints a table. Generating the million-commit history takes a few
# minutes the first time; it is kept in Benchmarks/work/.
#   Benchmarks/resources.sh
set -euo pipefail
# Every rule, those off by default too: these measure the rules themselves.
export FLOWLINT_ENABLE_ALL_RULES=1
source "$(dirname "$0")/common.sh"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
cc -O2 "$here/floor/history_floor.c" -o "$work/history_floor" $(pkg-config --cflags --libs libgit2)

measure() {  # measure COMMAND... → "peak-KiB anonymous-peak-KiB seconds" (exit status ignored)
    # Peak RSS counts file-backed pages too (the pack index and pack windows mapped from
    # disk, which the kernel can drop); the anonymous peak, sampled, is the memory really used.
    /usr/bin/time -o "$work/measure.txt" -f "%M %e" "$@" >/dev/null 2>&1 &
    local pid=$! anon=0 now child
    sleep 0.05
    child=$(pgrep -P "$pid" | head -1 || true)
    while kill -0 "$pid" 2>/dev/null; do
        now=$(awk '/RssAnon/ {print $2}' "/proc/${child:-$pid}/status" 2>/dev/null || echo 0)
        [ "${now:-0}" -gt "$anon" ] && anon=$now
        sleep 0.1
    done
    wait "$pid" || true
    read -r peak seconds < <(tail -1 "$work/measure.txt")
    echo "$peak $anon $seconds"
}

echo "== history: commits --all (peak KiB, seconds)"
for count in 250000 500000 1000000; do
    repo="$work/history-$count"
    if [ ! -d "$repo" ]; then
        git init -q --bare "$repo"
        python3 "$here/generate-history.py" "$count" | git -C "$repo" fast-import --quiet
    fi
    read -r flow_kib flow_anon flow_s < <(measure "$flowlint" -C "$repo" commits --all --format json)
    read -r floor_kib floor_anon floor_s < <(measure "$work/history_floor" "$repo")
    echo "$count commits: flowlint $flow_kib KiB (anonymous $flow_anon) $flow_s s; floor $floor_kib KiB (anonymous $floor_anon) $floor_s s"
done

echo "== sources: protocols (peak KiB, seconds)"
for files in 5000 20000; do
    folder="$work/corpus-$files"
    [ -d "$folder" ] || python3 "$here/generate-modules.py" "$folder" "$files"
    read -r kib anon seconds < <(measure "$flowlint" protocols "$folder" --format json)
    echo "$files files: flowlint $kib KiB (anonymous $anon) $seconds s"
done
