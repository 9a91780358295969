#!/usr/bin/env bash
# flowlint.1 with swift-argument-parser's generate-manual (the tool behind its
# generate-manual plugin), built from the package's own checkout of swift-argument-parser:
# it reads every command's help from the binary (--experimental-dump-help).
#   scripts/man-page.sh BINARY OUTDIR
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
binary=$1 out=$2
swift=${SWIFT:-swift}
parser="$root/.build/checkouts/swift-argument-parser"
[ -d "$parser" ] || "$swift" package --package-path "$root" resolve >/dev/null
scratch="$root/.build/generate-manual"
"$swift" build --package-path "$parser" --scratch-path "$scratch" --product generate-manual >/dev/null
generator="$("$swift" build --package-path "$parser" --scratch-path "$scratch" --show-bin-path)/generate-manual"
mkdir -p "$out"
"$generator" "$binary" --output-directory "$out" --section 1 --authors "flowlint authors" \
    --date "$(date -u -d "@$(git -C "$root" log -1 --format=%ct 2>/dev/null || echo 0)" +%Y-%m-%d)"
[ -s "$out/flowlint.1" ] || { echo "man-page: generate-manual wrote no flowlint.1" >&2; exit 1; }
