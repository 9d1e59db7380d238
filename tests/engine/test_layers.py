"""The package's layers import only downward (docs/architecture.md): the engine; the table's
setup and the ratings; the words and the computer players; the learning aids and the puzzles;
the page's logic and the command line; the DOM layer. Nothing sits loose at the package's
root but its ``__init__`` and its entry point. No module imports itself through others:
``test_import_circles.py`` checks that for every module, at any depth."""

from __future__ import annotations

import re
from pathlib import Path

import briscola
from tests.support.import_graph import import_graph

PACKAGE = Path(briscola.__file__).parent
ARCHITECTURE = PACKAGE.parent / "docs" / "architecture.md"
ROOT_MODULES = {"briscola", "briscola.__main__"}
"""The package's own modules at its root: the lazy names (``from briscola import
GameState``) and ``python -m briscola``."""

ALLOWED = {
    "engine": {"engine"},
    "setup": {"engine", "setup"},
    "rating": {"engine", "rating"},
    "i18n": {"engine", "i18n"},
    "ai": {"engine", "setup", "ai"},
    "learn": {"engine", "setup", "ai", "i18n", "learn"},
    "puzzles": {"engine", "setup", "rating", "ai", "learn", "puzzles"},
    "network": {"engine", "setup", "network"},
    "app": {"engine", "setup", "rating", "ai", "i18n", "learn", "puzzles", "app"},
    "cli": {"engine", "ai", "learn", "puzzles", "cli"},
    "ui": {"engine", "setup", "ai", "i18n", "learn", "app", "ui"},
}
"""What each layer may import (itself included)."""


def layer_of(module: str) -> str:
    """``briscola.ai.levels.hard`` → ``ai``; the package's root modules are ``root``; a module
    of no layer is ``?``."""
    if module in ROOT_MODULES:
        return "root"
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in ALLOWED else "?"


def layer_edges() -> dict[str, set[str]]:
    """The layers each layer's modules import, from the package's import graph."""
    edges: dict[str, set[str]] = {}
    for module, imported in import_graph(PACKAGE, "briscola").items():
        if layer_of(module) != "root":
            edges.setdefault(layer_of(module), set()).update(layer_of(m) for m in imported)
    return edges


def test_nothing_sits_loose_at_the_root() -> None:
    loose = sorted(
        p.name
        for p in PACKAGE.iterdir()
        if p.suffix == ".py" and p.name not in {"__init__.py", "__main__.py"}
    )
    assert loose == []
    packages = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists()}
    assert packages == set(ALLOWED)


def test_the_layers_import_only_downward() -> None:
    offenders = {}
    for module, imported in sorted(import_graph(PACKAGE, "briscola").items()):
        if layer_of(module) == "root":
            continue  # the lazy names and the command's entry point
        wrong = sorted(m for m in imported if layer_of(m) not in ALLOWED[layer_of(module)])
        if wrong:
            offenders[module] = wrong
    assert offenders == {}


def test_every_import_the_table_allows_is_used() -> None:
    """The table is no looser than the code: a layer allowed to import another does."""
    edges = layer_edges()
    unused = {layer: ALLOWED[layer] - edges.get(layer, set()) - {layer} for layer in ALLOWED}
    assert unused == {layer: set() for layer in ALLOWED}


def test_the_architecture_page_lists_the_layers_and_what_they_import() -> None:
    """docs/architecture.md's layer table names each layer's folder and the layers it may
    import, as this test's table does."""
    rows = {}
    for line in ARCHITECTURE.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        folder = re.fullmatch(r"`briscola/(\w+)/`", cells[1]) if len(cells) > 3 else None
        if folder and folder[1] in ALLOWED:
            rows[folder[1]] = set(re.findall(r"`(\w+)`", cells[2])) | {folder[1]}
    assert rows == ALLOWED


def test_the_checker_sees_the_layers_and_their_imports() -> None:
    assert layer_of("briscola.engine.state") == "engine"
    assert layer_of("briscola.ai.levels.hard") == "ai"
    assert layer_of("briscola.ai") == layer_of("briscola.ai.__init__") == "ai"
    assert layer_of("briscola.learn.review") == "learn" and layer_of("briscola.i18n.it") == "i18n"
    assert layer_of("briscola.__main__") == "root" and layer_of("briscola.loose") == "?"
    graph = import_graph(PACKAGE, "briscola")
    assert "briscola.app.controller" in graph["briscola.ui.game"]
    assert "briscola.ui.markup.html" in graph["briscola.ui.markup.table"]
