"""The statistics' chart of a table's last hands: an SVG drawing and its text equivalent.

One bar per hand, oldest on the left, as tall as the person's side's points, with a dashed
line at 60 (a bar above it is a hand won). The scale's top is the highest score shown
rounded up to a multiple of 20, never under 80 nor over 120 (:func:`scale_top`). A hand won
is a filled bar, a lost one an outlined bar, a drawn one a grey bar: the shape tells them
apart, not only the colour (the page's style sheet colours the classes ``won``, ``lost`` and
``tied``). The drawing carries its text as its title.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape
from typing import Final

from briscola.app.statistics.counts import MAX_POINTS, RECENT, HandEntry
from briscola.i18n import text

WIDTH: Final = 200
HEIGHT: Final = 64
_TOP: Final = 4
_BASE: Final = 60
_SLOT: Final = WIDTH / RECENT
_BAR: Final = _SLOT * 0.7
_MIN_BAR: Final = 1.5
"""A hand of 0 points still shows, as a sliver."""


_STEP: Final = 20
_LOWEST_TOP: Final = 80
"""The lowest top of the scale: the line at 60 then sits a quarter below it, clear of the
top, so a bar that crosses it shows at a glance."""
HALF: Final = MAX_POINTS // 2
"""The points of the dashed line: a side with more wins the hand."""


def scale_top(hands: Sequence[HandEntry]) -> int:
    """The points at the top of the chart of ``hands``: the highest rounded up to a multiple of
    20, at least 80 (the line at 60 stays inside with room above it) and at most 120. Low
    scores then fill the height instead of leaving an empty band over the line.

    >>> scale_top([HandEntry("lost", 17), HandEntry("lost", 57)])
    80
    >>> scale_top([HandEntry("won", 81)]), scale_top([HandEntry("won", 120)]), scale_top([])
    (100, 120, 80)
    """
    highest = max((hand.points for hand in hands), default=0)
    return min(MAX_POINTS, max(_LOWEST_TOP, math.ceil(highest / _STEP) * _STEP))


def _y(points: float, top: int) -> float:
    return _BASE - (_BASE - _TOP) * points / top


def chart_text(hands: Sequence[HandEntry], lang: str) -> str:
    """The chart in words, oldest hand first.

    >>> chart_text([HandEntry("won", 72), HandEntry("tied", 60)], "en")
    'The last 2 hands, oldest first, with your points: won with 72, tied with 60.'
    >>> chart_text([HandEntry("lost", 0)], "it")
    'L’ultima mano, con i tuoi punti: persa con 0.'
    """
    words = ", ".join(text(lang, f"stats.chart.{h.result}", points=h.points) for h in hands)
    key = "stats.chart.one" if len(hands) == 1 else "stats.chart.other"
    return text(lang, key, n=len(hands), hands=words)


def chart_svg(hands: Sequence[HandEntry], title: str, ident: str) -> str:
    """The SVG of the newest :data:`RECENT` ``hands``, named by ``title`` (its text
    equivalent) under the element id ``ident``.

    >>> svg = chart_svg([HandEntry("won", 120), HandEntry("lost", 0)], "Two hands", "c1")
    >>> svg.count("<rect"), 'aria-labelledby="c1"' in svg, '<title id="c1">Two hands' in svg
    (2, True, True)
    >>> '<rect class="bar won" x="1.5" y="4.0" width="7.0" height="56.0"/>' in svg
    True
    """
    ident = escape(ident, quote=True)
    shown = hands[-RECENT:]
    top = scale_top(shown)
    half = f"{_y(HALF, top):.1f}"
    parts = [
        f'<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}"'
        f' role="img" aria-labelledby="{ident}" focusable="false">',
        f'<title id="{ident}">{escape(title)}</title>',
        f'<line class="axis" x1="0" y1="{_BASE}" x2="{WIDTH}" y2="{_BASE}"/>',
        f'<line class="half" x1="0" y1="{half}" x2="{WIDTH}" y2="{half}"/>',
    ]
    for slot, hand in enumerate(shown):
        height = max(_MIN_BAR, _BASE - _y(hand.points, top))
        x = slot * _SLOT + (_SLOT - _BAR) / 2
        parts.append(
            f'<rect class="bar {hand.result}" x="{x:.1f}" y="{_BASE - height:.1f}"'
            f' width="{_BAR:.1f}" height="{height:.1f}"/>'
        )
    parts.append("</svg>")
    return "".join(parts)
