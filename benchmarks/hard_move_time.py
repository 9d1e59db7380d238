"""CPU time of the hard level's moves and of its search slices, in CPython.

Usage: python benchmarks/hard_move_time.py [--games N] [--slice UNITS] [field=value ...]
Plays N 2-player hands hard vs greedy (hard in seat ``game % 2``) and reports, per move and
per ``step(UNITS)`` slice (``field=value``: LabConfig overrides, as for
``hard_configs.py``), the process CPU time (so a busy machine inflates it little):
median, p95 and max. Pyodide in the page is typically about 1.5x slower than these.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from briscola.ai import make_player
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.engine.rules import Rules
from briscola.engine.state import GameState


def summary(label: str, times: list[float]) -> str:
    """Median, p95 and max in milliseconds."""
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (
        f"{label}: median {statistics.median(ordered) * 1000:.0f} ms  p95 {p95 * 1000:.0f} ms"
        f"  max {ordered[-1] * 1000:.0f} ms  ({len(ordered)})"
    )


def main() -> None:
    """Print the two summaries."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--slice", type=int, default=200)
    parser.add_argument("overrides", nargs="*", help="LabConfig field=value")
    args = parser.parse_args()
    config = LabConfig.with_changes(args.overrides)
    hard, greedy = LabPlayer(config), make_player("greedy")
    moves: list[float] = []
    slices: list[float] = []
    for game in range(args.games):
        state = GameState.new(Rules(players=2), random.Random(game))
        rng = random.Random(game)
        while (seat := state.current_player) is not None:
            view = state.view(seat)
            if seat != game % 2:
                state.apply(greedy.choose(view, rng))
                continue
            start = time.process_time()
            search = hard.start(view, random.Random(game))
            done = False
            while not done:
                tick = time.process_time()
                done = search.step(args.slice)
                slices.append(time.process_time() - tick)
            moves.append(time.process_time() - start)
            state.apply(search.best())
    print(summary("hard move (CPU)", moves))
    print(summary(f"step({args.slice}) slice (CPU)", slices))


if __name__ == "__main__":
    main()
