"""The plants of Benchmarks/recall.py: for each architecture rule, small edits of one clean file
that break the seed statement the rule checks (SPEC 1.5 and 1.6, `flowlint explain RULE`).

Every generator yields Plant objects for one project; recall.py keeps those whose touched files
flowlint finds clean for the rule, picks some with a fixed seed, applies them one at a time and
restores the file.
"""
import os
import re

from recall_roles import (a, INPUT_ROLES, LAYER, LAYERS, NOUNS, OUTPUT_ROLES, PREPOSITIONS, camel_words,
                          lower_first, mvp_role, protocol_role, split_component, upper_first)


class Plant:
    """One planted violation: files rewritten (moved, or new), what to look for, and where."""

    def __init__(self, rule, kind, what, detail, changes, primary=None):
        self.rule, self.kind, self.what, self.detail = rule, kind, what, detail
        self.changes = changes          # [(old path, or None for a new file, new path, new text)]
        self.primary = primary          # new paths where the rule must fire (default: every changed one)
        self.project = None

    @property
    def touched(self):
        return [old for old, _, _ in self.changes if old]

    @property
    def targets(self):
        return list(self.primary) if self.primary else [new for _, new, _ in self.changes]

    @property
    def watched(self):
        """The existing files that become the targets: clean for the rule before the plant."""
        return [old for old, new, _ in self.changes if old and new in self.targets]

    @property
    def file(self):
        old, new, _ = self.changes[0]
        return new if old == new else f"{old} -> {new}"

    def key(self):
        return (self.project, self.rule, self.kind, tuple(self.targets), self.detail)


def indent_of(line):
    return line[:len(line) - len(line.lstrip())]


def body_indent(source, decl):
    for member in decl.members:
        return indent_of(source.lines[member.line])
    return indent_of(source.lines[decl.line]) + "    "


def joined(lines):
    return "".join(lines)


def replace_in_line(source, index, pattern, replacement, count=1):
    line = source.lines[index]
    new, done = re.subn(pattern, replacement, line, count=count)
    if not done or new == line:
        return None
    lines = list(source.lines)
    lines[index] = new
    return joined(lines)


def delete_lines(source, indices, lines=None):
    lines = list(source.lines if lines is None else lines)
    for index in sorted(set(indices), reverse=True):
        del lines[index]
    return joined(lines)


def insert_after(source, index, new_lines, lines=None):
    lines = list(source.lines if lines is None else lines)
    newline = source.newline()
    if index >= 0 and not lines[index].endswith("\n"):
        lines[index] += newline
    lines[index + 1:index + 1] = [text + newline for text in new_lines]
    return lines


def block_start(source, decl_or_member):
    doc = source.doc_lines(decl_or_member.line)
    return doc[0] if doc else decl_or_member.line


def move_block(source, start, end, after):
    """Lines start…end moved to follow line `after` (indices of the original file)."""
    lines = list(source.lines)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += source.newline()
    block = lines[start:end + 1]
    if start <= after <= end:
        return None
    if after > end:
        moved = lines[:start] + lines[end + 1:after + 1] + block + lines[after + 1:]
    else:
        moved = lines[:after + 1] + block + lines[after + 1:start] + lines[end + 1:]
    return joined(moved)


def signature(source, member):
    return "".join(source.masked_lines[member.line:member.end + 1])


def single_line(source, member):
    return member.end == member.line


class Model:
    """What a project holds by role: MVP pairs, VIPER protocols and component types."""

    def __init__(self, project):
        self.project = project
        self.mvp = {}
        self.viper_protocols = []
        self.components = {}
        for name, entries in project.types.items():
            role = mvp_role(name)
            for source, decl in entries:
                if decl.kind == "protocol" and role:
                    self.mvp.setdefault(role[0], {})[role[1]] = (source, decl)
                elif decl.kind == "protocol":
                    viper = protocol_role(name)
                    if viper:
                        self.viper_protocols.append((source, decl, viper[0], viper[1]))
                elif decl.kind in ("class", "interface", "struct"):
                    split = split_component(re.sub(r"(Impl|Implementation)$", "", name))
                    if split:
                        self.components.setdefault(split[0], {}).setdefault(split[1], []).append((source, decl))
        self.mvp = {module: pair for module, pair in self.mvp.items() if len(pair) == 2}
        roles = {}
        for _, _, module, role in self.viper_protocols:
            roles.setdefault(module, set()).add(role)
        # A VIPER module has an interactor and a presenter side; a base layer that other modules'
        # types inherit from (`CardSecPresenter: WebBrowserPresenter`) is no module of its own.
        inherited = {decl.superclass or (decl.inherits[0] if decl.inherits else None)
                     for source in project.files.values() for decl in source.decls if decl.kind in ("class", "interface")}
        self.viper = set()
        for module in set(roles) | set(self.components):
            parts = roles.get(module, set()) | set(self.components.get(module, {}))
            types = [decl.name for entries in self.components.get(module, {}).values() for _, decl in entries]
            if parts & {"Interactor", "InteractorInput", "InteractorOutput"} and \
                    parts & {"Presenter", "ViewInput", "ViewOutput"} and not inherited & set(types):
                self.viper.add(module)

    def adopters(self, protocol):
        """(source, class decl, decl naming the protocol) for every class adopting it."""
        found = []
        for source in self.project.files.values():
            for decl in source.decls:
                if protocol not in [re.sub(r"<.*", "", name) for name in decl.inherits]:
                    continue
                if decl.kind in ("class", "struct", "interface"):
                    found.append((source, decl, decl))
                elif decl.kind in ("extension", "category"):
                    for other_source, other in self.project.types.get(decl.name, []):
                        if other.kind in ("class", "interface"):
                            found.append((other_source, other, decl))
        return found

    def bodies(self, name):
        """Every declaration of the type and its extensions, categories and implementations."""
        return [(source, decl) for source in self.project.files.values() for decl in source.decls
                if decl.name == name and decl.kind != "protocol"]

    def component(self, module, component):
        return self.components.get(module, {}).get(component, [])


def plant(rule, kind, what, detail, source, text, new_path=None, uses=None):
    """`source` rewritten as `text` (and maybe moved): the rule must fire there. `uses`: the new texts
    of other files, by path, that follow the edit so that the project still compiles."""
    if text is None or text == source.text and new_path is None:
        return None
    target = new_path or source.path
    changes = [(source.path, target, text)]
    changes += [(path, path, other) for path, other in sorted((uses or {}).items()) if path != source.path]
    return Plant(rule, kind, what, detail, changes, primary=[target])


def sibling(path, name):
    folder = path.rsplit("/", 1)[0] if "/" in path else ""
    return f"{folder}/{name}" if folder else name


def word(name):
    return re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])")


def renamed_uses(model, old, new, scope=None):
    """Every source file's text with the identifier `old` renamed `new`, as a refactoring's rename
    would leave it, by path; only files that mention `scope` (a module's name) when given. None when
    a file to change already declares `new` (the rename would clash)."""
    pattern = word(old)
    declared, taken = (re.compile(rf"(\b(func|var|let|case|class|struct|enum|protocol|typealias)\s+|\)\s*)"
                                  rf"{re.escape(name)}(?![\w$])") for name in (old, new))
    texts = {}
    for path in model.project.using(old):
        source = model.project.files[path]
        if scope and scope not in source.text:
            continue
        code = "".join(source.masked_lines)
        if declared.search(code) and taken.search(code):
            return None
        texts[path] = pattern.sub(new, source.text)
    return texts


def renamed_method(rule, kind, what, detail, model, module, source, member, new_first):
    """A protocol method's first name word (Objective-C: first selector keyword) renamed, with its
    implementations and calls in the module's files."""
    first = member.name.split(":")[0]
    if not first or first == new_first:
        return None
    uses = renamed_uses(model, first, new_first, scope=module)
    if not uses or source.path not in uses:
        return None
    found = plant(rule, kind, what, detail, source, uses[source.path], uses=uses)
    other = twin(model, source.path)
    if found and source.path.endswith(".h") and other in uses:
        found.primary.append(other)  # a class method: declared in the header, defined in the .m
    return found


def twin(model, path):
    """The other half of an Objective-C class: `X.m` for `X.h` and the reverse, if the project has it."""
    stem, _, extension = path.rpartition(".")
    other = {"h": "m", "m": "h"}.get(extension)
    return f"{stem}.{other}" if other and f"{stem}.{other}" in model.project.paths else None


def moved_files(rule, kind, what, detail, model, source, new_path):
    """A file moved or renamed (an Objective-C class's .h and .m together); `#import`s of a renamed
    header follow it."""
    moves = [(source.path, new_path)]
    other = twin(model, source.path)
    if other:
        moves.append((other, new_path.rsplit(".", 1)[0] + "." + other.rsplit(".", 1)[1]))
    if any(new in model.project.paths or new == old for old, new in moves):
        return None
    texts = {old: model.project.files[old].text for old, _ in moves}
    for old, new in moves:
        old_name, new_name = old.rsplit("/", 1)[-1], new.rsplit("/", 1)[-1]
        if not old.endswith(".h") or old_name == new_name:
            continue
        include = re.compile(rf'(#\s*import\s+"){re.escape(old_name)}"')
        for path in model.project.using(old_name.rsplit(".", 1)[0]):
            text = texts.get(path, model.project.files[path].text)
            if include.search(text):
                texts[path] = include.sub(rf'\g<1>{new_name}"', text)
    moved = dict(moves)
    changes = [(old, moved[old], texts[old]) for old, _ in moves]
    changes += [(path, path, text) for path, text in sorted(texts.items()) if path not in moved]
    return Plant(rule, kind, what, detail, changes, primary=[new for _, new in moves])


# --- MVP (SPEC 1.5) ------------------------------------------------------------------------------

def mvp_protocols_file(model):
    for module, pair in sorted(model.mvp.items()):
        view_source, _ = pair["view"]
        presenter_source, _ = pair["presenter"]
        source = view_source
        if source is not presenter_source or not source.stem.endswith("Protocols") or not source.swift:
            continue
        held = {m for m, p in model.mvp.items() if p["view"][0] is source}
        if source.stem[:-len("Protocols")] not in held:
            continue
        for kind, name in (("protocols-file-renamed-common", "CommonProtocols.swift"),
                           ("protocols-file-renamed-contract", f"{module}Contract.swift")):
            new_path = sibling(source.path, name)
            if new_path in model.project.paths:
                continue
            yield plant("mvp-protocols-file", kind, f"the module's protocols file renamed to {name.replace(module, '<Module>')}",
                        f"{source.name} -> {name}", source, source.text, new_path)


def mvp_class_bound(model):
    for module, pair in sorted(model.mvp.items()):
        for role in ("view", "presenter"):
            source, decl = pair[role]
            if decl.inherits not in (["AnyObject"], ["class"]) or decl.line != decl.open_line:
                continue
            text = replace_in_line(source, decl.line, r"\s*:\s*(AnyObject|class)\b\s*", " ")
            yield plant("mvp-class-bound", "class-bound-dropped", f"`: {decl.inherits[0]}` dropped from {a(role)} protocol",
                        decl.name, source, text)
            if decl.inherits == ["AnyObject"]:
                text = replace_in_line(source, decl.line, r"(:\s*)AnyObject\b", r"\1class")
                yield plant("mvp-class-bound", "anyobject-to-class", f"`: AnyObject` of {a(role)} protocol written `: class`",
                            decl.name, source, text)


def mvp_protocol_pair(model):
    for module, pair in sorted(model.mvp.items()):
        source, view = pair["view"]
        if pair["presenter"][0] is not source:
            continue
        for role in ("presenter", "view"):
            decl = pair[role][1]
            start, end = block_start(source, decl), decl.close_line
            if end + 1 < len(source.lines) and not source.lines[end + 1].strip():
                end += 1
            new_path = sibling(source.path, f"{decl.name}s.swift")
            if new_path in model.project.paths:
                continue
            imports = [line for line in source.lines if re.match(r"^\s*(@testable\s+)?import\s", line)]
            block = joined(source.lines[start:decl.close_line + 1]).rstrip("\r\n") + source.newline()
            moved = joined(imports) + (source.newline() if imports else "") + block
            # Moved, not deleted: the project still compiles. Into a second protocols file: one
            # outside any protocols file is misplaced, which is mvp-protocols-file's to say.
            yield Plant("mvp-protocol-pair", f"{role}-protocol-split-to-second-protocols-file",
                        f"the {role} protocol of a module moved from its protocols file to a second one, <Name>Protocols.swift",
                        decl.name, [(source.path, source.path, delete_lines(source, range(start, end + 1))),
                                    (None, new_path, moved)], primary=[source.path])


def _marks_in(source, decl):
    return [(line, title) for line, title in source.marks(decl.open_line + 1, decl.close_line)]


def _stored_in_adopters(model, protocol, declaration):
    """The Swift classes adopting `protocol` given the stored property a new requirement asks for,
    after their last stored property; None when an adopter is no Swift class or declares it already."""
    texts = {}
    name = re.search(r"var\s+(\w+)", declaration).group(1)
    for source, decl, _ in model.adopters(protocol):
        if decl.kind != "class" or not source.swift or source.path in texts or \
                any(m.name == name for m in decl.members):
            return None
        stored = [m for m in decl.members if m.kind in ("var", "let")]
        after = max(m.end for m in stored) if stored else decl.open_line
        texts[source.path] = joined(insert_after(source, after, [f"{body_indent(source, decl)}{declaration}"]))
    return texts


def mvp_mark_sections(model):
    for module, pair in sorted(model.mvp.items()):
        for role in ("view", "presenter"):
            source, decl = pair[role]
            properties = [m for m in decl.members if m.kind in ("var", "let")]
            methods = [m for m in decl.members if m.kind in ("func", "init")]
            marks = _marks_in(source, decl)
            if properties and methods and marks:
                first_property, first_method = min(m.line for m in properties), min(m.line for m in methods)
                above = [line for line, _ in marks if line < first_property]
                if above and first_property < first_method:
                    yield plant("mvp-mark-sections", "properties-mark-removed",
                                f"the `// MARK: - Properties` line of {a(role)} protocol deleted", decl.name, source,
                                delete_lines(source, [above[-1]]))
                between = [line for line, _ in marks if first_property < line < first_method]
                if between and first_property < first_method:
                    yield plant("mvp-mark-sections", "methods-mark-removed",
                                f"the `// MARK: - Methods` line of {a(role)} protocol deleted", decl.name, source,
                                delete_lines(source, [between[-1]]))
                last_property = max(properties, key=lambda m: m.line)
                method = min(methods, key=lambda m: m.line)
                if single_line(source, last_property) and last_property.line < method.line:
                    yield plant("mvp-mark-sections", "property-moved-among-methods",
                                f"a property of {a(role)} protocol moved below its first method",
                                f"{decl.name}.{last_property.name}", source,
                                move_block(source, last_property.line, last_property.line, method.end))
            elif methods and not properties and not marks and decl.members:
                indent = body_indent(source, decl)
                lines = insert_after(source, decl.open_line, [f"{indent}var isLoading: Bool {{ get }}"])
                uses = _stored_in_adopters(model, decl.name, "var isLoading = false")
                if uses is not None:
                    yield plant("mvp-mark-sections", "unmarked-property-added",
                                f"a property added to {a(role)} protocol that has only methods, with no MARK sections",
                                decl.name, source, joined(lines), uses=uses)


def mvp_view_presenter_link(model):
    for module, pair in sorted(model.mvp.items()):
        source, view = pair["view"]
        for member in view.members:
            line = source.lines[member.line]
            if member.name == "presenter" and re.search(rf"var\s+presenter\s*:\s*{module}PresenterProtocol[!?]\s*\{{\s*get\s+set\s*\}}", line):
                yield plant("mvp-view-presenter-link", "presenter-link-get-only",
                            "a view protocol's `var presenter` made `{ get }` instead of `{ get set }`", view.name, source,
                            replace_in_line(source, member.line, r"\{\s*get\s+set\s*\}", "{ get }"))
                if len(view.members) > 1:
                    yield plant("mvp-view-presenter-link", "presenter-link-removed",
                                "a view protocol's `var presenter` deleted", view.name, source,
                                delete_lines(source, [member.line]))
        source, presenter = pair["presenter"]
        for member in presenter.members:
            line = source.lines[member.line]
            if member.name == "view" and re.search(rf"var\s+view\s*:\s*{module}ViewProtocol[!?]\s*\{{\s*get\s+set\s*\}}", line):
                yield plant("mvp-view-presenter-link", "view-link-get-only",
                            "a presenter protocol's `var view` made `{ get }` instead of `{ get set }`", presenter.name,
                            source, replace_in_line(source, member.line, r"\{\s*get\s+set\s*\}", "{ get }"))


def mvp_view_method_prefix(model):
    renames = {"show": ("display", "show-renamed-display"), "reload": ("update", "reload-renamed-update"),
               "hide": ("remove", "hide-renamed-remove")}
    for module, pair in sorted(model.mvp.items()):
        source, view = pair["view"]
        for member in view.members:
            match = re.match(r"(show|reload|hide)([A-Z_]\w*)?$", member.name) if member.kind == "func" else None
            if not match:
                continue
            new, kind = renames[match.group(1)]
            new_name = new + (match.group(2) or "")
            yield renamed_method("mvp-view-method-prefix", kind, f"a view-protocol method renamed {match.group(1)}… -> {new}…",
                                 f"{view.name}.{member.name} -> {new_name}", model, module, source, member, new_name)


def _return_type(source, member):
    text = signature(source, member)
    match = re.search(r"\)\s*(?:async\s+)?(?:throws\s+)?->\s*([^{]+?)\s*(\{|$)", text, re.S)
    return match.group(1).strip() if match else ""


def _method_in_adopters(model, protocol, name, implementation):
    """The Swift classes adopting `protocol` given `implementation` as their last member; None when an
    adopter is no Swift class or has a member of that name."""
    texts = {}
    for source, decl, _ in model.adopters(protocol):
        if decl.kind != "class" or not source.swift or source.path in texts or any(m.name == name for m in decl.members):
            return None
        last = max((m.end for m in decl.members), default=decl.open_line)
        newline, indent = source.newline(), body_indent(source, decl)
        texts[source.path] = joined(insert_after(source, last, ["", f"{indent}{implementation}"]))
    return texts or None


def mvp_presenter_method_order(model):
    for module, pair in sorted(model.mvp.items()):
        source, presenter = pair["presenter"]
        methods = [m for m in presenter.members if m.kind == "func"]
        events = [m for m in methods if re.match(r"view[A-Z]", m.name)]
        factories = [m for m in methods if "PresenterProtocol" in _return_type(source, m)]
        requests = [m for m in methods if m not in events and m not in factories
                    and _return_type(source, m) not in ("", "Void", "()")]
        if events and not requests:
            uses = _method_in_adopters(model, presenter.name, "itemTitle",
                                       "func itemTitle(at index: Int) -> String? { nil }")
            first = block_start(source, events[0])
            lines = insert_after(source, first - 1, [f"{indent_of(source.lines[events[0].line])}func itemTitle(at index: Int) -> String?"])
            if uses:
                yield plant("mvp-presenter-method-order", "request-added-above-view-events",
                            "a data request (`func itemTitle(at:) -> String?`) added to a presenter protocol above its view "
                            "events (its presenter class implements it)", presenter.name, source, joined(lines), uses=uses)
        if events and requests:
            event = events[0]
            request = max(requests, key=lambda m: m.line)
            if request.line > event.line:
                yield plant("mvp-presenter-method-order", "view-event-moved-after-request",
                            "a view-event method (`view…`) of a presenter protocol moved below a data request",
                            f"{presenter.name}.{event.name} after {request.name}", source,
                            move_block(source, block_start(source, event), event.end, request.end))
        if events and factories:
            factory = max(factories, key=lambda m: m.line)
            event = events[0]
            if factory.line > event.line:
                yield plant("mvp-presenter-method-order", "factory-moved-before-view-events",
                            "a child-presenter factory of a presenter protocol moved above its view events",
                            f"{presenter.name}.{factory.name} before {event.name}", source,
                            move_block(source, block_start(source, factory), factory.end, block_start(source, event) - 1))


def _other_module(model, module):
    others = sorted(m for m in model.mvp if m != module and not m.startswith(module) and not module.startswith(m))
    return others[0] if others else None


def _factory_as_property(model, module, name, type_name):
    """The module's files with the factory `func name() -> T` implemented and called as a property."""
    texts = {}
    for path in model.project.using(name):
        source = model.project.files[path]
        if not source.swift or module not in source.text:
            continue
        text = re.sub(rf"\bfunc\s+{name}\s*\(\s*\)\s*->\s*", f"var {name}: ", source.text)
        texts[path] = re.sub(rf"(?<![\w$]){name}\s*\(\s*\)", name, text)
    return texts


def mvp_child_presenter_func(model):
    for module, pair in sorted(model.mvp.items()):
        source, presenter = pair["presenter"]
        for member in presenter.members:
            line = source.lines[member.line]
            match = re.match(r"^(\s*)func\s+(\w+)\s*\(\s*\)\s*->\s*(\w+PresenterProtocol[?!]?)\s*$", line.rstrip("\r\n"))
            if member.kind == "func" and match:
                newline = source.newline()
                lines = list(source.lines)
                lines[member.line] = f"{match.group(1)}var {match.group(2)}: {match.group(3)} {{ get }}{newline}"
                uses = _factory_as_property(model, module, match.group(2), match.group(3))
                uses.pop(source.path, None)
                yield plant("mvp-child-presenter-func", "factory-turned-property",
                            "a child-presenter factory `func` of a presenter protocol turned into a `{ get }` property",
                            f"{presenter.name}.{member.name}", source, joined(lines), uses=uses)
        other = _other_module(model, module)
        if not other:
            continue
        name = f"{lower_first(other)}Presenter"
        declaration = f"var {name}: {other}PresenterProtocol?"
        properties = [m for m in presenter.members if m.kind in ("var", "let")]
        after = max(m.end for m in properties) if properties else presenter.open_line
        lines = insert_after(source, after, [f"{body_indent(source, presenter)}{declaration} {{ get }}"])
        uses = _stored_in_adopters(model, presenter.name, declaration)
        if uses:
            yield plant("mvp-child-presenter-func", "child-presenter-property-in-protocol",
                        "a presenter protocol given a property that returns another module's presenter protocol "
                        "(its presenter class stores it)", f"{presenter.name}.{name}", source, joined(lines), uses=uses)
        for class_source, decl, _ in model.adopters(f"{module}PresenterProtocol"):
            if decl.kind != "class" or not class_source.swift:
                continue
            stored = [m for m in decl.members if m.kind in ("var", "let")]
            after = max(m.end for m in stored) if stored else decl.open_line
            lines = insert_after(class_source, after, [f"{body_indent(class_source, decl)}{declaration}"])
            yield plant("mvp-child-presenter-func", "child-presenter-stored-in-presenter",
                        "a presenter class given a stored property holding another module's presenter",
                        f"{decl.name}.{name}", class_source, joined(lines))


def mvp_protocol_order(model):
    for module, pair in sorted(model.mvp.items()):
        source, view = pair["view"]
        presenter = pair["presenter"][1]
        if pair["presenter"][0] is not source:
            continue
        protocols = sorted((d for d in source.decls if d.kind == "protocol" and d.depth == 0), key=lambda d: d.line)
        index = protocols.index(view)
        if index + 1 < len(protocols) and protocols[index + 1] is presenter:
            yield plant("mvp-protocol-order", "presenter-before-view",
                        "a module's presenter protocol moved above its view protocol in the protocols file",
                        f"{presenter.name} before {view.name}", source,
                        move_block(source, block_start(source, presenter), presenter.close_line, block_start(source, view) - 1))
            others = [d for d in protocols[index + 2:] if not mvp_role(d.name)]
            if others:
                other = others[0]
                yield plant("mvp-protocol-order", "other-protocol-between-pair",
                            "another protocol of the file moved between a module's view and presenter protocols",
                            f"{other.name} between {view.name} and {presenter.name}", source,
                            move_block(source, block_start(source, other), other.close_line, view.close_line))


def _header_single(source, decl):
    return decl.line == decl.open_line and "where" not in source.masked_lines[decl.line]


def _drop_conformance(line, protocol):
    """The declaration line without `protocol` in its inheritance clause."""
    new = re.sub(rf",\s*{protocol}\b(?![\w<])", "", line, count=1)
    if new == line:
        new = re.sub(rf"\b{protocol}\s*,\s*", "", line, count=1)
    if new == line:
        new = re.sub(rf"\s*:\s*{protocol}\b(?![\w<])\s*", " ", line, count=1)
    return new


def _add_conformance(line, decl, protocol):
    brace = line.find("{")
    head, tail = line[:brace].rstrip(), line[brace:]
    return f"{head}, {protocol} {tail}" if decl.inherits else f"{head}: {protocol} {tail}"


def mvp_view_conformance(model):
    for module, pair in sorted(model.mvp.items()):
        protocol = f"{module}ViewProtocol"
        for source, decl, via in model.adopters(protocol):
            if via is decl or via.kind != "extension" or not source.swift or decl.kind != "class":
                continue
            if not any(d is via for d in source.decls) or not _header_single(source, decl) or not _header_single(source, via):
                continue
            lines = list(source.lines)
            lines[decl.line] = _add_conformance(lines[decl.line], decl, protocol)
            lines[via.line] = _drop_conformance(lines[via.line], protocol)
            yield plant("mvp-view-conformance", "conformance-moved-into-class-declaration",
                        "a view's conformance to its view protocol moved from its extension into the class declaration",
                        f"{decl.name}: {protocol}", source, joined(lines))


def mvp_presenter_conformance(model):
    for module, pair in sorted(model.mvp.items()):
        protocol = f"{module}PresenterProtocol"
        for source, decl, via in model.adopters(protocol):
            if via is not decl or decl.kind != "class" or not source.swift or not _header_single(source, decl):
                continue
            lines = list(source.lines)
            lines[decl.line] = _drop_conformance(lines[decl.line], protocol)
            if lines[decl.line] == source.lines[decl.line]:
                continue
            newline = source.newline()
            appended = list(lines)
            if appended and not appended[-1].endswith("\n"):
                appended[-1] += newline
            appended += [newline, f"extension {decl.name}: {protocol} {{}}{newline}"]
            yield plant("mvp-presenter-conformance", "conformance-moved-to-new-extension",
                        "a presenter's conformance to its protocol moved from the class declaration to an empty extension",
                        f"{decl.name}: {protocol}", source, joined(appended))
            for extension in source.decls:
                if extension.kind == "extension" and extension.name == decl.name and not extension.inherits \
                        and _header_single(source, extension):
                    moved = list(lines)
                    moved[extension.line] = _add_conformance(moved[extension.line], extension, protocol)
                    yield plant("mvp-presenter-conformance", "conformance-moved-to-existing-extension",
                                "a presenter's conformance to its protocol moved from the class declaration to one of its extensions",
                                f"{decl.name}: {protocol}", source, joined(moved))
                    break


def _mvp_presenter_classes(model, module):
    return [(s, d) for s, d, _ in model.adopters(f"{module}PresenterProtocol") if d.kind == "class" and s.swift]


def mvp_weak_view(model):
    for module in sorted(model.mvp):
        for source, decl in _mvp_presenter_classes(model, module):
            for member in decl.members:
                if member.name == "view" and member.kind == "var" and re.search(r"\bweak\b", member.modifiers):
                    yield plant("mvp-weak-view", "weak-dropped", "`weak` dropped from a presenter's `view` property",
                                f"{decl.name}.view", source, replace_in_line(source, member.line, r"\bweak\s+", ""))
                    yield plant("mvp-weak-view", "weak-made-unowned", "a presenter's `weak var view` made `unowned`",
                                f"{decl.name}.view", source, replace_in_line(source, member.line, r"\bweak\b", "unowned"))


def mvp_implementation_marks(model):
    seen = set()
    for module in sorted(model.mvp):
        classes = _mvp_presenter_classes(model, module) + \
            [(s, d) for s, d, _ in model.adopters(f"{module}ViewProtocol") if d.kind == "class" and s.swift]
        for source, decl in classes:
            if source.path in seen:
                continue
            seen.add(source.path)
            marks = [line for line, _ in source.marks() if source.lines[line].lstrip().startswith("//")]
            if not marks:
                continue
            role = "presenter" if decl.name.endswith("Presenter") or f"{module}PresenterProtocol" in str(decl.inherits) else "view"
            yield plant("mvp-implementation-marks", "all-marks-removed",
                        f"every `// MARK:` line deleted from {a(role)} implementation file", decl.name, source,
                        delete_lines(source, marks))
            first = source.lines[decl.open_line + 1:decl.close_line]
            next_code = next((i for i, line in enumerate(first) if line.strip()), None)
            if next_code is not None and re.match(r"^\s*//\s*MARK", first[next_code]):
                indent = indent_of(first[next_code])
                lines = insert_after(source, decl.open_line, [f"{indent}private var isFirstAppearance = true"])
                yield plant("mvp-implementation-marks", "member-before-first-mark",
                            f"a stored property added above the first `// MARK:` of {a(role)} class", decl.name, source,
                            joined(lines))
