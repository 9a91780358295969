#!/usr/bin/env python3
"""What changed between two flowlint builds on a corpus: findings one build reports and the other
doesn't, per rule, with their messages. Fetches nothing; runs `protocols --format json` in each
project folder.
    Benchmarks/corpus-diff.py CORPUS_DIR OLD_FLOWLINT NEW_FLOWLINT [--rule PREFIX] [--show N]"""
import argparse, collections, json, os, subprocess, sys

def run(binary, project):
    result = subprocess.run([binary, "protocols", "--format", "json", "--lang", "en", "--no-cache", "."], cwd=project,
                            capture_output=True, text=True)
    try:
        findings = json.loads(result.stdout)["findings"]
    except (ValueError, KeyError):
        print(f"{project}: {binary} gave no JSON (exit {result.returncode}): {result.stderr.strip()[:200]}", file=sys.stderr)
        return set()
    return {(f["rule"], f["location"].get("path", ""), f["location"].get("line", 0), f["message"], f.get("suggestion") or "")
            for f in findings}

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus"); parser.add_argument("old"); parser.add_argument("new")
    parser.add_argument("--rule", default=""); parser.add_argument("--show", type=int, default=1000)
    args = parser.parse_args()
    gone, added = collections.defaultdict(list), collections.defaultdict(list)
    totals = [0, 0]
    for name in sorted(os.listdir(args.corpus)):
        project = os.path.join(args.corpus, name)
        if not os.path.isdir(project) or name.startswith("."):
            continue
        old, new = run(os.path.abspath(args.old), project), run(os.path.abspath(args.new), project)
        totals[0] += len(old); totals[1] += len(new)
        for f in old - new:
            if f[0].startswith(args.rule): gone[f[0]].append((name,) + f[1:])
        for f in new - old:
            if f[0].startswith(args.rule): added[f[0]].append((name,) + f[1:])
    print(f"findings: {totals[0]} -> {totals[1]}")
    for title, table in (("gone", gone), ("new", added)):
        for rule in sorted(table):
            print(f"\n{title} {rule}: {len(table[rule])}")
            for item in sorted(table[rule])[:args.show]:
                print("  " + " | ".join(str(x) for x in item))

main()
