"""The levels' ratings at two players, fitted to seven arena matches between them.

Usage: python measure/level_fit.py

Each match's score s (the stronger level's, seats exchanged) gives the rating gap
400·log10(s / (1 − s)); its standard error comes from the score's 95 % half-width (the
slope of the gap at s). Medium is anchored at 1500 and the other levels' ratings are the
weighted least-squares fit to the seven gaps (each weighted by 1 / error²), each deviation the
fit's standard error. Prints the table for ``LEVEL_RATINGS[2]`` in
``briscola/rating/level_ratings.py``. The scores are the matches' measured results (the commands
beside them; docs/rating.md and docs/ai.md give the runs).
"""

from __future__ import annotations

import math

ANCHOR = ("medium", 1500.0)
FITTED = ("random", "easy", "greedy", "hard", "maestro")

Match = tuple[str, str, float, float, str]
"""The stronger level, the weaker, the stronger's score, its 95 % half-width, the command."""

MATCHES: tuple[Match, ...] = (
    ("medium", "easy", 0.748, 0.026, "arena medium easy --players 2 --games 1000 --seed 11"),
    ("hard", "medium", 0.679, 0.029, "arena hard medium --games 1000 --seed 1"),
    # two runs of 1,000 games each (0.767 ± 0.025 and 0.772 ± 0.026): the half-width of
    # their mean is that of the two combined
    ("hard", "greedy", 0.770, math.hypot(0.025, 0.026) / 2, "arena hard greedy --seed 2, 4"),
    ("hard", "random", 0.924, math.hypot(0.016, 0.015) / 2, "arena hard random --seed 3, 5"),
    ("easy", "random", 0.771, 0.025, "arena easy random --games 1000 --seed 11"),
    ("easy", "greedy", 0.417, 0.030, "arena easy greedy --games 1000 --seed 11"),
    # two runs, 400 and 200 games (0.541 ± 0.044 and 0.568 ± 0.067; 324/12/264 in all): the
    # half-width of all 600 from the two weighed by their games
    (
        "maestro",
        "hard",
        (324 + 12 / 2) / 600,
        math.hypot(400 * 0.044, 200 * 0.067) / 600,
        "arena maestro hard --games 400 --seed 11, and --games 200 --seed 12",
    ),
)


def gap(score: float) -> float:
    """The rating gap of a score.

    >>> round(gap(0.5)), round(gap(0.64))
    (0, 100)
    """
    return 400.0 * math.log10(score / (1.0 - score))


def gap_error(score: float, half_width: float) -> float:
    """The standard error of :func:`gap` from the score's 95 % half-width."""
    return 400.0 / math.log(10.0) / (score * (1.0 - score)) * half_width / 1.96


def inverse(matrix: list[list[float]]) -> list[list[float]]:
    """The inverse of a small square matrix (Gauss–Jordan with partial pivoting).

    >>> inverse([[2.0, 0.0], [0.0, 4.0]])
    [[0.5, 0.0], [0.0, 0.25]]
    """
    size = len(matrix)
    rows = [[*row, *(1.0 if i == j else 0.0 for j in range(size))] for i, row in enumerate(matrix)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [x / lead for x in rows[col]]
        for r in range(size):
            if r != col:
                factor = rows[r][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col], strict=True)]
    return [row[size:] for row in rows]


def fit(matches: tuple[Match, ...]) -> dict[str, tuple[float, float]]:
    """Each level's rating and standard error, medium anchored.

    >>> fit((("medium", "easy", 0.64, 0.03, ""), ("hard", "medium", 0.64, 0.03, "")))["hard"][0]
    1600.0
    """
    names = [n for n in FITTED if any(n in m[:2] for m in matches)]
    size = len(names)
    normal = [[0.0] * size for _ in range(size)]
    right = [0.0] * size
    for strong, weak, score, half, _ in matches:
        weight = 1.0 / gap_error(score, half) ** 2
        row, target = [0.0] * size, gap(score)
        for name, sign in ((strong, 1.0), (weak, -1.0)):
            if name == ANCHOR[0]:
                target -= sign * ANCHOR[1]
            else:
                row[names.index(name)] += sign
        for i in range(size):
            right[i] += weight * row[i] * target
            for j in range(size):
                normal[i][j] += weight * row[i] * row[j]
    covariance = inverse(normal)
    found = {ANCHOR[0]: (ANCHOR[1], 0.0)}
    for i, name in enumerate(names):
        rating = sum(covariance[i][j] * right[j] for j in range(size))
        found[name] = (round(rating, 1), round(math.sqrt(covariance[i][i]), 1))
    return found


def main() -> None:
    """Print the matches' gaps and the fitted ratings."""
    print("| match | score | gap ± standard error | command |\n|---|---|---|---|")
    for strong, weak, score, half, command in MATCHES:
        error = gap_error(score, half)
        print(f"| {strong} vs {weak} | {score:.3f} | {gap(score):+.0f} ± {error:.0f} | {command} |")
    print("\n| level | rating | standard error |\n|---|---|---|")
    for name, (rating, error) in sorted(fit(MATCHES).items(), key=lambda item: item[1][0]):
        print(f"| {name} | {rating} | {error} |")


if __name__ == "__main__":
    main()
