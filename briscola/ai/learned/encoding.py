"""What the network sees of a two-player hand from one seat, in pure Python.

The same inputs as the training's batched encoder (``training/features.py``; a test checks
both agree): suits turned so that the trump is suit 0, so a card's index in the network is
``((suit - trump) % 4) * 10 + rank``. The input is sparse: the indexes of the ones among the
200 card inputs, and the five numbers after them.

| inputs | what |
|---|---|
| 0–39 | the seat's hand |
| 40–79 | the cards played to finished tricks |
| 80–119 | the card led to this trick, when following |
| 120–159 | the face-up trump, while it lies under the stock |
| 160–199 | the opponent's cards the seat has seen (the face-up trump drawn last, a swap) |
| 200, 201 | the seat's points, the opponent's, / 120 |
| 202 | the cards left in the stock / 34 |
| 203 | the trump-7 swap is played |
| 204 | the seat leads |
"""

from __future__ import annotations

from typing import Final, NamedTuple

from briscola.engine.actions import PLAY, Action, Play, SwapSeven
from briscola.engine.cards import Card
from briscola.engine.view import SeatView

SIZE: Final = 205
HAND: Final = 0
GONE: Final = 40
LED: Final = 80
FACE_UP: Final = 120
KNOWN: Final = 160
POINTS: Final = 200
LEFT: Final = 202
SWAP_RULE: Final = 203
LEADS: Final = 204
SWAP_MOVE: Final = 40
"""The network's output for the trump-7 swap; outputs 0–39 are the canonical cards."""
STOCK: Final = 34
SUITS: Final = "DCSB"


class Inputs(NamedTuple):
    """A sparse input: the card inputs that are one, and (input, value) for the numbers."""

    ones: list[int]
    numbers: list[tuple[int, float]]


def plays_here(view: SeatView) -> bool:
    """True where the network has learned to play: two players, the plain game (with or
    without the trump-7 swap)."""
    rules = view.rules
    return (
        rules.players == 2
        and rules.deck == 40
        and rules.hand_size == 3
        and view.trump_suit is not None
        and not rules.follow_suit
        and not rules.two_beats_ace
        and not rules.open_hands
        and not rules.declare_31
    )


def canonical(card: Card, trump: int) -> int:
    """A card's index in the network's inputs and outputs.

    >>> canonical(Card.from_code("AB"), SUITS.index("B")), canonical(Card.from_code("RD"), 3)
    (0, 19)
    """
    return ((card.index // 10 - trump) % 4) * 10 + card.index % 10


def encode(view: SeatView) -> Inputs:
    """The network's input for ``view``'s seat (see :func:`plays_here`)."""
    assert view.trump_suit is not None
    trump = SUITS.index(view.trump_suit)
    seat = view.seat
    ones = [HAND + canonical(c, trump) for c in view.hand]
    ones += [GONE + canonical(c, trump) for t in view.tricks for _, c in t.cards]
    if view.trick:
        ones.append(LED + canonical(view.trick[0][1], trump))
    if view.face_up is not None:
        ones.append(FACE_UP + canonical(view.face_up, trump))
    ones += [KNOWN + canonical(c, trump) for c in view.known[1 - seat]]
    taken = view.points_taken()
    numbers = [
        (POINTS, taken[seat] / 120),
        (POINTS + 1, taken[1 - seat] / 120),
        (LEFT, view.stock_left / STOCK),
        (SWAP_RULE, float(view.rules.swap_seven)),
        (LEADS, float(not view.trick)),
    ]
    return Inputs(ones, [(i, v) for i, v in numbers if v])


def moves(view: SeatView) -> list[tuple[int, Action]]:
    """The legal actions of ``view`` with the network's output for each."""
    assert view.trump_suit is not None
    trump = SUITS.index(view.trump_suit)
    found: list[tuple[int, Action]] = []
    for action in view.legal_actions():
        if isinstance(action, Play):
            found.append((canonical(action.card, trump), PLAY[action.card]))
        elif isinstance(action, SwapSeven):
            found.append((SWAP_MOVE, action))
    return found
