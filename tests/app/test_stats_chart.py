"""The statistics chart's scale: low scores fill the drawing, the line at 60 always shows
with room above it, and every bar keeps its proportion to the others and to the line."""

from __future__ import annotations

import re

import pytest

from briscola.app.screens.stats_chart import HEIGHT, chart_svg
from briscola.app.statistics.counts import HandEntry

BASE = 60.0
"""The y of the axis in the drawing (points 0)."""


def drawn(points: list[int]) -> tuple[list[float], float, float]:
    """The bars' heights, the y of the dashed line and the drawing's top y for ``points``."""
    hands = [HandEntry("won" if p > 60 else "lost" if p < 60 else "tied", p) for p in points]
    svg = chart_svg(hands, "chart", "c")
    heights = [float(h) for h in re.findall(r'<rect [^>]*height="([\d.]+)"', svg)]
    half = re.search(r'<line class="half" x1="0" y1="([\d.]+)"', svg)
    assert half is not None and len(heights) == len(points)
    return heights, float(half.group(1)), 4.0


def test_low_scores_fill_the_height_instead_of_leaving_an_empty_band() -> None:
    heights, _, top = drawn([17, 57, 40])
    # 57 is rounded up to a top of 80: the tallest bar fills 57/80 of the height, not 57/120.
    assert max(heights) == pytest.approx((BASE - top) * 57 / 80, abs=0.1)
    assert max(heights) > (BASE - top) * 0.7


@pytest.mark.parametrize(
    "points", [[0], [17, 57], [60], [61, 80], [81], [100, 3], [119], [120, 0], [45] * 20]
)
def test_the_line_at_60_shows_below_the_top_and_bars_keep_their_proportion(
    points: list[int],
) -> None:
    heights, half, top = drawn(points)
    span = BASE - top
    assert top < half < BASE and half - top >= span / 4 - 0.1  # room above the line
    per_point = (BASE - half) / 60
    for p, height in zip(points, heights, strict=True):
        assert height == pytest.approx(max(1.5, p * per_point), abs=0.1), (p, points)
    assert max(heights) <= span + 0.1 and HEIGHT >= BASE


@pytest.mark.parametrize(("highest", "fill"), [(61, 61 / 80), (81, 81 / 100), (120, 1.0)])
def test_the_top_is_the_highest_rounded_up_to_20(highest: int, fill: float) -> None:
    heights, _, top = drawn([10, highest])
    assert max(heights) == pytest.approx((BASE - top) * fill, abs=0.1)
