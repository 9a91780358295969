#!/bin/sh
# flowlint's HTML reports opened in a real browser: Debian's chromium, headless, on reports
# made from repositories built with the git CLI (scripts/html-browser-check.py says what is
# checked). Installs chromium with apt-get when run as root; when it can't be had, says
# "skipped: ..." on one line and succeeds. UPDATE_SCREENSHOTS=1 rewrites docs/html/*.png.
#   scripts/html-browser-check.sh            (FLOWLINT_BIN=path to use a given binary)
set -eu
# Every rule, those off by default too: these check formats and recipes on real findings.
export FLOWLINT_ENABLE_ALL_RULES=1
root=$(cd "$(dirname "$0")/.." && pwd)
skip() { echo "skipped: HTML browser check: $*"; exit 0; }

find_browser() { command -v chromium || command -v chromium-browser || true; }
browser=$(find_browser)
if [ -z "$browser" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "html-browser-check: installing chromium with apt-get"
    log=$(mktemp)
    if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >"$log" 2>&1; then
        rm -f "$log"
        skip "chromium could not be installed with apt-get (no network or no Debian archive?)"
    fi
    rm -f "$log"
    browser=$(find_browser)
fi
[ -n "$browser" ] || skip "chromium is not installed and this is not root with apt-get (apt-get install chromium)"
command -v python3 >/dev/null || skip "python3 is not installed"
"$browser" --version >/dev/null 2>&1 || skip "$browser does not start"

flowlint=${FLOWLINT_BIN:-}
if [ -z "$flowlint" ]; then
    swift=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
    flowlint="$(cd "$root" && "$swift" build --show-bin-path)/flowlint"
fi
if [ ! -x "$flowlint" ]; then
    echo "html-browser-check: no flowlint binary at $flowlint: run swift build first" >&2
    exit 1
fi
exec python3 "$root/scripts/html-browser-check.py" "$browser" "$flowlint"
