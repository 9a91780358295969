"""Findings per rule over a corpus run, and the suggestion check (see corpus.sh)."""
import collections, json, os, re, sys

corpus, out = sys.argv[1], sys.argv[2]
DECL = re.compile(r'\b(?:class|struct|protocol|enum|typealias|actor|@interface|@protocol)\s+([A-Za-z_][A-Za-z0-9_]*)')
IDENT = re.compile(r'\b[A-Z][A-Za-z0-9_]*\b')
KEYWORDS = {"AnyObject", "Self", "UIViewController", "NSObject", "UIView", "Int", "String", "Bool"}

def declared(project):
    names = set()
    for folder, _, files in os.walk(project):
        for f in files:
            if f.endswith((".swift", ".h", ".m")):
                try:
                    names.update(DECL.findall(open(os.path.join(folder, f), errors="replace").read()))
                except OSError:
                    pass
    return names

per_rule, problems = collections.Counter(), []
for result in sorted(os.listdir(out)):
    project = os.path.join(corpus, result[:-5])
    try:
        findings = json.load(open(os.path.join(out, result)))["findings"]
    except (ValueError, KeyError):
        print(f"{result}: no JSON (flowlint failed)"); continue
    names = None
    for f in findings:
        per_rule[f["rule"]] += 1
        s = f.get("suggestion")
        if not s:
            continue
        if s.startswith(("//", "#pragma", "/*", "@class", "@protocol ")) or "\n" in s:
            continue  # comments, marks and forward declarations name nothing to look up
        if re.fullmatch(r"[^\n]+\.(swift|h|m)", s):
            path = s if s.startswith("/") else os.path.join(project, s)
            if os.path.exists(path):
                problems.append(f"{result[:-5]} {f['location'].get('path')}: {f['rule']} suggests existing file {s}")
            continue
        names = names if names is not None else declared(project)
        own = set(DECL.findall(s)) | ({s} if IDENT.fullmatch(s) else set())
        for ident in set(IDENT.findall(s)) - own - KEYWORDS:
            if ident not in names and not ident.startswith(("UI", "NS", "CG", "CA")) and f["rule"] not in ("viper-module-name",):
                problems.append(f"{result[:-5]} {f['location'].get('path')}: {f['rule']} names missing type {ident}: {s}")

print("findings per rule:")
for rule, n in sorted(per_rule.items(), key=lambda x: -x[1]):
    print(f"  {rule:32} {n}")
print(f"  {'total':32} {sum(per_rule.values())}")
print(f"suggestions naming a missing type or an existing file: {len(problems)}")
for p in problems[:50]:
    print("  " + p)
sys.exit(1 if problems else 0)
