"""Small scenes and devices that some number cards carry among their signs: a ship under
sail, a landscape, the three-legged Trinacria, a head in profile on a coin."""

from __future__ import annotations

import math

from ..svg import num, tag
from .ink import BLUE, BLUE_LIGHT, BROWN, FLESH, GREEN, KEY, RED, WHITE, YELLOW, line, shape


def frame_oval(cx: float, cy: float, rx: float, ry: float, body: str, ident: str) -> str:
    """``body`` seen through an oval window with a key line: a vignette."""
    clip = tag("clipPath", tag("ellipse", cx=cx, cy=cy, rx=rx, ry=ry), id=ident)
    return (
        tag("defs", clip)
        + tag("g", body, clip_path=f"url(#{ident})")
        + tag("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, fill="none", stroke=KEY, stroke_width=0.6)
    )


def ship(cx: float, cy: float, s: float = 1) -> str:
    """A sailing ship on the sea, to the size ``s``."""
    return tag(
        "g",
        tag("rect", x=-12, y=-9, width=24, height=12, fill=BLUE_LIGHT)
        + tag("rect", x=-12, y=3, width=24, height=6, fill=BLUE)
        + line("M-10 4.6q2-1 4 0t4 0 4 0 4 0 4 0", WHITE, 0.5)
        + shape("M-6 2.4H6L4.2 5.2H-4.2Z", BROWN, 0.45)
        + line("M0 2.4V-7.6", KEY, 0.6)
        + shape("M.4-7.2C3.6-5 4.6-1 .4 1.6Z", WHITE, 0.4)
        + shape("M-.4-6.4C-3.4-4.4-4-1-.4 1.6Z", WHITE, 0.4)
        + shape("M0-7.6l2.4.8-2.4.8Z", RED, 0.3),
        transform=f"translate({num(cx)} {num(cy)}) scale({num(s)})",
    )


def landscape(cx: float, cy: float, s: float = 1) -> str:
    """Hills under a sun, a small house on the slope."""
    return tag(
        "g",
        tag("rect", x=-12, y=-9, width=24, height=18, fill="#cfe3f5")
        + tag("circle", cx=5, cy=-3.6, r=2.4, fill=YELLOW, stroke=KEY, stroke_width=0.35)
        + shape("M-12 9V1Q-6-4 0 1T12 -1V9Z", GREEN, 0.45)
        + shape("M-12 9V5Q-4 1 4 5T12 4V9Z", "#6aa84f", 0.45)
        + shape("M-5 1.4h3.6v3h-3.6Z", WHITE, 0.35)
        + shape("M-5.6 1.6L-3.2-.6-.8 1.6Z", RED, 0.35),
        transform=f"translate({num(cx)} {num(cy)}) scale({num(s)})",
    )


def trinacria(cx: float, cy: float, r: float, skin: str = FLESH, leg: str = FLESH) -> str:
    """The Trinacria: a face with three bent legs running round it."""
    legs = []
    for k in range(3):
        a = math.radians(-90 + 120 * k)
        x1, y1 = cx + r * 0.45 * math.cos(a), cy + r * 0.45 * math.sin(a)
        knee = (cx + r * 0.95 * math.cos(a + 0.35), cy + r * 0.95 * math.sin(a + 0.35))
        foot = (cx + r * 1.05 * math.cos(a + 1.05), cy + r * 1.05 * math.sin(a + 1.05))
        d = f"M{num(x1)} {num(y1)}L{num(knee[0])} {num(knee[1])}L{num(foot[0])} {num(foot[1])}"
        legs.append(line(d, KEY, r * 0.3 + 0.9) + line(d, leg, r * 0.3))
    face = tag("circle", cx=cx, cy=cy, r=r * 0.42, fill=skin, stroke=KEY, stroke_width=0.4)
    eyes = line(
        f"M{num(cx - r * 0.14)} {num(cy - r * 0.05)}h.01"
        f"M{num(cx + r * 0.14)} {num(cy - r * 0.05)}h.01",
        KEY,
        r * 0.09,
    )
    return "".join(legs) + face + eyes


def profile(cx: float, cy: float, r: float, colour: str) -> str:
    """A head in profile looking left, as struck on a coin, in one ink."""
    s = r / 5
    d = (
        "M2.6-4.6C.6-5.6-2.2-5-3-2.8-3.2-2-3.4-1.4-4-.6-4.2 0-3.6.2-3.4.4-3.6 1-3.4 1.4-3 1.6"
        "-3.2 2.2-2.8 2.8-2 2.8-1.6 3.6-1.6 4.4-1 5H3.4C2.4 3.6 3 2 3.6.6 4.4-1.2 4.2-3.4 2.6-4.6Z"
    )
    return tag(
        "path",
        d=d,
        fill=colour,
        stroke=KEY,
        stroke_width=0.3 / s,
        transform=f"translate({num(cx)} {num(cy)}) scale({num(s)})",
    )
