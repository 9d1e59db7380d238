"""The statistics' plot of the person's rating at one table size: an SVG and its text.

The rating after each of the last hands rated, oldest on the left, as a line inside a band of
one deviation either side (how sure the rating is); a dashed line at each level's fixed
rating, named at its left end (at its right end, or under the line, where another level's
line or name would cross the name), so the line reads against the levels ("above Medio"). The
scale spans the band and the levels, rounded out to 50 points. The drawing carries its text
as its title; the page's style sheet colours the classes ``band``, ``line``, ``dot`` and
``level``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape
from typing import Final

from briscola.i18n import level_name, text

WIDTH: Final = 160
HEIGHT: Final = 84
_LEFT: Final = 2
_RIGHT: Final = 158
_TOP: Final = 10
"""Room above the scale's top for the name of a level drawn there."""
_BASE: Final = 80
_ROUND: Final = 50
_LABEL_SIZE: Final = 7


def scale(history: Sequence[tuple[float, float]], levels: Sequence[float]) -> tuple[int, int]:
    """The ratings at the bottom and the top of the plot: the band and the levels, rounded
    out to 50 points.

    >>> scale([(1500.0, 350.0)], [1350.0, 1630.0])
    (1150, 1850)
    >>> scale([(1512.0, 40.0)], [1500.0])
    (1450, 1600)
    """
    lows = [r - d for r, d in history] + list(levels)
    highs = [r + d for r, d in history] + list(levels)
    low = math.floor(min(lows) / _ROUND) * _ROUND
    high = math.ceil(max(highs) / _ROUND) * _ROUND
    return low, max(high, low + _ROUND)


def _x(index: int, count: int) -> float:
    if count <= 1:
        return (_LEFT + _RIGHT) / 2
    return _LEFT + (_RIGHT - _LEFT) * index / (count - 1)


def _y(rating: float, low: int, high: int) -> float:
    return _BASE - (_BASE - _TOP) * (rating - low) / (high - low)


_Box = tuple[float, float, float, float]
"""A name's room on the plot: left, top, right, bottom."""
_CHAR: Final = 0.55 * _LABEL_SIZE
"""A generous width of one character of a level's name."""


def _place(y: float, chars: int, lines: Sequence[float], placed: list[_Box]) -> tuple[bool, float]:
    """Where the name (``chars`` long) of the level whose line is at ``y`` goes: at the
    line's left or right end (``True``), just above it or else just under it, the first of
    these that no other level's line crosses and no name already ``placed`` overlaps (which
    is then added to them); the left end above the line if none is free. Returns whether at
    the right end, and the name's baseline.

    >>> placed = []
    >>> _place(50.0, 10, [20.0], placed), _place(20.0, 10, [50.0], placed)
    ((False, 48.5), (False, 18.5))
    >>> _place(53.0, 10, [50.0], placed)  # the line at 50 crosses the name above
    (False, 60.0)
    >>> _place(55.0, 10, [50.0, 53.0], placed)  # the name before lies under it, at the left
    (True, 62.0)
    """
    width = chars * _CHAR
    for above in (True, False):
        baseline = y - 1.5 if above else y + _LABEL_SIZE
        top, bottom = baseline - 0.8 * _LABEL_SIZE, baseline + 1.5
        for right in (False, True):
            box = (
                (_RIGHT - 1 - width, top, _RIGHT - 1, bottom)
                if right
                else (_LEFT + 1, top, _LEFT + 1 + width, bottom)
            )
            crossed = any(top < other < bottom for other in lines)
            if crossed or bottom > HEIGHT or any(_overlap(box, other) for other in placed):
                continue
            placed.append(box)
            return right, baseline
    return False, y - 1.5


def _overlap(a: _Box, b: _Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def rating_text(
    history: Sequence[tuple[float, float]], levels: Sequence[tuple[str, float]], lang: str
) -> str:
    """The plot in words: the first and the last rating shown, the lowest and the highest,
    the levels' ratings.

    >>> rating_text([(1500, 350), (1662.3, 290.3)], [("easy", 1353), ("medium", 1500)], "en")
    'Your rating over the last 2 hands, oldest first: from 1500 to 1662 (± 290); lowest 1500, \
highest 1662. The levels: Easy 1353, Medium 1500.'
    """
    ratings = [r for r, _ in history]
    named = ", ".join(f"{level_name(level, lang)} {rating:.0f}" for level, rating in levels)
    return text(
        lang,
        "stats.rating.plot.one" if len(history) == 1 else "stats.rating.plot.other",
        n=len(history),
        first=f"{ratings[0]:.0f}",
        last=f"{ratings[-1]:.0f}",
        deviation=f"{history[-1][1]:.0f}",
        low=f"{min(ratings):.0f}",
        high=f"{max(ratings):.0f}",
        levels=named,
    )


def rating_svg(
    history: Sequence[tuple[float, float]],
    levels: Sequence[tuple[str, float]],
    lang: str,
    title: str,
    ident: str,
) -> str:
    """The SVG of ``history`` (rating, deviation after each hand, oldest first) against the
    ``levels``' ratings, named by ``title`` under the element id ``ident``.

    >>> svg = rating_svg([(1500, 350), (1662, 290)], [("medium", 1500)], "en", "Plot", "r2")
    >>> svg.count("<polyline"), svg.count('class="level"'), '<title id="r2">Plot' in svg
    (1, 1, True)
    >>> close = [("medium", 1500), ("hard", 1608), ("maestro", 1642)]
    >>> rating_svg([(1500, 350)], close, "en", "Plot", "r2").count('text-anchor="end"')
    1
    """
    ident = escape(ident, quote=True)
    low, high = scale(history, [rating for _, rating in levels])
    count = len(history)
    parts = [
        f'<svg class="chart rating-chart" xmlns="http://www.w3.org/2000/svg"'
        f' viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-labelledby="{ident}"'
        ' focusable="false">',
        f'<title id="{ident}">{escape(title)}</title>',
    ]
    upper = [f"{_x(i, count):.1f},{_y(r + d, low, high):.1f}" for i, (r, d) in enumerate(history)]
    lower = [f"{_x(i, count):.1f},{_y(r - d, low, high):.1f}" for i, (r, d) in enumerate(history)]
    if count == 1:  # one hand: a band as wide as the plot
        ((rating, deviation),) = history
        top, bottom = _y(rating + deviation, low, high), _y(rating - deviation, low, high)
        upper = [f"{_LEFT},{top:.1f}", f"{_RIGHT},{top:.1f}"]
        lower = [f"{_LEFT},{bottom:.1f}", f"{_RIGHT},{bottom:.1f}"]
    parts.append(f'<polygon class="band" points="{" ".join(upper + lower[::-1])}"/>')
    lines = [_y(rating, low, high) for _, rating in levels]
    placed: list[_Box] = []
    for level, rating in levels:
        y = _y(rating, low, high)
        name = f"{level_name(level, lang)} {rating:.0f}"
        right, baseline = _place(y, len(name), [o for o in lines if o != y], placed)
        at = f'x="{_RIGHT - 1}" text-anchor="end"' if right else f'x="{_LEFT + 1}"'
        parts.append(
            f'<line class="level" x1="{_LEFT}" y1="{y:.1f}" x2="{_RIGHT}" y2="{y:.1f}"/>'
            f'<text class="level-name" {at} y="{baseline:.1f}"'
            f' font-size="{_LABEL_SIZE}">{escape(name)}</text>'
        )
    line = [f"{_x(i, count):.1f},{_y(r, low, high):.1f}" for i, (r, _) in enumerate(history)]
    if count > 1:
        parts.append(f'<polyline class="line" points="{" ".join(line)}"/>')
    x, y = _x(count - 1, count), _y(history[-1][0], low, high)
    parts.append(f'<circle class="dot" cx="{x:.1f}" cy="{y:.1f}" r="2"/>')
    parts.append("</svg>")
    return "".join(parts)
