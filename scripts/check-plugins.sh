#!/usr/bin/env bash
# The SwiftPM plugins in a sample package that depends on flowlint by path: the build-tool
# plugin turns architecture findings into compiler diagnostics during `swift build` (a
# warning lets the build pass, an error fails it), and `swift package flowlint` runs the
# command plugin. The plugins run an installed flowlint: here the given binary, through
# FLOWLINT_PATH.
#   scripts/check-plugins.sh [FLOWLINT]   # default: the debug build's binary
set -euo pipefail
# Every rule, those off by default too: these check formats and recipes on real findings.
export FLOWLINT_ENABLE_ALL_RULES=1
root=$(cd "$(dirname "$0")/.." && pwd)
swift=${SWIFT:-swift}
flowlint=$(realpath -m "${1:-$root/.build/debug/flowlint}")
[ -x "$flowlint" ] || { echo "check-plugins: no binary at $flowlint: run swift build first" >&2; exit 2; }
export FLOWLINT_PATH="$flowlint"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The plugins' lookup never takes a flowlint from the current folder (the package being built):
# relative and empty PATH entries are skipped, an absolute one after them is found.
mkdir -p "$work/locator/bin" "$work/locator/installed"
for planted in "$work/locator/flowlint" "$work/locator/bin/flowlint" "$work/locator/installed/flowlint"; do
    printf '#!/bin/sh\nexit 0\n' > "$planted" && chmod +x "$planted"
done
cat > "$work/locator/main.swift" <<'SWIFT'
import Foundation
let environment = ["PATH": ".:bin::" + CommandLine.arguments[1], "HOME": "/nonexistent"]
print((try? FlowlintLocator.find(environment: environment).path) ?? "not found")
SWIFT
"$(dirname "$(command -v "$swift")")/swiftc" -o "$work/locator/find" "$root/Plugins/Shared/FlowlintLocator.swift" "$work/locator/main.swift"
found=$(cd "$work/locator" && ./find "$work/locator/installed")
[ "$found" = "$work/locator/installed/flowlint" ] \
    || { echo "check-plugins: the plugins' lookup took $found instead of the absolute PATH entry's flowlint" >&2; exit 1; }
sample="$work/Sample"
mkdir -p "$sample/Sources/Screens"
cat > "$sample/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Sample",
    dependencies: [.package(name: "flowlint", path: "$root")],
    targets: [
        .target(name: "Screens", plugins: [.plugin(name: "FlowlintBuildToolPlugin", package: "flowlint")]),
    ]
)
SWIFT
protocols="$sample/Sources/Screens/EventListProtocols.swift"
# The seed's module with one view method misnamed: a warning.
sed 's/func reloadEventList()/func updateEventList()/' "$root/scripts/fixtures/EventListProtocols.swift" > "$protocols"
build=("$swift" build --package-path "$sample" --scratch-path "$root/.build/plugin-sample")
# A warning: the build passes and shows it as a diagnostic at the method's line.
"${build[@]}" > "$work/warning.log" 2>&1 || { cat "$work/warning.log"; echo "check-plugins: a warning failed the build" >&2; exit 1; }
grep -E "EventListProtocols.swift:9:[0-9]+: warning: .*\[mvp-view-method-prefix\]" "$work/warning.log" \
    || { cat "$work/warning.log"; echo "check-plugins: no warning diagnostic from the build-tool plugin" >&2; exit 1; }
# An error: the build fails at the protocol's line.
printf 'protocol SettingsViewProtocol: class {}\nprotocol SettingsPresenterProtocol: AnyObject {}\n' > "$sample/Sources/Screens/SettingsProtocols.swift"
if "${build[@]}" > "$work/error.log" 2>&1; then cat "$work/error.log"; echo "check-plugins: an error didn't fail the build" >&2; exit 1; fi
grep -E "SettingsProtocols.swift:1:[0-9]+: error: .*\[mvp-class-bound\]" "$work/error.log" \
    || { cat "$work/error.log"; echo "check-plugins: no error diagnostic from the build-tool plugin" >&2; exit 1; }
# The command plugin: `swift package flowlint protocols` reports the same error and fails.
if "$swift" package --package-path "$sample" --scratch-path "$root/.build/plugin-sample" flowlint protocols --lang en > "$work/command.log" 2>&1; then
    cat "$work/command.log"; echo "check-plugins: the command plugin passed an error" >&2; exit 1
fi
grep -q "mvp-class-bound" "$work/command.log" || { cat "$work/command.log"; exit 1; }
echo "check-plugins: the build-tool plugin reports warnings and errors as diagnostics; swift package flowlint works"
