"""VIPER plants of Benchmarks/recall.py (SPEC 1.6); see recall_plants.py."""
import re

from recall_plants import (body_indent, delete_lines, indent_of, insert_after, joined, moved_files, plant,
                           renamed_method, renamed_uses, replace_in_line, sibling, twin, Plant)
from recall_roles import (a, INPUT_ROLES, LAYER, LAYERS, NOUNS, OUTPUT_ROLES, PREPOSITIONS, camel_words,
                          lower_first, split_component, upper_first)


def _component_files(model, components):
    """(source, decl, module, component) for component types declared in a file named after them."""
    for module in sorted(model.viper):
        if module.endswith("Module"):
            continue
        for component in components:
            for source, decl in model.component(module, component):
                if source.stem == decl.name == module + component:
                    yield source, decl, module, component
        for source, decl, protocol_module, role in model.viper_protocols:
            if protocol_module == module and role in components and source.stem == decl.name == module + role:
                yield source, decl, module, role


def _renamed_type(model, source, old, new, rule, kind, what):
    """A type renamed everywhere it is used, and its files (`Old.swift`, `Old.h`/`Old.m`) with it."""
    if model.project.declared(new):
        return None
    uses = renamed_uses(model, old, new)
    if not uses or source.path not in uses:
        return None
    changes, primary = [], []
    for path, text in sorted(uses.items(), key=lambda item: item[0] != source.path):
        name = path.rsplit("/", 1)[-1]
        if name.rsplit(".", 1)[0] == old:
            new_path = sibling(path, new + "." + name.rsplit(".", 1)[1])
            if new_path in model.project.paths:
                return None
            changes.append((path, new_path, text))
            primary.append(new_path)
        else:
            changes.append((path, path, text))
    return Plant(rule, kind, what, f"{source.name}: {old} -> {new}", changes, primary)


def viper_module_name(model):
    for source, decl, module, component in _component_files(
            model, ("Interactor", "Presenter", "Router", "Assembly", "ViewController", "InteractorInput",
                    "InteractorOutput", "ViewInput", "ViewOutput", "RouterInput")):
        is_protocol = decl.kind == "protocol"
        kind = "protocol-renamed-with-module-suffix" if is_protocol else "class-renamed-with-module-suffix"
        what = f"a module's {component} {'protocol' if is_protocol else 'type'} and its file renamed <M>Module{component}"
        yield _renamed_type(model, source, decl.name, f"{module}Module{component}", "viper-module-name", kind, what)


def _module_folder(path, component):
    """The module folder of a file kept in its layer folder (`PostList/Router/PostListRouter.h` → `PostList`)."""
    parts = path.split("/")
    if len(parts) < 3 or parts[-2] != LAYER[component]:
        return None
    return "/".join(parts[:-2])


def viper_module_folders(model):
    folders = {}
    files = list(_component_files(model, tuple(LAYER)))
    for source, decl, module, component in files:
        root = _module_folder(source.path, component)
        if root is not None:
            folders.setdefault(module, set()).add(root)
    roots = {module: sorted(paths)[0] for module, paths in folders.items() if len(paths) == 1}
    layers_of = {root: {p.split("/")[len(root.split("/"))] for p in model.project.paths if p.startswith(root + "/")
                        and p.count("/") > root.count("/") + 1} for root in roots.values()}
    for source, decl, module, component in files:
        root = _module_folder(source.path, component)
        if root is None or roots.get(module) != root:
            continue
        layer = LAYER[component]
        moves = [("component-moved-to-module-root", f"{root}/{source.name}",
                  f"{a(component)} file moved out of its {layer} folder to the module folder")]
        for other in sorted(layers_of[root] & set(LAYERS) - {layer}, key=lambda l: (l != "View", l)):
            moves.append(("component-moved-to-other-layer", f"{root}/{other}/{source.name}",
                          f"{a(component)} file moved from the {layer} folder into the {other} folder"))
            break
        for other_module, other_root in sorted(roots.items()):
            if other_root != root and layer in layers_of[other_root] and not other_root.startswith(root + "/") \
                    and not root.startswith(other_root + "/"):
                moves.append(("component-moved-to-other-module", f"{other_root}/{layer}/{source.name}",
                              f"{a(component)} file moved into another module's {layer} folder"))
                break
        for kind, new_path, what in moves:
            if new_path not in model.project.paths:
                yield moved_files("viper-module-folders", kind, what, f"{source.path} -> {new_path}", model, source, new_path)
    for module, root in sorted(roots.items()):
        for path in sorted(model.project.paths):
            parts = path[len(root) + 1:].split("/") if path.startswith(root + "/") else []
            if len(parts) < 2 or parts[0] not in LAYERS:
                continue
            source = model.project.files[path]
            names = [d.name for d in source.decls if d.kind in ("class", "struct", "protocol", "interface", "enum")]
            if not names or any((split_component(n) or (None,))[0] == module for n in names) or \
                    any(n.startswith(module) for n in names):
                continue
            new_path = f"{root}/{source.name}"
            if new_path not in model.project.paths and not (path.endswith(".m") and twin(model, path)):
                yield moved_files("viper-module-folders", "helper-moved-to-module-root",
                                  f"a helper file of the {parts[0]} layer moved out of it to the module folder",
                                  f"{path} -> {new_path}", model, source, new_path)


def viper_file_naming(model):
    for source, decl, module, component in _component_files(
            model, ("ViewController", "View", "Presenter", "Interactor", "Router", "Assembly")):
        if decl.kind == "protocol":
            continue
        extension = "." + source.name.rsplit(".", 1)[1]
        names = []
        if component in ("ViewController", "View"):
            names.append(("file-named-module-screen", f"{module}Screen{extension}",
                          f"{a(component)} file renamed <Module>Screen"))
        if component == "ViewController":
            names.append(("file-named-abbreviation", f"{module}VC{extension}", "a ViewController file renamed <Module>VC"))
        if component in ("Presenter", "Interactor", "Router", "Assembly"):
            names.append(("file-named-without-module", f"{component}{extension}",
                          f"{a(component)} file renamed without its module prefix"))
        for kind, name, what in names:
            new_path = sibling(source.path, name)
            if new_path not in model.project.paths:
                yield moved_files("viper-file-naming", kind, what, f"{source.name} -> {name}", model, source, new_path)


# References (viper-references): (component, property, ownership the seed asks, type pattern).
REFERENCES = [("Interactor", "output", "weak", r"InteractorOutput|ToPresenter|Presenter"),
              ("Presenter", "view", "weak", r"ViewInput|PresenterToView|ViewController|View\b"),
              ("Presenter", "router", "strong", r"Router"),
              ("Presenter", "interactor", "strong", r"Interactor"),
              ("ViewController", "output", "strong", r"ViewOutput|ViewToPresenter|Presenter"),
              ("View", "output", "strong", r"ViewOutput|ViewToPresenter|Presenter"),
              ("Router", "transitionHandler", "weak", r"."),
              ("Router", "viewController", "weak", r"."),
              ("Router", "view", "weak", r".")]


def viper_references(model):
    for module in sorted(model.viper):
        for component, name, ownership, type_pattern in REFERENCES:
            for source, decl in model.component(module, component):
                for member in decl.members:
                    if member.name != name or member.kind not in ("var", "property"):
                        continue
                    line = source.lines[member.line]
                    if not re.search(type_pattern, line) or "ViewProtocol" in line:
                        continue
                    yield from _reference_plants(model, module, source, decl, member, line, component, name, ownership)


def _class_bound(model, line):
    """Whether the Swift property's type may be held `weak`: a class, or a protocol bound to classes."""
    match = re.search(r":\s*([A-Za-z_][\w.]*)", line.split("=")[0])
    seen, names = set(), [match.group(1)] if match else []
    while names:
        name = names.pop()
        if name in ("AnyObject", "class", "NSObjectProtocol"):
            return True
        if name in seen:
            continue
        seen.add(name)
        declared = model.project.types.get(name)
        if not declared:
            return not name.endswith(("Input", "Output", "Protocol"))  # a framework class, or unknown
        for _, decl in declared:
            if decl.kind in ("class", "interface"):
                return True
            names += [re.sub(r"<.*", "", n) for n in decl.inherits]
    return False


def _output_renamed(model, module, source, member):
    """The interactor's `output` renamed `presenter` in its file, and where the module sets it."""
    text = source.text.replace(source.lines[member.line],
                               re.sub(r"\b(var|let)\s+output\b", r"\1 presenter", source.lines[member.line]), 1)
    text = re.sub(r"(?<![\w$])output(?![\w$])", "presenter", text)
    uses = {}
    for path, other in model.project.files.items():
        if path != source.path and module in other.text:
            changed = re.sub(r"(\binteractor[?!]?\.)output\b", r"\1presenter", other.text)
            if changed != other.text:
                uses[path] = changed
    return text, uses


def _reference_plants(model, module, source, decl, member, line, component, name, ownership):
    detail = f"{decl.name}.{name}"
    if source.swift:
        weak = re.search(r"\b(weak|unowned)\b", member.modifiers)
        if ownership == "weak" and weak and weak.group(1) == "weak":
            yield plant("viper-references", f"{component.lower()}-{name}-made-strong",
                        f"`weak` dropped from the {component}'s `{name}`", detail, source,
                        replace_in_line(source, member.line, r"\bweak\s+", ""))
            if component == "Interactor":
                text, uses = _output_renamed(model, module, source, member)
                yield plant("viper-references", "interactor-output-renamed",
                            "the interactor's weak `output` renamed `presenter`", detail, source, text, uses=uses)
        elif ownership == "strong" and not weak and member.kind == "var" and _class_bound(model, line):
            yield plant("viper-references", f"{component.lower()}-{name}-made-weak",
                        f"the {component}'s strong `{name}` made `weak`", detail, source,
                        replace_in_line(source, member.line, r"\bvar\b", "weak var"))
    else:
        attributes = member.modifiers
        if ownership == "weak" and re.search(r"\bweak\b", attributes):
            yield plant("viper-references", f"{component.lower()}-{name}-made-strong",
                        f"the {component}'s `weak` `{name}` property made `strong`", detail, source,
                        replace_in_line(source, member.line, r"\bweak\b", "strong"))
        elif ownership == "strong" and re.search(r"\b(strong|retain)\b", attributes):
            yield plant("viper-references", f"{component.lower()}-{name}-made-weak",
                        f"the {component}'s `strong` `{name}` property made `weak`", detail, source,
                        replace_in_line(source, member.line, r"\b(strong|retain)\b", "weak"))


def _first_body_line(source, decl):
    """The line of the first method of `decl` whose body opens on its own line's end, and its indent."""
    for member in decl.members:
        if member.kind != "func" or member.end <= member.line + 1:
            continue
        for index in range(member.line, member.end):
            if source.masked_lines[index].rstrip().endswith("{"):
                inner = next((source.lines[i] for i in range(index + 1, member.end) if source.lines[i].strip()), None)
                if inner is None:
                    break
                return member, index, indent_of(inner)
    return None


def viper_interactor_state(model):
    for module in sorted(model.viper):
        for source, decl in model.component(module, "Interactor"):
            if source.swift and decl.kind == "class":
                found = _first_body_line(source, decl)
                if not found:
                    continue
                method, body_line, inner_indent = found
                stored = [m for m in decl.members if m.kind in ("var", "let")]
                after = max(m.end for m in stored) if stored else decl.open_line
                for kind, declaration, statement, what in (
                        ("swift-cache-array-added", "private var cache: [String] = []", f'cache.append("{method.name}")',
                         "an interactor given `private var cache: [String] = []` that one of its methods appends to"),
                        ("swift-counter-added", "private var requestCount = 0", "requestCount += 1",
                         "an interactor given `private var requestCount = 0` that one of its methods increments")):
                    lines = insert_after(source, body_line, [f"{inner_indent}{statement}"])
                    lines = insert_after(source, after, [f"{body_indent(source, decl)}{declaration}"], lines)
                    yield plant("viper-interactor-state", kind, what, f"{decl.name}.{method.name}", source, joined(lines))
            elif not source.swift:
                yield from _objc_interactor_state(model, decl)
            break


def _objc_interactor_state(model, decl):
    for source in model.project.files.values():
        implementation = next((d for d in source.decls if d.kind == "implementation" and d.name == decl.name), None)
        if source.swift or implementation is None:
            continue
        property_line = "@property (nonatomic, strong) NSMutableArray *cachedItems;"
        extension = next((d for d in source.decls if d.kind == "category" and d.name == decl.name
                          and not getattr(d, "category", "x")), None)
        if extension:
            lines = insert_after(source, extension.line, ["", property_line])
        else:
            lines = insert_after(source, implementation.line - 1,
                                 [f"@interface {decl.name} ()", "", property_line, "", "@end", ""])
        yield plant("viper-interactor-state", "objc-cache-property-added",
                    "an interactor's class extension given a `cachedItems` array property",
                    decl.name, source, joined(lines))


def _role_methods(model, roles):
    for source, decl, module, role in model.viper_protocols:
        if role in roles and module in model.viper:
            for member in decl.members:
                if member.kind in ("func", "method"):
                    yield source, decl, module, role, member


def viper_method_verb(model):
    for source, decl, module, role, member in _role_methods(model, INPUT_ROLES):
        first = member.name.split(":")[0]
        words = camel_words(first)
        if len(words) < 1 or not first[:1].islower():
            continue
        rest = first[len(words[0]):]
        detail = f"{decl.name}.{first}"
        rest_words = camel_words(rest)
        if rest_words and rest_words[0].lower() in NOUNS:
            yield renamed_method("viper-method-verb", "input-method-named-by-noun",
                        f"{a(role)} method renamed to the noun it returns or acts on (its verb dropped)",
                        f"{detail} -> {lower_first(rest)}", model, module, source, member, lower_first(rest))
        if rest_words and rest_words[0].lower() not in PREPOSITIONS:
            yield renamed_method("viper-method-verb", "input-method-named-current",
                        f"{a(role)} method renamed current… instead of its verb",
                        f"{detail} -> current{rest}", model, module, source, member, f"current{rest}")
        if words[0] != "did" and not words[0].endswith("ed"):
            yield renamed_method("viper-method-verb", "input-method-past-form",
                        f"{a(role)} method renamed did… (a past form where the imperative is asked)",
                        f"{detail} -> did{upper_first(first)}", model, module, source, member, f"did{upper_first(first)}")


def viper_output_did(model):
    for source, decl, module, role, member in _role_methods(model, OUTPUT_ROLES):
        first = member.name.split(":")[0]
        match = re.match(r"^did([A-Z]\w*)$", first)
        if not match:
            continue
        detail = f"{decl.name}.{first}"
        yield renamed_method("viper-output-did", "did-replaced-by-on", f"{a(role)} method renamed on… instead of did…",
                    f"{detail} -> on{match.group(1)}", model, module, source, member, f"on{match.group(1)}")
        yield renamed_method("viper-output-did", "did-dropped", f"{a(role)} method renamed to the imperative (did… dropped)",
                    f"{detail} -> {lower_first(match.group(1))}", model, module, source, member, lower_first(match.group(1)))


ROUTER_RENAMES = {"open": [("open-renamed-show", "show"), ("open-renamed-navigate", "navigateTo")],
                  "close": [("close-renamed-dismiss", "dismiss")], "embed": [("embed-renamed-add", "add")]}


def viper_router_prefix(model):
    for source, decl, module, role, member in _role_methods(model, ("RouterInput",)):
        first = member.name.split(":")[0]
        match = re.match(r"^(open|close|embed)([A-Z]\w*)?$", first)
        if not match:
            continue
        for kind, new in ROUTER_RENAMES[match.group(1)]:
            new_name = new + (match.group(2) or "")
            yield renamed_method("viper-router-prefix", kind, f"a RouterInput method renamed {match.group(1)}… -> {new}…",
                        f"{decl.name}.{first} -> {new_name}", model, module, source, member, new_name)


COMPONENT_WORDS = ("view", "presenter", "interactor", "router", "assembly", "dataDisplayManager",
                   "cellObjectFactory", "moduleInput", "state", "viewController")


def viper_assembly_prefix(model):
    for module in sorted(model.viper):
        for _, assembly in model.component(module, "Assembly"):
            header_names = set()
            for source, body in model.bodies(assembly.name):
                if source.path.endswith(".h"):
                    header_names |= {m.name for m in body.members}
            for source, body in model.bodies(assembly.name):
                for member in body.members:
                    match = re.match(rf"^({'|'.join(COMPONENT_WORDS)}){module}Module$", member.name)
                    if not match or (source.path.endswith(".m") and member.name in header_names):
                        continue
                    component = match.group(1)
                    for kind, new, what in (
                            ("factory-named-module-first", f"{lower_first(module)}{upper_first(component)}",
                             "an assembly factory renamed <module><Component> instead of <component><Module>Module"),
                            ("factory-module-suffix-dropped", f"{component}{module}",
                             "an assembly factory renamed <component><Module> (the Module suffix dropped)")):
                        yield renamed_method("viper-assembly-prefix", kind, what, f"{assembly.name}.{member.name} -> {new}", model, module, source, member, new)


def viper_doc_comments(model):
    for source, decl, module, role in model.viper_protocols:
        if module not in model.viper:
            continue
        for member in decl.members:
            doc = source.doc_lines(member.line)
            if member.kind in ("func", "method") and doc:
                yield plant("viper-doc-comments", "protocol-method-doc-removed",
                            f"the doc comment of {a(role)} protocol method deleted", f"{decl.name}.{member.name}",
                            source, delete_lines(source, doc))
                break
    for module in sorted(model.viper):
        for component in ("Interactor", "Presenter", "Router", "ViewController", "Assembly"):
            for source, decl in model.component(module, component):
                doc = source.doc_lines(decl.line)
                if doc and (source.swift or source.path.endswith(".h")):
                    yield plant("viper-doc-comments", "component-class-doc-removed",
                                f"the doc comment of a module's {component} class deleted", decl.name, source,
                                delete_lines(source, doc))


def _adopted(model, source, decl):
    protocols = set(decl.inherits)
    for _, other in model.project.types.get(decl.name, []):
        protocols |= set(other.inherits)
    for _, extension in model.project.extensions(decl.name):
        protocols |= set(extension.inherits)
    return {re.sub(r"<.*", "", p) for p in protocols if p.endswith(("Input", "Output", "Protocol", "Delegate", "DataSource"))}


def viper_section_marks(model):
    for module in sorted(model.viper):
        for component in ("Presenter", "Interactor", "ViewController", "Router"):
            for _, decl in model.component(module, component):
                for source in model.project.files.values():
                    for body in source.decls:
                        if body.name != decl.name or body.kind not in ("implementation", "class", "extension"):
                            continue
                        adopted = _adopted(model, source, decl)
                        if len(adopted) < 2:
                            continue
                        if body.kind == "extension" and len(body.inherits) == 1:
                            continue
                        depth_ok = (lambda line: True) if not source.swift else \
                            (lambda line: source.depths[line] == body.depth + 1)
                        marks = [(line, title) for line, title in source.marks(body.open_line + 1, body.close_line)
                                 if depth_ok(line)]
                        # Protocol marks with methods under them, up to the next mark.
                        named = []
                        for index, (line, title) in enumerate(marks):
                            protocol = next((p for p in sorted(adopted) if re.search(rf"\b{p}\b", title)), None)
                            end = marks[index + 1][0] if index + 1 < len(marks) else body.close_line
                            if protocol and any(line < m.line < end and m.kind in ("func", "method") for m in body.members):
                                named.append((line, protocol))
                        if len({p for _, p in named}) < 2:
                            continue
                        line, protocol = named[1]
                        kind = "swift-protocol-mark-removed" if source.swift else "objc-protocol-mark-removed"
                        yield plant("viper-section-marks", kind,
                                    "the mark line grouping one adopted protocol's methods deleted (they join the previous protocol's group)",
                                    f"{body.name}: {protocol}", source, delete_lines(source, [line]))


def viper_forward_declarations(model):
    for source in model.project.files.values():
        # The public headers of module components (`PostListPresenter.h`, `PostListViewInput.h`).
        if not source.path.endswith(".h") or not any(
                d.kind in ("interface", "protocol") and (split_component(d.name) or ("",))[0] in model.viper
                for d in source.decls):
            continue
        needed = set()
        for decl in source.decls:
            needed |= set(decl.inherits) | {decl.superclass}
        for line, kind, names in source.forwards:
            for name in names:
                header = f"{name}.h"
                if name in needed or header not in model.project.basenames:
                    continue
                newline = source.newline()
                lines = list(source.lines)
                rest = [n for n in names if n != name]
                keyword = "@class" if kind == "class" else "@protocol"
                indent = indent_of(lines[line])
                lines[line] = f'{indent}#import "{header}"{newline}'
                if rest:
                    lines[line] = f"{indent}{keyword} {', '.join(rest)};{newline}" + lines[line]
                plant_kind = "class-forward-replaced-by-import" if kind == "class" else "protocol-forward-replaced-by-import"
                yield plant("viper-forward-declarations", plant_kind,
                            f"a `{keyword}` forward declaration in a public header replaced by `#import` of its header",
                            f"{source.name}: {name}", source, joined(lines))
