"""The first arena figures (docs/research/ai-log.md): fixed matches and seeds, one row each.

Usage: python benchmarks/arena_figures.py [--only NAME ...] [--games-scale F] [--jobs K]
Each row is what ``python -m briscola arena A B --players P --games N --seed S`` prints.
Run it with --jobs 1 on a shared machine; the hard matches take a long time.
"""

from __future__ import annotations

import argparse
import time

from briscola.ai.arena.match import Contestant, run_match
from briscola.engine.rules import Rules

# (name, A, B, players, games, seed, target)
FIGURES = [
    ("medium-greedy", "medium", "greedy", 2, 2000, 1, ">= 0.60"),
    ("easy-greedy", "easy", "greedy", 2, 2000, 1, "< 0.50"),
    ("easy-random", "easy", "random", 2, 2000, 1, "> 0.50"),
    ("hard-greedy", "hard", "greedy", 2, 400, 1, ">= 0.75"),
    ("hard-greedy-1000", "hard", "greedy", 2, 1000, 2, ">= 0.75"),
    ("hard-random", "hard", "random", 2, 150, 1, ">= 0.95"),
    ("hard-medium", "hard", "medium", 2, 200, 1, "> 0.55"),
    ("hard-greedy-4p", "hard", "greedy", 4, 360, 1, ">= 0.70"),
    ("hard-greedy-3p", "hard", "greedy", 3, 90, 1, ">= 0.45 (wins)"),
]


def main() -> None:
    """Run the chosen matches and print a markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", help="names of the matches to run")
    parser.add_argument("--games-scale", type=float, default=1.0)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    print(
        "| match | players | games | score of A (95 % CI) | W/D/L | mean points A–B "
        "| A move median / p95 | target | command |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for name, a, b, players, games, seed, target in FIGURES:
        if args.only and name not in args.only:
            continue
        games = max(2, int(games * args.games_scale))
        start = time.perf_counter()
        result = run_match(
            Contestant(a), Contestant(b), Rules.for_table(players), games, seed, args.jobs
        )
        data = result.to_json()
        pa, pb = data["mean_points"]
        t = data["move_time_a"]
        command = (
            f"python -m briscola arena {a} {b} --players {players} --games {games} "
            f"--seed {seed} --jobs 1"
        )
        print(
            f"| {a} vs {b} | {players} | {data['games']} | {data['score']:.3f} ± "
            f"{data['ci95']:.3f} | {data['wins']}/{data['draws']}/{data['losses']} | "
            f"{pa:.1f}–{pb:.1f} | {t['median'] * 1000:.1f} / {t['p95'] * 1000:.1f} ms | "
            f"{target} | `{command}` |",
            flush=True,
        )
        print(f"<!-- {name}: {time.perf_counter() - start:.0f} s -->", flush=True)


if __name__ == "__main__":
    main()
