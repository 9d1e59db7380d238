"""The computer's move without freezing the page: every player's search runs in short slices.

Every player starts a search for the view (``Player.start``); the page steps it one small
piece at a time and yields to the browser (``await asyncio.sleep(0)``) whenever a slice has
lasted ``slice_s`` seconds. A level that decides at once returns a finished search, so it
answers without yielding. The result does not depend on the slicing: the search does the
same work in the same order. A search still going after :data:`SLOW_S` seconds calls
``slow()`` once, at a yield (the table then says the computer is thinking).
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from briscola.engine.actions import Action
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.engine.view import SeatView

if TYPE_CHECKING:
    from briscola.ai import Player


SLOW_S: Final = 0.4
"""Thinking longer than this (seconds) is shown on the table."""


async def think(
    player: Player,
    view: SeatView,
    rng: random.Random,
    slice_s: float,
    slow: Callable[[], None] = lambda: None,
) -> Action:
    """The player's action for ``view``, yielding to the browser every ``slice_s`` seconds;
    ``slow()`` once the thinking has lasted :data:`SLOW_S` seconds."""
    started = time.perf_counter()
    told = False

    def going() -> bool:
        nonlocal told
        if not told and time.perf_counter() - started >= SLOW_S:
            told = True
            slow()
        return True

    search = player.start(view, rng)
    await work(search.step, slice_s, going)
    return search.best()


async def work(
    step: Callable[[int], bool], slice_s: float, wanted: Callable[[], bool] = lambda: True
) -> bool:
    """Run ``step(1)`` until it returns True, yielding to the browser every ``slice_s``
    seconds; False (stopped) if ``wanted()`` turns False at one of those yields."""
    deadline = time.perf_counter() + slice_s
    while not step(1):
        if time.perf_counter() >= deadline:
            await asyncio.sleep(0)
            deadline = time.perf_counter() + slice_s  # what wanted() does counts in the slice
            if not wanted():
                return False
    return True


def warm_up(player: Player) -> None:
    """Run one step of a throwaway search, so the first real move is not also the slowest.

    The first search of a page runs code the browser has not compiled yet; doing that on a
    made-up position at a quiet moment keeps that cost out of the computer's real turns.
    """
    state = GameState.new(Rules(players=2), random.Random(0))
    state.apply(state.legal_actions()[0])
    seat = state.current_player
    assert seat is not None
    player.start(state.view(seat), random.Random(0)).step(1)
