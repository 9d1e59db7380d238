"""When a search may stop early: its leading action is clearly ahead of every other one.

The actions are valued in the same worlds, so the test is paired: per other action, the
weighted mean of the leader's lead over it, world by world, less ``z`` standard errors of
that mean, must stay above 0. The effective number of worlds counts their weights.
"""

from __future__ import annotations

import math


def clearly_best(rows: list[list[float]], weights: list[float], z: float) -> bool:
    """Whether the action with the best weighted mean over ``rows`` (one row per world: each
    action's value there) leads every other one by more than ``z`` standard errors.

    >>> clearly_best([[1.0, 0.0], [0.9, 0.1], [1.0, 0.2]], [1.0, 1.0, 1.0], 3.0)
    True
    >>> clearly_best([[1.0, 0.0], [0.0, 1.0], [1.0, 0.0]], [1.0, 1.0, 1.0], 1.0)
    False
    """
    total = sum(weights)
    if total <= 0 or len(rows) < 2:
        return False
    count = len(rows[0])
    means = [
        sum(w * row[i] for w, row in zip(weights, rows, strict=True)) / total for i in range(count)
    ]
    leader = max(range(count), key=means.__getitem__)
    worlds = total * total / sum(w * w for w in weights)
    for other in range(count):
        if other == leader:
            continue
        gap = means[leader] - means[other]
        spread = (
            sum(
                w * (row[leader] - row[other] - gap) ** 2
                for w, row in zip(weights, rows, strict=True)
            )
            / total
        )
        if gap - z * math.sqrt(spread / max(worlds - 1.0, 1.0)) <= 0:
            return False
    return True
