"""How much the page's float16 weights file changes the maestro level's network.

Usage: python measure/weights_precision.py [POSITIONS] [SEED]

The command line reads ``briscola/ai/learned/weights.bin`` (float32); the site build writes
the same weights as float16 (``write_arrays(..., half=True)``), which the page fetches. Prints
both files' bytes (and gzip's), then, over POSITIONS (default 2,000) two-player positions of
self-play (the float32 network's most likely move, one move in five at random, seeded by
SEED, default 2026) where more than one move is legal: how often the float16 network's most
likely move is the float32 one's, and the differences of the legal moves' log-probabilities
(mean, 99th percentile, largest).
"""

from __future__ import annotations

import gzip
import random
import statistics
import sys

from briscola.ai.learned.encoding import plays_here
from briscola.ai.learned.network import Network, read_arrays, write_arrays
from briscola.ai.learned.prior import log_policy
from briscola.ai.learned.supply import shipped_bytes
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.engine.view import SeatView


def positions(network: Network, count: int, rng: random.Random) -> list[SeatView]:
    """``count`` views of self-play where the network has a choice to make."""
    views: list[SeatView] = []
    while len(views) < count:
        state = GameState.new(Rules.for_table(2), rng)
        while not state.is_over and state.current_player is not None:
            seat = state.current_player
            view = state.view(seat)
            actions = view.legal_actions()
            if plays_here(view) and len(actions) > 1:
                views.append(view)
            if rng.random() < 0.2:
                action = rng.choice(actions)
            else:
                logs = log_policy(view, actions, network)
                action = actions[max(range(len(actions)), key=logs.__getitem__)]
            state.apply(action, seat)
    return views[:count]


def best(values: list[float]) -> int:
    """The index of the largest value."""
    return max(range(len(values)), key=values.__getitem__)


def main(argv: list[str]) -> None:
    count = int(argv[0]) if argv else 2000
    seed = int(argv[1]) if len(argv) > 1 else 2026
    full = shipped_bytes()
    half = write_arrays(read_arrays(full), half=True)
    for name, data in (("float32 (command line)", full), ("float16 (page)", half)):
        print(f"{name}: {len(data):,} B, gzip -9 {len(gzip.compress(data, 9)):,} B")
    exact, rounded = Network.from_bytes(full), Network.from_bytes(half)
    views = positions(exact, count, random.Random(seed))
    same = 0
    diffs: list[float] = []
    for view in views:
        actions = view.legal_actions()
        a, b = log_policy(view, actions, exact), log_policy(view, actions, rounded)
        same += best(a) == best(b)
        diffs += [abs(x - y) for x, y in zip(a, b, strict=True)]
    diffs.sort()
    print(f"positions: {len(views):,} (seed {seed}); most likely move the same in {same:,}")
    print(
        f"|Δ log π| over {len(diffs):,} legal moves: mean {statistics.mean(diffs):.1e}, "
        f"p99 {diffs[int(0.99 * (len(diffs) - 1))]:.1e}, max {diffs[-1]:.1e}"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
