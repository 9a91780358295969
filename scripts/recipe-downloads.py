#!/usr/bin/env python3
"""The CI recipes' download paths, run for real in bash: the GitLab job's script, with a
loopback HTTP server standing in for GitLab's package registry (and a second one, on another
port, for the object storage it redirects to). The release is a tarball whose
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

def gitlab_job(case, *, cache=None, planted=(), served=GOOD, redirect=False, sha=GOOD_SHA):
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
    }
    result = subprocess.run(["bash", str(script)], cwd=checkout, env=environment, capture_output=True, text=True, timeout=120)
    api.close()
    storage.close()
    return result.returncode, result.stdout + result.stderr, marks(work), api, storage, work


def gitlab_cases():
    print("GitLab merge-request job (docs/ci/gitlab-ci.yml), loopback HTTP registry:")
    status, output, ran, api, storage, work = gitlab_job("plain")
    check(status == 0 and "genuine mr --format gitlab" in ran and "genuine mr --color always" in ran,
          "a clean checkout downloads, checks and runs the release", output + ran)
    check(len(api.requests) == 1 and carries_token(api.requests[0][2]), "the registry is asked once, with the job token", str(api.requests))
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


gitlab_cases()
if failures:
    print("\n\n".join(failures), file=sys.stderr)
    print(f"recipe-downloads: {len(failures)} check(s) failed", file=sys.stderr)
    sys.exit(1)
print("recipe-downloads: planted binaries never run, tampered or unpinned tarballs fail, tokens stay with their host")
