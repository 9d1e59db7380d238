"""Search over the hidden cards: every move valued in the same worlds, the best mean wins.

The worlds come from a :class:`~briscola.ai.search.worlds.Worlds` source (dealt at random, every
one the view allows, or read first), the values from a
:class:`~briscola.ai.search.evaluation.Values` (playouts or exact solves). The same worlds serve
every move, so the comparison is not blurred by luck. A unit of work is one move played to
the end in one world by a playout (about 0.15 ms in CPython); the reading and the exact
solves count in the same units.
"""

from __future__ import annotations

from briscola.ai.search.evaluation import Values
from briscola.ai.search.worlds import World, Worlds
from briscola.engine.actions import Action


class WorldSearch:
    """One move's search, run in slices: ``step(budget)`` until done, then ``best()``."""

    def __init__(self, actions: list[Action], worlds: Worlds, values: Values) -> None:
        self.actions = actions
        self.source = worlds
        self.evaluate = values
        self.totals = [0.0] * len(actions)
        self.weight = 0.0
        self.worlds_done = 0
        self.world_cost = len(actions) * values.cost
        """Units one world takes: ``values.cost`` per move."""

    @property
    def worlds(self) -> int:
        """Worlds the search values its moves in."""
        return self.source.count

    @property
    def total(self) -> int:
        """Units of work of the whole search: the reading, then every world."""
        return self.source.reading + self.worlds * self.world_cost

    @property
    def done(self) -> bool:
        """True once every world has been searched."""
        return self.worlds_done >= self.worlds

    def step(self, budget: int) -> bool:
        """Search about ``budget`` units (at least one piece of work); True when done."""
        spent = self.source.read(budget)
        while not self.done and (spent == 0 or spent + self.world_cost <= budget):
            self.add(self.source.draw())
            spent += self.world_cost
        return self.done

    def add(self, world: World) -> list[float]:
        """Value every action in one more world; its values."""
        values = self.evaluate.of(world)
        self.weight += world.weight
        for i, value in enumerate(values):
            self.totals[i] += world.weight * value
        self.worlds_done += 1
        return values

    def values(self) -> dict[Action, float]:
        """Mean value of each action so far (weighted by the reading)."""
        weight = self.weight or 1.0
        return {a: t / weight for a, t in zip(self.actions, self.totals, strict=True)}

    def best(self) -> Action:
        """The action with the best mean value (the first legal one on equal values)."""
        return self.actions[best_index(self.totals)]


def best_index(totals: list[float]) -> int:
    """The index of the largest total; the first of those within 1e-9 of each other."""
    best = 0
    for i, total in enumerate(totals):
        if total > totals[best] + 1e-9:
            best = i
    return best
