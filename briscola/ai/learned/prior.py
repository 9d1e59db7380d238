"""The network's policy as the maestro level's prior on its search's choice.

:class:`NetPrior` is a ``levels.hard.Prior``: the log-probability of each move under the
network's softmax over the view's legal moves, where the network plays (two players, the
plain game: ``encoding.plays_here``) and has its weights; None elsewhere, and then the search
alone decides.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from briscola.ai.learned.encoding import encode, moves, plays_here
from briscola.ai.learned.network import Network, softmax
from briscola.ai.learned.supply import SUPPLY
from briscola.engine.actions import Action
from briscola.engine.view import SeatView


def log_policy(view: SeatView, actions: list[Action], network: Network) -> list[float]:
    """The network's log-probability of each action of ``actions`` among the view's legal
    moves (``-inf`` for an action it has no output for)."""
    options = moves(view)
    logits = network.logits(network.hidden(encode(view)), [o for o, _ in options])
    chance = {action: p for (_, action), p in zip(options, softmax(logits), strict=True)}
    return [math.log(chance[a]) if chance.get(a, 0.0) > 0.0 else -math.inf for a in actions]


class NetPrior:
    """The prior of the network ``network()`` gives (by default the shipped one, handed in by
    the page or read from the file beside the package; None: no prior)."""

    def __init__(self, network: Callable[[], Network | None] = SUPPLY.network) -> None:
        self.network = network

    def __call__(self, view: SeatView, actions: list[Action]) -> list[float] | None:
        """The log-probabilities of ``actions`` in ``view``, or None where the network does
        not play or there is no network."""
        if not plays_here(view):
            return None
        network = self.network()
        return None if network is None else log_policy(view, actions, network)
