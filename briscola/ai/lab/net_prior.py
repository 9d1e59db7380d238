"""``prior``: the network's policy as a prior on the search's choice (two players).

The search values each move by its mean over the worlds; with a prior it plays the move with
the best ``mean + prior_weight × log π(move)``, where π is the network's softmax over the legal
moves of the view. A weight of 0 plays as the plain search; a large one as the network alone.
The exact phase is left to the search: its values are solved, not sampled. Behind maestro's
gate the prior counts only where the gate chose the plain search (an opponent read as
neither greedy nor random): against those two the search exploits the styles it read, and
the network knows nothing of them.
"""

from __future__ import annotations

import math

from briscola.actions import Action
from briscola.ai.learned.encoding import encode, moves, plays_here
from briscola.ai.learned.network import Network, softmax
from briscola.ai.search.evaluation import Values
from briscola.ai.search.gate import GateWorlds
from briscola.ai.search.world_search import WorldSearch, best_index
from briscola.ai.search.worlds import Worlds
from briscola.view import SeatView


def log_policy(view: SeatView, actions: list[Action], network: Network) -> list[float]:
    """The network's log-probability of each action of ``actions`` among the view's legal
    moves (``-inf`` for an action it has no output for)."""
    options = moves(view)
    logits = network.logits(network.hidden(encode(view)), [o for o, _ in options])
    chance = {action: p for (_, action), p in zip(options, softmax(logits), strict=True)}
    return [math.log(chance[a]) if chance.get(a, 0.0) > 0.0 else -math.inf for a in actions]


class PriorSearch(WorldSearch):
    """:class:`WorldSearch` whose best move adds ``weight × log π`` to each mean value."""

    def __init__(
        self, actions: list[Action], worlds: Worlds, values: Values, bonus: list[float]
    ) -> None:
        super().__init__(actions, worlds, values)
        self.bonus = bonus

    def best(self) -> Action:
        """The action with the best mean value plus its prior bonus (the best mean alone
        where maestro's gate chose the styles)."""
        source = self.source
        if isinstance(source, GateWorlds) and not source.plainly:
            return super().best()
        weight = self.weight or 1.0
        scored = [t / weight + b for t, b in zip(self.totals, self.bonus, strict=True)]
        return self.actions[best_index(scored)]


def prior_search(
    search: WorldSearch, view: SeatView, network: Network, weight: float
) -> WorldSearch:
    """``search`` with the network's prior where the network plays (else ``search``)."""
    if not plays_here(view):
        return search
    logs = log_policy(view, search.actions, network)
    bonus = [weight * x for x in logs]
    return PriorSearch(search.actions, search.source, search.evaluate, bonus)
