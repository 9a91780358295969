#!/usr/bin/env python3
"""Writes the projects `protocols --fix` is measured on as they grow (Benchmarks/fix-scale.sh).

  generate-fix-scale.py modules ROOT FILES SUFFIXED
      Swift VIPER modules (interactor, presenter, view, router, assembly and their protocols)
      up to FILES files, SUFFIXED of them spread evenly and named `<Name>Module…`: each of
      those asks for its types to be renamed (`viper-module-name`). Every router names the next
      module's assembly, so a renamed type has uses in another module too. Every seventh
      interactor holds its output as `presenter` (`viper-references` asks for `output`).
  generate-fix-scale.py methods ROOT METHODS
      One MVP module whose presenter protocol declares METHODS methods with view events and
      data requests taking turns: half of them are out of order (`mvp-presenter-method-order`).
"""
import os, sys

words = ["Post", "Feed", "Profile", "Settings", "Chat", "Avatar", "Search", "Order", "Basket", "News"]


def write(root, relative, text):
    path = os.path.join(root, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as out:
        out.write(text)


def viper_module(name, next_name, output="output"):
    """A Swift VIPER module's files by path inside its folder; `name` may end in Module."""
    n, nx, out = name, next_name, output
    return {
        f"Interactor/{n}InteractorInput.swift":
            f"/// Модуль {n}: запросы к данным.\nprotocol {n}InteractorInput: AnyObject {{\n"
            f"    /// Запрашивает элементы.\n    func obtainItems()\n}}\n",
        f"Interactor/{n}InteractorOutput.swift":
            f"/// Модуль {n}: ответы интерактора.\nprotocol {n}InteractorOutput: AnyObject {{\n"
            f"    /// Элементы получены.\n    func didObtainItems(_ items: [String])\n}}\n",
        f"Interactor/{n}Interactor.swift":
            f"/// Модуль {n}: загрузка данных.\nfinal class {n}Interactor: {n}InteractorInput {{\n"
            f"    weak var {out}: {n}InteractorOutput?\n\n"
            f"    func obtainItems() {{\n        let items = [\"{n}\"]\n        {out}?.didObtainItems(items)\n    }}\n}}\n",
        f"Presenter/{n}Presenter.swift":
            f"/// Модуль {n}: логика экрана.\nfinal class {n}Presenter: {n}InteractorOutput {{\n"
            f"    weak var view: {n}ViewInput?\n    var interactor: {n}InteractorInput!\n    var router: {n}RouterInput!\n\n"
            f"    func didObtainItems(_ items: [String]) {{\n        view?.show(items)\n    }}\n}}\n",
        f"View/{n}ViewInput.swift":
            f"/// Модуль {n}: экран.\nprotocol {n}ViewInput: AnyObject {{\n    /// Показывает элементы.\n"
            f"    func show(_ items: [String])\n}}\n",
        f"View/{n}ViewController.swift":
            f"import UIKit\n\n/// Модуль {n}: экран.\nfinal class {n}ViewController: UIViewController, {n}ViewInput {{\n"
            f"    var output: {n}Presenter!\n\n    func show(_ items: [String]) {{\n        title = items.first\n    }}\n}}\n",
        f"Router/{n}RouterInput.swift":
            f"/// Модуль {n}: переходы.\nprotocol {n}RouterInput: AnyObject {{\n    /// Открывает следующий экран.\n"
            f"    func openNext()\n}}\n",
        f"Router/{n}Router.swift":
            f"/// Модуль {n}: переходы.\nfinal class {n}Router: {n}RouterInput {{\n"
            f"    func openNext() {{\n        _ = {nx}Assembly().make()\n    }}\n}}\n",
        f"Assembly/{n}Assembly.swift":
            f"import UIKit\n\n/// Модуль {n}: сборка.\nfinal class {n}Assembly {{\n"
            f"    func make() -> UIViewController {{\n        let view = {n}ViewController()\n"
            f"        let presenter = {n}Presenter()\n        let interactor = {n}Interactor()\n"
            f"        let router = {n}Router()\n        view.output = presenter\n        presenter.view = view\n"
            f"        presenter.interactor = interactor\n        presenter.router = router\n"
            f"        interactor.{out} = presenter\n        return view\n    }}\n}}\n",
    }


def modules(root, total, suffixed):
    per_module = len(viper_module("A", "B"))
    count = (total + per_module - 1) // per_module
    every = count // suffixed if suffixed else 0
    names = []
    for i in range(count):
        base = f"{words[i % len(words)]}{words[(i // len(words)) % len(words)]}{i}"
        names.append(base + "Module" if every and i % every == 0 and i // every < suffixed else base)
    written = 0
    for i, name in enumerate(names):
        output = "presenter" if i % 7 == 3 else "output"
        for relative, text in viper_module(name, names[(i + 1) % count], output).items():
            if written >= total:
                return
            write(root, os.path.join("App", "UserStories", name, relative), text)
            written += 1


def methods(root, count):
    view_methods = "\n".join(f"    func showItem{k}(_ title: String)" for k in range(4))
    presenter_methods = "\n".join(
        f"    /// Нажат элемент {k}.\n    func viewDidTapItem{k}()" if k % 2 else
        f"    /// Заголовок {k}.\n    func title{k}(for section: Int) -> String?" for k in range(count))
    write(root, "App/Catalog/CatalogProtocols.swift", f"""import Foundation

protocol CatalogViewProtocol: AnyObject {{

    // MARK: - Properties

    var presenter: CatalogPresenterProtocol! {{ get set }}

    // MARK: - Methods

{view_methods}
}}

protocol CatalogPresenterProtocol: AnyObject {{

    // MARK: - Properties

    var view: CatalogViewProtocol! {{ get set }}

    // MARK: - Methods

{presenter_methods}
}}
""")


if __name__ == "__main__":
    kind, root = sys.argv[1], sys.argv[2]
    if kind == "modules":
        modules(root, int(sys.argv[3]), int(sys.argv[4]))
    elif kind == "methods":
        methods(root, int(sys.argv[3]))
    else:
        sys.exit(f"unknown kind {kind}: modules or methods")
