"""More worlds where the move is close: a world search that stops once its choice is clear.

:class:`AdaptiveSearch` draws its worlds one by one like
:class:`~briscola.ai.world_search.WorldSearch`, up to the source's ``count``, and at each
checkpoint (``least`` worlds, then every ``every`` more) compares the leading action with
the runner-up world by world: it stops once the leader's mean advantage is ``z`` standard
errors above zero, or once ``z`` standard errors are below ``tolerance`` (the two are then
too close for more worlds to matter). Easy moves stop at ``least`` worlds, close ones run
to ``count``. The checkpoints depend on the worlds searched, never on the slices, so the
result is the same however the search is stepped.
"""

from __future__ import annotations

import math

from briscola.actions import Action
from briscola.ai.evaluation import Values
from briscola.ai.world_search import WorldSearch, best_index
from briscola.ai.worlds import World, Worlds


class AdaptiveSearch(WorldSearch):
    """A world search of ``least`` to ``worlds.count`` worlds; see the module docstring."""

    def __init__(
        self,
        actions: list[Action],
        worlds: Worlds,
        values: Values,
        *,
        least: int,
        every: int,
        z: float,
        tolerance: float,
    ) -> None:
        super().__init__(actions, worlds, values)
        self.least = least
        self.every = every
        self.z = z
        self.tolerance = tolerance
        self.rows: list[tuple[float, list[float]]] = []
        """Each world searched: its weight and every action's value in it."""
        self.settled = False

    @property
    def done(self) -> bool:
        """True once the choice is clear or every world has been searched."""
        return self.settled or self.worlds_done >= self.worlds

    def add(self, world: World) -> list[float]:
        """Value every action in one more world; at a checkpoint, see if the choice is clear."""
        values = super().add(world)
        self.rows.append((world.weight, values))
        done = self.worlds_done
        if done >= self.least and (done - self.least) % self.every == 0:
            self.settled = self.clear()
        return values

    def clear(self) -> bool:
        """True if the leader's advantage over the runner-up is ``z`` standard errors above
        zero, or ``z`` standard errors are below ``tolerance``."""
        if len(self.actions) < 2:
            return True
        lead = best_index(self.totals)
        runner = best_index([-math.inf if i == lead else t for i, t in enumerate(self.totals)])
        weight = sum(w for w, _ in self.rows)
        squares = sum(w * w for w, _ in self.rows)
        if weight <= 0:
            return False
        diffs = [(w, v[lead] - v[runner]) for w, v in self.rows]
        mean = sum(w * d for w, d in diffs) / weight
        variance = sum(w * (d - mean) ** 2 for w, d in diffs) / weight
        error = self.z * math.sqrt(variance * squares) / weight
        return mean > error or error < self.tolerance
