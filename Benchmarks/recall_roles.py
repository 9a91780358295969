"""Roles by name, as the seeds and SPEC name them (Benchmarks/recall.py).

MVP: `<M>ViewProtocol`, `<M>PresenterProtocol`. VIPER: a module is the types sharing a prefix and a
component suffix; protocols `<M>InteractorInput`… (also with a `Protocol` suffix, `<M>RouterProtocol`,
`<M>InteractorProtocol`) and the templates' `<M>_PresenterToRouterProtocol` family.
"""
import re

# Longest first, so that `InteractorInput` wins over `Interactor`.
COMPONENTS = ["DataDisplayManager", "CellObjectFactory", "InteractorOutput", "InteractorInput", "ModuleOutput",
              "ModuleInput", "ViewController", "RouterInput", "ViewOutput", "ViewInput", "Interactor", "Presenter",
              "Assembly", "Router", "Route", "State", "View", "Cell"]
LAYER = {"Interactor": "Interactor", "InteractorInput": "Interactor", "InteractorOutput": "Interactor",
         "Presenter": "Presenter", "ModuleInput": "Presenter", "ModuleOutput": "Presenter", "State": "Presenter",
         "Router": "Router", "RouterInput": "Router", "Route": "Router", "Assembly": "Assembly",
         "View": "View", "ViewController": "View", "ViewInput": "View", "ViewOutput": "View", "Cell": "View",
         "DataDisplayManager": "View", "CellObjectFactory": "View"}
LAYERS = ("Assembly", "Interactor", "Presenter", "Router", "View")
INPUT_ROLES = ("InteractorInput", "ViewInput", "ModuleInput")
OUTPUT_ROLES = ("InteractorOutput", "ViewOutput", "ModuleOutput")
ARROWS = {"ViewToPresenter": "ViewOutput", "PresenterToView": "ViewInput", "PresenterToInteractor": "InteractorInput",
          "InteractorToPresenter": "InteractorOutput", "PresenterToRouter": "RouterInput"}


def split_component(name):
    """`PostListInteractorInput` → (`PostList`, `InteractorInput`); None for other names."""
    for component in COMPONENTS:
        if name.endswith(component) and len(name) > len(component) and name[-len(component) - 1] != "_":
            module = name[:-len(component)]
            if module[:1].isupper():
                return module, component
    return None


def protocol_role(name):
    """(module, role) of a VIPER protocol name, or None (MVP names are not VIPER roles)."""
    if re.search(r"(View|Presenter)Protocol$", name) and not any(arrow in name for arrow in ARROWS):
        return None
    body = name[:-len("Protocol")] if name.endswith("Protocol") and len(name) > 8 else name
    for arrow, role in ARROWS.items():
        if body.endswith(arrow):
            module = body[:-len(arrow)].rstrip("_")
            return (module, role) if module else None
    split = split_component(body)
    if not split:
        return None
    module, component = split
    if name.endswith("Protocol") and component in ("Interactor", "Router"):
        component += "Input"
    return (module, component) if component in INPUT_ROLES + OUTPUT_ROLES + ("RouterInput",) else None


def mvp_role(name):
    match = re.match(r"^([A-Z]\w*?)(View|Presenter)Protocol$", name)
    if not match or "_" in name:
        return None
    return match.group(1), match.group(2).lower()


def camel_words(name):
    return re.findall(r"[A-Z]+(?=[A-Z][a-z]|\d|\b|$)|[A-Z]?[a-z]+|[A-Z]+|\d+", name)


def lower_first(text):
    return text[:1].lower() + text[1:]


def upper_first(text):
    return text[:1].upper() + text[1:]


# Words that are nouns and never verbs in app code: a method named after one doesn't start with a verb.
NOUNS = {"data", "user", "users", "item", "items", "article", "articles", "movie", "movies", "film", "films",
         "news", "city", "cities", "weather", "account", "accounts", "wallet", "wallets", "transaction",
         "transactions", "token", "tokens", "settings", "details", "info", "information", "event", "events",
         "category", "categories", "product", "products", "location", "locations", "country", "countries",
         "currency", "currencies", "game", "games", "song", "songs", "album", "albums", "book", "books",
         "note", "notes", "task", "tasks", "todo", "todos", "friend", "friends", "pokemon", "pokemons",
         "character", "characters", "speaker", "speakers", "lecture", "lectures", "conference", "conferences",
         "session", "sessions", "user", "person", "people", "employee", "employees", "card", "cards",
         "payment", "payments", "contact", "contacts", "photos", "images", "pictures", "video", "videos",
         "forecast", "forecasts", "recipe", "recipes", "restaurant", "restaurants", "menu", "cart", "basket",
         "question", "questions", "answer", "answers", "lesson", "lessons", "course", "courses", "author",
         "authors", "team", "teams", "project", "projects", "workout", "workouts", "exercise", "exercises",
         "folder", "folders", "document", "documents", "file", "files", "date", "dates", "time", "day",
         "days", "week", "month", "year", "price", "prices", "rate", "rates", "coin", "coins", "asset",
         "assets", "network", "networks", "chain", "chains", "password", "email", "phone", "avatar",
         "region", "regions", "station", "stations", "route", "routes", "stock", "stocks", "index",
         "indexes", "expense", "expenses", "fight", "fighters", "match", "matches", "race", "races",
         "result", "results", "mnemonic", "seed", "pin", "key", "keys", "ticket", "tickets", "story",
         "stories", "comment", "comments", "tag", "tags", "venue", "venues", "shop", "shops", "store",
         "stores", "order", "orders", "status", "statuses", "message", "messages", "channel", "channels"}
NOUNS -= {"order", "match", "date", "time", "file", "rate", "note", "stock", "pin", "seed", "key", "index",
          "message", "store", "shop", "comment", "tag", "answer", "question", "result", "card", "route",
          "fight", "race", "price", "book", "contact", "email", "phone", "chain", "network", "team",
          "author", "project", "exercise", "document", "folder", "comment", "channel", "session", "status"}
PREPOSITIONS = {"with", "for", "by", "from", "to", "at", "in", "on", "and", "of", "if", "as", "into", "about"}


def a(word):
    """`a View`, `an Interactor`."""
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word
