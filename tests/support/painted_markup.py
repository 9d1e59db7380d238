"""The HTML a saved render can hold: what the page writes for the screens it keeps (the bar,
the start screen, the table's frame and regions, the result), over games of every table and
variant with every aid on, the languages in turn; and the tags and attributes it uses."""

from __future__ import annotations

import random
from collections.abc import Iterator
from html.parser import HTMLParser

from briscola.app.commands import Click
from briscola.app.controller import Controller
from briscola.app.saved.storage import MemoryStore, save_settings
from briscola.app.screens.page import Page
from briscola.engine.variants import TEAM_TABLES, VARIANTS
from briscola.setup.settings import Settings
from briscola.ui.markup.chrome import nav
from briscola.ui.markup.result import result
from briscola.ui.markup.start import start
from briscola.ui.markup.table import layout, regions
from tests.support.controller import FakeClock, FakeLock, step
from tests.support.stores import NS


def tables() -> Iterator[Settings]:
    """Every table the start screen offers, each variant it plays, every aid on."""
    for players in range(2, 7):
        for name, variant in VARIANTS.items():
            if players not in variant.tables:
                continue
            settings = Settings(
                players=players,
                variant=name,
                levels=("greedy",) * 5,
                show_points=True,
                show_tricks=True,
                signals=players in TEAM_TABLES,
                counting="grid" if players % 2 else "key",
                best_of=3 if players != 5 else 1,
            )
            yield settings


def pages(settings: Settings, lang: str, seed: int) -> Iterator[Page]:
    """The pages of one game of ``settings``, from the start screen to the result, asking for
    a hint at the person's first turn."""
    store = MemoryStore()
    save_settings(store, NS, settings.replace(language=lang))
    game = Controller(store, NS, FakeLock(), FakeClock(), random.Random(seed))
    yield game.page()
    game.handle(Click("start"))
    hinted = False
    while True:
        page = game.page()
        yield page
        if page.screen == "result":
            return
        if not hinted and page.table is not None and any(c.playable for c in page.table.hand):
            game.handle(Click("hint"))
            hinted = True
            yield game.page()
        step(game)


def writes(page: Page) -> Iterator[str]:
    """What the page writes for ``page`` into the elements a saved render keeps."""
    yield nav(page.lang, page.screen, page.in_game, page.sound)
    if page.start is not None:
        yield start(page.start, page.lang, installable=True)
    if page.result is not None:
        yield result(page.result, page.lang)
    if page.table is not None:
        yield layout(page.table, page.lang)
        yield from regions(page.table, page.lang).values()


def every_write() -> Iterator[str]:
    """The writes of a game at every table, the languages in turn (they share the markup)."""
    for number, settings in enumerate(tables()):
        for page in pages(settings, ("it", "en", "de")[number % 3], number):
            yield from writes(page)


class Tags(HTMLParser):
    """The tags and each tag's attributes in the HTML fed to it."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: dict[str, set[str]] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found.setdefault(tag, set()).update(name for name, _ in attrs)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)


def tags_used() -> dict[str, set[str]]:
    """Each tag the saved screens use, with the attributes it carries."""
    parser = Tags()
    for html in every_write():
        parser.feed(html)
    return parser.found
