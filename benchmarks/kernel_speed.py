"""Playout kernel speed: random 2-player hands per second on one core (deal included).

Usage: python benchmarks/kernel_speed.py [--hands N] [--players P] [--repeat R]
Rates are per second of this process's CPU time, so other work on the machine inflates
them less than wall-clock rates. Also reports the search's heuristic playouts per second.
The kernel is meant to stay at 14,000 random 2-player hands per second or more.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from briscola.ai.kernel.playout import heuristic_playout
from briscola.ai.kernel.sim import deal, random_playout
from briscola.engine.rules import Rules


def rate(rules: Rules, hands: int, seed: int, heuristic: bool) -> float:
    """Hands per second of process CPU time for one run (one core; robust on a busy machine)."""
    rand = random.Random(seed).random
    start = time.process_time()
    for i in range(hands):
        sim = deal(rules, rand, dealer=i % rules.players)
        if heuristic:
            heuristic_playout(sim)
        else:
            random_playout(sim, rand)
    return hands / (time.process_time() - start)


def main() -> None:
    """Print the medians of the repeats."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    rules = Rules.for_table(args.players)
    for label, heuristic in (("random", False), ("heuristic", True)):
        rates = [rate(rules, args.hands, seed, heuristic) for seed in range(args.repeat)]
        print(
            f"{label} playouts, {args.players} players: median {statistics.median(rates):,.0f}"
            f" hands/s  best {max(rates):,.0f}  ({args.repeat} runs of {args.hands})"
        )


if __name__ == "__main__":
    main()
