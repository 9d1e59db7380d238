"""One vocabulary of acts: every act the page's markup can emit has exactly one handler, every
handler has an act, and an act the page does not know is reported, never ignored.

What the markup can emit is read from the source (every ``Act.…`` that the markup, the
page's events and the presenters name) rather than from rendered screens: some controls
show only in states a walk through the screens hardly reaches (the crash notice's
"Ricomincia", the update, the install offer), and a scan sees them all. It holds because
the markup writes no act as text: each ``data_act=`` is an ``Act`` member or a parameter
typed ``Act`` (mypy checks the callers), and no string of the markup spells ``data-act=``;
both are checked here. The screens rendered through a game are checked too, as a second look
at what the HTML really carries.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import briscola
from briscola.app.acts import Act, act_of
from briscola.app.commands import Click, Key
from briscola.app.effects import LogError
from briscola.app.handlers import clicks
from briscola.app.handlers.clicks import HANDLERS
from briscola.app.screens.page import Page
from briscola.ui.markup import chrome
from briscola.ui.markup.result import result
from briscola.ui.markup.review import review
from briscola.ui.markup.rules import rules
from briscola.ui.markup.saved_data import saved_data
from briscola.ui.markup.series_end import series_end
from briscola.ui.markup.start import start
from briscola.ui.markup.stats import stats_page
from briscola.ui.markup.table import layout, regions
from tests.support.controller import QUICK, controller, renders, step

PACKAGE = Path(briscola.__file__).parent
TABLE = Path(clicks.__file__)


def _sources() -> list[tuple[Path, ast.Module]]:
    return [(p, ast.parse(p.read_text(encoding="utf-8"))) for p in sorted(PACKAGE.rglob("*.py"))]


def named_acts(tree: ast.AST) -> set[Act]:
    """Every ``Act.MEMBER`` a module names."""
    return {
        Act[node.attr]
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "Act"
        and node.attr in Act.__members__
    }


EMITTERS = (PACKAGE / "ui", PACKAGE / "app" / "screens")
"""Where the acts the page can ask for are written: the markup and the page's events
(``ui/``), and the presenters that put an act in a model (the notice's button)."""


def emitted_acts() -> set[Act]:
    """The acts the page can ask for: those its markup, events and presenters name."""
    return {
        act
        for path, tree in _sources()
        if any(path.is_relative_to(folder) for folder in EMITTERS)
        for act in named_acts(tree)
    }


def test_every_act_has_exactly_one_handler_in_the_one_table() -> None:
    assert set(HANDLERS) == set(Act)
    table = next(
        node.value
        for node in ast.walk(ast.parse(TABLE.read_text(encoding="utf-8")))
        if isinstance(node, ast.AnnAssign)
        and isinstance(node.target, ast.Name)
        and node.target.id == "HANDLERS"
    )
    assert isinstance(table, ast.Dict)
    keys = [ast.unparse(key) for key in table.keys if key is not None]
    assert len(keys) == len(set(keys)) == len(Act)  # a key written twice would hide one


def test_every_act_the_page_can_emit_is_handled_and_every_handler_is_reachable() -> None:
    assert emitted_acts() == set(HANDLERS)


ACT_TYPES = ("Act", "Act | None")


def _loose_acts(node: ast.AST, typed: set[str], found: list[str]) -> None:
    """Each ``data_act=`` under ``node`` that is neither an ``Act`` member nor a parameter
    of its function typed ``Act`` (``typed``: those parameters' names)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            args = child.args
            inner = {
                a.arg
                for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]
                if a.annotation is not None and ast.unparse(a.annotation) in ACT_TYPES
            }
            _loose_acts(child, inner, found)
            continue
        if isinstance(child, ast.Call):
            for keyword in child.keywords:
                value = keyword.value
                member = isinstance(value, ast.Attribute) and ast.unparse(value.value) == "Act"
                typed_name = isinstance(value, ast.Name) and value.id in typed
                if keyword.arg == "data_act" and not (member or typed_name):
                    found.append(f"{child.lineno}: data_act={ast.unparse(value)}")
        _loose_acts(child, typed, found)


def loose_acts(tree: ast.Module) -> list[str]:
    """Where a module writes an act as text: a ``data_act=`` that is no ``Act``, or a string
    (not a docstring) that spells ``data-act=``."""
    found: list[str] = []
    _loose_acts(tree, set(), found)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    found += [
        f"{node.lineno}: {node.value[:40]!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and "data-act=" in node.value
        and id(node) not in docstrings
    ]
    return found


def test_the_markup_writes_no_act_as_text() -> None:
    assert {path.name: loose_acts(tree) for path, tree in _sources() if loose_acts(tree)} == {}


def test_the_scan_sees_acts_and_acts_written_as_text() -> None:
    source = (
        '"""A docstring may show data-act="x"."""\n'
        "def f(act: str, good: Act):\n"
        '    return attrs(data_act=act), attrs(data_act="x"), attrs(data_act=good), Act.NEXT\n'
        "def g():\n"
        "    return '<b data-act=\"y\">', attrs(data_act=Act.BACK)\n"
    )
    tree = ast.parse(source)
    assert named_acts(tree) == {Act.NEXT, Act.BACK}
    assert loose_acts(tree) == ["3: data_act=act", "3: data_act='x'", "5: '<b data-act=\"y\">'"]


def page_markup(page: Page) -> str:
    """The HTML the page's adapter writes for ``page`` (the nav, the notice, the screen)."""
    lang = page.lang
    parts = [chrome.nav(lang, page.screen, page.in_game, page.sound)]
    if page.notice is not None:
        notice = page.notice
        parts.append(
            chrome.notice(notice.message, lang, notice.action, notice.action_label, notice.closable)
        )
    if page.start is not None:
        parts.append(start(page.start, lang, page.installable))
    if page.screen == "rules":
        parts.append(rules(lang))
    if page.data is not None:
        parts.append(saved_data(page.data, lang))
    if page.stats is not None:
        parts.append(stats_page(page.stats, lang))
    if page.series is not None:
        parts.append(series_end(page.series, lang))
    if page.result is not None:
        parts.append(result(page.result, lang))
    if page.review is not None:
        parts.append(review(page.review, lang))
    if page.table is not None:
        parts.append(layout(page.table, lang) + "".join(regions(page.table, lang).values()))
    parts += [chrome.confirm_erase(lang), chrome.crash("!", lang)]
    return "".join(parts)


def test_the_screens_rendered_through_a_game_carry_only_known_acts() -> None:
    game, _ = controller(QUICK.replace(best_of=3))
    pages = [game.page()]
    game.handle(Click(Act.INSTALL))
    for act in (Act.STATS, Act.DATA, Act.RULES, Act.BACK, Act.START):
        pages.append(renders(game.handle(Click(act)))[0].page)
    while game.page().screen != "result":
        _, effects = step(game)
        pages += [r.page for r in renders(effects)]
    pages.append(renders(game.handle(Click(Act.SHARE)))[0].page)
    seen = {m for page in pages for m in re.findall(r'data-act="([^"]*)"', page_markup(page))}
    assert seen and {act_of(name) for name in seen} <= set(Act)
    assert {"play", "next", "share-copy", "back", "daily", "language"} <= seen


@pytest.mark.parametrize(
    ("lang", "words"),
    [("it", "comando sconosciuto"), ("en", "unknown command"), ("de", "unbekannten Befehl")],
)
def test_an_unknown_act_is_reported_on_the_page_and_in_the_console(lang: str, words: str) -> None:
    game, store = controller(QUICK.replace(language=lang))
    game.handle(Click(Act.START))
    before = (
        game.state.play.session.to_json() if game.state.play.session else None,
        dict(store.data),
    )
    effects = game.handle(Click("next<script>", "1"))
    logged = [e for e in effects if isinstance(e, LogError)]
    assert len(logged) == 1 and words in logged[0].message
    assert "next<script>" in logged[0].message
    page = renders(effects)[0].page
    assert page.notice is not None and logged[0].message in page.notice.message
    assert (
        game.state.play.session.to_json() if game.state.play.session else None,
        dict(store.data),
    ) == before
    effects = game.handle(Click(Act.DISMISS))
    assert renders(effects)[0].page.notice is None


def test_a_long_unknown_act_is_shortened_and_a_known_act_logs_nothing() -> None:
    game, _ = controller(QUICK)
    effects = game.handle(Click("z" * 500))
    (logged,) = [e for e in effects if isinstance(e, LogError)]
    assert len(logged.message) < 250
    assert not [e for e in game.handle(Click(Act.RULES)) if isinstance(e, LogError)]
    assert not [e for e in game.handle(Key(1)) if isinstance(e, LogError)]


def test_an_act_is_the_text_the_page_sends() -> None:
    assert Click(Act.NEXT) == Click("next") and act_of("review-kept") is Act.REVIEW_KEPT
