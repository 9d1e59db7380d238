"""What the network sees of a hand from the seat to move, batched.

The layout of the inputs, the cards' canonical order and the outputs are
``briscola.ai.learned.encoding``'s (the one definition, which the game's pure-Python encoder
uses for one view; ``tests/training/test_encoding.py`` checks both give the same inputs).
Suits are turned so that the trump is suit 0.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from briscola.ai.learned.encoding import (
    CANONICAL,
    CARDS,
    FACE_UP,
    GONE,
    HAND,
    KNOWN,
    LEADS,
    LED,
    LEFT,
    POINTS,
    SIZE,
    STOCK,
    SWAP_MOVE,
    SWAP_RULE,
)
from training.sim import MOVES, SWAP, Batch

__all__ = ["SIZE", "Floats", "from_canonical", "observe", "to_canonical"]

_CANONICAL = np.array(CANONICAL, dtype=np.int64)
"""``(4, 40)``: each real card's canonical index, per trump."""
_REAL = np.argsort(_CANONICAL, axis=1)
"""``(4, 40)``: the real card at each canonical index, per trump."""

Floats = NDArray[np.float32]


def to_canonical(trump: NDArray[np.int64]) -> NDArray[np.int64]:
    """``(n, 40)``: each real card's canonical index, per game."""
    table: NDArray[np.int64] = _CANONICAL[trump]
    return table


def from_canonical(trump: NDArray[np.int64]) -> NDArray[np.int64]:
    """``(n, 41)``: each canonical move's real move (the swap stays the swap)."""
    return np.concatenate([_REAL[trump], np.full((trump.size, 1), SWAP)], axis=1)


def observe(batch: Batch) -> tuple[Floats, NDArray[np.bool_]]:
    """The inputs of the seat to move in every game, and its legal moves, both canonical."""
    n = batch.n
    rows = batch.rows
    seat = batch.to_move
    other = 1 - seat
    order = _REAL[batch.trump]
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
    mask[:, SWAP_MOVE] = legal[:, SWAP]
    return x, mask
