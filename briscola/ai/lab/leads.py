"""A playout policy that leads by learned scores and follows by the rule of thumb (two players).

Leading, a card's score is a sum of weights over features of the card and the moment, one
block of weights per phase (cards left to draw: 18 or more, 6-16, 4, 2, none): its class
(trump or not, and rank); whether it is the rule-of-thumb's card; leading a trump, the trumps
in hand and unseen; whether no unseen card of its suit beats it; the share of the unseen
cards that beat it, alone and times its points; the unseen carichi that beat it; the face-up
trump's points and strength times that share, and its points when leading a trump (who draws
it depends on who takes the last tricks with a draw); the point lead times the card's points.
Following, the rule-of-thumb policy (``playout.choose_card``) plays. ``features`` is what the
fit (``benchmarks/fit_lead_policy.py``) sees; ``LeadPolicy`` computes the same scores with
bit masks, cheap enough for playouts.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from importlib import resources
from typing import Final, NamedTuple

from briscola.ai.kernel import BEATS, POINTS, STRENGTH, SUIT, Sim
from briscola.ai.playout import LEAD_KEY, Chooser, choose_card

PHASES: Final = 5
CLASSES: Final = 20
RULE: Final = CLASSES
"""Offsets inside a phase's block: the class one-hot first, then these."""
TRUMPS_HAND: Final = RULE + 1
TRUMPS_OUT: Final = RULE + 2
MASTER: Final = RULE + 3
TRUMP_MASTER: Final = RULE + 4
BEATEN: Final = RULE + 5
BEATEN_POINTS: Final = RULE + 6
CARICHI: Final = RULE + 7
FACE_POINTS: Final = RULE + 8
FACE_STRENGTH: Final = RULE + 9
FACE_TRUMP: Final = RULE + 10
AHEAD: Final = RULE + 11
BLOCK: Final = RULE + 12
SIZE: Final = PHASES * BLOCK

BIT: Final = tuple(1 << c for c in range(40))
SUIT_MASK: Final = tuple(sum(BIT[c] for c in range(40) if SUIT[c] == s) for s in range(5))
CARICHI_MASK: Final = sum(BIT[c] for c in range(40) if POINTS[c] >= 10)
BEATEN_BY: Final = {
    id(table): tuple(sum(BIT[x] for x in range(40) if table[c * 40 + x]) for c in range(40))
    for table in BEATS
}
"""For each beats-table (by identity): the mask of the cards that beat each card led."""

Features = list[tuple[int, float]]


def phase(left: int) -> int:
    """The phase by the cards left to draw (two players: always even)."""
    return 0 if left >= 18 else 1 if left >= 6 else 2 if left > 2 else 3 if left > 0 else 4


def card_class(card: int, trump: int) -> int:
    """Trump or not, then rank: 0..19."""
    return (SUIT[card] == trump) * 10 + card % 10


class Moment(NamedTuple):
    """What a lead's features share: the seat's view of the position."""

    trump: int
    left: int
    unseen: int
    """Mask of the cards the seat has not seen (the other hand and the stock)."""
    size: int
    """How many they are."""
    face: int
    """The face-up trump card still to draw, or -1."""
    ahead: int
    """The seat's points less the other's."""
    trumps_hand: int


def moment(
    hand: Sequence[int], trump: int, left: int, unseen: Sequence[int], face: int, ahead: int
) -> Moment:
    """The shared part of a lead's features."""
    return Moment(
        trump,
        left,
        sum(BIT[c] for c in unseen),
        len(unseen),
        face if left else -1,
        ahead,
        sum(1 for c in hand if SUIT[c] == trump),
    )


def features(card: int, at: Moment, beaten_by: Sequence[int], rule: int) -> Features:
    """The sparse features of leading ``card``, ``rule`` being the rule-of-thumb's card."""
    base = phase(at.left) * BLOCK
    is_trump = SUIT[card] == at.trump
    beats = beaten_by[card] & at.unseen
    share = beats.bit_count() / at.size if at.size else 0.0
    points = POINTS[card] / 11
    found: Features = [(base + card_class(card, at.trump), 1.0)]
    if card == rule:
        found.append((base + RULE, 1.0))
    if is_trump:
        found.append((base + TRUMPS_HAND, at.trumps_hand / 3))
        found.append((base + TRUMPS_OUT, (at.unseen & SUIT_MASK[at.trump]).bit_count() / 10))
    if not beats & SUIT_MASK[SUIT[card]]:
        found.append((base + (TRUMP_MASTER if is_trump else MASTER), 1.0))
    found.append((base + BEATEN, share))
    found.append((base + BEATEN_POINTS, share * points))
    found.append((base + CARICHI, (beats & CARICHI_MASK).bit_count() / 2))
    if at.face >= 0:
        found.append((base + FACE_POINTS, share * POINTS[at.face] / 11))
        found.append((base + FACE_STRENGTH, share * STRENGTH[at.face] / 10))
        if is_trump:
            found.append((base + FACE_TRUMP, POINTS[at.face] / 11))
    found.append((base + AHEAD, at.ahead / 120 * points))
    return [f for f in found if f[1]]


def score(weights: Sequence[float], found: Features) -> float:
    """The score of a card's features."""
    return sum(weights[i] * x for i, x in found)


class LeadPolicy:
    """Learned leads, rule-of-thumb follows, as a :data:`~briscola.ai.playout.Chooser` (two
    players; the rule-of-thumb policy elsewhere)."""

    def __init__(self, weights: Sequence[float]) -> None:
        if len(weights) != SIZE:
            raise ValueError(f"the lead policy needs {SIZE} weights, got {len(weights)}")
        self.weights = tuple(weights)
        self.blocks = tuple(self.weights[p * BLOCK : (p + 1) * BLOCK] for p in range(PHASES))
        # [trump][phase][card] -> the class weight
        self.classes = tuple(
            tuple(tuple(self.blocks[p][card_class(c, t)] for c in range(40)) for p in range(PHASES))
            for t in range(5)
        )
        # The stock's suffix masks, kept for the last stock seen: a world's playouts share
        # its stock list (the kernel copies it before changing it), so this is reused.
        self.stock: list[int] | None = None
        self.suffix: tuple[int, ...] = ()

    def __call__(
        self, hand: Sequence[int], trick: Sequence[int], leader: int, seat: int, sim: Sim
    ) -> int:
        """The highest-scoring lead, or the rule-of-thumb's card."""
        if trick or len(hand) < 2 or sim.n != 2:
            return choose_card(hand, trick, leader, seat, sim)
        trump = sim.trump
        rule = min(hand, key=LEAD_KEY[trump].__getitem__)
        masks = BEATEN_BY.get(id(sim.beats))
        if masks is None:
            return rule
        stock = sim.stock
        if stock is not self.stock:
            suffix = [0] * (len(stock) + 1)
            for i in range(len(stock) - 1, -1, -1):
                suffix[i] = suffix[i + 1] | BIT[stock[i]]
            self.stock = stock
            self.suffix = tuple(suffix)
        drawn = sim.drawn
        left = len(stock) - drawn
        other = sim.hands[1 - seat]
        unseen = self.suffix[drawn]
        for c in other:
            unseen |= BIT[c]
        per = 1 / (len(other) + left)
        p = 0 if left >= 18 else 1 if left >= 6 else 2 if left > 2 else 3 if left > 0 else 4
        w = self.blocks[p]
        points = sim.points
        ahead = w[AHEAD] * (points[seat] - points[1 - seat]) / 120
        beaten_w = w[BEATEN]
        face_trump = 0.0
        if left:
            face = stock[-1]
            beaten_w += w[FACE_POINTS] * POINTS[face] / 11 + w[FACE_STRENGTH] * STRENGTH[face] / 10
            face_trump = w[FACE_TRUMP] * POINTS[face] / 11
        trump_mask = SUIT_MASK[trump]
        trump_bonus: float | None = None
        classes = self.classes[trump][p]
        beaten_points = w[BEATEN_POINTS]
        carichi = w[CARICHI] / 2
        best = -1
        top = 0.0
        for card in hand:
            suit = SUIT[card]
            beats = masks[card] & unseen
            share = beats.bit_count() * per
            own = POINTS[card] / 11
            value = (
                classes[card]
                + share * (beaten_w + beaten_points * own)
                + carichi * (beats & CARICHI_MASK).bit_count()
                + ahead * own
            )
            if suit == trump:
                if trump_bonus is None:
                    trump_bonus = (
                        w[TRUMPS_HAND] * sum(1 for c in hand if SUIT[c] == trump) / 3
                        + w[TRUMPS_OUT] * (unseen & trump_mask).bit_count() / 10
                        + face_trump
                    )
                value += trump_bonus
                if not beats & trump_mask:
                    value += w[TRUMP_MASTER]
            elif not beats & SUIT_MASK[suit]:
                value += w[MASTER]
            if card == rule:
                value += w[RULE]
            if best < 0 or value > top:
                best, top = card, value
        return best


WEIGHTS_FILE: Final = "lead_policy.json"


def read_weights(path: str = "") -> list[float]:
    """The weights of a file written by the fit (default: ``lead_policy.json`` beside this
    module)."""
    if path:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    else:
        text = resources.files("briscola.ai.lab").joinpath(WEIGHTS_FILE).read_text()
    return [float(x) for x in json.loads(text)["weights"]]


def lead_chooser(path: str = "") -> Chooser:
    """The lead policy with the weights of ``path`` (default: the stored ones)."""
    return LeadPolicy(read_weights(path))
