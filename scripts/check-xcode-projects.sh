#!/usr/bin/env bash
# The Xcode project editor against independent readers (PyPI): pbxproj and openstep-parser parse
# every project file the editor writes in the tests, list the files and targets flowlint's model
# lists, and pbxproj writes each back byte for byte, as Xcode lays it out.
#   scripts/check-xcode-projects.sh [CORPUS-FOLDER...]   # folders: also read every project.pbxproj
#                                                        # under them and compare (reading only)
set -euo pipefail
# Every rule, those off by default too: these check formats and recipes on real findings.
export FLOWLINT_ENABLE_ALL_RULES=1
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/python-tools.sh"
SWIFT=${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}
python_tools check-xcode-projects pbxproj==4.3.3 openstep-parser==2.0.3

export FLOWLINT_PBXPROJ_PYTHON="$tools/python" FLOWLINT_PBXPROJ_ORACLE="$root/scripts/pbxproj-oracle.py"
if [ $# -gt 0 ]; then
    FLOWLINT_PBXPROJ_CORPUS=$(IFS=:; echo "$*")
    export FLOWLINT_PBXPROJ_CORPUS
fi
cd "$root"
"$SWIFT" test --skip-build --filter "XcodeProjectOracleTests|ProtocolsFixXcode|NewModuleXcodeTests" 2>&1 | tee "$root/.build/check-xcode-projects.log" | grep -E "pbxproj corpus|refused:|Expectation failed|Test run" || true
grep -q "Test run with .* passed" "$root/.build/check-xcode-projects.log" || {
    echo "check-xcode-projects: the PyPI readers disagree with flowlint; see .build/check-xcode-projects.log" >&2; exit 1; }
echo "check-xcode-projects: every project file written parses with pbxproj and openstep-parser and lists the same files"
