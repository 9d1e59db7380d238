"""Small networks with random weights, for the learned player's and the reading's tests."""

from __future__ import annotations

import random

from briscola.ai.learned.encoding import SIZE
from briscola.ai.learned.network import Network, write_arrays


def random_weights(
    rng: random.Random, hidden: tuple[int, int] = (8, 6), inputs: int = SIZE
) -> bytes:
    """A weights file of a small network with random weights (``inputs`` of them)."""
    h1, h2 = hidden
    shapes = {
        "w1": (inputs, h1), "b1": (1, h1), "w2": (h1, h2), "b2": (1, h2),
        "wp": (h2, 41), "bp": (1, 41), "wv": (h2, 1), "bv": (1, 1),
    }  # fmt: skip
    arrays = {
        k: [[rng.uniform(-1, 1) for _ in range(c)] for _ in range(r)]
        for k, (r, c) in shapes.items()
    }
    return write_arrays(arrays)


def random_network(rng: random.Random, hidden: tuple[int, int] = (8, 6)) -> Network:
    """A small network with random weights."""
    return Network.from_bytes(random_weights(rng, hidden))
