# Sourced by the check scripts, not run: a virtual environment with the Python tools they
# need (from PyPI), made once in .build/python-tools and reused.
#   python_tools NAME PACKAGE...   # sets $tools to its bin folder, or prints one line and
#                                  # exits 0 when the package index can't be reached
python_tools() {
    local name="$1"; shift
    local root; root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    local venv="$root/.build/python-tools"
    tools="$venv/bin"
    if [ ! -x "$tools/python" ]; then
        python3 -m venv "$venv"
    fi
    if "$tools/pip" install -q "$@" >"$venv/pip.log" 2>&1; then
        return 0
    fi
    # A name that the index doesn't know is this script's bug; no index at all is a skip.
    if ! "$tools/pip" download -q --no-deps -d "$venv/probe" pip >/dev/null 2>&1; then
        echo "$name: skipped: the Python package index can't be reached (pip install $*)"
        exit 0
    fi
    cat "$venv/pip.log" >&2
    echo "$name: pip install $* failed" >&2
    exit 1
}
