"""A world search whose choice leans on a prior: each move's mean value plus a bonus.

The search values the moves as :class:`~briscola.ai.search.world_search.WorldSearch` does;
``best()`` then plays the move with the best ``mean value + bonus``, the bonus one number per
move given before the search (the maestro level's: its weight times the log of a network's
probability of the move, ``briscola.ai.learned.prior``). Behind the gate the bonus counts
only where the gate chose the plain search: against an opponent read as greedy or random the
search exploits the styles it read, which the prior knows nothing of.
"""

from __future__ import annotations

from briscola.ai.search.evaluation import Values
from briscola.ai.search.gate import GateWorlds
from briscola.ai.search.world_search import WorldSearch, best_index
from briscola.ai.search.worlds import Worlds
from briscola.engine.actions import Action


class PriorSearch(WorldSearch):
    """:class:`WorldSearch` whose best move adds ``bonus[i]`` to the mean value of move ``i``."""

    def __init__(
        self, actions: list[Action], worlds: Worlds, values: Values, bonus: list[float]
    ) -> None:
        if len(bonus) != len(actions):
            raise ValueError(f"{len(bonus)} bonuses for {len(actions)} actions")
        super().__init__(actions, worlds, values)
        self.bonus = bonus

    @property
    def leaning(self) -> bool:
        """True unless the search is behind the gate and the gate has not chosen the plain
        search (then the means alone decide)."""
        source = self.source
        return not isinstance(source, GateWorlds) or bool(source.plainly)

    def best(self) -> Action:
        """The action with the best mean value plus its bonus (the best mean alone where the
        gate chose the styles reading)."""
        if not self.leaning:
            return super().best()
        weight = self.weight or 1.0
        scored = [t / weight + b for t, b in zip(self.totals, self.bonus, strict=True)]
        return self.actions[best_index(scored)]
