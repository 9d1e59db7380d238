"""A privileged critic: a value network that also sees what the seat cannot.

The actor (the policy the game plays) sees only its seat's view. For the advantages of the
learner, a second network estimates the seat's return from the view *and* the opponent's
hand and the stock (which cards are left, and the next two to be drawn): most of a hand's
luck is then no longer noise in the advantages. It is used only in training.
"""

from __future__ import annotations

from typing import Final

import numpy as np
import torch

from briscola.ai.lab.critic_leaf import CRITIC_SIZE, NEXT_DRAW, OTHER_HAND, STOCK_LEFT
from briscola.ai.learned.encoding import CARDS, SIZE, STOCK
from training import net
from training.features import to_canonical
from training.sim import Batch

PRIVATE: Final = CRITIC_SIZE - SIZE
"""The opponent's hand, the cards left in the stock, the next card drawn, the one after (the
layout of ``briscola.ai.lab.critic_leaf``, which reads the critic in the search)."""


def private(batch: Batch) -> net.Floats:
    """``(n, 160)``: what only the critic sees, for the seat to move, suits canonical."""
    n = batch.n
    rows = batch.rows
    order = np.argsort(to_canonical(batch.trump), axis=1)
    out = np.zeros((n, PRIVATE), dtype=np.float32)
    hand, left_at, next_at = OTHER_HAND - SIZE, STOCK_LEFT - SIZE, NEXT_DRAW - SIZE
    out[:, hand : hand + CARDS] = np.take_along_axis(
        batch.hands[rows, 1 - batch.to_move], order, axis=1
    )
    left = np.arange(STOCK)[None, :] >= batch.drawn[:, None]
    stock = np.zeros((n, CARDS), dtype=bool)
    games, slots = np.nonzero(left)
    stock[games, batch.stock[games, slots]] = True
    out[:, left_at : left_at + CARDS] = np.take_along_axis(stock, order, axis=1)
    for k in range(2):
        slot = batch.drawn + k
        has = slot < STOCK
        card = np.zeros((n, CARDS), dtype=bool)
        card[rows[has], batch.stock[rows[has], slot[has]]] = True
        at = next_at + k * CARDS
        out[:, at : at + CARDS] = np.take_along_axis(card, order, axis=1)
    return out


def init(rng: np.random.Generator, hidden: tuple[int, int]) -> net.Params:
    """A critic's weights (its policy layer is unused)."""
    return net.init(rng, hidden, SIZE + PRIVATE)


def values(params: net.Params, x: net.Floats, private_x: net.Floats) -> net.Floats:
    """The critic's value of each row."""
    both = np.concatenate([x, private_x], axis=1)
    with torch.no_grad():
        found: net.Floats = net.value(net.weights(params), torch.from_numpy(both)).numpy()
    return found


def loss(w: net.Weights, x: net.Floats, private_x: net.Floats, ret: net.Floats) -> torch.Tensor:
    """Half the mean squared error of the critic's values to the returns ``ret``."""
    both = torch.from_numpy(np.concatenate([x, private_x], axis=1))
    error = net.value(w, both) - torch.from_numpy(ret)
    return 0.5 * (error**2).mean()
