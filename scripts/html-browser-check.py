#!/usr/bin/env python3
"""flowlint's HTML reports in a real browser (headless chromium), on repositories this script
builds with the git CLI: a history over six months with failing and passing commits, a feature
branch for `lint`, and a small MVP/VIPER tree for `protocols`. It asserts on the DOM the
browser renders, not on the file flowlint wrote:
  - the counts shown equal the JSON summary of the same run, every finding is listed;
  - the filter (driven by the page's `#filter?...` fragment) hides and shows rows, pages split
    long lists, and without script the whole list is visible;
  - hostile commit headers, branch names, authors and paths stay text;
  - no console message (errors, CSP violations) and no network request from the page.
With UPDATE_SCREENSHOTS=1 it also writes docs/html/*.png, one per chart.
    html-browser-check.py CHROMIUM FLOWLINT"""
import html.parser
import json
import os
import re
import subprocess
import sys
import tempfile

BROWSER, FLOWLINT = sys.argv[1], sys.argv[2]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = tempfile.mkdtemp(prefix="flowlint-html-")
EPOCH = "1767268800"  # 2026-01-01 12:00 UTC: reports and screenshots are reproducible
failures = []

GIT_ENV = {
    "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": WORK, "LANG": "C.UTF-8",
    "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_COMMITTER_NAME": "CI", "GIT_COMMITTER_EMAIL": "ci@example.com",
}
HOSTILE_HEADER = '<script>alert("header")</script> fix'
HOSTILE_IMAGE = '"><img src=x onerror=alert(1)> fix'
HOSTILE_AUTHOR = 'Mallory "onmouseover=alert(2)'
HOSTILE_BRANCH = "feature/EW_IOS-98_<svg/onload=alert(4)>"
HOSTILE_FOLDER = '"><img src=x onerror=alert(3)>'
GOOD = "[EW_IOS-{n}] Реализовать отправку данных\n\n- Добавил отправку\n"


def check(condition, what):
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        failures.append(what)


def git(repo, *args, env=None, stdin=None):
    subprocess.run(["git", *args], cwd=repo, env={**GIT_ENV, **(env or {})}, input=stdin,
                   check=True, capture_output=True, text=True)


def commit(repo, message, date, author="Анна Иванова"):
    env = {"GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date,
           "GIT_AUTHOR_NAME": author, "GIT_AUTHOR_EMAIL": "a@example.com"}
    git(repo, "commit", "-q", "--allow-empty", "--cleanup=verbatim", "-F", "-", env=env, stdin=message)


def history_repository():
    """Six months, 40 commits each; the share of good messages grows from 10% to 90% as if
    the hooks were adopted in March. Then a feature branch with a mismatching issue ID."""
    repo = os.path.join(WORK, "history")
    os.makedirs(repo)
    git(repo, "init", "-q", "-b", "develop")
    authors = ["Анна Иванова", "Boris Petrov", HOSTILE_AUTHOR]
    n = 0
    for month in range(1, 7):
        good_share = [0.1, 0.15, 0.5, 0.7, 0.85, 0.9][month - 1]
        for day in range(40):
            n += 1
            date = f"2025-{month:02d}-{day % 28 + 1:02d}T{10 + day % 8}:00:00Z"
            if (day + 1) / 40 <= good_share:
                message = GOOD.format(n=n)
            elif n % 3 == 0:
                message = f"Update the network layer {n}\n"
            elif n % 3 == 1:
                message = f"[EW_IOS-{n}] сделал\n"
            else:
                message = f"[EW_IOS-{n}] Поправить экран {n}\n- нет пустой строки\n"
            commit(repo, message, date, authors[n % 3])
    commit(repo, HOSTILE_HEADER + "\n", "2025-06-28T12:00:00Z", HOSTILE_AUTHOR)
    commit(repo, HOSTILE_IMAGE + "\n", "2025-06-28T13:00:00Z", HOSTILE_AUTHOR)
    git(repo, "checkout", "-q", "-b", HOSTILE_BRANCH)
    commit(repo, "[EW_IOS-7] Реализовать экран\n\n- Сделал экран\n", "2025-06-29T12:00:00Z")
    commit(repo, "fix typo\n", "2025-06-29T13:00:00Z")
    return repo


def sources_repository():
    """An MVP module that passes, one that doesn't, a misnamed VIPER module in Objective-C,
    and a folder whose name is markup."""
    repo = os.path.join(WORK, "sources")
    files = {
        "App/EventList/EventListProtocols.swift": (
            "protocol EventListViewProtocol: AnyObject {\n\n    // MARK: - Properties\n\n"
            "    var presenter: EventListPresenterProtocol! { get set }\n\n    // MARK: - Methods\n\n"
            "    func reloadEventList()\n}\n\nprotocol EventListPresenterProtocol: AnyObject {\n\n"
            "    // MARK: - Properties\n\n    var view: EventListViewProtocol! { get set }\n\n"
            "    // MARK: - Methods\n\n    func viewDidLoad()\n}\n"),
        "App/Settings/SettingsViewController.swift": (
            "final class SettingsViewController: UIViewController, SettingsViewProtocol {}\n"
            "protocol SettingsViewProtocol: class {\n    func update()\n}\n"),
        "App/Settings/SettingsPresenter.swift": (
            "final class SettingsPresenter {\n    var view: SettingsViewProtocol!\n}\n"),
        "App/PostList/PostListModuleInteractor.h": "@interface PostListModuleInteractor : NSObject\n@end\n",
        "App/PostList/PostListPresenter.m": "@implementation PostListPresenter\n@end\n",
        "App/PostList/PostListRouterInput.h": "@protocol PostListRouterInput <NSObject>\n- (void)show;\n@end\n",
        f"App/{HOSTILE_FOLDER}/BadViewController.swift": (
            "protocol BadViewProtocol: class {\n    func update()\n}\n"),
    }
    for path, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(repo, path)), exist_ok=True)
        with open(os.path.join(repo, path), "w") as file:
            file.write(text)
    git(repo, "init", "-q", "-b", "develop")
    git(repo, "add", "-A")
    commit(repo, GOOD.format(n=1), "2025-01-10T12:00:00Z")
    return repo


def flowlint(repo, *args):
    env = {**GIT_ENV, "SOURCE_DATE_EPOCH": EPOCH, "FLOWLINT_ENABLE_ALL_RULES": "1"}
    result = subprocess.run([FLOWLINT, "-C", repo, *args], env=env, capture_output=True)
    if result.returncode not in (0, 1):
        raise SystemExit(f"flowlint {' '.join(args)} exited {result.returncode}: {result.stderr.decode()}")
    return result.stdout.decode()


def report(name, repo, *args):
    """The same run as JSON and as HTML; returns (JSON, path of the page)."""
    data = json.loads(flowlint(repo, *args, "--format", "json"))
    page = os.path.join(WORK, name + ".html")
    with open(page, "w") as file:
        file.write(flowlint(repo, *args, "--format", "html"))
    return data, page


BROWSER_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-default-apps", "--enable-logging=stderr", "--v=0", "--virtual-time-budget=15000",
]


def browse(page, fragment="", *flags):
    """The DOM after the page's script ran, and the console lines chromium logged."""
    netlog = os.path.join(WORK, "netlog.json")
    command = [BROWSER, *BROWSER_FLAGS, f"--user-data-dir={WORK}/profile", f"--log-net-log={netlog}",
               *flags, "--dump-dom", "file://" + page + fragment]
    result = subprocess.run(command, capture_output=True, text=True, timeout=600)
    console = [line for line in result.stderr.splitlines() if ":CONSOLE" in line]
    return result.stdout, console, page_requests(netlog)


def page_requests(netlog):
    """URLs the page asked for: requests whose site is the file:// page (chromium's own
    background requests have none)."""
    try:
        with open(netlog) as file:
            events = json.load(file).get("events", [])
    except (OSError, ValueError):
        return ["(no net log)"]
    urls = set()
    for event in events:
        params = event.get("params", {})
        origin = str(params.get("site_for_cookies", "")) + str(params.get("network_isolation_key", ""))
        if "url" in params and "file://" in origin and not params["url"].startswith(("file:", "data:")):
            urls.add(params["url"])
    return sorted(urls)


class DOM(html.parser.HTMLParser):
    """What the checks need from a dumped DOM: the counts, the rows and whether each shows."""

    def __init__(self, text):
        super().__init__()
        self.counts, self.rows, self.groups, self.tags = {}, [], [], []
        self.capture, self.shown, self.headers, self.in_list = None, None, [], False
        self.filters_hidden = None
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tags.append((tag, attrs))
        hidden = "hidden" in attrs
        if tag == "div" and attrs.get("id") == "list":
            self.in_list = True
        elif tag == "div" and self.in_list:  # a group: the list holds nothing else
            self.groups.append(hidden)
        if tag in ("nav", "section") and self.in_list:
            self.in_list = False
        if tag == "li" and self.in_list:
            group_hidden = bool(self.groups and self.groups[-1])
            severity = attrs.get("class") or "e"
            self.rows.append({"severity": severity, "hidden": hidden or group_hidden, "rule": None, "text": ""})
            self.capture = "row"
        if tag == "a" and self.capture == "row" and self.rows:
            href = attrs.get("href") or ""
            self.rows[-1]["rule"] = href[6:] if href.startswith("#rule-") else None
        if tag == "dd" and attrs.get("id", "").startswith("n-"):
            self.capture = attrs["id"][2:]
        if tag == "h3" and attrs.get("class") in ("b", "c", "f", "m"):
            self.headers.append("")
            self.capture = "header"
        if tag == "output" and attrs.get("id") == "shown":
            self.shown = int(attrs.get("data-count", "-1"))
        if tag == "form" and attrs.get("id") == "filters":
            self.filters_hidden = hidden

    def handle_endtag(self, tag):
        if tag in ("ul", "li") and self.capture == "row":
            self.capture = None
        if tag == "h3" and self.capture == "header":
            self.capture = None

    def handle_data(self, data):
        if self.capture == "row" and self.rows:
            self.rows[-1]["text"] += data
        elif self.capture == "header":
            self.headers[-1] += data
        elif self.capture and self.capture not in ("row", "header"):
            self.counts[self.capture] = int(data)
            self.capture = None

    def visible(self):
        return [row for row in self.rows if not row["hidden"]]


def summary_counts(data):
    summary = data["summary"]
    checked = summary["checked"]
    return {"errors": summary["errors"], "warnings": summary["warnings"], "branches": checked["branches"],
            "commits": checked["commits"], "skipped_commits": checked["skipped_commits"], "files": checked["files"]}


def check_page(name, data, page, filters=2):
    """The checks every page gets; the filter is tried on its `filters` most frequent rules."""
    findings = data["findings"]
    counts = {}
    for finding in findings:
        counts[finding["rule"]] = counts.get(finding["rule"], 0) + 1
    rules_to_filter = sorted(counts, key=lambda rule: -counts[rule])[:filters]
    text = open(page).read()
    check("Content-Security-Policy" in text and "default-src 'none'" in text, f"{name}: the page forbids every request (CSP)")
    check(len(re.findall(r"<script\b", text)) == 1, f"{name}: one script, the page's own")

    dom_text, console, requests = browse(page)
    dom = DOM(dom_text)
    expected = summary_counts(data)
    shown = {key: dom.counts.get(key, 0) for key in expected}
    check(shown == expected, f"{name}: the counts shown {shown} equal the JSON summary {expected}")
    check(len(dom.rows) == len(findings), f"{name}: {len(dom.rows)} rows for {len(findings)} findings")
    check(dom.shown == len(findings), f"{name}: 'shown' says {dom.shown}")
    check(sum(1 for hidden in dom.groups if not hidden) == min(100, len(dom.groups)), f"{name}: the first page shows at most 100 groups")
    check(not console, f"{name}: no console message {console[:3]}")
    check(not requests, f"{name}: no network request {requests[:3]}")
    check(not any(tag == "img" or any(key.startswith("on") for key in attrs) for tag, attrs in dom.tags),
          f"{name}: no element came from a commit, branch, author or path")

    # Chromium's --dump-dom needs script, so "without script" is the page with its script cut out.
    scriptless = page[:-5] + "-noscript.html"
    with open(scriptless, "w") as file:
        file.write(re.sub(r"<script>.*?</script>", "", text, flags=re.S))
    quiet = DOM(browse(scriptless)[0])
    check(len(quiet.visible()) == len(findings) and quiet.filters_hidden, f"{name}: without script every row shows and the filter hides")

    for rule in rules_to_filter:
        expected_rows = sum(1 for finding in findings if finding["rule"] == rule)
        dom_text, console, _ = browse(page, f"#filter?rule={rule}")
        filtered = DOM(dom_text)
        visible = filtered.visible()
        check(filtered.shown == expected_rows and all(row["rule"] == rule for row in visible) and len(visible) > 0,
              f"{name}: #filter?rule={rule} shows {filtered.shown} rows of that rule only ({expected_rows} expected)")
        check(len(filtered.rows) - filtered.shown == len(findings) - expected_rows, f"{name}: the other rules' rows are hidden")
        check(not console, f"{name}: no console message when filtering")
    return dom


def check_history(data, page, dom):
    findings = data["findings"]
    searched = DOM(browse(page, "#filter?q=" + "network%20layer")[0])
    expected = sum(1 for finding in findings if "network layer" in finding["location"].get("header", ""))
    check(searched.shown == expected and expected > 0, f"history: searching 'network layer' finds {searched.shown} of {expected}")
    check(len(dom.groups) > 100, f"history: {len(dom.groups)} groups, more than one page")
    second = DOM(browse(page, "#filter?page=2")[0])
    check(sum(1 for hidden in second.groups if not hidden) == len(dom.groups) - 100, "history: page 2 shows the rest")
    check(any(HOSTILE_HEADER in header for header in dom.headers), "history: a <script> header shows as text")
    check(any(HOSTILE_IMAGE in header for header in dom.headers), "history: an <img> header shows as text")
    text = open(page).read()
    check("chart-months" in text and "chart-authors" in text and "Mallory" in text, "history: trend and authors (--by-author)")


def check_sources(data, page, dom):
    for severity, letter in (("warning", "w"), ("error", "e")):
        expected = sum(1 for finding in data["findings"] if finding["severity"] == severity)
        filtered = DOM(browse(page, f"#filter?severity={severity}")[0])
        check(filtered.shown == expected and expected > 0 and all(row["severity"] == letter for row in filtered.visible()),
              f"protocols: #filter?severity={severity} shows {filtered.shown} of {expected}")
    check(any(HOSTILE_FOLDER in header for header in dom.headers), "protocols: a path with markup shows as text")
    text = open(page).read()
    check("<figure id=\"chart-modules\">" in text and "<title>PostList: " in text, "protocols: findings per module")


def screenshots(pages):
    """docs/html/<chart>.png at the width the page draws charts (760 px plus margins)."""
    folder = os.path.join(ROOT, "docs", "html")
    os.makedirs(folder, exist_ok=True)
    for page, chart, dark in pages:
        text = open(page).read()
        match = re.search(r'<figure id="%s">.*?viewBox="0 0 \d+ (\d+)"' % chart, text)
        if not match:
            check(False, f"screenshot: {chart} is in {os.path.basename(page)}")
            continue
        height = int(match.group(1)) + (110 if chart in ("chart-months", "chart-modules") else 70)
        name = chart + ("-dark" if dark else "") + ".png"
        flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--user-data-dir={WORK}/profile",
                 f"--window-size=800,{height}", "--virtual-time-budget=5000", "--screenshot=" + os.path.join(folder, name)]
        if dark:
            flags.append("--force-dark-mode")
        subprocess.run([BROWSER, *flags, f"file://{page}#shot={chart}"], capture_output=True, timeout=600)
        check(os.path.exists(os.path.join(folder, name)), f"screenshot docs/html/{name}")


def main():
    history = history_repository()
    sources = sources_repository()
    commits_data, commits_page = report("history", history, "commits", "--all", "--by-author", "--lang", "en")
    dom = check_page("history", commits_data, commits_page)
    check_history(commits_data, commits_page, dom)
    lint_data, lint_page = report("lint", history, "lint", "--by-author", "--lang", "ru")
    dom = check_page("lint", lint_data, lint_page)
    check(HOSTILE_BRANCH in dom.headers, "lint: a branch name with markup shows as text")
    source_data, source_page = report("protocols", sources, "protocols", "--lang", "en")
    dom = check_page("protocols", source_data, source_page, filters=1)
    check_sources(source_data, source_page, dom)
    if os.environ.get("UPDATE_SCREENSHOTS") == "1":
        screenshots([(commits_page, "chart-rules", False), (commits_page, "chart-months", False),
                     (commits_page, "chart-authors", False), (source_page, "chart-modules", False),
                     (commits_page, "chart-months", True)])
    if failures:
        print(f"html-browser-check: {len(failures)} failed (pages kept in {WORK})")
        sys.exit(1)
    print("html-browser-check: every check passed")
    subprocess.run(["rm", "-rf", WORK])


main()
