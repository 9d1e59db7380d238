"""Random 2-player hands per second through the engine's public API.

Usage: python benchmarks/engine.py [--hands N] [--players P] [--repeat R]
Each hand: a seeded deal, then a uniformly random legal action until the hand is over.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from briscola import GameState, Rules


def play_hands(rules: Rules, hands: int, seed: int) -> int:
    """Play ``hands`` random hands; returns the number of actions applied."""
    rng = random.Random(seed)
    actions = 0
    for _ in range(hands):
        state = GameState.new(rules, rng)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
    return actions


def main() -> None:
    """Print hands per second (median of the repeats)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    rules = Rules.for_table(args.players)
    rates = []
    actions = 0
    for repeat in range(args.repeat):
        start = time.perf_counter()
        actions = play_hands(rules, args.hands, seed=repeat)
        rates.append(args.hands / (time.perf_counter() - start))
    print(f"players: {args.players}  hands per run: {args.hands}  runs: {args.repeat}")
    print(f"actions per hand: {actions / args.hands:.1f}")
    print(f"hands/s: median {statistics.median(rates):,.0f}  best {max(rates):,.0f}")


if __name__ == "__main__":
    main()
