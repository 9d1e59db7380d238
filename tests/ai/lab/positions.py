"""Two-player kernel positions for the lab's policy tests."""

from __future__ import annotations

import random

from briscola.ai.kernel import Sim, deal
from briscola.rules import Rules


def positions(count: int, seed: int, two_beats_ace: bool = False) -> list[Sim]:
    """Two-player kernel positions met along random playouts (a seat to move, more than
    one card in hand)."""
    rand = random.Random(seed)
    found: list[Sim] = []
    rules = Rules(players=2, two_beats_ace=two_beats_ace)
    while len(found) < count:
        sim = deal(rules, rand.random, dealer=rand.randrange(2))
        while not sim.is_over:
            if len(sim.hands[sim.to_move]) > 1 and rand.random() < 0.3:
                found.append(sim.copy())
            moves = [m for m in sim.legal() if m < 40]
            sim.apply(rand.choice(moves))
    return found
