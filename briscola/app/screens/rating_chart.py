"""The statistics' plot of the person's rating at one table size: an SVG and its text.

The rating after each of the last hands rated, oldest on the left, as a line inside a band of
one deviation either side (how sure the rating is); a dashed line at each level's fixed
rating, named at its left end (at its right end, along it, or under it, where another
level's line or name, or the person's line, would cross the name), so the line reads against
the levels ("above Medio"). The scale spans the band and the levels, rounded out to 50
points. The drawing carries its text as its title; the page's style sheet colours the
classes ``band``, ``line``, ``dot`` and ``level``.
"""

from __future__ import annotations

import itertools
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


_Point = tuple[float, float]


def _place(
    y: float, chars: int, lines: Sequence[float], placed: list[_Box], path: Sequence[_Point] = ()
) -> tuple[float, bool, float]:
    """Where the name (``chars`` long) of the level whose line is at ``y`` goes: just above
    its line or else just under it, at the line's left end, its right end, or one to seven
    eighths along, the first of these that no other level's line crosses, no name already
    ``placed`` overlaps (it is then added to them) and the person's line ``path`` (its
    points, the last one the dot) does not run through; else the first of them that another
    level's line crosses, else the person's line; the left end above the line if none is
    free of other names. Returns the name's x, whether it is anchored at
    its end (the right end), and its baseline.

    >>> placed = []
    >>> _place(50.0, 10, [20.0], placed), _place(20.0, 10, [50.0], placed)
    ((3, False, 48.5), (3, False, 18.5))
    >>> _place(53.0, 10, [50.0], placed)  # the line at 50 crosses the name above
    (3, False, 60.0)
    >>> _place(55.0, 10, [50.0, 53.0], placed)  # the name before lies under it, at the left
    (157, True, 62.0)
    >>> rising = [(2.0, 72.0), (40.0, 60.0), (158.0, 60.0)]  # through the left end's room
    >>> _place(70.0, 10, [], [], rising)
    (157, True, 68.5)
    """
    width = chars * _CHAR
    along: list[tuple[float, bool]] = [(_LEFT + 1, False), (_RIGHT - 1, True)]
    along += [(_LEFT + 1 + (_RIGHT - _LEFT - 2 - width) * i / 8, False) for i in range(1, 8)]
    # Then where another level's line crosses it, then where the person's line does.
    for levels_cross, line_crosses in ((False, False), (True, False), (True, True)):
        for above in (True, False):
            baseline = y - 1.5 if above else y + _LABEL_SIZE
            top, bottom = baseline - 0.8 * _LABEL_SIZE, baseline + 1.5
            crossed = not levels_cross and any(top < other < bottom for other in lines)
            if crossed or bottom > HEIGHT or top < 0:
                continue
            for x, at_end in along:
                left = x - width if at_end else x
                box = (left, top, left + width, bottom)
                if any(_overlap(box, other) for other in placed):
                    continue
                if not line_crosses and _runs_through(path, box):
                    continue
                placed.append(box)
                return x, at_end, baseline
    return _LEFT + 1, False, y - 1.5


def _overlap(a: _Box, b: _Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


_DOT: Final = 2.0
"""The radius of the dot on the person's last rating."""


def _runs_through(path: Sequence[_Point], box: _Box) -> bool:
    """Whether the line through ``path`` (or the dot on its last point) meets ``box``.

    >>> _runs_through([(0.0, 0.0), (10.0, 10.0)], (4.0, 0.0, 6.0, 2.0))
    False
    >>> _runs_through([(0.0, 0.0), (10.0, 10.0)], (4.0, 3.0, 6.0, 5.0))
    True
    """
    if not path:
        return False
    x, y = path[-1]
    if _overlap((x - _DOT, y - _DOT, x + _DOT, y + _DOT), box):
        return True
    return any(_meets(a, b, box) for a, b in itertools.pairwise(path))


def _meets(a: _Point, b: _Point, box: _Box) -> bool:
    """Whether the segment from ``a`` to ``b`` meets ``box`` (Liang and Barsky's clipping)."""
    (x0, y0), (x1, y1) = a, b
    dx, dy = x1 - x0, y1 - y0
    low, high = 0.0, 1.0
    for p, q in ((-dx, x0 - box[0]), (dx, box[2] - x0), (-dy, y0 - box[1]), (dy, box[3] - y0)):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True


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
    path = [(_x(i, count), _y(r, low, high)) for i, (r, _) in enumerate(history)]
    placed: list[_Box] = []
    names = []
    for level, rating in levels:
        y = _y(rating, low, high)
        name = f"{level_name(level, lang)} {rating:.0f}"
        x, at_end, baseline = _place(y, len(name), [o for o in lines if o != y], placed, path)
        at = f'x="{x:.1f}"' + (' text-anchor="end"' if at_end else "")
        parts.append(f'<line class="level" x1="{_LEFT}" y1="{y:.1f}" x2="{_RIGHT}" y2="{y:.1f}"/>')
        names.append(
            f'<text class="level-name" {at} y="{baseline:.1f}"'
            f' font-size="{_LABEL_SIZE}">{escape(name)}</text>'
        )
    line = [f"{x:.1f},{y:.1f}" for x, y in path]
    if count > 1:
        parts.append(f'<polyline class="line" points="{" ".join(line)}"/>')
    x, y = path[-1]
    parts.append(f'<circle class="dot" cx="{x:.1f}" cy="{y:.1f}" r="{_DOT:.0f}"/>')
    # The names last, over the line (each on a halo of the card's colour): where the line
    # runs through every place a name may take, it passes under the name.
    parts.extend(names)
    parts.append("</svg>")
    return "".join(parts)
