"""The raw network as a player: one forward pass a move, its most likely legal move."""

from __future__ import annotations

import random

from briscola.ai.learned.encoding import encode, moves, plays_here
from briscola.ai.learned.network import Network
from briscola.ai.learned.supply import shipped
from briscola.ai.levels.base import RulePlayer
from briscola.engine.actions import Action
from briscola.engine.view import SeatView


class NetPlayer(RulePlayer):
    """Plays the network's most likely legal move (deterministic: ``rng`` is not used).

    It plays two-player Briscola, with or without the trump-7 swap, and refuses any other
    table or variant (:func:`~briscola.ai.learned.encoding.plays_here`).
    """

    name = "net"

    def __init__(self, network: Network | None = None) -> None:
        self.network = network

    def decide(self, view: SeatView, rng: random.Random) -> Action:
        """The legal action with the highest logit."""
        if not plays_here(view):
            raise ValueError("the network plays only two-player Briscola without variants")
        options = moves(view)
        if len(options) == 1:
            return options[0][1]
        network = self.network or shipped()
        logits = network.logits(network.hidden(encode(view)), [o for o, _ in options])
        best = max(range(len(options)), key=logits.__getitem__)
        return options[best][1]
