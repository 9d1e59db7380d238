"""The levels' ratings per table size, from arena matches between neighbouring levels.

Usage: python measure/level_ratings.py [--players 2 4] [--games-scale F] [--jobs K]

Each match is what ``python -m briscola arena A B --players P --games N --seed S`` plays (the
stronger level as A). A's score s (wins + draws/2, seats exchanged) gives the rating gap
400·log10(s / (1 − s)) on the Glicko scale; medium, the level a new player meets first, is
anchored at 1500 and the others follow the chain easy < medium < hard < maestro. The deviation
of each level is the standard error of its gap to medium (the 95 % half-width / 1.96, the
errors of the chain's links added in quadrature). Prints each match as it ends, then a table
of ratings for ``LEVEL_RATINGS`` in ``briscola/rating/level_ratings.py`` (its four- and six-player
rows; the two-player row is the fit of ``measure/level_fit.py``).
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from briscola.ai.arena.match import Contestant, run_match
from briscola.engine.rules import Rules

Link = tuple[str, str, float, float]
"""A link of the chain: the stronger level, the weaker, the gap between them, its error."""
ANCHOR = ("medium", 1500.0)
"""The level whose rating is fixed: the others are measured from it."""

MATCHES: list[tuple[int, str, str, int, int]] = [
    # (players, stronger, weaker, games, seed), played in this order: the cheap matches
    # first, the slow hard and maestro matches with fewer games. Two sides only: with 3
    # players (and in the Chiamata) the arena scores A's wins against two (four) Bs, which is
    # no pairwise score.
    (2, "medium", "easy", 1000, 11),
    (4, "medium", "easy", 300, 11),
    (6, "medium", "easy", 200, 11),
    (4, "hard", "medium", 60, 11),
    (6, "hard", "medium", 600, 11),
    (2, "hard", "medium", 150, 11),
    (2, "maestro", "hard", 400, 11),
]


def gap(score: float) -> float:
    """The rating gap of a score (clipped away from 0 and 1).

    >>> round(gap(0.5)), round(gap(0.64)), round(gap(0.36))
    (0, 100, -100)
    """
    s = min(max(score, 0.001), 0.999)
    return 400.0 * math.log10(s / (1.0 - s))


def gap_error(score: float, half_width: float) -> float:
    """The standard error of :func:`gap` from the score's 95 % half-width (the slope at s).

    >>> round(gap_error(0.5, 0.0392), 1)
    13.9
    """
    s = min(max(score, 0.01), 0.99)
    slope = 400.0 / math.log(10.0) / (s * (1.0 - s))
    return slope * half_width / 1.96


def chain(links: list[Link]) -> dict[str, tuple[float, float]]:
    """Ratings and deviations from links (stronger, weaker, gap, error), anchored; a level
    with no link to the anchor is left out.

    >>> chain([("medium", "easy", 200.0, 10.0), ("hard", "medium", 100.0, 20.0)])["hard"]
    (1600.0, 20.0)
    >>> chain([("maestro", "hard", 10.0, 10.0)])
    {'medium': (1500.0, 0.0)}
    """
    name, rating = ANCHOR
    known = {name: (rating, 0.0)}
    pending = list(links)
    progress = True
    while pending and progress:
        progress = False
        for link in list(pending):
            strong, weak, difference, error = link
            if strong in known:
                r, e = known[strong]
                known[weak] = (r - difference, math.hypot(e, error))
            elif weak in known:
                r, e = known[weak]
                known[strong] = (r + difference, math.hypot(e, error))
            else:
                continue
            pending.remove(link)
            progress = True
    return known


def measure(players: int, strong: str, weak: str, games: int, seed: int, jobs: int) -> Link:
    """Play one match, print its row, and return its link of the chain."""
    start = time.perf_counter()
    result = run_match(
        Contestant(strong), Contestant(weak), Rules.for_table(players), games, seed, jobs
    )
    score, half = result.score, result.interval
    print(
        f"| {players} | {strong} vs {weak} | {len(result.games)} | {score:.3f} ± {half:.3f} "
        f"| {result.count(1.0)}/{result.count(0.5)}/{result.count(0.0)} "
        f"| {gap(score):+.0f} ± {1.96 * gap_error(score, half):.0f} "
        f"| {time.perf_counter() - start:.0f} s "
        f"| `python -m briscola arena {strong} {weak} --players {players} --games {games} "
        f"--seed {seed}` |",
        flush=True,
    )
    return strong, weak, gap(score), gap_error(score, half)


def main() -> None:
    """Run the matches of the chosen tables and print the ratings."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    tables = sorted({players for players, *_ in MATCHES})
    parser.add_argument("--players", type=int, nargs="*", default=tables)
    parser.add_argument("--games-scale", type=float, default=1.0)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    unknown = [p for p in args.players if p not in tables]
    if unknown:
        sys.exit(f"no matches for {unknown} players (known: {tables})")
    print("| players | match | games | score of A | W/D/L | gap (95 %) | time | command |")
    print("|---|---|---|---|---|---|---|---|", flush=True)
    links: dict[int, list[Link]] = {}
    for players, strong, weak, games, seed in MATCHES:
        if players in args.players:
            games = max(2, int(games * args.games_scale))
            link = measure(players, strong, weak, games, seed, args.jobs)
            links.setdefault(players, []).append(link)
    ratings = {players: chain(found) for players, found in links.items()}
    print("\n| players | level | rating | deviation |\n|---|---|---|---|")
    for players, levels in ratings.items():
        for level, (rating, error) in sorted(levels.items(), key=lambda item: item[1][0]):
            print(f"| {players} | {level} | {rating:.0f} | {error:.0f} |")


if __name__ == "__main__":
    main()
