"""Compare two runs of ``hard_configs.py`` deal by deal (their ``log=FILE`` outputs).

Usage: python measure/paired.py BASE.log OTHER.log

The logs come from ``hard_configs.py log=FILE`` or ``python -m briscola arena ... --log FILE``
(one line per game: deal, seating, score, point margin).

Both runs played the same deals with the same seats, so the difference of each deal's mean
score (and point margin) has much less variance than either score alone. Prints, over the
deals both logs hold, each run's score and mean margin, and the difference with its 95 %
confidence half-width (1.96 standard errors of the per-deal differences).
"""

from __future__ import annotations

import math
import sys


def read(path: str) -> dict[int, tuple[float, float]]:
    """Deal -> (mean score, mean margin) over the games of that deal in the log."""
    games: dict[int, list[tuple[float, float]]] = {}
    with open(path) as lines:
        for line in lines:
            deal, _swapped, score, margin = line.split()
            games.setdefault(int(deal), []).append((float(score), float(margin)))
    return {
        deal: (sum(s for s, _ in g) / len(g), sum(m for _, m in g) / len(g))
        for deal, g in games.items()
    }


def count(path: str) -> dict[int, int]:
    """Deal -> games of that deal in the log (a deal is compared once both logs hold all of
    its games: 2 seatings with 2 players, 3 with 3, 2 with 4)."""
    games: dict[int, int] = {}
    with open(path) as lines:
        for line in lines:
            deal = int(line.split()[0])
            games[deal] = games.get(deal, 0) + 1
    return games


def mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and 95 % half-width."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def main() -> None:
    """Print the comparison."""
    base, other = read(sys.argv[1]), read(sys.argv[2])
    base_games, other_games = count(sys.argv[1]), count(sys.argv[2])
    deals = sorted(d for d in set(base) & set(other) if base_games[d] == other_games[d])
    if not deals:
        sys.exit("no deal is complete in both logs yet")
    for i, name in ((0, "score"), (1, "margin")):
        b = mean_ci([base[d][i] for d in deals])[0]
        o = mean_ci([other[d][i] for d in deals])[0]
        diff, half = mean_ci([other[d][i] - base[d][i] for d in deals])
        print(f"{name}: base {b:.3f}  other {o:.3f}  diff {diff:+.3f} ± {half:.3f}")
    print(f"{len(deals)} deals, {sum(base_games[d] for d in deals)} games")


if __name__ == "__main__":
    main()
