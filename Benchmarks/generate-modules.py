#!/usr/bin/env python3
"""Writes a corpus of realistic MVP modules (protocols file, view controller, presenter, cell)
for `flowlint protocols`: FILES files in all, about a tenth of the modules with a flaw."""
import os, sys

root, total = sys.argv[1], int(sys.argv[2])
words = ["Event", "Profile", "Settings", "Order", "Basket", "Catalog", "Search", "Chat", "News", "Payment"]

def module_name(i):
    return f"{words[i % len(words)]}{words[(i // len(words)) % len(words)]}{i}"

def protocols(m, flawed):
    bound = ": class" if flawed else ": AnyObject"
    methods = "\n".join(f"    func showItem{k}(title: String, subtitle: String)" for k in range(6))
    return f"""import Foundation

protocol {m}ViewProtocol{bound} {{

    // MARK: - Properties

    var presenter: {m}PresenterProtocol! {{ get set }}

    // MARK: - Methods

    func showLoadingIndicator()
    func hideLoadingIndicator()
{methods}
    func reload{m}()
}}

protocol {m}PresenterProtocol: AnyObject {{

    // MARK: - Properties

    var view: {m}ViewProtocol! {{ get set }}

    var numberOfItems: Int {{ get }}

    // MARK: - Methods

    func viewDidLoad()
    func viewDidSelectItem(atIndex index: Int)

    func {m[0].lower() + m[1:]}CellPresenter(atIndex index: Int) -> {m}CellPresenterProtocol?

    func title(for section: Int) -> String?
}}

protocol {m}CellViewProtocol: AnyObject {{

    // MARK: - Properties

    var presenter: {m}CellPresenterProtocol! {{ get set }}

    // MARK: - Methods

    func showTitle(_ title: String)
}}

protocol {m}CellPresenterProtocol: AnyObject {{

    // MARK: - Properties

    var view: {m}CellViewProtocol! {{ get set }}

    // MARK: - Methods

    func viewDidLoad()
}}
"""

def view_controller(m, flawed):
    conformance = f", {m}ViewProtocol" if flawed else ""
    body = "\n".join(f"""    func showItem{k}(title: String, subtitle: String) {{
        titleLabel.text = title + " " + subtitle
        tableView.reloadData()
    }}
""" for k in range(6))
    return f"""import UIKit

final class {m}ViewController: UIViewController{conformance} {{

    // MARK: - Properties

    var presenter: {m}PresenterProtocol!

    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet private weak var titleLabel: UILabel!

    // MARK: - Lifecycle

    override func viewDidLoad() {{
        super.viewDidLoad()
        presenter.viewDidLoad()
    }}
}}

// MARK: - {m}ViewProtocol

extension {m}ViewController{"" if flawed else ": " + m + "ViewProtocol"} {{

    func showLoadingIndicator() {{ activityIndicator.startAnimating() }}
    func hideLoadingIndicator() {{ activityIndicator.stopAnimating() }}

{body}
    func reload{m}() {{ tableView.reloadData() }}
}}
"""

def presenter(m, flawed):
    weak = "" if flawed else "weak "
    return f"""import Foundation

final class {m}Presenter: {m}PresenterProtocol {{

    // MARK: - Properties

    {weak}var view: {m}ViewProtocol!

    var numberOfItems: Int {{ items.count }}

    private var items: [String] = []
    private let service: {m}ServiceProtocol

    // MARK: - Init

    init(service: {m}ServiceProtocol) {{
        self.service = service
    }}

    // MARK: - Methods

    func viewDidLoad() {{
        view.showLoadingIndicator()
        service.load {{ [weak self] result in
            CFRunLoopPerformBlock(CFRunLoopGetMain(), CFRunLoopMode.defaultMode.rawValue) {{
                self?.items = result
                self?.view.hideLoadingIndicator()
                self?.view.reload{m}()
            }}
        }}
    }}

    func viewDidSelectItem(atIndex index: Int) {{
        guard items.indices.contains(index) else {{ return }}
        view.showItem0(title: items[index], subtitle: "")
    }}

    func {m[0].lower() + m[1:]}CellPresenter(atIndex index: Int) -> {m}CellPresenterProtocol? {{
        items.indices.contains(index) ? {m}CellPresenter(title: items[index]) : nil
    }}

    func title(for section: Int) -> String? {{ section == 0 ? "{m}" : nil }}
}}
"""

def cell(m):
    return f"""import UIKit

final class {m}Cell: UITableViewCell {{

    // MARK: - Properties

    var presenter: {m}CellPresenterProtocol!

    @IBOutlet private weak var titleLabel: UILabel!
}}

// MARK: - {m}CellViewProtocol

extension {m}Cell: {m}CellViewProtocol {{
    func showTitle(_ title: String) {{ titleLabel.text = title }}
}}
"""

written = 0
i = 0
while written < total:
    m = module_name(i)
    flawed = i % 10 == 9
    folder = os.path.join(root, "App", "Modules", m)
    os.makedirs(folder, exist_ok=True)
    for name, text in [(f"{m}Protocols.swift", protocols(m, flawed)), (f"{m}ViewController.swift", view_controller(m, flawed)),
                       (f"{m}Presenter.swift", presenter(m, flawed)), (f"{m}Cell.swift", cell(m))]:
        if written >= total:
            break
        with open(os.path.join(folder, name), "w") as out:
            out.write(text)
        written += 1
    i += 1
