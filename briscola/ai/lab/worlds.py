"""Research world sources: other readings and other ways of playing the opponents out."""

from __future__ import annotations

from collections.abc import Callable

from briscola.ai.inference import greedy_choice
from briscola.ai.kernel import Random
from briscola.ai.lab.against_random import choose_against_random
from briscola.ai.playout import Chooser, choose_card
from briscola.ai.reading import ReadWorlds, StyleReader
from briscola.ai.sampling import Determinizer
from briscola.ai.worlds import Chances, World, Worlds
from briscola.view import SeatView

RANDOM_SURE = 0.999
"""The reading's chance of a random opponent above which ``random_check`` trusts it."""


class LabStyleReader(StyleReader):
    """The style reading with ``random_style`` and ``counter_random``."""

    def __init__(
        self,
        view: SeatView,
        noise: float,
        horizon: int,
        greedy_share: float,
        rand: Random,
        *,
        random_style: bool,
        counter_random: bool,
    ) -> None:
        super().__init__(view, noise, horizon, greedy_share, rand)
        self.random_style = random_style
        self.counter_random = counter_random

    def styled(self, chances: Chances) -> list[Chooser] | None:
        """As shipped, but a seat read as random is played as the policy without
        ``random_style``, and with ``counter_random`` (2 players) the seat's own playouts
        then use the policy tuned against random."""
        choosers: list[Chooser] = [choose_card] * self.players
        for seat, (greedy, at_random) in chances.items():
            draw = self.rand()
            if draw < greedy:
                choosers[seat] = greedy_choice
            elif draw < greedy + at_random and self.random_style:
                choosers[seat] = self.at_random
                if self.counter_random and self.players == 2:
                    choosers[1 - seat] = choose_against_random
        return choosers


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
        reader: LabStyleReader,
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
        if self.reader.counter_random:
            choosers[self.seat] = choose_against_random
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


def no_styles(chances: Chances) -> list[Chooser] | None:
    """A :data:`Styled` that leaves every seat to the policy."""
    return None
