#!/usr/bin/env python3
"""The CI recipes' download paths, run for real in bash: the GitLab job's script, the GitHub
action's steps and the release jobs' upload steps, with a loopback HTTP server standing in for
GitLab's package registry (and a second one, on another port, for the object storage it
redirects to) and a stand-in `gh` for GitHub's releases. The release is a tarball whose
`bin/flowlint` only writes a line to a marks file; so does every binary planted where a merge
request could put one, and none of those may ever run.

    python3 scripts/recipe-downloads.py [ROOT]   # ROOT: the repository whose recipes are run
"""
import atexit
import base64
import hashlib
import http.server
import io
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading

import yaml

ROOT = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent)
VERSION, ARCH = "0.1.0", "x86_64"
TARBALL = f"flowlint-{VERSION}-linux-{ARCH}.tar.gz"
JOB_TOKEN, GITLAB_TOKEN = "job-token-5ecret", "gitlab-token-5ecret"
failures = []
SCRATCH = tempfile.mkdtemp(prefix="recipe-downloads-")
atexit.register(shutil.rmtree, SCRATCH, ignore_errors=True)


def scratch(name):
    return pathlib.Path(tempfile.mkdtemp(prefix=name + "-", dir=SCRATCH))


def check(condition, what, details=""):
    if not condition:
        failures.append(f"{what}\n{details}".rstrip())
        print(f"  FAIL: {what}")


def program(text):
    return ("#!/bin/sh\n" + text).encode()


GENUINE = program('echo "genuine $*" >> "$MARKS"\n[ "$1" = --version ] && echo "flowlint 0.1.0"\nexit 0\n')
PLANTED = program('echo "PLANTED $0 $FLOWLINT_GITLAB_TOKEN $GH_TOKEN" >> "$MARKS"\nexit 0\n')


def release_tarball(binary):
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        info = tarfile.TarInfo(f"flowlint-{VERSION}-linux-{ARCH}/bin/flowlint")
        info.size, info.mode = len(binary), 0o755
        tar.addfile(info, io.BytesIO(binary))
    return buffer.getvalue()


GOOD, BAD = release_tarball(GENUINE), release_tarball(PLANTED)
GOOD_SHA = hashlib.sha256(GOOD).hexdigest()


def plant(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(PLANTED)
    path.chmod(0o755)


class Server:
    """A loopback HTTP server that records every request and answers with `answer(handler)`:
    (status, headers, body)."""

    def __init__(self, answer):
        self.requests = []
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def respond(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                server.requests.append((self.command, self.path, dict(self.headers), body))
                status, headers, payload = answer(self)
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(payload)

            do_GET = do_PUT = do_HEAD = respond

            def log_message(self, *arguments):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()

    def tokens_seen(self):
        return [request for request in self.requests if carries_token(request[2])]


def carries_token(headers):
    """A token in any header, as is or in HTTP Basic credentials."""
    values = list(headers.values())
    for value in list(values):
        if value.lower().startswith("basic "):
            values.append(base64.b64decode(value[6:]).decode(errors="replace"))
    return any(JOB_TOKEN in value or GITLAB_TOKEN in value for value in values)


def base_environment(work):
    home = work / "home"
    home.mkdir(exist_ok=True)
    tools = work / "tools"
    tools.mkdir(exist_ok=True)
    # Release jobs install gh with apt-get; here that is a no-op.
    (tools / "apt-get").write_bytes(program("exit 0\n"))
    (tools / "apt-get").chmod(0o755)
    (work / "tmp").mkdir(exist_ok=True)
    return {
        "PATH": f"{tools}:/usr/local/bin:/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8",
        "GIT_CONFIG_GLOBAL": str(work / "gitconfig"), "GIT_CONFIG_NOSYSTEM": "1",
        "MARKS": str(work / "marks"), "TMPDIR": str(work / "tmp"),
    }


def marks(work):
    path = work / "marks"
    return path.read_text() if path.exists() else ""


# ---- GitLab: the merge-request job

def gitlab_job(case, *, cache=None, planted=(), served=GOOD, redirect=False, sha=GOOD_SHA, variables=None):
    """Runs the job's script in a checkout with `planted` executables and `cache` (bytes) as
    GitLab's restored cache of the tarball; returns (status, output, marks, api, storage, work)."""
    recipe = yaml.safe_load((ROOT / "docs/ci/gitlab-ci.yml").read_text())["flowlint"]
    work = scratch(f"gitlab-{case}")
    checkout = work / "checkout"
    checkout.mkdir()
    cache_folder = checkout / recipe["cache"]["paths"][0].rstrip("/")
    for relative in planted:
        plant(checkout / relative.replace("CACHE", str(cache_folder.relative_to(checkout))))
    if cache is not None:
        cache_folder.mkdir(parents=True, exist_ok=True)
        (cache_folder / TARBALL).write_bytes(cache)
    storage = Server(lambda handler: (200, {}, served) if handler.path.endswith("/" + TARBALL) else (404, {}, b""))
    prefix = f"/api/v4/projects/7/packages/generic/flowlint/{VERSION}/"

    def api_answer(handler):
        if handler.path != prefix + TARBALL:
            return 404, {}, b""
        return (302, {"Location": f"{storage.url}/{TARBALL}"}, b"") if redirect else (200, {}, served)

    api = Server(api_answer)
    script = work / "job.sh"
    lines = [line for key in ("before_script", "script") for line in recipe.get(key, [])]
    script.write_text("set -eo pipefail\n" + "\n".join(lines) + "\n")
    environment = base_environment(work) | {str(k): str(v) for k, v in recipe.get("variables", {}).items()} | {
        "CI_PROJECT_DIR": str(checkout), "CI_API_V4_URL": api.url + "/api/v4", "CI_JOB_TOKEN": JOB_TOKEN,
        "FLOWLINT_GITLAB_TOKEN": GITLAB_TOKEN, "FLOWLINT_PROJECT": "7", "FLOWLINT_VERSION": VERSION,
        "FLOWLINT_ARCH": ARCH, "FLOWLINT_SHA256": sha,
    } | (variables or {})
    result = subprocess.run(["bash", str(script)], cwd=checkout, env=environment, capture_output=True, text=True, timeout=120)
    api.close()
    storage.close()
    return result.returncode, result.stdout + result.stderr, marks(work), api, storage, work


def gitlab_cases():
    print("GitLab merge-request job (docs/ci/gitlab-ci.yml), loopback HTTP registry:")
    status, output, ran, api, storage, work = gitlab_job("plain")
    check(status == 0 and "genuine mr --color always --format text --format gitlab=gl-code-quality-report.json\n" in ran and "genuine mr --color always" in ran,
          "a clean checkout downloads, checks and runs the release", output + ran)
    check(len(api.requests) == 1 and carries_token(api.requests[0][2]), "the registry is asked once, with the job token", str(api.requests))
    check("--comment" not in ran, "nothing is posted to the merge request unless asked", ran)
    status, output, ran, _, _, _ = gitlab_job("comment", variables={"FLOWLINT_COMMENT": "true"})
    check(status == 0 and "genuine mr --color always --format text --format gitlab=gl-code-quality-report.json --comment\n" in ran,
          "FLOWLINT_COMMENT: true posts to the merge request in the same single run", output + ran)
    cached = [p for p in (work / "checkout").rglob("*") if p.is_file()]
    check(all(not os.access(p, os.X_OK) for p in cached), "the checkout keeps no executable afterwards", str(cached))

    # A merge request that commits an executable where the old recipe looked, and in the cache.
    status, output, ran, api, _, _ = gitlab_job("planted", planted=[".flowlint/bin/flowlint", "CACHE/bin/flowlint", "CACHE/flowlint"])
    check("PLANTED" not in ran, "an executable in the checkout's .flowlint/ or the cache folder never runs", output + ran)
    check(status == 0 and "genuine mr --color always" in ran, "the release runs instead", output + ran)

    # The cache holds a good tarball: no download, the same release runs.
    status, output, ran, api, _, _ = gitlab_job("cached", cache=GOOD)
    check(status == 0 and "genuine mr --color always" in ran and not api.requests, "a good cached tarball is used without a download", output + ran)

    # A tampered cached tarball (GitLab's cache is written by earlier jobs, and lies in the checkout).
    status, output, ran, _, _, _ = gitlab_job("tampered", cache=BAD, planted=["CACHE/bin/flowlint"])
    check(status != 0 and "PLANTED" not in ran and "genuine" not in ran, "a tampered cached tarball fails the job, nothing runs", output + ran)
    check("FLOWLINT_SHA256" in output, "and says it doesn't match FLOWLINT_SHA256", output)

    # The registry serves something else than the pinned release.
    status, output, ran, _, _, _ = gitlab_job("replaced", served=BAD)
    check(status != 0 and "PLANTED" not in ran, "a download that doesn't match the pin fails the job, nothing runs", output + ran)

    # FLOWLINT_SHA256 left as the placeholder.
    status, output, ran, api, _, _ = gitlab_job("unpinned", sha="replace-with-the-release-sha256")
    check(status != 0 and not ran and not api.requests and "FLOWLINT_SHA256" in output,
          "an unpinned FLOWLINT_SHA256 stops the job before any download", output + ran)

    # The registry redirects to object storage on another port: the job token stays with GitLab.
    status, output, ran, api, storage, _ = gitlab_job("redirect", redirect=True)
    check(status == 0 and "genuine mr --color always" in ran, "a redirected download works", output + ran)
    check(storage.requests and not storage.tokens_seen(), "the job token never reaches the host a download is redirected to",
          str(storage.requests))


# ---- GitHub: the action

class Action:
    """Runs action.yml's steps as a runner would: expressions, `if:`, GITHUB_OUTPUT/GITHUB_PATH,
    bash -eo pipefail, and actions/cache as a folder per key."""
    EXPRESSION = re.compile(r"\$\{\{\s*(.+?)\s*\}\}")

    def __init__(self, work, inputs, cache_store, releases):
        self.action = yaml.safe_load((ROOT / "action.yml").read_text())
        self.work, self.cache_store = work, cache_store
        self.inputs = {name: str(spec.get("default", "")) for name, spec in self.action["inputs"].items()}
        self.inputs.update(inputs)
        self.inputs["token"] = "gh-token-5ecret"
        self.github = {"action_repository": "your-org/flowlint", "action_path": str(work / "action"), "token": "gh-token-5ecret"}
        self.outputs = {}
        (work / "runner-temp").mkdir()
        (work / "tool-cache").mkdir()
        (work / "workspace").mkdir()
        self.environment = base_environment(work) | {
            "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64", "RUNNER_TEMP": str(work / "runner-temp"),
            "RUNNER_TOOL_CACHE": str(work / "tool-cache"), "GITHUB_WORKSPACE": str(work / "workspace"),
            "FAKE_RELEASES": str(releases), "GH_LOG": str(work / "gh.log"),
        }
        fake_gh(work / "tools" / "gh")

    def value(self, expression):
        parts = expression.split(".")
        if parts[0] == "inputs":
            return self.inputs.get(parts[1], "")
        if parts[0] == "github":
            return self.github.get(parts[1], "")
        if parts[0] == "steps":
            return self.outputs.get(parts[1], {}).get(parts[3], "")
        raise ValueError(f"expression not emulated: {expression}")

    def expand(self, text):
        return self.EXPRESSION.sub(lambda match: self.value(match.group(1)), str(text))

    def condition(self, text):
        match = re.fullmatch(r"(\S+)\s*(==|!=)\s*'([^']*)'", text.strip())
        if not match:
            raise ValueError(f"condition not emulated: {text}")
        equal = self.value(match.group(1)) == match.group(3)
        return equal if match.group(2) == "==" else not equal

    def run(self):
        """(status, name of the step that failed or None, output)."""
        saves, log = [], ""
        for index, step in enumerate(self.action["runs"]["steps"]):
            step_id = step.get("id", f"step{index}")
            if "if" in step and not self.condition(step["if"]):
                continue
            if step.get("uses", "").startswith("actions/cache@"):
                key, path = self.expand(step["with"]["key"]), pathlib.Path(self.expand(step["with"]["path"]))
                stored = self.cache_store / hashlib.sha256(key.encode()).hexdigest()
                if stored.exists():
                    shutil.copytree(stored, path, dirs_exist_ok=True)
                self.outputs[step_id] = {"cache-hit": "true" if stored.exists() else "false"}
                saves.append((stored, path))
                continue
            output_file, path_file = self.work / f"output-{index}", self.work / f"path-{index}"
            output_file.touch()
            path_file.touch()
            script = self.work / f"step-{index}.sh"
            script.write_text(step["run"])
            environment = self.environment | {name: self.expand(value) for name, value in step.get("env", {}).items()} | {
                "GITHUB_OUTPUT": str(output_file), "GITHUB_PATH": str(path_file)}
            result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
                                    cwd=self.work / "workspace", env=environment, capture_output=True, text=True, timeout=120)
            log += result.stdout + result.stderr
            self.outputs[step_id] = dict(line.split("=", 1) for line in output_file.read_text().splitlines() if "=" in line)
            if result.returncode != 0:
                return result.returncode, step.get("name", step_id), log
        for stored, path in saves:  # the post step saves a missed key
            if not stored.exists() and path.exists():
                shutil.copytree(path, stored)
        return 0, None, log


def fake_gh(path):
    """`gh release view/create/upload/download` over $FAKE_RELEASES/TAG/ASSET; every call is logged."""
    path.write_text(r'''#!/usr/bin/env python3
import json, os, pathlib, shutil, sys
arguments = sys.argv[1:]
with open(os.environ["GH_LOG"], "a") as log:
    log.write(" ".join(arguments) + "\n")
releases = pathlib.Path(os.environ["FAKE_RELEASES"])
def option(name):
    return [arguments[i + 1] for i, a in enumerate(arguments) if a == name]
verb, tag = arguments[1], arguments[2]
release = releases / tag
if verb == "view":
    if not release.is_dir():
        sys.exit("release not found")
    if "--json" in arguments:
        print("\n".join(sorted(p.name for p in release.iterdir())))
elif verb == "create":
    release.mkdir(parents=True)
elif verb == "upload":
    files = [a for a in arguments[3:] if not a.startswith("--")]
    for file in files:
        target = release / pathlib.Path(file).name
        if target.exists() and "--clobber" not in arguments:
            sys.exit(f"HTTP 422: asset {target.name} already exists")
        shutil.copy(file, target)
elif verb == "download":
    folder = pathlib.Path(option("--dir")[0])
    folder.mkdir(parents=True, exist_ok=True)
    for pattern in option("--pattern"):
        if not (release / pattern).exists():
            sys.exit(f"no asset {pattern}")
        shutil.copy(release / pattern, folder / pattern)
else:
    sys.exit(f"gh stand-in: {verb} not emulated")
''')
    path.chmod(0o755)


def publish(releases, tarball, sha_text=None):
    folder = releases / f"v{VERSION}"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / TARBALL).write_bytes(tarball)
    (folder / (TARBALL + ".sha256")).write_text(sha_text or f"{hashlib.sha256(tarball).hexdigest()}  {TARBALL}\n")


def action_run(case, inputs, *, release=GOOD, cached=None):
    work = scratch(f"action-{case}")
    releases, cache_store = work / "releases", work / "cache-store"
    cache_store.mkdir()
    publish(releases, release)
    action = Action(work, inputs, cache_store, releases)
    if cached is not None:  # an earlier run's cache, changed since
        action.inputs.update(inputs)
        key = f"flowlint-{VERSION}-{ARCH}-{inputs.get('sha256', '')}"
        stored = cache_store / hashlib.sha256(key.encode()).hexdigest()
        stored.mkdir()
        (stored / TARBALL).write_bytes(cached)
        plant(stored / "bin" / "flowlint")
    plant(work / "workspace" / ".flowlint" / "bin" / "flowlint")
    status, failed, log = action.run()
    gh_log = (work / "gh.log").read_text() if (work / "gh.log").exists() else ""
    return status, failed, log, marks(work), gh_log


def action_cases():
    print("GitHub action (action.yml), stand-in gh:")
    pinned = {"version": VERSION, "sha256": GOOD_SHA, "format": "github"}
    status, failed, log, ran, _ = action_run("plain", pinned)
    check(status == 0 and "genuine mr --format github" in ran and "PLANTED" not in ran,
          "a pinned version and sha256: the release is checked and runs, nothing from the checkout", log + ran)

    check("--comment" not in ran, "nothing is posted to the pull request unless asked", ran)
    status, failed, log, ran, _ = action_run("comment", pinned | {"comment": "true"})
    check(status == 0 and "genuine mr --format github --comment" in ran, "comment: true adds --comment to the one run", log + ran)

    status, failed, log, ran, gh = action_run("unpinned", {"version": VERSION, "format": "github"})
    check(status != 0 and not ran and "download" not in gh and "sha256" in log,
          "without a sha256 input the action refuses to run, and says so", log + ran + gh)

    status, failed, log, ran, gh = action_run("latest", {"version": "latest", "sha256": GOOD_SHA})
    check(status != 0 and not ran and "download" not in gh, "version latest is refused (a checksum pins one release)", log + ran)

    # The release's tarball and its .sha256 both replaced (as --clobber could): the pin holds.
    status, failed, log, ran, _ = action_run("clobbered", pinned, release=BAD)
    check(status != 0 and "PLANTED" not in ran and "genuine" not in ran,
          "a replaced tarball with a matching .sha256 beside it fails against the pinned sha256", log + ran)

    # A cache entry under the right key holding another tarball.
    status, failed, log, ran, gh = action_run("tampered-cache", pinned, cached=BAD)
    check(status != 0 and "PLANTED" not in ran and "genuine" not in ran and "download" not in gh,
          "a tampered cached tarball fails the job, nothing runs", log + ran)

    status, failed, log, ran, gh = action_run("good-cache", pinned, cached=GOOD)
    check(status == 0 and "genuine mr" in ran and "PLANTED" not in ran and "download" not in gh,
          "a good cached tarball runs without a download", log + ran)


# ---- The release jobs: a published file is never replaced

def dist_folder(work):
    dist = work / "dist"
    dist.mkdir()
    (dist / TARBALL).write_bytes(GOOD)
    (dist / (TARBALL + ".sha256")).write_text(f"{GOOD_SHA}  {TARBALL}\n")


def github_release(case, published):
    work = scratch(f"github-release-{case}")
    dist_folder(work)
    releases = work / "releases"
    if published:
        publish(releases, BAD)
    workflow = yaml.safe_load((ROOT / "docs/ci/github-release.yml").read_text())
    step = next(s for s in workflow["jobs"]["dist"]["steps"] if "gh release upload" in s.get("run", ""))
    environment = base_environment(work) | {"TAG": f"v{VERSION}", "GH_TOKEN": "gh-token-5ecret", "RUNNER_TEMP": str(work),
                                            "FAKE_RELEASES": str(releases), "GH_LOG": str(work / "gh.log")}
    fake_gh(work / "tools" / "gh")
    (work / "step.sh").write_text(step["run"])
    result = subprocess.run(["bash", "-e", str(work / "step.sh")], cwd=work, env=environment, capture_output=True, text=True, timeout=60)
    tarball = releases / f"v{VERSION}" / TARBALL
    return result.returncode, result.stdout + result.stderr, tarball.read_bytes() if tarball.exists() else None


def gitlab_release(case, published):
    work = scratch(f"gitlab-release-{case}")
    dist_folder(work)
    stored = {TARBALL: BAD, TARBALL + ".sha256": b"old"} if published else {}

    def answer(handler):
        name = handler.path.rsplit("/", 1)[-1]
        if handler.command == "PUT":
            stored[name] = server.requests[-1][3]
            return 201, {}, b"{}"
        return (200, {}, stored[name]) if name in stored else (404, {}, b"")

    server = Server(answer)
    recipe = yaml.safe_load((ROOT / "docs/ci/gitlab-release.yml").read_text())["flowlint-release"]
    lines = [line for line in recipe["script"] if "packages/generic" in line]
    (work / "job.sh").write_text("set -eo pipefail\n" + "\n".join(lines) + "\n")
    environment = base_environment(work) | {"VERSION": VERSION, "CI_JOB_TOKEN": JOB_TOKEN, "CI_PROJECT_ID": "7",
                                            "CI_API_V4_URL": server.url + "/api/v4"}
    result = subprocess.run(["bash", str(work / "job.sh")], cwd=work, env=environment, capture_output=True, text=True, timeout=60)
    server.close()
    puts = [request for request in server.requests if request[0] == "PUT"]
    return result.returncode, result.stdout + result.stderr, stored.get(TARBALL), puts


def release_cases():
    print("Release jobs (docs/ci/github-release.yml, gitlab-release.yml):")
    status, output, asset = github_release("new", published=False)
    check(status == 0 and asset == GOOD, "GitHub: a new release gets its tarball", output)
    status, output, asset = github_release("again", published=True)
    check(status != 0 and asset == BAD, "GitHub: an asset already published is never replaced (the job fails)", output)
    status, output, stored, puts = gitlab_release("new", published=False)
    check(status == 0 and stored == GOOD and len(puts) == 2, "GitLab: a new version's files are uploaded", output)
    status, output, stored, puts = gitlab_release("again", published=True)
    check(status != 0 and stored == BAD and not puts, "GitLab: a file already published is never replaced (the job fails)", output)


gitlab_cases()
action_cases()
release_cases()
if failures:
    print("\n\n".join(failures), file=sys.stderr)
    print(f"recipe-downloads: {len(failures)} check(s) failed", file=sys.stderr)
    sys.exit(1)
print("recipe-downloads: planted binaries never run, tampered or unpinned tarballs fail, tokens stay with their host, "
      "published release files are never replaced")
