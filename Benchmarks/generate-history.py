#!/usr/bin/env python3
"""Writes a `git fast-import` stream of COUNT commits shaped like a team's git-flow history:
feature branches merged into develop with merge commits, messages in the seed's format (a few
broken on purpose), each commit touching one file.
    generate-history.py COUNT [BROKEN_PERCENT [SECONDS_BETWEEN_COMMITS]]
BROKEN_PERCENT breaks that share of the branches' commits (default: about one in 400);
SECONDS_BETWEEN_COMMITS spreads the history over months or years (default 60)."""
import sys

count = int(sys.argv[1])
broken_percent = float(sys.argv[2]) if len(sys.argv) > 2 else None
step_seconds = int(sys.argv[3]) if len(sys.argv) > 3 else 60
out = sys.stdout.buffer
mark = 0
time = 1_600_000_000
tasks = ["Реализовать отправку данных", "Исправить падение при запуске", "Обновить фреймворк MaaS",
         "Добавить экран профиля", "Переписать слой сети"]

def commit(ref, message, parents, path):
    global mark, time
    mark += 1
    time += step_seconds
    data = message.encode()
    out.write(f"commit {ref}\nmark :{mark}\n".encode())
    out.write(f"author Бенчмарк <bench@example.com> {time} +0300\n".encode())
    out.write(f"committer Бенчмарк <bench@example.com> {time} +0300\n".encode())
    out.write(f"data {len(data)}\n".encode() + data + b"\n")
    if parents:
        out.write(f"from :{parents[0]}\n".encode())
        for parent in parents[1:]:
            out.write(f"merge :{parent}\n".encode())
    body = f"{mark}\n".encode()
    out.write(f"M 100644 inline {path}\ndata {len(body)}\n".encode() + body + b"\n")
    return mark

develop = commit("refs/heads/develop", "[EW_IOS-1] Начальный коммит\n\n- Создал проект\n", [], "README")
made = 1
issue = 1
while made < count:
    issue += 1
    task = tasks[issue % len(tasks)]
    branch = f"refs/heads/features/EW_IOS-{issue}_{task.replace(' ', '_')}"
    tip = develop
    for step in range(min(4, count - made - 1) or 1):
        if broken_percent is None:
            broken = issue % 97 == 0 and step == 0
        else:  # spread evenly: commit number `made` is broken when the running share falls behind
            broken = int((made + 1) * broken_percent / 100) > int(made * broken_percent / 100)
        if broken:
            message = f"Update {task} quickly\n"
        else:
            message = f"[EW_IOS-{issue}] {task}, шаг {step + 1}\n\n- Обновил модуль {issue}\n- Поправил тесты\n"
        tip = commit(branch, message, [tip], f"src/file{issue % 500}.swift")
        made += 1
    if made < count:
        merge = f"Merge branch 'features/EW_IOS-{issue}' into 'develop'\n"
        develop = commit("refs/heads/develop", merge, [develop, tip], f"src/file{issue % 500}.swift")
        made += 1
    out.write(f"reset {branch}\nfrom 0000000000000000000000000000000000000000\n\n".encode())
out.write(b"done\n")
