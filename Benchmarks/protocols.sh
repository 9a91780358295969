#!/usr/bin/env bash
# `flowlint protocols` on a generated corpus of 5,000 Swift files in MVP modules, beside a
# parse-only floor (every file parsed once with SwiftParser on one thread, nothing else): cold
# (`--no-cache`) and warm (the facts cache filled by a first run, tree unchanged); then `--fix`,
# then peak memory at 1,250 and 5,000 files. Not a test: it prints numbers and the ratios.
#   Benchmarks/protocols.sh          (REAL=FOLDER adds a cold run over real projects)
set -euo pipefail
# Every rule, those off by default too: these measure the rules themselves.
export FLOWLINT_ENABLE_ALL_RULES=1
source "$(dirname "$0")/common.sh"
(cd "$here/parse-floor" && swift build -c release --scratch-path "$work/.build-parse-floor" >/dev/null)
floor="$work/.build-parse-floor/release/parse-floor"

corpus() {  # corpus FILES → prints the folder
    local folder="$work/corpus-$1"
    [ -d "$folder" ] || python3 "$here/generate-modules.py" "$folder" "$1"
    echo "$folder"
}

big=$(corpus 5000)
echo "== $(find "$big" -name '*.swift' | wc -l) files, $(cat $(find "$big" -name '*.swift') | wc -l) lines, $(nproc) cores"
export FLOWLINT_CACHE_DIR="$work/cache"
rm -rf "$FLOWLINT_CACHE_DIR"
hyperfine -N -i --warmup 1 --runs 5 --export-json "$work/protocols.json" \
    -n cold "$flowlint protocols $big --format json --no-cache" \
    -n warm "$flowlint protocols $big --format json" \
    -n parse-floor "$floor $big"
python3 - "$work/protocols.json" <<'PY'
import json, sys
runs = {r["command"]: r["mean"] for r in json.load(open(sys.argv[1]))["results"]}
print(f"back to back (hyperfine's means): cold {runs['cold'] / runs['parse-floor']:.2f}x, warm {runs['warm'] / runs['parse-floor']:.2f}x the floor")
PY
# The goals compare runs made in the same minutes: one of each in turn, 15 rounds, medians. A
# shared host's speed drifts by a tenth between quarter-hours, and hyperfine's blocks of runs,
# one command after the other, put that drift into the ratio.
python3 - "$flowlint" "$floor" "$big" <<'PY'
import statistics, subprocess, sys, time
flowlint, floor, big = sys.argv[1:]
commands = {"cold": [flowlint, "protocols", big, "--format", "json", "--no-cache"],
            "warm": [flowlint, "protocols", big, "--format", "json"], "floor": [floor, big]}
times = {name: [] for name in commands}
for round in range(16):
    for name, command in commands.items():
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if round: times[name].append(time.perf_counter() - start)  # the first round warms up
median = {name: statistics.median(values) for name, values in times.items()}
print(f"interleaved medians: cold {median['cold'] * 1000:.0f} ms, warm {median['warm'] * 1000:.1f} ms, floor {median['floor'] * 1000:.0f} ms")
print(f"cold: flowlint / single-thread parse = {median['cold'] / median['floor']:.2f}x (goal: <= 0.6)")
print(f"warm: flowlint / single-thread parse = {median['warm'] / median['floor']:.2f}x (goal: <= 0.1)")
PY

# Real projects read differently from generated ones (their function bodies are most of their
# bytes, and skimming leaves those unparsed): REAL=FOLDER measures a folder of them the same way.
if [ -n "${REAL:-}" ]; then
    echo "== $(find "$REAL" -name '*.swift' | wc -l) Swift files of real projects in $REAL (Objective-C files too, which the floor doesn't read)"
    hyperfine -N -i --warmup 1 --runs 5 --export-json "$work/protocols-real.json" \
        -n cold "$flowlint protocols $REAL --format json --no-cache" \
        -n parse-floor "$floor $REAL"
    python3 - "$work/protocols-real.json" <<'PY'
import json, sys
runs = {r["command"]: r["mean"] for r in json.load(open(sys.argv[1]))["results"]}
print(f"real, cold: flowlint / single-thread parse = {runs['cold'] / runs['parse-floor']:.2f}x")
PY
fi

echo "== protocols --fix on a fresh copy of the same files, against the check (goal: <= 2x)"
# Each run's copy is moved aside, not deleted, until the end: on ext4, files created right
# after 5,000 were deleted pay for ext4's search for a free inode (a quarter of a fix run's
# profile, `recently_deleted` and `find_inode_bit`): that measured the clean-up, not the fix.
copy="$work/corpus-fix" used="$work/corpus-fix-used"
rm -rf "$copy" "$used" && mkdir -p "$used"
hyperfine -N -i --warmup 1 --runs 5 --export-json "$work/fix.json" \
    --prepare "sh -c 'if [ -d $copy ]; then mv $copy $used/\$(date +%s%N); fi; cp -R $big $copy'" \
    -n check "$flowlint protocols $copy --format json --no-cache" \
    -n fix "$flowlint protocols $copy --fix --format json --no-cache"
python3 - "$work/fix.json" <<'PY'
import json, sys
runs = {r["command"]: r["mean"] for r in json.load(open(sys.argv[1]))["results"]}
print(f"protocols --fix / protocols = {runs['fix'] / runs['check']:.2f}x (goal: <= 2.0)")
PY
rm -rf "$used"

echo "== peak memory (KiB) as the file count grows"
for files in 1250 5000; do
    folder=$(corpus $files)
    flow=$( { /usr/bin/time -f %M "$flowlint" protocols "$folder" --format json --no-cache >/dev/null || true; } 2>&1 | tail -1)
    base=$( { /usr/bin/time -f %M "$floor" "$folder" >/dev/null; } 2>&1 | tail -1)
    echo "$files files: flowlint $flow, parse floor $base"
done

echo "== VIPER modules in Objective-C and Swift: 4,000 files must go through without a crash"
viper="$work/viper-4000"
[ -d "$viper" ] || python3 "$here/generate-viper.py" "$viper" 4000
start=$(date +%s.%N)
"$flowlint" protocols "$viper" --format json --no-cache > "$work/viper.json" || true
python3 - "$work/viper.json" "$start" <<'PY'
import json, sys, time, collections
report = json.load(open(sys.argv[1]))
counts = collections.Counter(f["rule"] for f in report["findings"])
print(f'{report["summary"]["checked"]["files"]} files in {time.time() - float(sys.argv[2]):.2f} s; findings (the generated flaws): {dict(counts)}')
PY
