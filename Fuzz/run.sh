#!/bin/sh
# Builds the libFuzzer targets (coverage + AddressSanitizer) and runs each for a bounded time,
# starting from the seed corpus (the rules' examples) and the saved regressions.
#   sh Fuzz/run.sh [SECONDS-PER-TARGET] [TARGET ...]     (default 60 s, every target)
# New interesting inputs go to Fuzz/.work/, never into the committed corpus. A crash stops the
# run with the input's path: add it to Fuzz/Regressions/<target>/ and a test, then fix it.
set -eu
cd "$(dirname "$0")"
SWIFT=${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}
SECONDS_PER_TARGET=${1:-60}
[ $# -gt 0 ] && shift
TARGETS=${*:-"FuzzBranch FuzzMessage FuzzMergeMessage FuzzConfig FuzzObjC FuzzSwift FuzzFix FuzzFixProject FuzzTracker FuzzIssuePattern FuzzCache FuzzSkim FuzzXcodeProject"}

"$SWIFT" build 2>&1 | grep -v "Cannot export local symbol" | grep -E "error|warning: |Compiling|Build" || true
BIN=$("$SWIFT" build --show-bin-path)
for target in $TARGETS; do
    [ -x "$BIN/$target" ] || { echo "fuzz: $target was not built" >&2; exit 1; }
done

status=0
for target in $TARGETS; do
    work=.work/$target
    mkdir -p "$work" .work/crashes
    # Saved crashes run first, once each: they must stay fixed.
    if [ -d "Regressions/$target" ] && [ -n "$(ls "Regressions/$target")" ]; then
        "$BIN/$target" -runs=1 Regressions/$target/* >.work/$target.regressions.log 2>&1 || {
            echo "fuzz: $target: a saved regression fails again; see Fuzz/.work/$target.regressions.log" >&2; status=1; continue; }
    fi
    # FuzzFixProject's input is a whole project fixed twice: up to about 20 s under load.
    timeout=10
    [ "$target" = FuzzFixProject ] && timeout=60
    if "$BIN/$target" -max_total_time="$SECONDS_PER_TARGET" -timeout="$timeout" -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix=.work/crashes/"$target"- "$work" "Corpus/$target" >.work/$target.log 2>&1; then
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' .work/$target.log)
        echo "fuzz: $target: clean, $runs inputs in ${SECONDS_PER_TARGET} s"
    else
        echo "fuzz: $target FAILED; the input is in Fuzz/.work/crashes/, the log in Fuzz/.work/$target.log" >&2
        grep -E "ERROR|SUMMARY|Fatal error|Precondition" .work/$target.log | head -5 >&2
        status=1
    fi
done
exit $status
