"""CPU time of a whole hand's review, and of its slices, in CPython.

Usage: python benchmarks/review_time.py [--hands N] [--slice UNITS] [--seed S] [--first-card]
Deals N 2-player hands, plays them hard (seat 0) against medium (``--first-card``: seat 0
plays its first legal card, as the browser tests do), then reviews seat 0's moves with
``step(UNITS)`` slices (the page steps ``step(1)``) and reports the process CPU time of each
whole review and of the longest slice: median, p95 and max, and how many worlds the
reviewed moves' searches valued. Pyodide in the page is typically about 1.5x slower.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from briscola.ai import make_player
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.learn.review import Review


def summary(label: str, times: list[float]) -> str:
    """Median, p95 and max in milliseconds."""
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (
        f"{label}: median {statistics.median(ordered) * 1000:.0f} ms  p95 {p95 * 1000:.0f} ms"
        f"  max {ordered[-1] * 1000:.0f} ms  ({len(ordered)})"
    )


def play(seed: int, first_card: bool = False) -> GameState:
    """A 2-player hand, hard (or the first legal card) at seat 0 against medium."""
    rng = random.Random(seed)
    state = GameState.new(Rules(), rng)
    players = [make_player("hard"), make_player("medium")]
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        if seat == 0 and first_card:
            state.apply(state.legal_actions()[0], seat)
        else:
            state.apply(players[seat].choose(state.view(seat), rng), seat)
    return state


def main() -> None:
    """Print the review and slice summaries."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5)
    parser.add_argument("--slice", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first-card", action="store_true", help="seat 0 plays its first card")
    args = parser.parse_args()
    reviews: list[float] = []
    slices: list[float] = []
    worlds = 0
    for hand in range(args.hands):
        state = play(args.seed + hand, args.first_card)
        review = Review(state, 0, random.Random(hand))
        started = time.process_time()
        longest = 0.0
        while True:
            searching = review.searching
            before = time.process_time()
            finished = review.step(args.slice)
            longest = max(longest, time.process_time() - before)
            if searching is not None and review.searching is not searching:
                worlds += getattr(searching.search, "worlds_done", 0)
            if finished:
                break
        reviews.append(time.process_time() - started)
        slices.append(longest)
    print(summary("whole review of a 2-player hand", reviews))
    print(summary(f"longest step({args.slice}) per review", slices))
    print(f"worlds valued: {worlds / args.hands:.0f} per hand")


if __name__ == "__main__":
    main()
