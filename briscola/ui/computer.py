"""The computer's move without freezing the page: slow players think in short slices.

A player that offers ``start(view, rng)`` returning a search with ``step(budget)`` and
``best()`` (the hard level) is run one small step at a time, and the page yields to the
browser (``await asyncio.sleep(0)``) whenever a slice has lasted :attr:`Pace.slice`.
Other players answer at once through ``choose``. The result does not depend on the
slicing: the search does the same work in the same order.
"""

from __future__ import annotations

import asyncio
import random
import time
from typing import TYPE_CHECKING, Protocol, cast

from briscola.actions import Action
from briscola.rules import Rules
from briscola.state import GameState
from briscola.view import SeatView

if TYPE_CHECKING:
    from briscola.ai import Player


class Search(Protocol):
    """One move's search, run in steps."""

    def step(self, budget: int) -> bool:
        """Do about ``budget`` units of work; True when the search is finished."""
        ...

    def best(self) -> Action:
        """The chosen action."""
        ...


class SlicedPlayer(Protocol):
    """A player whose search can be run in slices."""

    def start(self, view: SeatView, rng: random.Random) -> Search:
        """Begin a search without doing any work yet."""
        ...


async def think(player: Player, view: SeatView, rng: random.Random, slice_s: float) -> Action:
    """The player's action for ``view``, yielding to the browser every ``slice_s`` seconds."""
    if not is_sliced(player):
        return player.choose(view, rng)
    search = cast(SlicedPlayer, player).start(view, rng)
    deadline = time.perf_counter() + slice_s
    while not search.step(1):
        if time.perf_counter() >= deadline:
            await asyncio.sleep(0)
            deadline = time.perf_counter() + slice_s
    return search.best()


def is_sliced(player: Player) -> bool:
    """True if the player offers the sliced search (``start``/``step``/``best``)."""
    return callable(getattr(player, "start", None))


def warm_up(player: Player) -> None:
    """Run one step of a throwaway search, so the first real move is not also the slowest.

    The first search of a page runs code the browser has not compiled yet; doing that on a
    made-up position at a quiet moment keeps that cost out of the computer's real turns.
    """
    if not is_sliced(player):
        return
    state = GameState.new(Rules(players=2), random.Random(0))
    state.apply(state.legal_actions()[0])
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    cast(SlicedPlayer, player).start(view, random.Random(0)).step(1)
