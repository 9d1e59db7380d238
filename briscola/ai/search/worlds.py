"""Where a search's worlds come from: positions dealt from a view, one at a time.

A world is a kernel position (``Sim``) consistent with the seat's view, with the weight it
counts for, the chances the reading gives each other seat's style and the playout policy
each seat plays in it (None: the playout policy for every seat). A source may read before
it deals (``read``); the search calls ``read`` then ``draw`` until it has ``count`` worlds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, Protocol

from briscola.ai.kernel.playout import Chooser
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.kernel.sim import Random, Sim

Chances = dict[int, tuple[float, float]]
"""Per other seat, the reading's chances that it plays as greedy and at random."""
Weigh = Callable[[Sim], tuple[float, Chances]]
"""A reading of a world: its weight and each other seat's chances of each style."""


class World(NamedTuple):
    """One world of a search and how it is played out."""

    sim: Sim
    weight: float
    chances: Chances
    choosers: list[Chooser] | None


class Worlds(Protocol):
    """A source of the worlds of one search."""

    @property
    def count(self) -> int:
        """How many worlds the search draws."""
        ...

    @property
    def reading(self) -> int:
        """Units of work the reading before the first world takes (0: none)."""
        ...

    def read(self, budget: int) -> int:
        """Read about ``budget`` units (at least one piece if any is left); units spent."""
        ...

    def draw(self) -> World:
        """The next world (once the reading is done)."""
        ...


class SampledWorlds:
    """``count`` worlds dealt uniformly at random, each of weight 1."""

    reading = 0

    def __init__(self, determinizer: Determinizer, count: int, rand: Random) -> None:
        self.determinizer = determinizer
        self.count = count
        self.rand = rand

    def read(self, budget: int) -> int:
        """Nothing to read."""
        return 0

    def draw(self) -> World:
        """A fresh random world."""
        return World(self.determinizer.sample(self.rand), 1.0, {}, None)


class EveryWorld:
    """Every world the view allows (when they are few), weighed by ``weigh`` if given."""

    reading = 0

    def __init__(self, determinizer: Determinizer, weigh: Weigh | None) -> None:
        self.count = determinizer.count()
        self.weigh = weigh
        self._every = determinizer.every()

    def read(self, budget: int) -> int:
        """Nothing to read: each world is weighed as it is drawn."""
        return 0

    def draw(self) -> World:
        """The next world in the enumeration."""
        sim = next(self._every)
        weight, chances = self.weigh(sim) if self.weigh is not None else (1.0, {})
        return World(sim, weight, chances, None)
