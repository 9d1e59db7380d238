"""A playout policy for two-player play against a random player (``counter_random``).

Stronger than the search's policy against the random baseline on its own
(``python benchmarks/playout_policies.py``), but not as the seat's own playout policy in
the search (docs/research/ai-log.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from briscola.ai.kernel import POINTS, STRENGTH, SUIT, Sim
from briscola.ai.playout import Chooser, lead_keys

RANDOM_LEAD_KEY: Final = tuple(lead_keys(t, (2, 0, 3, 1, 4)) for t in range(5))
"""Figures first, then carichi, lisce, low trumps, trump carichi (:func:`against_random`)."""


KEEP_AGAINST_RANDOM: Final = (-2, -1, 4, 4, 6, 15)
"""What holding a card is worth to :func:`choose_against_random`, in points, by kind:
liscio, figure, carico, then the same three of trump (tuned by
``benchmarks/playout_policies.py --tune``)."""


def against_random(keep: Sequence[int]) -> Chooser:
    """A two-player policy for play against a random player, with ``keep`` (six values, as
    :data:`KEEP_AGAINST_RANDOM`) for what holding a card is worth.

    Leads figures first, then carichi, lisce, low trumps, trump carichi. Following, plays the
    card that does best on the trick's points (won or lost, its own included) less what the
    card is worth to keep; the weaker card goes on equal values.
    """
    if len(keep) != 6:
        raise ValueError("keep: six values, for liscio, figure, carico and the same of trump")
    tables = []
    for trump in range(5):
        values = []  # in hundredths of a point, the strength breaking ties
        for c in range(40):
            points = POINTS[c]
            kind = (0 if not points else 1 if points < 10 else 2) + 3 * (SUIT[c] == trump)
            values.append(keep[kind] * 100 + STRENGTH[c])
        tables.append(tuple(values))

    def choose(hand: Sequence[int], trick: Sequence[int], leader: int, seat: int, sim: Sim) -> int:
        trump = sim.trump
        if not trick:
            return min(hand, key=RANDOM_LEAD_KEY[trump].__getitem__)
        beats = sim.beats
        led = trick[0]  # two players: the one card on the table
        on_table = POINTS[led]
        held = tables[trump]
        chosen = hand[0]
        top = -(1 << 30)
        for card in hand:
            stake = (on_table + POINTS[card]) * 100
            value = (stake if beats[led * 40 + card] else -stake) - held[card]
            if value > top:
                top = value
                chosen = card
        return chosen

    return choose


choose_against_random: Final = against_random(KEEP_AGAINST_RANDOM)
"""A policy for the seat's own playouts where the opponent plays at random
(``LabConfig.counter_random``)."""
