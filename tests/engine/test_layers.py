"""The package's layers import only downward (docs/architecture.md): the engine; the words and
the computer players; the learning aids; the page's logic and the command line; the DOM
layer. No two layers import each other; no module imports itself through others is checked
for every module, at any depth, by ``test_import_circles.py``."""

from __future__ import annotations

from pathlib import Path

import briscola
from tests.support.import_graph import import_graph

PACKAGE = Path(briscola.__file__).parent
ALLOWED = {
    "engine": {"engine"},
    "i18n": {"engine", "i18n"},
    "ai": {"engine", "ai"},
    "learn": {"engine", "ai", "i18n", "learn"},
    "puzzles": {"engine", "ai", "i18n", "learn", "puzzles"},
    "app": {"engine", "ai", "i18n", "learn", "puzzles", "app"},
    "cli": {"engine", "ai", "i18n", "learn", "puzzles", "cli"},
    "ui": {"engine", "ai", "i18n", "learn", "puzzles", "app", "ui"},
}


def layer_of(module: str) -> str:
    """``briscola.ai.levels.hard`` → ``ai``; a module directly in ``briscola/`` is the engine."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in ALLOWED else "engine"


def test_the_layers_import_only_downward() -> None:
    offenders = {}
    for module, imported in sorted(import_graph(PACKAGE, "briscola").items()):
        if module == "briscola.__main__":
            continue  # the command's entry point
        wrong = sorted(m for m in imported if layer_of(m) not in ALLOWED[layer_of(module)])
        if wrong:
            offenders[module] = wrong
    assert offenders == {}


def test_no_two_layers_import_each_other() -> None:
    both = {(a, b) for a in ALLOWED for b in ALLOWED[a] if a < b and a in ALLOWED[b]}
    assert both == set()


def test_the_checker_sees_the_layers_and_their_imports() -> None:
    assert layer_of("briscola.state") == "engine" and layer_of("briscola.ai.levels.hard") == "ai"
    assert layer_of("briscola.ai") == layer_of("briscola.ai.__init__") == "ai"
    assert layer_of("briscola.learn.review") == "learn" and layer_of("briscola.i18n.it") == "i18n"
    graph = import_graph(PACKAGE, "briscola")
    assert "briscola.app.controller" in graph["briscola.ui.game"]
    assert "briscola.ui.markup.html" in graph["briscola.ui.markup.table"]
