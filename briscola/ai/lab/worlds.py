"""Research world sources: the reading cut short against a random opponent, and the other
sides played out by a baseline."""

from __future__ import annotations

from collections.abc import Callable

from briscola.ai.kernel.playout import Chooser, choose_card
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.kernel.sim import Random
from briscola.ai.search.read_worlds import ReadWorlds, StyleReader
from briscola.ai.search.worlds import Chances, World, Worlds

RANDOM_SURE = 0.999
"""The reading's chance of a random opponent above which ``random_check`` trusts it."""


class RandomCheckWorlds(ReadWorlds):
    """Two players: the reading stops after ``check`` worlds if every one reads the opponent
    as random (``RANDOM_SURE``); the search then plays ``samples`` worlds (``exact``: as many
    as before) against a random opponent."""

    def __init__(
        self,
        determinizer: Determinizer,
        count: int,
        candidates: int,
        rand: Random,
        reader: StyleReader,
        *,
        seat: int,
        check: int,
        samples: int,
        exact: bool,
    ) -> None:
        super().__init__(determinizer, count, candidates, rand, reader.weigh, reader.styled)
        self.reader = reader
        self.seat = seat
        self.check = check
        self.samples = samples
        self.exact = exact

    def cut_short(self) -> list[World] | None:
        """The worlds against a random opponent, once ``check`` worlds all read it so."""
        if len(self.candidates) != self.check or not self.surely_random():
            return None
        other = 1 - self.seat
        choosers: list[Chooser] = [choose_card, choose_card]
        choosers[other] = self.reader.at_random
        if not self.exact:
            self.count = self.samples
        self.pool_size = len(self.candidates)
        worlds = self.candidates[: self.count]
        while len(worlds) < self.count:
            worlds.append(self.determinizer.sample(self.rand))
        chances: Chances = {other: (0.0, 1.0)}
        return [World(world, 1.0, chances, choosers) for world in worlds]

    def surely_random(self) -> bool:
        """Every world weighed so far reads the opponent as random."""
        other = 1 - self.seat
        return all(chances.get(other, (0.0, 0.0))[1] >= RANDOM_SURE for _, chances in self.weighed)


class Played:
    """Another source's worlds with the other sides played out by ``choose(world)``."""

    def __init__(self, worlds: Worlds, choose: Callable[[World], list[Chooser] | None]) -> None:
        self.worlds = worlds
        self.choose = choose

    @property
    def count(self) -> int:
        """As the source."""
        return self.worlds.count

    @property
    def reading(self) -> int:
        """As the source."""
        return self.worlds.reading

    def read(self, budget: int) -> int:
        """As the source."""
        return self.worlds.read(budget)

    def draw(self) -> World:
        """The source's next world with its playout policies replaced."""
        world = self.worlds.draw()
        return world._replace(choosers=self.choose(world))
