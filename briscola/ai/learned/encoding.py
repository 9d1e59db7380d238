"""What the network sees of a two-player hand from one seat, in pure Python.

This module is the one definition of the network's inputs and outputs: the layout below,
the cards' canonical order (:data:`CANONICAL`) and the outputs (:data:`OUTPUTS`). The
training's batched encoder (``training/features.py``) imports them from here, and takes the
cards' ranks and points from the engine (``tests/ai/test_shared_layout.py`` checks that
``training/`` defines none of its own; ``tests/training/test_encoding.py`` that both encoders
give the same inputs). Suits are turned so that the trump is suit 0: a card's index in the
network is ``((suit - trump) % 4) * 10 + rank``. The input is sparse: the indexes of the
ones among the 200 card inputs, and the five numbers after them.

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
from briscola.engine.cards import FULL_DECK, RANKS, SUITS, Card
from briscola.engine.rules import Rules
from briscola.engine.view import SeatView

CARDS: Final = len(FULL_DECK)
"""The deck the network plays: 40 cards."""
HAND: Final = 0
GONE: Final = HAND + CARDS
LED: Final = GONE + CARDS
FACE_UP: Final = LED + CARDS
KNOWN: Final = FACE_UP + CARDS
POINTS: Final = KNOWN + CARDS
"""The seat's points, then the opponent's."""
LEFT: Final = POINTS + 2
SWAP_RULE: Final = LEFT + 1
LEADS: Final = SWAP_RULE + 1
SIZE: Final = LEADS + 1
"""205 inputs."""
SWAP_MOVE: Final = CARDS
"""The network's output for the trump-7 swap; outputs 0–39 are the canonical cards."""
OUTPUTS: Final = CARDS + 1
_TABLE: Final = Rules.for_table(2)
STOCK: Final = _TABLE.deck - _TABLE.players * _TABLE.hand_size
"""Cards in the stock after the deal, the face-up trump included (34)."""


def canonical_index(index: int, trump: int) -> int:
    """The network's index of the card of engine index ``index`` when suit ``trump`` is trump.

    >>> canonical_index(Card.from_code("AB").index, SUITS.index("B"))
    0
    """
    ranks = len(RANKS)
    return ((index // ranks - trump) % len(SUITS)) * ranks + index % ranks


CANONICAL: Final = tuple(
    tuple(canonical_index(card.index, trump) for card in FULL_DECK) for trump in range(len(SUITS))
)
"""``CANONICAL[trump][index]``: each card's index in the network, per trump suit."""


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
    return CANONICAL[trump][card.index]


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
