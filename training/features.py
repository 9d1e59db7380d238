"""What the network sees of a hand from the seat to move, batched.

Suits are turned so that the trump is suit 0 (``canonical``): a card's index in the network's
input and output is ``((suit - trump) % 4) * 10 + rank``. The same encoding for one view in
pure Python is ``briscola.ai.learned.features``; a test checks both agree.

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

from typing import Final

import numpy as np
from numpy.typing import NDArray

from training.sim import CARDS, MOVES, STOCK, Batch

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

Floats = NDArray[np.float32]


def to_canonical(trump: NDArray[np.int64]) -> NDArray[np.int64]:
    """``(n, 40)``: each real card's canonical index, per game."""
    card = np.arange(CARDS)
    return ((card // 10 - trump[:, None]) % 4) * 10 + card % 10


def from_canonical(trump: NDArray[np.int64]) -> NDArray[np.int64]:
    """``(n, 41)``: each canonical move's real move (the swap stays the swap)."""
    card = np.arange(CARDS)
    real = ((card // 10 + trump[:, None]) % 4) * 10 + card % 10
    return np.concatenate([real, np.full((trump.size, 1), CARDS)], axis=1)


def observe(batch: Batch) -> tuple[Floats, NDArray[np.bool_]]:
    """The inputs of the seat to move in every game, and its legal moves, both canonical."""
    n = batch.n
    rows = batch.rows
    seat = batch.to_move
    other = 1 - seat
    order = np.argsort(to_canonical(batch.trump), axis=1)
    """``order[g, k]``: the real card at canonical index ``k``."""
    x = np.zeros((n, SIZE), dtype=np.float32)
    x[:, HAND:GONE] = np.take_along_axis(batch.hands[rows, seat], order, axis=1)
    x[:, GONE:LED] = np.take_along_axis(batch.gone, order, axis=1)
    led = np.zeros((n, CARDS), dtype=bool)
    following = batch.lead >= 0
    led[rows[following], batch.lead[following]] = True
    x[:, LED:FACE_UP] = np.take_along_axis(led, order, axis=1)
    face = batch.face_up()
    up = np.zeros((n, CARDS), dtype=bool)
    under = face >= 0
    up[rows[under], face[under]] = True
    x[:, FACE_UP:KNOWN] = np.take_along_axis(up, order, axis=1)
    x[:, KNOWN:POINTS] = np.take_along_axis(batch.known[rows, other], order, axis=1)
    x[:, POINTS] = batch.points[rows, seat] / 120.0
    x[:, POINTS + 1] = batch.points[rows, other] / 120.0
    x[:, LEFT] = (STOCK - batch.drawn) / STOCK
    x[:, SWAP_RULE] = batch.swap_on
    x[:, LEADS] = ~following
    legal = batch.legal()
    mask = np.zeros((n, MOVES), dtype=bool)
    mask[:, :CARDS] = np.take_along_axis(legal[:, :CARDS], order, axis=1)
    mask[:, CARDS] = legal[:, CARDS]
    return x, mask
