"""What the shared-deal tests of the controller share: a quick table, a link and the page's
address, a page opened with a link, a store holding a game in progress, a store's contents."""

from __future__ import annotations

import random

from briscola.app.commands import Click
from briscola.app.controller import Controller
from briscola.app.saved.storage import MemoryStore, save_settings
from briscola.app.screens.page import screen_name
from briscola.setup.settings import Settings
from tests.support.controller import FakeClock, FakeLock, step
from tests.support.stores import NS

QUICK = Settings(levels=("greedy",) * 5)
LINK = "v=1&p=2&d=40&var=classic&sw=1&fs=0&sg=0&lv=greedy&seed=1234&n=1&pts=72&res=w"
URL = "https://example.org/briscola/"


def opened(store: MemoryStore, link: str | None) -> Controller:
    """A page opened on ``store`` with the shared deal's ``link``."""
    return Controller(store, NS, FakeLock(), FakeClock(), random.Random(5), link=link, page_url=URL)


def saved_game() -> MemoryStore:
    """A store holding settings, statistics and a game in progress (two moves in)."""
    store = MemoryStore()
    save_settings(store, NS, QUICK)
    game = opened(store, None)
    game.handle(Click("start"))
    while game.state.play.session is not None and len(game.state.play.session.hand.moves) < 3:
        step(game)
    game.handle(Click("leave"))  # asks first: the game stays
    while screen_name(game.state) != "result":
        step(game)
    game.handle(Click("again"))
    step(game)
    step(game)
    return store


def snapshot(store: MemoryStore) -> dict[str, str | None]:
    """Every key of ``store`` with its text."""
    return {k: store.get(k) for k in store.keys()}  # noqa: SIM118 (a store, not a dict)
