#!/usr/bin/env bash
# SARIF from the real binary, checked with sarif-pydantic (PyPI): it parses as SARIF 2.1.0,
# and every file is named from the repository's root with uriBaseId %SRCROOT% however the
# path was given (SPEC 3), which is what code scanning needs to map findings.
#   scripts/check-sarif.sh [FLOWLINT]    # default: the debug build's binary
set -euo pipefail
# Every rule, those off by default too: these check formats and recipes on real findings.
export FLOWLINT_ENABLE_ALL_RULES=1
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/python-tools.sh"
flowlint=$(realpath -m "${1:-$root/.build/debug/flowlint}")
[ -x "$flowlint" ] || { echo "check-sarif: no binary at $flowlint: run swift build first" >&2; exit 2; }
python_tools check-sarif sarif-pydantic

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 LANG=C.UTF-8
repo="$work/repo"
git init -q -b develop "$repo"
mkdir -p "$repo/Sources/Экран" "$work/plain/Module"
printf 'protocol SettingsViewProtocol: class {}\n' > "$repo/Sources/Экран/Settings Protocols.swift"
cp "$repo/Sources/Экран/Settings Protocols.swift" "$work/plain/Module/SettingsProtocols.swift"
git -C "$repo" add -A
git -C "$repo" -c user.name=t -c user.email=t@example.com commit -q -m "Add settings"
git -C "$repo" checkout -q -b feature/EW_IOS-98_x

# name, folder to run in, arguments, the URI every file finding must have
check() {
    local name="$1" dir="$2" expected="$3"; shift 3
    (cd "$dir" && "$flowlint" "$@" --format sarif > "$work/$name.sarif") || [ $? = 1 ]
    "$tools/python" - "$work/$name.sarif" "$expected" <<'PY'
import json, sys
import sarif_pydantic
log = sarif_pydantic.load(sys.argv[1])
assert log.version == "2.1.0", log.version
raw = json.load(open(sys.argv[1]))
# Commit, branch and merge-request findings have logical locations only: no file to point at.
uris = [loc["physicalLocation"]["artifactLocation"]
        for result in raw["runs"][0]["results"] for loc in result["locations"] if "physicalLocation" in loc]
assert uris, "no findings"
for artifact in uris:
    uri = artifact["uri"]
    assert artifact.get("uriBaseId") == "%SRCROOT%", artifact
    assert not uri.startswith("/") and "://" not in uri, artifact
    assert uri == sys.argv[2], artifact
PY
    echo "check-sarif: $name: ok"
}
encoded="Sources/%D0%AD%D0%BA%D1%80%D0%B0%D0%BD/Settings%20Protocols.swift"
check absolute-path "$repo" "$encoded" protocols "$repo/Sources"
check from-outside "$work" "$encoded" -C "$repo" protocols "$repo/Sources"
check from-subfolder "$repo/Sources" "$encoded" protocols Экран
check lint "$repo/Sources" "$encoded" lint --all
check no-repository "$work/plain" "Module/SettingsProtocols.swift" protocols "$work/plain/Module"
echo "check-sarif: every SARIF file parsed, every path relative to its root"
