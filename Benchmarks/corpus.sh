#!/usr/bin/env bash
# Runs `flowlint protocols` over a folder of real iOS projects (one folder each; fetched by hand,
# never committed) and prints findings per rule, then checks every suggestion: a suggested file
# must not exist yet, and every type a suggestion names must be declared in the project (unless
# the suggestion declares it). Fetches nothing.
#   Benchmarks/corpus.sh CORPUS_DIR [FLOWLINT_BINARY]
# Writes CORPUS_DIR/.flowlint-findings/<project>.json; judged findings live in corpus-judged.tsv.
set -euo pipefail
# Every rule, those off by default too: these measure the rules themselves.
export FLOWLINT_ENABLE_ALL_RULES=1
corpus=${1:?usage: corpus.sh CORPUS_DIR [FLOWLINT_BINARY]}
here=$(cd "$(dirname "$0")" && pwd)
flowlint=${2:-}
[ -z "$flowlint" ] || flowlint=$(cd "$(dirname "$flowlint")" && pwd)/$(basename "$flowlint")
if [ -z "$flowlint" ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
    (cd "$here/.." && swift build -c release --static-swift-stdlib >/dev/null)
    flowlint="$(cd "$here/.." && swift build -c release --static-swift-stdlib --show-bin-path)/flowlint"
fi
out=${FLOWLINT_FINDINGS_DIR:-"$corpus/.flowlint-findings"}
mkdir -p "$out"
for project in "$corpus"/*/; do
    name=$(basename "$project")
    (cd "$project" && "$flowlint" protocols --format json --lang en . > "$out/$name.json" 2>/dev/null) || true
done
python3 "$here/corpus-report.py" "$corpus" "$out"
