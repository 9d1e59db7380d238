"""A hand's seed: the number the page deals a hand from, saved with its game and carried by
a shared deal's link. The deal follows from the seed and the hand's number in its series.

>>> deal_rng(1234, 2).random() == deal_rng(1234, 2).random() != deal_rng(1234, 1).random()
True
"""

from __future__ import annotations

import random
from typing import Final

MAX_SEED: Final = 2**63
"""Every hand seed lies below this (a signed 64-bit integer: 19 digits at most)."""


def deal_rng(hand_seed: int, hand_number: int) -> random.Random:
    """The random source that deals hand ``hand_number`` (from 1) of ``hand_seed``."""
    return random.Random(f"{hand_seed}:deal:{hand_number - 1}")
