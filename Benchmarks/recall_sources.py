"""What Benchmarks/recall.py reads of a project's Swift and Objective-C sources.

A skim, not a parser: comments and string literals are masked out (same length, newlines kept),
then declarations are found line by line and bodies by brace matching. Enough to find where a
plant can go; flowlint's own reading is what the plant is measured against.
"""
import os
import re

SOURCE_SUFFIXES = (".swift", ".h", ".m")
# flowlint's default exclusions, and folders that are no app code of the project.
SKIPPED_FOLDERS = {".git", "Pods", "Carthage", ".build", "DerivedData", "vendor", "build", "node_modules"}


def is_test_path(path):
    return any(part.endswith(("Tests", "Test", "Specs", "Spec")) or part in ("Tests", "Test")
               for part in path.split("/")[:-1])


def source_files(root):
    """Project-relative paths of the sources to plant into (no tests, no third-party folders)."""
    found = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_FOLDERS and not d.startswith(".")
                         and not d.endswith((".xcodeproj", ".xcworkspace", ".framework", ".bundle", ".xcassets")))
        for name in sorted(files):
            if name.endswith(SOURCE_SUFFIXES):
                path = os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/")
                if not is_test_path(path) and not os.path.islink(os.path.join(root, path)):
                    found.append(path)
    return found


def read_text(path):
    with open(path, "rb") as file:
        data = file.read()
    return data.decode("utf-8", errors="surrogateescape")


def write_text(path, text):
    with open(path, "wb") as file:
        file.write(text.encode("utf-8", errors="surrogateescape"))


def mask(text, swift=True):
    """The text with comments and the insides of string literals replaced by spaces."""
    out = list(text)
    i, n = 0, len(text)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if c == "/" and text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
        elif c == "/" and text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if swift and text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif swift and c == "#" and re.match(r'#+"', text[i:i + 8]):
            hashes = len(re.match(r'#+', text[i:]).group(0))
            multi = text.startswith('"""', i + hashes)
            close = ('"""' if multi else '"') + "#" * hashes
            j = text.find(close, i + hashes + (3 if multi else 1))
            j = n if j < 0 else j + len(close)
            blank(i + hashes + 1, max(i + hashes + 1, j - len(close)))
            i = j
        elif c == '"' and swift and text.startswith('"""', i):
            j = i + 3
            while j < n and not text.startswith('"""', j):
                j += 2 if text[j] == "\\" else 1
            blank(i + 3, min(j, n))
            i = min(n, j + 3)
        elif c == '"' or (c == "'" and not swift):
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            blank(i + 1, min(j, n))
            i = j + 1
        else:
            i += 1
    return "".join(out)


MODIFIER = (r"(?:@[A-Za-z_][\w.]*(?:\([^()\n]*\))?\s+|(?:public|private|fileprivate|internal|open|package)(?:\(set\))?\s+"
            r"|(?:final|override|static|class|mutating|nonmutating|dynamic|optional|required|convenience|lazy|"
            r"nonisolated|indirect|weak|unowned(?:\((?:safe|unsafe)\))?)\s+)*")
TYPE_DECL = re.compile(r"^(\s*)(" + MODIFIER + r")(protocol|class|struct|enum|extension|actor)\s+([A-Za-z_][\w.]*)")
FUNC_DECL = re.compile(r"^(\s*)(" + MODIFIER + r")func\s+([A-Za-z_]\w*|`[^`]+`)")
VAR_DECL = re.compile(r"^(\s*)(" + MODIFIER + r")(var|let)\s+([A-Za-z_]\w*)")
INIT_DECL = re.compile(r"^(\s*)(" + MODIFIER + r")init[?!]?\s*[(<]")
MARK = re.compile(r"^\s*//\s*MARK:?\s*-?\s*(.*?)\s*-?\s*$")
PRAGMA = re.compile(r"^\s*#pragma\s+mark\s*-?\s*(.*?)\s*-?\s*$")


class Member:
    def __init__(self, kind, name, line, modifiers, end=None):
        self.kind, self.name, self.line, self.modifiers = kind, name, line, modifiers
        self.end = line if end is None else end  # last line of the declaration (with its body)

    def __repr__(self):
        return f"{self.kind} {self.name}@{self.line + 1}"


class Decl:
    """A type-level declaration: protocol, class, struct, enum, extension, or Objective-C block."""

    def __init__(self, kind, name, line, open_line, close_line, inherits, depth):
        self.kind, self.name, self.line = kind, name, line
        self.open_line, self.close_line = open_line, close_line
        self.inherits, self.depth = inherits, depth
        self.members = []
        self.superclass = None

    def __repr__(self):
        return f"{self.kind} {self.name}@{self.line + 1}-{self.close_line + 1}: {self.inherits}"


class SourceFile:
    def __init__(self, root, path):
        self.path = path
        self.text = read_text(os.path.join(root, path))
        self.lines = self.text.splitlines(keepends=True)
        self.swift = path.endswith(".swift")
        self.masked_lines = mask(self.text, self.swift).splitlines(keepends=True)
        while len(self.masked_lines) < len(self.lines):
            self.masked_lines.append("")
        self.decls = []
        self.imports = []        # Objective-C: (line, header name)
        self.forwards = []       # Objective-C: (line, "class" | "protocol", [names])
        if self.swift:
            self._read_swift()
        else:
            self._read_objc()

    @property
    def name(self):
        return self.path.rsplit("/", 1)[-1]

    @property
    def stem(self):
        return self.name.rsplit(".", 1)[0]

    def newline(self):
        return "\r\n" if self.lines and self.lines[0].endswith("\r\n") else "\n"

    # Swift --------------------------------------------------------------------------------------

    def _depths(self):
        depths, depth = [], 0
        for masked in self.masked_lines:
            depths.append(depth)
            depth += masked.count("{") - masked.count("}")
        return depths

    def _matching_close(self, line, column):
        depth = 0
        for index in range(line, len(self.masked_lines)):
            masked = self.masked_lines[index]
            for position in range(column if index == line else 0, len(masked)):
                if masked[position] == "{":
                    depth += 1
                elif masked[position] == "}":
                    depth -= 1
                    if depth == 0:
                        return index
        return len(self.masked_lines) - 1

    def _header_open(self, line):
        """The line and column of the `{` that opens the declaration starting at `line`."""
        for index in range(line, min(line + 12, len(self.masked_lines))):
            masked = self.masked_lines[index]
            column = masked.find("{")
            if column >= 0:
                return index, column
            if index > line and re.match(r"^\s*(func|var|let|protocol|class|struct|enum|extension)\b", masked):
                return None
        return None

    def _read_swift(self):
        depths = self._depths()
        self.depths = depths
        for index, masked in enumerate(self.masked_lines):
            match = TYPE_DECL.match(masked)
            if not match or re.match(r"(func|var|let)\b", masked[match.end(4):].lstrip() or "x") \
                    or match.group(4) in ("func", "var", "let"):
                continue
            opened = self._header_open(index)
            if not opened:
                continue
            open_line, column = opened
            header = "".join(self.masked_lines[index:open_line + 1])
            header = header[header.find(match.group(4), len(match.group(1))) + len(match.group(4)):]
            header = header[:header.find("{")]
            inherits = []
            if re.match(r"\s*(<[^>]*>)?\s*:", header):
                clause = header.split(":", 1)[1]
                clause = re.split(r"\bwhere\b", clause)[0]
                inherits = [part.strip() for part in re.split(r",(?![^<]*>)", clause) if part.strip()]
            close = self._matching_close(open_line, column)
            decl = Decl(match.group(3), match.group(4), index, open_line, close, inherits, depths[index])
            decl.modifiers = match.group(2)
            self.decls.append(decl)
        for decl in self.decls:
            self._swift_members(decl, depths)

    def _swift_members(self, decl, depths):
        inner = decl.depth + 1
        for index in range(decl.open_line + 1, decl.close_line + 1):
            if depths[index] != inner:
                continue
            masked = self.masked_lines[index]
            for kind, pattern in (("func", FUNC_DECL), ("var", VAR_DECL), ("init", INIT_DECL)):
                match = pattern.match(masked)
                if not match:
                    continue
                name = "init" if kind == "init" else match.group(match.lastindex)
                modifiers = match.group(2)
                if kind == "var":
                    kind = match.group(3)
                decl.members.append(Member(kind, name, index, modifiers, self._member_end(index, decl)))
                break

    def _member_end(self, line, decl):
        """The last line of a member: its body's closing brace, or where its signature ends."""
        depth = self.depths[line]
        parens = 0
        for index in range(line, decl.close_line):
            masked = self.masked_lines[index]
            parens += masked.count("(") - masked.count(")")
            if "{" in masked and parens <= 0:
                column = masked.find("{")
                return self._matching_close(index, column)
            following = self.masked_lines[index + 1] if index + 1 < len(self.masked_lines) else ""
            if parens <= 0 and self.depths[index + 1] <= depth and not re.match(r"^\s*(->|throws|rethrows|async|where|\.|\{)", following) \
                    and not re.search(r"(->|,|\(|:|=)\s*$", masked):
                return index
        return line

    def doc_lines(self, line):
        """Lines of the doc comment right above `line` (attributes skipped), or []."""
        index = line - 1
        while index >= 0 and re.match(r"^\s*@\w+", self.lines[index]) and not self.lines[index].lstrip().startswith("@interface"):
            index -= 1
        end = index
        if index >= 0 and self.lines[index].lstrip().startswith("///"):
            while index >= 0 and self.lines[index].lstrip().startswith("///"):
                index -= 1
            return list(range(index + 1, end + 1))
        if index >= 0 and self.lines[index].rstrip().endswith("*/"):
            start = index
            while start >= 0 and "/*" not in self.lines[start]:
                start -= 1
            if start >= 0 and "/**" in self.lines[start] or (start >= 0 and "/*!" in self.lines[start]):
                return list(range(start, end + 1))
        return []

    def marks(self, start=0, end=None):
        """(line, title) of every `// MARK:` or `#pragma mark` line in the range."""
        found = []
        for index in range(start, len(self.lines) if end is None else end):
            match = MARK.match(self.lines[index]) or PRAGMA.match(self.lines[index])
            if match:
                found.append((index, match.group(1)))
        return found

    # Objective-C --------------------------------------------------------------------------------

    def _read_objc(self):
        block = None
        for index, masked in enumerate(self.masked_lines):
            stripped = masked.strip()
            if block is None:
                match = re.match(r"^@protocol\s+(\w+)\s*(<([^>]*)>)?\s*$", stripped) or \
                    re.match(r"^@protocol\s+(\w+)\s*(<([^>]*)>)", stripped)
                if match and not stripped.endswith(";"):
                    block = Decl("protocol", match.group(1), index, index, index, _names(match.group(3)), 0)
                    continue
                match = re.match(r"^@interface\s+(\w+)\s*(?::\s*(\w+))?\s*(\(\s*\w*\s*\))?\s*(<([^>]*)>)?", stripped)
                if match:
                    kind = "category" if match.group(3) else "interface"
                    block = Decl(kind, match.group(1), index, index, index, _names(match.group(5)), 0)
                    block.superclass = match.group(2)
                    block.category = (match.group(3) or "").strip("() \t")
                    continue
                match = re.match(r"^@implementation\s+(\w+)", stripped)
                if match:
                    block = Decl("implementation", match.group(1), index, index, index, [], 0)
                    continue
                match = re.match(r'^#\s*import\s+"([^"]+)"', self.lines[index].strip())
                if match:
                    self.imports.append((index, match.group(1)))
                match = re.match(r"^@(class|protocol)\s+([\w\s,]+);", stripped)
                if match:
                    self.forwards.append((index, match.group(1), [n.strip() for n in match.group(2).split(",") if n.strip()]))
            else:
                if stripped.startswith("@end"):
                    block.close_line = index
                    self.decls.append(block)
                    block = None
                    continue
                match = re.match(r"^[-+]\s*\(([^)]*(?:\([^)]*\))?[^)]*)\)\s*(\w+)(.*)$", stripped)
                if match:
                    name = match.group(2) + "".join(re.findall(r"(\w+:)", ":" + match.group(3))[1:]) if ":" in match.group(3) else match.group(2)
                    selector = _selector(stripped)
                    block.members.append(Member("method", selector or name, index, match.group(1), self._objc_method_end(index)))
                    continue
                match = re.match(r"^@property\s*(\(([^)]*)\))?\s*(.+?)\s*\**\s*(\w+)\s*(?:__\w+)?\s*;", stripped)
                if match:
                    member = Member("property", match.group(4), index, (match.group(2) or ""))
                    member.type = match.group(3)
                    block.members.append(member)

    def _objc_method_end(self, line):
        depth, started = 0, False
        for index in range(line, len(self.masked_lines)):
            masked = self.masked_lines[index]
            if not started and ";" in masked and "{" not in masked:
                return index
            depth += masked.count("{") - masked.count("}")
            started = started or "{" in masked
            if started and depth <= 0:
                return index
        return line


def _names(clause):
    return [part.strip() for part in (clause or "").split(",") if part.strip()]


def _selector(declaration):
    """`- (void)openX:(id)a withY:(id)b;` → `openX:withY:`."""
    body = re.sub(r"^[-+]\s*\([^)]*(?:\([^)]*\))?[^)]*\)\s*", "", declaration)
    body = re.sub(r"\([^()]*(?:\([^()]*\))?[^()]*\)", " ", body)
    parts = re.findall(r"(\w+)\s*:", body)
    if parts:
        return "".join(part + ":" for part in parts)
    match = re.match(r"(\w+)", body)
    return match.group(1) if match else None


IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*")


class Project:
    """Every source file of one project, and its declarations by name."""

    def __init__(self, root):
        self.root = root
        self.files = {}
        for path in source_files(root):
            try:
                self.files[path] = SourceFile(root, path)
            except (OSError, RecursionError):
                continue
        self.types = {}
        for source in self.files.values():
            for decl in source.decls:
                if decl.kind in ("protocol", "class", "struct", "enum", "actor", "interface"):
                    self.types.setdefault(decl.name, []).append((source, decl))
        self.paths = set(self.files)
        self._words = None
        self.basenames = {}
        for path in self.files:
            self.basenames.setdefault(path.rsplit("/", 1)[-1], []).append(path)

    def using(self, word):
        """The paths of the files where `word` occurs as an identifier (or a header's name), sorted."""
        if self._words is None:
            self._words = {}
            for path, source in self.files.items():
                for found in set(IDENTIFIER.findall(source.text)):
                    self._words.setdefault(found, []).append(path)
        return sorted(self._words.get(word, []))

    def declared(self, name):
        return name in self.types

    def extensions(self, name):
        return [(source, decl) for source in self.files.values() for decl in source.decls
                if decl.kind in ("extension", "category") and decl.name == name]
