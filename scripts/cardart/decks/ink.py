"""The printer's inks of the regional decks and the few shape helpers every drawing uses.

Traditional Italian cards are printed in a handful of flat inks over a black key line: a
yellow, a red, a blue, a green, a flesh tint and black. The drawings here keep to that look.
"""

from __future__ import annotations

from ..svg import num, tag

KEY = "#1b1714"
"""The key line: the outline every shape is drawn with."""
PAPER = "#fbf7ec"
YELLOW = "#f1c232"
YELLOW_DARK = "#b8860b"
ORANGE = "#e8892a"
RED = "#d0312d"
RED_DARK = "#8c1c1a"
BLUE = "#2f62ad"
BLUE_LIGHT = "#8fb4e3"
BLUE_DARK = "#1d3a6e"
GREEN = "#3a8d3f"
GREEN_DARK = "#1f5424"
FLESH = "#f6d3b3"
BROWN = "#8a5a2b"
BROWN_DARK = "#4f3114"
WHITE = "#ffffff"
GREY = "#8d949c"
STEEL = "#b9c6d3"
BLACK = "#231f1c"
PINK = "#e9a0a0"


def shape(d: str, fill: str, width: float = 0.55, stroke: str = KEY) -> str:
    """A filled path with the key line around it."""
    return tag("path", d=d, fill=fill, stroke=stroke, stroke_width=width, stroke_linejoin="round")


def line(d: str, colour: str = KEY, width: float = 0.55) -> str:
    """An open stroked path with round ends."""
    return tag(
        "path",
        d=d,
        fill="none",
        stroke=colour,
        stroke_width=width,
        stroke_linecap="round",
        stroke_linejoin="round",
    )


def disc(cx: float, cy: float, r: float, fill: str, width: float = 0.55) -> str:
    """A filled circle with the key line."""
    return tag("circle", cx=cx, cy=cy, r=r, fill=fill, stroke=KEY, stroke_width=width)


def oval(cx: float, cy: float, rx: float, ry: float, fill: str, width: float = 0.55) -> str:
    """A filled ellipse with the key line."""
    return tag("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, fill=fill, stroke=KEY, stroke_width=width)


def group(body: str, transform: str = "") -> str:
    """A group, with a transform when one is given."""
    return tag("g", body, transform=transform) if transform else tag("g", body)


def mirrored(body: str, axis_x: float = 30) -> str:
    """``body`` flipped left to right about the vertical line x = ``axis_x``."""
    return group(body, f"matrix(-1 0 0 1 {num(2 * axis_x)} 0)")


def turned(body: str, cx: float = 30, cy: float = 50) -> str:
    """``body`` turned half a turn about (cx, cy): the lower half of a double-ended card."""
    return group(body, f"rotate(180 {num(cx)} {num(cy)})")


def placed(body: str, x: float, y: float, scale: float = 1, rotate: float = 0) -> str:
    """``body`` moved to (x, y), then scaled and turned about that point."""
    parts = [f"translate({num(x)} {num(y)})"]
    if rotate:
        parts.append(f"rotate({num(rotate)})")
    if scale != 1:
        parts.append(f"scale({num(scale)})")
    return group(body, " ".join(parts))
