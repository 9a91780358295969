"""What two independent readers (PyPI's pbxproj and openstep-parser) say a project.pbxproj holds,
in the shape flowlint's XcodeProject model answers, one JSON line per file:
    {"path", "files": [paths in the project's folder], "targets": {name: [compiled paths]},
     "tests": [test target names], "synchronized": {folder: [target names]},
     "canonical": pbxproj writes the file back byte for byte (Xcode's own layout),
     "relaid": the file's lines pbxproj writes otherwise (it lacks some comments Xcode writes),
     "agree": both readers list the same}
or {"path", "error": "..."} when a reader fails.
    python pbxproj-oracle.py FILE...
Paths resolve as Xcode resolves them: `<group>` against the group's folder walked from the main
group (a variant group adds nothing), SOURCE_ROOT against the project's folder; other trees
(BUILT_PRODUCTS_DIR, <absolute>, ...) are not files of the project's folder and are left out.
"""
import difflib
import json
import sys

import openstep_parser
from pbxproj import XcodeProject

COMPILING = {"PBXSourcesBuildPhase", "PBXHeadersBuildPhase"}
TESTS = {"com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing"}


def as_list(value):
    if value is None:
        return []
    return list(value) if isinstance(value, list) else [value]


def join(base, path):
    if path.startswith("/"):
        return None
    parts = []
    for part in (base + "/" + path).split("/"):
        if part in ("", "."):
            continue
        if part == ".." and parts and parts[-1] != "..":
            parts.pop()
        else:
            parts.append(part)
    return "/".join(parts)


def summarize(objects, root_id):
    """objects: id -> mapping with .get(key); the same walk for both readers."""
    get = lambda oid: objects.get(str(oid))
    project = get(root_id)
    located = {}

    def resolve(obj, base):
        tree = obj.get("sourceTree") or "<group>"
        path = obj.get("path") or ""
        if tree == "<group>":
            return None if base is None else join(base, path)
        if tree == "SOURCE_ROOT":
            return join("", path)
        return None

    def walk(group_id, base, seen):
        if group_id in seen:
            return
        seen.add(group_id)
        for child_id in as_list(get(group_id).get("children")):
            child_id = str(child_id)
            child = get(child_id)
            if child is None or child_id in seen:
                continue
            isa = child.get("isa")
            where = resolve(child, base)
            if isa == "PBXFileReference":
                seen.add(child_id)
                located[child_id] = where
            elif isa in ("PBXGroup", "XCVersionGroup"):
                walk(child_id, where, seen)
            elif isa == "PBXVariantGroup":
                walk(child_id, base, seen)
            elif isa == "PBXFileSystemSynchronizedRootGroup":
                seen.add(child_id)
                synchronized_paths[child_id] = where

    synchronized_paths = {}
    main = str(project.get("mainGroup"))
    walk(main, join("", project.get("projectDirPath") or ""), set())
    for oid, obj in objects.items():
        if obj.get("isa") == "PBXFileReference" and oid not in located and (obj.get("sourceTree") or "<group>") != "<group>":
            located[oid] = resolve(obj, None)

    def members(element_id):
        element = get(element_id)
        if element is None:
            return []
        if element.get("isa") in ("PBXVariantGroup", "XCVersionGroup"):
            return [m for child in as_list(element.get("children")) for m in members(str(child))]
        return [element_id]

    targets, tests, synchronized = {}, [], {}
    for target_id in as_list(project.get("targets")):
        target = get(target_id)
        name = target.get("name")
        if target.get("productType") in TESTS:
            tests.append(name)
        compiled = set()
        for phase_id in as_list(target.get("buildPhases")):
            phase = get(phase_id)
            if phase is None or phase.get("isa") not in COMPILING:
                continue
            for build_id in as_list(phase.get("files")):
                build = get(build_id)
                if build is None or build.get("fileRef") is None:
                    continue
                for ref in members(str(build.get("fileRef"))):
                    if located.get(ref) is not None:
                        compiled.add(located[ref])
        targets[name] = sorted(compiled)
        for group_id in as_list(target.get("fileSystemSynchronizedGroups")):
            folder = synchronized_paths.get(str(group_id))
            if folder is not None:
                synchronized.setdefault(folder, []).append(name)
    files = sorted({path for path in located.values() if path is not None})
    return {"files": files, "targets": targets, "tests": sorted(tests), "synchronized": synchronized}


class Wrapped:
    """A pbxproj object read through its own API."""

    def __init__(self, obj):
        self.obj = obj

    def get(self, key):
        value = self.obj[key]
        if isinstance(value, list):
            return [str(item) for item in value]
        return None if value is None else str(value)


def read(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    tree = openstep_parser.OpenStepDecoder.ParseFromString(text)
    by_dict = summarize(tree["objects"], tree["rootObject"])
    project = XcodeProject.load(path)
    objects = {str(key): Wrapped(project.objects[key]) for key in project.objects.get_keys()}
    by_pbxproj = summarize(objects, str(project.rootObject))
    rewritten = project.__repr__() + "\n"
    by_pbxproj["canonical"] = rewritten == text
    diff = difflib.unified_diff(text.splitlines(), rewritten.splitlines(), lineterm="", n=0)
    by_pbxproj["relaid"] = sorted(line[1:] for line in diff if line.startswith("-") and not line.startswith("---"))
    by_pbxproj["agree"] = {k: v for k, v in by_pbxproj.items() if k not in ("canonical", "relaid")} == by_dict
    return by_pbxproj


def main():
    for path in sys.argv[1:]:
        try:
            result = read(path)
        except Exception as error:  # any failure of either reader is the answer
            result = {"error": f"{type(error).__name__}: {error}"[:300]}
        result["path"] = path
        print(json.dumps(result, ensure_ascii=False, sort_keys=True))


if __name__ == "__main__":
    main()
