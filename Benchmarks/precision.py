#!/usr/bin/env python3
"""Precision per rule from judged findings.

Reads every judged list given (tab-separated, with a header row naming at least `rule` and
`verdict`: histories use repository, sha, rule, verdict, why; the code corpus project, path,
line, rule, verdict, why; verdict is right or wrong) and prints per rule: judged,
right, wrong and precision (right / judged). SPEC 1: a finding must be right at least 98 times
in 100 on real projects.

A rule written `rule:stratum` is a sample of its own, printed apart: `commit-language:cyrillic`
is drawn only from findings on messages with Cyrillic letters (the hard cases, oversampled), and
`commit-language:pass` judges commits the rule let pass (right: passing them was right).
    python3 Benchmarks/precision.py Benchmarks/*-judged.tsv
"""
import collections
import csv
import sys

REQUIRED = {"rule", "verdict"}


def main(paths):
    if not paths:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    counts = collections.defaultdict(collections.Counter)
    for path in paths:
        with open(path, encoding="utf-8", newline="") as file:
            reader = csv.DictReader(file, delimiter="\t", quoting=csv.QUOTE_NONE)
            if not REQUIRED.issubset(reader.fieldnames or []):
                print(f"{path}: the header must name the columns rule and verdict, not {reader.fieldnames}", file=sys.stderr)
                return 2
            for line, row in enumerate(reader, start=2):
                verdict = (row["verdict"] or "").strip()
                if verdict not in ("right", "wrong"):
                    print(f"{path}:{line}: verdict must be right or wrong, not {verdict!r}", file=sys.stderr)
                    return 2
                counts[row["rule"].strip()][verdict] += 1
    print(f"{'rule':28} {'judged':>7} {'right':>7} {'wrong':>7} {'precision':>10}")
    for rule in sorted(counts):
        right, wrong = counts[rule]["right"], counts[rule]["wrong"]
        judged = right + wrong
        print(f"{rule:28} {judged:7} {right:7} {wrong:7} {100 * right / judged:9.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
