"""Reading the opponent's hand with the network: a world weighs the chance that the network,
holding that world's hand, would have made the opponent's last plays.

Two players. For each of the opponent's last ``horizon`` plays, what it saw then but its
hand (the cards gone, the card led, the face-up trump, our cards it had seen, the points,
the stock) is the same in every world: its part of the first layer is summed once
(:class:`Past`). A world's hand then adds a few rows, and only the hand's logits are needed.
The walk back through the draws is ``histories.HistoryWalk``'s: every way of un-drawing, its
likelihood memoised by hand, so worlds that share a past hand share its work.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from briscola.ai.kernel.sim import Sim
from briscola.ai.learned.encoding import (
    CANONICAL,
    FACE_UP,
    GONE,
    HAND,
    KNOWN,
    LEADS,
    LED,
    LEFT,
    POINTS,
    STOCK,
    SWAP_RULE,
    Inputs,
)
from briscola.ai.learned.network import Network, Vector
from briscola.ai.reading.histories import HistoryWalk
from briscola.ai.reading.inference import HandReader
from briscola.ai.search.worlds import Chances, Weigh
from briscola.engine.cards import SUITS, Card
from briscola.engine.view import SeatView


class Past(NamedTuple):
    """One past play of the opponent: the first layer's sum of what it saw but its hand."""

    h1: Vector
    card: int
    """The card played, canonical."""


def face_up_card(view: SeatView) -> Card | None:
    """The trump card turned at the deal, where the view still shows it: under the stock, or
    in the hand of whoever drew it last (else None: it has been played since)."""
    if view.face_up is not None:
        return view.face_up
    for cards in view.known:
        for card in cards:
            if card.suit == view.trump_suit:
                return card
    return None


def pasts(view: SeatView, network: Network, seat: int, horizon: int) -> list[Past]:
    """``seat``'s last ``horizon`` plays, newest first (as ``HandReader.plays``)."""
    assert view.trump_suit is not None
    trump = SUITS.index(view.trump_suit)
    turned = face_up_card(view)

    def canon(card: Card) -> int:
        return CANONICAL[trump][card.index]

    found: list[Past] = []
    gone: list[int] = []
    points = [0, 0]
    drawn_by: int | None = None
    """Who drew the face-up trump (the loser of the last trick with a draw)."""
    tricks = [(t.cards, t.winner, t.points) for t in view.tricks]
    if view.trick:
        tricks.append((view.trick, -1, 0))
    for number, (cards, winner, won) in enumerate(tricks):
        left = max(0, STOCK - 2 * number)
        for position, (who, card) in enumerate(cards):
            if who == seat:
                ones = [GONE + c for c in gone]
                if position:
                    ones.append(LED + canon(cards[0][1]))
                if left and turned is not None:
                    ones.append(FACE_UP + canon(turned))
                if (
                    drawn_by is not None
                    and drawn_by != seat
                    and turned is not None
                    and GONE + canon(turned) not in ones
                    and not (position and cards[0][1] == turned)
                ):
                    ones.append(KNOWN + canon(turned))
                numbers = [
                    (POINTS, points[seat] / 120),
                    (POINTS + 1, points[1 - seat] / 120),
                    (LEFT, left / STOCK),
                    (SWAP_RULE, float(view.rules.swap_seven)),
                    (LEADS, float(position == 0)),
                ]
                h1 = network.first_layer(Inputs(ones, [(i, v) for i, v in numbers if v]))
                found.append(Past(h1, canon(card)))
        if winner >= 0:
            gone.extend(canon(c) for _, c in cards)
            points[winner] += won
            if left == 2:
                drawn_by = 1 - winner
    return list(reversed(found))[:horizon]


class NetWalk(HistoryWalk):
    """The likelihood of the opponent's last plays for the network holding a past hand."""

    __slots__ = ("network", "pasts", "trump")

    def __init__(
        self, world: Sim, seat: int, reader: HandReader, network: Network, found: list[Past]
    ) -> None:
        super().__init__(
            world, seat, reader.plays[seat], reader.pinned[seat], reader.last_round[seat], 0, 0
        )
        self.network = network
        self.pasts = found
        self.trump = world.trump

    def _unplay(self, hand: list[int], at: int) -> float:
        play = self.plays[at]
        hand.append(play.card)
        past = self.pasts[at]
        trump = self.trump
        network = self.network
        h1 = past.h1
        order = CANONICAL[trump]
        outputs = [order[c] for c in hand]
        for o in outputs:
            h1 = [a + b for a, b in zip(h1, network.w1[HAND + o], strict=True)]
        hidden = network.hidden_from(h1)
        logits = network.logits(hidden, outputs)
        top = max(logits)
        exps = [math.exp(x - top) for x in logits]
        chance = exps[outputs.index(past.card)] / sum(exps)
        return chance * self.likelihood(hand, at + 1)


def net_weigh(view: SeatView, network: Network, horizon: int) -> Weigh:
    """A world's weight: the network's likelihood of the opponent's last ``horizon`` plays
    with the world's hand (two players)."""
    opponent = 1 - view.seat
    reader = HandReader(view, 0.0, horizon, 0.5, [opponent])
    found = pasts(view, network, opponent, horizon)
    walks: dict[tuple[int, ...], NetWalk] = {}
    none: Chances = {}

    def weigh(world: Sim) -> tuple[float, Chances]:
        walk = walks.get(world.side)
        if walk is None:
            walk = walks[world.side] = NetWalk(world, opponent, reader, network, found)
        return walk.likelihood(list(world.hands[opponent])), none

    return weigh
