"""The page's controller in CPython with a fake tab lock and clock, and the steps the page's
driver takes with it, for the controller's tests."""

from __future__ import annotations

import random

from briscola.app.acts import Act
from briscola.app.aids.hinting import HintTurn
from briscola.app.commands import Click, Command, ComputerMoved, HoldOver
from briscola.app.controller import Controller
from briscola.app.effects import Announce, Effect, Render
from briscola.app.handlers.playing import ComputerTurn, HoldTrick
from briscola.app.saved.storage import MemoryStore, save_settings
from briscola.app.screens.page import screen_name
from briscola.learn.hint import Hint, HintResult
from briscola.setup.settings import Settings
from tests.support.stores import NOW, NS

QUICK = Settings(levels=("greedy",) * 5)
"""Settings with the fast greedy player at every seat."""


class FakeLock:
    """A tab lock this tab gets unless ``free`` is False."""

    def __init__(self, free: bool = True, other_shared: bool = False) -> None:
        self.free = free
        self.other_shared = other_shared
        """The tab that holds the lock plays a shared hand (when this one does not)."""
        self.shared = False

    def acquire(self, force: bool = False, shared: bool = False) -> bool:
        if self.free or force:
            self.free, self.shared = True, shared
        return self.free

    def shared_elsewhere(self) -> bool:
        return not self.free and self.other_shared

    def owns(self) -> bool:
        return self.free

    def renew(self) -> bool:
        return self.free


class FakeClock:
    """A clock stopped at :data:`tests.support.stores.NOW`."""

    def now_ms(self) -> float:
        return NOW

    def local_time(self, ms: int, lang: str) -> str:
        return f"t{ms}"


def controller(
    settings: Settings | None = None, free: bool = True, seed: int = 1
) -> tuple[Controller, MemoryStore]:
    """A controller on an empty store (holding ``settings`` when given), and the store."""
    store = MemoryStore()
    if settings is not None:
        save_settings(store, NS, settings)
    return Controller(store, NS, FakeLock(free), FakeClock(), random.Random(seed)), store


def renders(effects: list[Effect]) -> list[Render]:
    """The renders among ``effects``."""
    return [e for e in effects if isinstance(e, Render)]


def said(effects: list[Effect]) -> list[str]:
    """The sentences announced by ``effects``."""
    return [s for e in effects if isinstance(e, Announce) for s in e.sentences]


def step(game: Controller) -> tuple[Command, list[Effect]]:
    """What the page does next: end a held trick, let the computer move, or play an offer."""
    wait = game.waiting()
    command: Command
    if isinstance(wait, HoldTrick):
        command = HoldOver(wait.token)
    elif isinstance(wait, ComputerTurn):
        command = ComputerMoved(wait.generation, wait.seat, wait.player.choose(wait.view, wait.rng))
    else:
        page = game.page()
        if page.screen == "result":
            command = Click(Act.NEXT)
        else:
            assert page.table is not None
            offers = [("play", c.action) for c in page.table.hand if c.playable]
            offers += [("bid", o.action) for o in page.table.bid_offers]
            offers += [("call", o.action) for o in page.table.call_offers]
            command = Click(*offers[0])
    return command, game.handle(command)


def to_my_turn(game: Controller) -> None:
    """Step the game until the person is to play a card."""
    while game.waiting() is not None or screen_name(game.state) != "table":
        step(game)


def finish(game: Controller) -> None:
    """Step the game until its result screen."""
    while screen_name(game.state) != "result":
        step(game)


def play_hands(game: Controller, hands: int) -> None:
    """Start (or start again) and finish ``hands`` hands."""
    for _ in range(hands):
        game.handle(Click("again" if game.state.play.session is not None else "start"))
        finish(game)


def think(turn: HintTurn) -> HintResult:
    """What the page's driver does with a hint turn: the whole search at once."""
    hint = Hint(turn.view, turn.rng)
    while not hint.step(50):
        pass
    return hint.result()
