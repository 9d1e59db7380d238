"""Batched players: each picks one move per game of a :class:`~training.sim.Batch`.

``random_moves`` and ``greedy_moves`` are the fixed baselines of the learning curve (greedy is
the arena's greedy, ``briscola.ai.levels.greedy``, to the card); ``NetPlayer`` is the network,
sampling its policy or taking its most likely move.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from briscola.ai.learned.encoding import CARDS
from training import net
from training.features import from_canonical, observe
from training.sim import CARD_POINTS, STRENGTH, SUIT, Batch, beats

Ints = NDArray[np.int64]


def random_moves(batch: Batch, rng: np.random.Generator) -> Ints:
    """A uniformly random legal move per game (0 for finished games)."""
    legal = batch.legal()
    weights = rng.random(legal.shape) * legal
    moves: Ints = weights.argmax(axis=1)
    return moves


def greedy_moves(batch: Batch) -> Ints:
    """The greedy baseline's card: the cheapest by (is trump, points, strength); following a
    card with points, the cheapest that takes it if any does. It never swaps."""
    cards = np.arange(CARDS)
    trump = batch.trump[:, None]
    key = (SUIT[cards] == trump) * 1000 + CARD_POINTS[cards] * 20 + STRENGTH[cards]
    hand = batch.hands[batch.rows, batch.to_move]
    big = 1 << 20
    cheapest = np.where(hand, key, big).argmin(axis=1)
    led = batch.lead
    following = led >= 0
    takes = beats(np.where(following, led, 0)[:, None], cards[None, :], trump) & hand
    rich = following & (CARD_POINTS[np.where(following, led, 0)] > 0) & takes.any(axis=1)
    cheapest_taker = np.where(takes, key, big).argmin(axis=1)
    moves: Ints = np.where(rich, cheapest_taker, cheapest)
    return moves


class NetPlayer:
    """The network's move: sampled from its policy, or its most likely one."""

    def __init__(self, params: net.Params, rng: np.random.Generator, sample: bool = True):
        self.params = params
        self.rng = rng
        self.sample = sample

    def __call__(self, batch: Batch) -> Ints:
        """One move per game (0 for finished games)."""
        x, mask = observe(batch)
        logits = net.forward(self.params, x, mask).logits
        choice = sample_moves(logits, self.rng) if self.sample else logits.argmax(axis=1)
        moves = np.take_along_axis(from_canonical(batch.trump), choice[:, None], axis=1)[:, 0]
        return np.where(batch.done, 0, moves)


def sample_moves(logits: net.Floats, rng: np.random.Generator) -> Ints:
    """One index per row, drawn from the softmax of ``logits`` (Gumbel-max)."""
    gumbel = -np.log(-np.log(rng.random(logits.shape) + 1e-12) + 1e-12)
    moves: Ints = (logits + gumbel).argmax(axis=1)
    return moves
