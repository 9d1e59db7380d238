"""What surrounds the picture: the card's edge and inner frame, the coloured ground a
full-length figure stands on, the line between the halves of a double-ended court, and the
corner indices of the patterns that print them."""

from __future__ import annotations

from ..svg import num, tag
from .ink import KEY, PAPER
from .letters import lettering


def edge(paper: str = PAPER, border: str = "#2b2622") -> str:
    """The card itself: paper with rounded corners and a thin dark edge."""
    return tag(
        "rect",
        x=0.4,
        y=0.4,
        width=59.2,
        height=99.2,
        rx=3.6,
        fill=paper,
        stroke=border,
        stroke_width=0.8,
    )


def inner_frame(colour: str, inset: float = 3, width: float = 0.7, radius: float = 1.2) -> str:
    """A ruled frame inside the edge, as most Italian courts and some number cards have."""
    return tag(
        "rect",
        x=inset,
        y=inset,
        width=60 - 2 * inset,
        height=100 - 2 * inset,
        rx=radius,
        fill="none",
        stroke=colour,
        stroke_width=width,
    )


def ground(colour: str, top: float = 84.6, inset: float = 3) -> str:
    """The coloured platform a single-ended figure stands on, filling the frame's foot."""
    return tag(
        "path",
        d=f"M{num(inset)} {num(top)}H{num(60 - inset)}V{num(100 - inset - 1.2)}"
        f"Q{num(60 - inset)} {num(100 - inset)} {num(60 - inset - 1.2)} {num(100 - inset)}"
        f"H{num(inset + 1.2)}Q{num(inset)} {num(100 - inset)} {num(inset)} "
        f"{num(100 - inset - 1.2)}Z",
        fill=colour,
        stroke=KEY,
        stroke_width=0.6,
    )


def divider(colour: str, slope: float = 0, inset: float = 3, width: float = 0.7) -> str:
    """The line between the two halves of a double-ended court, level or tilted by ``slope``
    (the rise across the card)."""
    return tag(
        "path",
        d=f"M{num(inset)} {num(50 + slope / 2)}L{num(60 - inset)} {num(50 - slope / 2)}",
        stroke=colour,
        stroke_width=width,
    )


def index(text: str, colour: str, height: float = 7.4, under: str = "") -> str:
    """``text`` (and ``under``, drawn below it: a French suit's sign) at the top-left corner
    and, turned, at the bottom-right; each corner's group has the class ``ix``."""
    if len(text) == 1:
        mark = lettering(text, 6.4, 4.6, height, colour, 1.9, centred=True)
    else:
        mark = lettering(text, 6.6, 4.6, height * 0.9, colour, 1.9, centred=True)
    corner = tag("g", mark + under, cls="ix")
    return corner + tag("g", corner, transform="rotate(180 30 50)")
