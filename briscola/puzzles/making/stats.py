"""The set's spread: how many puzzles, their ratings, who solves them."""

from __future__ import annotations

from briscola.puzzles.puzzle import PuzzleSet

BUCKET = 100
"""Width of the rating histogram's bars."""


def quantile(sorted_values: list[int], share: float) -> int:
    """The value at ``share`` of the sorted list (nearest rank).

    >>> quantile([1, 2, 3, 4], 0.5), quantile([7], 0.9)
    (2, 7)
    """
    index = max(0, min(len(sorted_values) - 1, round(share * len(sorted_values)) - 1))
    return sorted_values[index]


def spread_lines(puzzles: PuzzleSet) -> list[str]:
    """A few lines of text: the ratings' range, quartiles and histogram, the deals, and each
    solver's share of tries that found the answer."""
    ratings = sorted(p.rating for p in puzzles.puzzles)
    if not ratings:
        return ["no puzzles"]
    lines = [
        f"ratings: min {ratings[0]}, quartiles {quantile(ratings, 0.25)} / "
        f"{quantile(ratings, 0.5)} / {quantile(ratings, 0.75)}, max {ratings[-1]}"
    ]
    low = ratings[0] // BUCKET * BUCKET
    for start in range(low, ratings[-1] + 1, BUCKET):
        n = sum(1 for r in ratings if start <= r < start + BUCKET)
        lines.append(f"  {start}–{start + BUCKET - 1}: {n}")
    mid = [p for p in puzzles.puzzles if p.searched]
    exact = sum(1 for p in puzzles.puzzles if p.deals == 1 and not p.searched)
    two = len(ratings) - exact - len(mid)
    lines.append(
        f"stock empty (one deal): {exact}; two cards in the stock: {two}; "
        f"mid-hand (the search): {len(mid)}"
    )
    if mid:
        mid_ratings = sorted(p.rating for p in mid)
        lines.append(
            f"mid-hand ratings: min {mid_ratings[0]}, median {quantile(mid_ratings, 0.5)}, "
            f"max {mid_ratings[-1]}"
        )
    total = len(ratings) * puzzles.tries
    for index, name in enumerate(puzzles.solvers):
        found = sum(p.solved[index] for p in puzzles.puzzles)
        lines.append(f"{name} finds the answer in {100 * found / total:.0f} % of its tries")
    return lines
