"""Matches between batched players on paired deals: every deal played twice, seats exchanged.

The score is A's (wins + draws/2) / games, with a 95 % half-width over the deals' mean scores
(the two games of a deal are paired), as the arena reports it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import numpy as np
from numpy.typing import NDArray

from briscola.ai.learned.encoding import CARDS
from training.sim import Batch

Ints = NDArray[np.int64]
Chooser = Callable[[Batch], Ints]


class Score(NamedTuple):
    """A's result over a match."""

    score: float
    half_width: float
    games: int
    points: float
    """A's mean points."""


def match(a: Chooser, b: Chooser, deals: int, seed: int, swap_share: float = 0.0) -> Score:
    """A against B over ``deals`` deals, each played with A in seat 0 and then in seat 1."""
    rng = np.random.default_rng(seed)
    decks = rng.permuted(np.tile(np.arange(CARDS), (deals, 1)), axis=1)
    swap_on = rng.random(deals) < swap_share
    dealer = rng.integers(0, 2, deals)
    batch = Batch(np.concatenate([decks, decks]), np.tile(swap_on, 2), np.tile(dealer, 2))
    a_seat = np.repeat([0, 1], deals)

    def both(moves_batch: Batch) -> Ints:
        a_moves = a(moves_batch)
        b_moves = b(moves_batch)
        return np.where(moves_batch.to_move == a_seat, a_moves, b_moves)

    batch.play_out(both)
    rows = np.arange(2 * deals)
    scores = batch.scores()[rows, a_seat]
    per_deal = scores.reshape(2, deals).mean(axis=0)
    half = 1.96 * per_deal.std(ddof=1) / np.sqrt(deals) if deals > 1 else 0.0
    return Score(
        float(scores.mean()),
        float(half),
        2 * deals,
        float(batch.points[rows, a_seat].mean()),
    )
