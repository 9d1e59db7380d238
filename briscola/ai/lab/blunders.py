"""``blunder_read``: worlds weighed by how costly each opponent's answers to a lead were.

A sensible player, whatever its style, rarely throws away a trick's points it could have
taken cheaply, or gives a carico where a liscio would do. In a world, an opponent's answer
to a lead (the last card of a two-player trick) is scored for each card of its hand then:

    value(card) = ±(points of the trick) - keep(card)

with + if the card takes the trick, - if not, and ``keep`` a trump's worth kept for later
(4 plus its points; other cards 0). The answer's likelihood is a softmax of those values at
``temperature`` points: a small gap between the card played and the best card barely moves
a world's weight, a blunder of 15-20 points (a liscio on a led Ace, with a low trump in hand)
makes that hand unlikely. Leads are not read (they say little of the hand kept).
"""

from __future__ import annotations

import math

from briscola.ai.histories import HistoryWalk
from briscola.ai.inference import HandReader
from briscola.ai.kernel import POINTS, SUIT, Sim
from briscola.ai.lab.evidence import walks_weigh
from briscola.ai.worlds import Chances, Weigh
from briscola.view import SeatView


def answer_value(card: int, lead: int, world: Sim) -> float:
    """The worth of answering ``lead`` with ``card``: the trick's points won or lost,
    less a trump's worth kept for later."""
    points = POINTS[lead] + POINTS[card]
    won = world.beats[lead * 40 + card]
    keep = 4 + POINTS[card] if SUIT[card] == world.trump else 0
    return (points if won else -points) - keep


class BlunderWalk(HistoryWalk):
    """The likelihood of a seat's latest answers to leads for a player that answers by a
    softmax of :func:`answer_value` at ``temperature`` points."""

    __slots__ = ("temperature",)

    def __init__(self, world: Sim, seat: int, reader: HandReader, temperature: float) -> None:
        super().__init__(
            world, seat, reader.plays[seat], reader.pinned[seat], reader.last_round[seat], 0.0, 0.0
        )
        self.temperature = temperature

    def _unplay(self, hand: list[int], at: int) -> float:
        play = self.plays[at]
        hand.append(play.card)
        rest = self.likelihood(hand, at + 1)
        if len(play.before) != 1 or rest == 0.0:
            return rest
        lead = play.before[0]
        values = [answer_value(card, lead, self.world) for card in hand]
        top = max(values)
        shares = [math.exp((v - top) / self.temperature) for v in values]
        played = shares[hand.index(play.card)]
        return played / sum(shares) * rest


def blunder_weigh(view: SeatView, horizon: int, temperature: float) -> Weigh:
    """A world's weight: the likelihood of the opponents' answers to leads among their last
    ``horizon`` plays (:class:`BlunderWalk`), two players only (with more the weight is 1)."""
    if view.rules.players != 2:
        none: Chances = {}
        return lambda world: (1.0, none)
    return walks_weigh(
        view, horizon, lambda world, seat, reader: BlunderWalk(world, seat, reader, temperature)
    )
