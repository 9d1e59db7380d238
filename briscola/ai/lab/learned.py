"""A playout policy learned from the plain search's own choices (two players).

A card's score is a sum of weights over sparse features of the card and the moment: its
class (trump or not, and rank) by phase (cards left to draw), leading or following, and when
following whether it takes the trick, with what (a trump or not), for how many points, or
what it gives away. The policy plays the highest-scoring card. ``features`` is what the fit
(``benchmarks/fit_playout_policy.py``) sees; ``LearnedPolicy`` computes the same scores from
tables, fast enough for playouts. The weights are a small JSON file beside this module.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from importlib import resources
from typing import Final

from briscola.ai.kernel import POINTS, SUIT, Sim
from briscola.ai.playout import Chooser, choose_card

PHASES: Final = 4
CLASSES: Final = 20
LEAD: Final = 0
"""Feature blocks: the card's class by phase when leading, then when following."""
FOLLOW: Final = LEAD + PHASES * CLASSES
TAKES: Final = FOLLOW + PHASES * CLASSES
"""Following, by phase: takes the trick; × its points; × trump; × trump and points; × own
points; and when it does not take: × own points given away."""
TRUMPS_LEAD: Final = TAKES + 6 * PHASES
"""Leading a trump, by phase, × the trumps in hand (a third each)."""
RULE: Final = TRUMPS_LEAD + PHASES
"""The rule-of-thumb policy's card (``playout.choose_card``), leading then following, by
phase: the learned scores correct that policy."""
MASTER: Final = RULE + 2 * PHASES
"""Leading, by phase: a card no unseen card of its suit beats (not a trump; a trump); the
unseen trumps (a tenth each) when leading a trump."""
SIZE: Final = MASTER + 3 * PHASES

Features = list[tuple[int, float]]


def phase(left: int) -> int:
    """The phase of a hand by the cards left to draw."""
    return 0 if left >= 18 else 1 if left >= 6 else 2 if left > 0 else 3


def card_class(card: int, trump: int) -> int:
    """Trump or not, then rank: 0..19."""
    return (SUIT[card] == trump) * 10 + card % 10


def features(
    card: int,
    hand: Sequence[int],
    trick: Sequence[int],
    trump: int,
    left: int,
    beats: Sequence[bool],
    rule: int,
    unseen: Sequence[int],
) -> Features:
    """The sparse features of playing ``card`` (two players: ``trick`` empty or one card),
    ``rule`` being the rule-of-thumb policy's card and ``unseen`` the cards the seat has
    not seen (the other hand and the stock)."""
    p = phase(left)
    cls = card_class(card, trump)
    found: Features
    if not trick:
        found = [(LEAD + p * CLASSES + cls, 1.0)]
        if card == rule:
            found.append((RULE + p, 1.0))
        is_trump = SUIT[card] == trump
        if is_trump:
            trumps = sum(1 for c in hand if SUIT[c] == trump)
            found.append((TRUMPS_LEAD + p, trumps / 3))
            out = sum(1 for c in unseen if SUIT[c] == trump)
            found.append((MASTER + 2 * PHASES + p, out / 10))
        if not any(beats[card * 40 + c] for c in unseen if SUIT[c] == SUIT[card]):
            found.append((MASTER + is_trump * PHASES + p, 1.0))
        return [f for f in found if f[1]]
    led = trick[0]
    table = POINTS[led] / 10
    own = POINTS[card] / 10
    found = [(FOLLOW + p * CLASSES + cls, 1.0)]
    if card == rule:
        found.append((RULE + PHASES + p, 1.0))
    block = TAKES + 6 * p
    if beats[led * 40 + card]:
        found += [(block, 1.0), (block + 1, table), (block + 4, own)]
        if SUIT[card] == trump:
            found += [(block + 2, 1.0), (block + 3, table)]
    else:
        found.append((block + 5, own))
    return [f for f in found if f[1]]


def score(weights: Sequence[float], found: Features) -> float:
    """The score of a card's features."""
    return sum(weights[i] * x for i, x in found)


class LearnedPolicy:
    """The learned card policy as a :data:`~briscola.ai.playout.Chooser` (two players; the
    rule-of-thumb policy elsewhere)."""

    def __init__(self, weights: Sequence[float]) -> None:
        if len(weights) != SIZE:
            raise ValueError(f"the learned policy needs {SIZE} weights, got {len(weights)}")
        self.weights = tuple(weights)
        w = self.weights
        # [trump][phase][card] -> the class weight, leading and following
        self.lead = tuple(
            tuple(
                tuple(w[LEAD + p * CLASSES + card_class(c, t)] for c in range(40))
                for p in range(PHASES)
            )
            for t in range(5)
        )
        self.follow = tuple(
            tuple(
                tuple(w[FOLLOW + p * CLASSES + card_class(c, t)] for c in range(40))
                for p in range(PHASES)
            )
            for t in range(5)
        )

    def __call__(
        self, hand: Sequence[int], trick: Sequence[int], leader: int, seat: int, sim: Sim
    ) -> int:
        """The highest-scoring card of ``hand``."""
        if sim.n != 2:
            return choose_card(hand, trick, leader, seat, sim)
        left = len(sim.stock) - sim.drawn
        p = 0 if left >= 18 else 1 if left >= 6 else 2 if left > 0 else 3
        trump = sim.trump
        w = self.weights
        rule = choose_card(hand, trick, leader, seat, sim)
        beats = sim.beats
        if not trick:
            base = self.lead[trump][p]
            unseen = sim.hands[1 - seat] + sim.stock[sim.drawn :]
            bonus = (
                w[TRUMPS_LEAD + p] * sum(1 for c in hand if SUIT[c] == trump) / 3
                + w[MASTER + 2 * PHASES + p] * sum(1 for c in unseen if SUIT[c] == trump) / 10
            )
            ruled = w[RULE + p]
            master = w[MASTER + p]
            trump_master = w[MASTER + PHASES + p]
            best = -1
            top = 0.0
            for card in hand:
                suit = SUIT[card]
                row = card * 40
                value = base[card]
                if suit == trump:
                    value += bonus
                if not any(beats[row + c] for c in unseen if SUIT[c] == suit):
                    value += trump_master if suit == trump else master
                if card == rule:
                    value += ruled
                if best < 0 or value > top:
                    best, top = card, value
            return best
        base = self.follow[trump][p]
        led = trick[0]
        table = POINTS[led] / 10
        block = TAKES + 6 * p
        take = w[block] + w[block + 1] * table
        take_trump = w[block + 2] + w[block + 3] * table
        ruled = w[RULE + PHASES + p]
        best = -1
        top = 0.0
        for card in hand:
            own = POINTS[card] / 10
            if beats[led * 40 + card]:
                value = base[card] + take + w[block + 4] * own
                if SUIT[card] == trump:
                    value += take_trump
            else:
                value = base[card] + w[block + 5] * own
            if card == rule:
                value += ruled
            if best < 0 or value > top:
                best, top = card, value
        return best


WEIGHTS_FILE: Final = "learned_policy.json"


def load_weights() -> list[float]:
    """The shipped weights (``learned_policy.json`` beside this module)."""
    text = resources.files("briscola.ai.lab").joinpath(WEIGHTS_FILE).read_text()
    data = json.loads(text)
    return [float(x) for x in data["weights"]]


def learned_chooser() -> Chooser:
    """The learned policy with the shipped weights."""
    return LearnedPolicy(load_weights())
