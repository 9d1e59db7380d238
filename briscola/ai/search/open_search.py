"""Briscola scoperta: the one true world, each move searched by alpha-beta
(``kernel/open_play.py``).

Every card and the stock's order are in sight, so there is one world to search. Exactly
once at most ``exact_cards`` cards are left, before that ``depth`` tricks deep with the
playout policy finishing each line. One move is searched per step, so the page can yield
between two alpha-beta searches (each is the costly part).
"""

from __future__ import annotations

from briscola.ai.kernel.open_play import open_points
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.kernel.sim import Random, Sim, move_of
from briscola.ai.search.evaluation import score
from briscola.ai.search.world_search import best_index
from briscola.engine.actions import Action
from briscola.engine.view import SeatView

OPEN_COST = 100
"""Units one move's search counts for (about 15 ms of CPython)."""


class OpenSearch:
    """One move's search in Briscola scoperta: ``step`` searches the next move."""

    def __init__(
        self,
        view: SeatView,
        actions: list[Action],
        rand: Random,
        *,
        exact_cards: int,
        depth: int,
        points_weight: float,
    ) -> None:
        self.actions = actions
        self.moves = [move_of(a) for a in actions]
        self.side = view.my_side
        self.determinizer = Determinizer(view)
        self.rand = rand
        self.exact_cards = exact_cards
        self.depth = depth
        self.points_weight = points_weight
        self.totals = [0.0] * len(actions)
        self.searched = 0
        self._world: Sim | None = None

    @property
    def total(self) -> int:
        """Units of the whole search."""
        return len(self.moves) * OPEN_COST

    @property
    def done(self) -> bool:
        """True once every move has been searched."""
        return self.searched == len(self.moves)

    def step(self, budget: int) -> bool:
        """Search the next move (whatever ``budget``); True when every move is searched."""
        if self.done:
            return True
        if self._world is None:
            self._world = self.determinizer.sample(self.rand)  # the true world: one deal
        sim = self._world.copy()
        sim.apply(self.moves[self.searched])
        mine = open_points(sim, self.side, self.exact_cards, self.depth)
        self.totals[self.searched] = score(mine, [mine, 120 - mine], self.points_weight)
        self.searched += 1
        return self.done

    def values(self) -> dict[Action, float]:
        """The value of each move searched so far."""
        return dict(zip(self.actions, self.totals, strict=True))

    def best(self) -> Action:
        """The move with the best value (the first legal one on equal values)."""
        return self.actions[best_index(self.totals)]
