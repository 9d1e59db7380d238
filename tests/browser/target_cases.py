"""The target-size check's cases: the header's menu and the start screen as the page writes
them, in Italian, English and German: the start screen with its settings closed and open
(after a hand, so that its line of counts and the way to the statistics show, and with the
browser's install offer), and the menu over the table and the result.

Each case is made in CPython by the page's own controller and written with the page's own
markup functions, as ``layout_cases.py`` does for the table; ``test_target_size.py`` writes
each into the built page without its scripts and measures its controls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from briscola.app.acts import Act
from briscola.app.commands import Click, InstallOffer
from briscola.app.controller import Controller
from briscola.app.screens.page import Page, screen_name
from briscola.ui.markup import chrome
from briscola.ui.markup.result import result
from briscola.ui.markup.start import start
from briscola.ui.markup.table import layout, regions
from tests.support.controller import QUICK, controller, step


@dataclass(frozen=True)
class TargetCase:
    """One screen: what the page writes, and what it is called."""

    name: str
    writes: dict[str, Any]


def _writes(page: Page) -> dict[str, Any]:
    """The menu, the screen's section and its markup, and the body's state."""
    lang = page.lang
    if page.start is not None:
        html = start(page.start, lang, page.installable)
    elif page.table is not None:
        html = layout(page.table, lang)
    else:
        assert page.result is not None
        html = result(page.result, lang)
    return {
        "nav": chrome.nav(lang, page.screen, page.in_game, page.sound),
        "screen": page.screen,
        "html": html,
        "regions": regions(page.table, lang) if page.table is not None else {},
    }


def _to(game: Controller, screen: str) -> None:
    for _ in range(2000):
        if screen_name(game.state) == screen:
            return
        step(game)
    raise AssertionError(f"never reached {screen}")


def target_cases() -> list[TargetCase]:
    """The start screen (settings closed, then open), the table and the result, per language."""
    found = []
    for lang in ("it", "en", "de"):
        game, _ = controller(QUICK.replace(language=lang, best_of=1))
        game.handle(InstallOffer(True))
        game.handle(Click(Act.START))
        _to(game, "table")
        found.append(TargetCase(f"{lang} table", _writes(game.page())))
        _to(game, "result")
        found.append(TargetCase(f"{lang} result", _writes(game.page())))
        game.handle(Click(Act.SETTINGS))
        assert screen_name(game.state) == "start"
        found.append(TargetCase(f"{lang} start", _writes(game.page())))
        game.handle(Click(Act.MORE))
        found.append(TargetCase(f"{lang} start settings", _writes(game.page())))
    return found
