"""app/ shows the page: its parts import one way, each presenter is named after the markup
that draws it, and no other module of the page's logic takes a markup module's name."""

from __future__ import annotations

from pathlib import Path

import briscola
from tests.support.import_graph import circles, import_graph

PACKAGE = Path(briscola.__file__).parent
APP, MARKUP = PACKAGE / "app", PACKAGE / "ui" / "markup"
HELPERS = {"page", "faces", "daily", "stats_chart", "rating_chart"}
"""Presenters that no markup module is named after: the whole page, and pieces that serve
several screens (card faces, the daily deal's lines, the statistics' charts)."""
ORDER = (
    {"game", "online"},
    {"statistics"},
    {"aids"},
    {"saved"},
    {"state", "acts", "commands", "ports", "url_params"},
    {"screens"},
    {"effects", "steps"},
    {"handlers"},
    {"writer"},
    {"controller"},
)
"""The parts of app/, each importing only those of its own row and of the rows above
(docs/architecture.md's table of them)."""
NOT_SCREENS = {"chrome", "html", "motion", "patch", "rules"}
"""Markup modules that draw no presenter's model: the page's frame and dialogs, the HTML
helpers, the cards' motion, the region patches, the rules page (its words only)."""


def part_of(module: str) -> str | None:
    """``briscola.app.screens.start`` → ``screens``; a module of app/ itself is its own part."""
    parts = module.split(".")
    return parts[2] if parts[:2] == ["briscola", "app"] and len(parts) > 2 else None


def parts_graph() -> dict[str, frozenset[str]]:
    """Each part of app/ and the parts it imports."""
    graph: dict[str, set[str]] = {}
    for module, imported in import_graph(PACKAGE, "briscola").items():
        part = part_of(module)
        if part is not None:
            others = {part_of(m) for m in imported} - {None, part}
            graph.setdefault(part, set()).update(p for p in others if p is not None)
    return {part: frozenset(others) for part, others in graph.items()}


def modules(folder: Path) -> set[str]:
    return {p.stem for p in folder.glob("*.py")} - {"__init__"}


def test_the_parts_of_the_page_logic_import_one_way() -> None:
    graph = parts_graph()
    rank = {part: row for row, parts in enumerate(ORDER) for part in parts}
    assert set(graph) == set(rank)
    upward = {(a, b) for a, others in graph.items() for b in others if rank[b] > rank[a]}
    assert upward == set()
    assert circles(graph) == []


def test_each_presenter_is_named_after_the_markup_that_draws_it() -> None:
    presenters = modules(APP / "screens") - HELPERS
    assert presenters == modules(MARKUP) - NOT_SCREENS
    graph = import_graph(PACKAGE, "briscola")
    for name in presenters:
        assert f"briscola.app.screens.{name}" in graph[f"briscola.ui.markup.{name}"], name


def test_no_other_module_of_the_page_logic_takes_a_markup_name() -> None:
    names = {p.stem for p in APP.rglob("*.py") if p.parent.name != "screens"} - {"__init__"}
    assert names & modules(MARKUP) == set()
