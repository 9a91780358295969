# Shared by the benchmark scripts: paths, hyperfine, and a release build of flowlint.
# Sourced, not run. Sets: here, root, work, flowlint.
here=$(cd "$(dirname "${BASH_SOURCE[1]}")" && pwd)
root=$(dirname "$here")
work="$here/work"
mkdir -p "$work"
export PATH="/opt/swift/usr/bin:$PATH"

command -v hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null; }
# FLOWLINT=path measures that binary (e.g. the one `make dist` made) instead of a release build.
if [ -n "${FLOWLINT:-}" ]; then
    flowlint=$FLOWLINT
else
    (cd "$root" && swift build -c release --static-swift-stdlib >/dev/null)
    flowlint="$(cd "$root" && swift build -c release --static-swift-stdlib --show-bin-path)/flowlint"
fi

# gitlint from PyPI, in a virtualenv under work/.
ensure_gitlint() {
    if [ ! -x "$work/venv/bin/gitlint" ]; then
        python3 -m venv "$work/venv"
        "$work/venv/bin/pip" install -q gitlint
    fi
}
