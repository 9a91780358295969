#!/usr/bin/env python3
"""Recall of the architecture rules, measured by planting violations into real modules.

    Benchmarks/recall.py CORPUS_DIR FLOWLINT_BINARY [--rules r1,r2] [--seed N] [--out FILE.tsv]
                         [--per-rule N] [--detail] [--workdir DIR] [--summary FILE.tsv]

CORPUS_DIR holds one folder per project (fetched by hand, never committed). For every `mvp-*` and
`viper-*` rule that `FLOWLINT_BINARY rules` lists as on by default, the plants of
Benchmarks/recall_plants.py and recall_viper_plants.py (small edits of one file, each breaking
one seed statement as SPEC states it) are generated for every project; a plant is kept only where
flowlint reports no finding of its rule in the files it touches (a clean module). With a fixed seed
the script picks up to --per-rule plants per rule, spread over projects and plant kinds, copies
each project once, runs `protocols --format json --no-cache --lang en .` before the plants and
after each one (the file is restored between plants), and counts a plant found when a finding of
its rule appears in the planted (or moved, renamed) file that was not there before.

Prints found/planted per rule and overall, and says where a rule could not get two plants in two
projects; writes a TSV: project, commit, rule, plant_kind, file, found, planted (what was planted:
plant kinds in words; --detail adds the names of the types and methods edited), also_reported
(other rules whose new findings the plant caused). --summary writes what may be published of it:
project@commit, rule, plant_kind, found (no file names, no code). Reads and writes nothing outside
a temporary folder but --out and --summary; needs Python 3.11 and nothing else.
"""
import argparse
import collections
import csv
import json
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# Every rule, those off by default too: recall is measured for each rule the seeds state.
os.environ.setdefault("FLOWLINT_ENABLE_ALL_RULES", "1")

import recall_plants as mvp  # noqa: E402
import recall_viper_plants as viper  # noqa: E402
from recall_sources import Project  # noqa: E402

GENERATORS = {
    "mvp-protocols-file": mvp.mvp_protocols_file, "mvp-class-bound": mvp.mvp_class_bound,
    "mvp-protocol-pair": mvp.mvp_protocol_pair, "mvp-mark-sections": mvp.mvp_mark_sections,
    "mvp-view-presenter-link": mvp.mvp_view_presenter_link, "mvp-view-method-prefix": mvp.mvp_view_method_prefix,
    "mvp-presenter-method-order": mvp.mvp_presenter_method_order,
    "mvp-child-presenter-func": mvp.mvp_child_presenter_func, "mvp-protocol-order": mvp.mvp_protocol_order,
    "mvp-view-conformance": mvp.mvp_view_conformance, "mvp-presenter-conformance": mvp.mvp_presenter_conformance,
    "mvp-weak-view": mvp.mvp_weak_view, "mvp-implementation-marks": mvp.mvp_implementation_marks,
    "viper-module-name": viper.viper_module_name, "viper-module-folders": viper.viper_module_folders,
    "viper-file-naming": viper.viper_file_naming, "viper-references": viper.viper_references,
    "viper-interactor-state": viper.viper_interactor_state, "viper-method-verb": viper.viper_method_verb,
    "viper-output-did": viper.viper_output_did, "viper-router-prefix": viper.viper_router_prefix,
    "viper-assembly-prefix": viper.viper_assembly_prefix, "viper-doc-comments": viper.viper_doc_comments,
    "viper-section-marks": viper.viper_section_marks, "viper-forward-declarations": viper.viper_forward_declarations,
}
COLUMNS = ["project", "commit", "rule", "plant_kind", "file", "found", "planted", "also_reported"]


def architecture_rules(binary):
    listed = subprocess.run([binary, "rules", "--lang", "en"], capture_output=True, text=True, check=True).stdout
    rules = []
    for line in listed.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0].startswith(("mvp-", "viper-")) and parts[1] != "off":
            rules.append(parts[0])
    return rules


def commit_of(folder):
    if not os.path.exists(os.path.join(folder, ".git")):
        return ""
    done = subprocess.run(["git", "-C", folder, "rev-parse", "HEAD"], capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else ""


def findings(binary, folder):
    """flowlint's file findings as a multiset of (rule, path, message); None when the run failed."""
    done = subprocess.run([binary, "protocols", "--format", "json", "--no-cache", "--lang", "en", "."],
                          cwd=folder, capture_output=True, text=True, timeout=1800)
    if done.returncode not in (0, 1):
        return None
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        return None
    found = collections.Counter()
    for finding in report.get("findings", []):
        location = finding.get("location", {})
        if location.get("kind") == "file":
            found[(finding["rule"], location.get("path", ""), finding.get("message", ""))] += 1
    return found


def candidates(project, model, rules):
    plants, seen = [], set()
    for rule in rules:
        generator = GENERATORS.get(rule)
        if not generator:
            continue
        for found in generator(model):
            if found is None:
                continue
            found.project = project
            if found.key() not in seen:
                seen.add(found.key())
                plants.append(found)
    return plants


def clean(plant, before, original):
    """No finding of the plant's rule in the files it turns into its targets, and nothing it creates
    exists yet."""
    if any(new != old and os.path.lexists(os.path.join(original, new)) for old, new, _ in plant.changes):
        return False
    watched = set(plant.watched)
    return not any(rule == plant.rule and path in watched for rule, path, _ in before)


def pick(plants, rule, seed, per_rule):
    """Up to per_rule plants, deterministic for a seed: new projects and new kinds first."""
    ordered = sorted(plants, key=lambda p: (p.project, p.kind, p.file, p.detail))
    random.Random(f"{seed}/{rule}").shuffle(ordered)
    projects = {p.project for p in ordered}
    cap = max(2, math.ceil(per_rule / max(1, len(projects))))
    picked, used_projects, used_kinds, used_pairs = [], collections.Counter(), set(), set()
    tests = [lambda p: used_projects[p.project] == 0 and p.kind not in used_kinds,
             lambda p: used_projects[p.project] == 0,
             lambda p: p.kind not in used_kinds and used_projects[p.project] < cap,
             lambda p: (p.project, p.kind) not in used_pairs and used_projects[p.project] < cap,
             lambda p: used_projects[p.project] < cap]
    for test in tests:
        for plant in ordered:
            if len(picked) >= per_rule:
                return picked
            if plant not in picked and test(plant):
                picked.append(plant)
                used_projects[plant.project] += 1
                used_kinds.add(plant.kind)
                used_pairs.add((plant.project, plant.kind))
    return picked


def apply(folder, plant):
    created = []
    for old, new, text in plant.changes:
        target = os.path.join(folder, new)
        parent = os.path.dirname(target)
        missing = []
        while not os.path.isdir(parent):
            missing.append(parent)
            parent = os.path.dirname(parent)
        for path in reversed(missing):
            os.mkdir(path)
            created.append(path)
        if old and new != old:
            os.rename(os.path.join(folder, old), target)
        with open(target, "wb") as file:
            file.write(text.encode("utf-8", errors="surrogateescape"))
    return created


def restore(folder, original, plant, created):
    for old, new, _ in plant.changes:
        if new != old and os.path.exists(os.path.join(folder, new)):
            os.remove(os.path.join(folder, new))
        if old:
            shutil.copy2(os.path.join(original, old), os.path.join(folder, old))
    for parent in reversed(created):
        if os.path.isdir(parent) and not os.listdir(parent):
            os.rmdir(parent)
    for old, new, _ in plant.changes:
        if new != old and os.path.exists(os.path.join(folder, new)):
            raise RuntimeError(f"{plant.project}: could not remove {new}")
        if not old:
            continue
        with open(os.path.join(folder, old), "rb") as a, open(os.path.join(original, old), "rb") as b:
            if a.read() != b.read():
                raise RuntimeError(f"{plant.project}: could not restore {old}")


def measure(binary, folder, original, plant, before):
    created = apply(folder, plant)
    try:
        after = findings(binary, folder)
    finally:
        restore(folder, original, plant, created)
    if after is None:
        return "error", []
    moved = {old: new for old, new, _ in plant.changes if old}
    was = collections.Counter()
    for (rule, path, _), count in before.items():
        was[(rule, moved.get(path, path))] += count
    now = collections.Counter()
    for (rule, path, _), count in after.items():
        now[(rule, path)] += count
    targets = set(plant.targets)
    # The touched files were clean for the rule: any finding of it there now is the plant's.
    hit = any(rule == plant.rule and path in targets for (rule, path) in now)
    also = sorted({rule for (rule, path), count in now.items() if rule != plant.rule and count > was[(rule, path)]})
    return ("yes" if hit else "no"), also


def survey(corpus, binary, rules, workdir):
    """Per project: its copy, commit, baseline findings and clean candidate plants."""
    projects = {}
    for name in sorted(os.listdir(corpus)):
        original = os.path.join(corpus, name)
        if not os.path.isdir(original) or name.startswith("."):
            continue
        project = Project(original)
        plants = candidates(name, mvp.Model(project), rules)
        if not plants:
            projects[name] = {"commit": commit_of(original), "plants": [], "note": "no candidate module"}
            continue
        copy = os.path.join(workdir, name)
        shutil.copytree(original, copy, symlinks=True)
        before = findings(binary, copy)
        if before is None:
            projects[name] = {"commit": commit_of(original), "plants": [], "note": "flowlint failed on the project"}
            shutil.rmtree(copy)
            continue
        kept = [p for p in plants if clean(p, before, original)]
        projects[name] = {"commit": commit_of(original), "plants": kept, "before": before, "copy": copy,
                          "original": original}
        print(f"  {name}: {len(kept)} clean candidate plants of {len(plants)}", file=sys.stderr)
    return projects


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus")
    parser.add_argument("binary")
    parser.add_argument("--rules", help="comma-separated rule IDs (default: every mvp-/viper- rule on by default)")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--out", help="TSV of every plant")
    parser.add_argument("--per-rule", type=int, default=8, help="plants per rule at most (default 8)")
    parser.add_argument("--detail", action="store_true", help="name the edited types and methods in the TSV")
    parser.add_argument("--workdir", help="where the project copies go (default: a temporary folder)")
    parser.add_argument("--summary", help="TSV of project@commit, rule, plant_kind, found")
    args = parser.parse_args(argv)
    if not os.path.isdir(args.corpus) or not os.access(args.binary, os.X_OK):
        print("recall.py: CORPUS_DIR must be a folder and FLOWLINT_BINARY an executable", file=sys.stderr)
        return 2
    workdir = tempfile.mkdtemp(prefix="flowlint-recall-", dir=args.workdir)
    try:
        binary = os.path.join(workdir, "flowlint")
        shutil.copy2(args.binary, binary)  # the build it names may be replaced while this runs
        rules = architecture_rules(binary)
        if args.rules:
            wanted = [rule.strip() for rule in args.rules.split(",") if rule.strip()]
            unknown = [rule for rule in wanted if rule not in rules]
            if unknown:
                print(f"recall.py: not an architecture rule on by default in this flowlint: {', '.join(unknown)}", file=sys.stderr)
                return 2
            rules = wanted
        return run(args, binary, rules, os.path.join(workdir, "projects"))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def run(args, binary, rules, workdir):
    os.makedirs(workdir)
    print(f"surveying {args.corpus} for {len(rules)} rules…", file=sys.stderr)
    projects = survey(args.corpus, binary, rules, workdir)
    by_rule = collections.defaultdict(list)
    for info in projects.values():
        for plant in info["plants"]:
            by_rule[plant.rule].append(plant)
    chosen = {rule: pick(by_rule[rule], rule, args.seed, args.per_rule) for rule in rules}
    rows, results = [], collections.defaultdict(list)
    order = sorted((p for picked in chosen.values() for p in picked), key=lambda p: (p.project, p.rule, p.kind, p.file))
    for index, plant in enumerate(order, start=1):
        info = projects[plant.project]
        found, also = measure(binary, info["copy"], info["original"], plant, info["before"])
        results[plant.rule].append((plant, found))
        what = f"{plant.what} ({plant.detail})" if args.detail else plant.what
        rows.append([plant.project, info["commit"], plant.rule, plant.kind, plant.file, found, what, ",".join(also)])
        print(f"  [{index}/{len(order)}] {plant.rule} {plant.kind} {plant.project}: {found}", file=sys.stderr)
    if args.out:
        with open(args.out, "w", encoding="utf-8", newline="") as file:
            writer = csv.writer(file, delimiter="\t", lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
            writer.writerow(COLUMNS)
            writer.writerows(sorted(rows, key=lambda r: (r[2], r[0], r[3], r[4])))
    if args.summary:
        write_summary(rows, args.summary)
    report(rules, results, by_rule)
    return 0


def write_summary(rows, path):
    """project@commit, rule, plant_kind, found of every plant: nothing of the projects' code or files."""
    with open(path, "w", encoding="utf-8", newline="") as file:
        writer = csv.writer(file, delimiter="\t", lineterminator="\n")
        writer.writerow(["project", "rule", "plant_kind", "found"])
        for project, commit, rule, kind, _, found, *_ in sorted(rows, key=lambda r: (r[2], r[0], r[3], r[4])):
            writer.writerow([f"{project}@{commit}" if commit else project, rule, kind, found])


def report(rules, results, by_rule):
    total_found = total = 0
    print(f"{'rule':28} {'found/planted':>13}  projects  kinds")
    for rule in rules:
        measured = results.get(rule, [])
        found = sum(1 for _, f in measured if f == "yes")
        projects = {p.project for p, _ in measured}
        kinds = sorted({p.kind for p, _ in measured})
        total_found, total = total_found + found, total + len(measured)
        print(f"{rule:28} {found:6}/{len(measured):<6}  {len(projects):8}  {', '.join(kinds)}")
        if rule not in GENERATORS:
            print(f"    no plant kind is written for {rule}")
        elif len(projects) < 2 or len(measured) < 2:
            available = {p.project for p in by_rule.get(rule, [])}
            print(f"    fewer than two plants in two projects: {len(available)} project(s) of this corpus have a clean "
                  f"module where {rule} can be planted")
        errors = sum(1 for _, f in measured if f == "error")
        if errors:
            print(f"    {errors} plant(s) where flowlint failed after the plant")
    if total:
        print(f"{'overall':28} {total_found:6}/{total:<6}  recall {100 * total_found / total:.1f}%")
    return total_found, total


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
