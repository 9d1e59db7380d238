"""The four Italian suit symbols, each an SVG <symbol> in its own small box.

Denari: an ornate gold coin. Coppe: a red goblet with gold stem. Spade: a steel-blue sword
with a gold guard. Bastoni: a knobbly wooden club with green sprouts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .palette import (
    GOLD,
    GOLD_DARK,
    GREEN,
    OUTLINE,
    RED,
    RED_DARK,
    STEEL,
    STEEL_DARK,
    WOOD,
    WOOD_DARK,
)
from .svg import num, tag


@dataclass(frozen=True)
class Symbol:
    """A suit symbol: its id, the size of its box, where a hand holds it, its markup."""

    ident: str
    width: float
    height: float
    grip: tuple[float, float]  # fraction of the box where a hand holds it
    defs: str

    def use(self, cx: float, cy: float, height: float, rotate: float = 0) -> str:
        """Place the symbol centred on (cx, cy), scaled to ``height``."""
        width = height * self.width / self.height
        element = tag(
            "use",
            href=f"#{self.ident}",
            x=cx - width / 2,
            y=cy - height / 2,
            width=width,
            height=height,
        )
        if rotate:
            return tag("g", element, transform=f"rotate({num(rotate)} {num(cx)} {num(cy)})")
        return element

    def held(self, hand_x: float, hand_y: float, height: float) -> str:
        """Place the symbol so that its grip point is at the hand."""
        width = height * self.width / self.height
        cx = hand_x + (0.5 - self.grip[0]) * width
        cy = hand_y + (0.5 - self.grip[1]) * height
        return self.use(cx, cy, height)


def _star(cx: float, cy: float, points: int, outer: float, inner: float) -> str:
    coords = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / points - math.pi / 2
        coords.append(f"{num(cx + radius * math.cos(angle))} {num(cy + radius * math.sin(angle))}")
    return "M" + "L".join(coords) + "Z"


def _dots(radius: float, count: int) -> str:
    """A stroke-dasharray that turns a circle's round-capped stroke into ``count`` dots."""
    return f"0 {num(2 * math.pi * radius / count)}"


def _coin() -> Symbol:
    gradient = tag(
        "radialGradient",
        tag("stop", offset=0, stop_color="#fff4c0")
        + tag("stop", offset=0.55, stop_color=GOLD)
        + tag("stop", offset=1, stop_color="#c08410"),
        id="gD",
        cx=0.38,
        cy=0.34,
        r=0.72,
    )
    body = (
        tag("circle", cx=10, cy=10, r=9.3, fill="url(#gD)", stroke="#6a4404", stroke_width=0.9)
        + tag(
            "circle",
            cx=10,
            cy=10,
            r=8,
            fill="none",
            stroke=GOLD_DARK,
            stroke_width=1.1,
            stroke_linecap="round",
            stroke_dasharray=_dots(8, 16),
        )
        + tag("circle", cx=10, cy=10, r=6.5, fill="none", stroke=GOLD_DARK, stroke_width=0.6)
        + tag(
            "path",
            d=_star(10, 10, 8, 5.6, 2.6),
            fill="#fbe07a",
            stroke=GOLD_DARK,
            stroke_width=0.45,
            stroke_linejoin="round",
        )
        + tag("circle", cx=10, cy=10, r=2.1, fill=RED, stroke=RED_DARK, stroke_width=0.45)
    )
    symbol = tag("symbol", body, id="D", viewBox="0 0 20 20")
    return Symbol("D", 20, 20, (0.5, 0.93), gradient + symbol)


def _cup() -> Symbol:
    bowl = "M1.6 3.2C1.6 9.6 5.2 13 8 13.6h2C12.8 13 16.4 9.6 16.4 3.2Z"
    foot = "M3.6 23c0-2.6 3-3.9 4.2-5.2h2.4c1.2 1.3 4.2 2.6 4.2 5.2Z"
    body = (
        tag("path", d=foot, fill=GOLD, stroke=OUTLINE, stroke_width=0.6)
        + tag("path", d="M7.7 13.2h2.6l-.3 5h-2Z", fill=GOLD, stroke=OUTLINE, stroke_width=0.6)
        + tag("ellipse", cx=9, cy=15.6, rx=2.5, ry=1.2, fill=GOLD, stroke=OUTLINE, stroke_width=0.6)
        + tag("path", d=bowl, fill=RED, stroke=RED_DARK, stroke_width=0.7)
        + tag("path", d="M2.2 6.6Q9 8.8 15.8 6.6", fill="none", stroke=GOLD, stroke_width=1.2)
        + tag(
            "path",
            d="M4 9.4c1 2 2.4 2.9 3.6 3.3",
            fill="none",
            stroke="#e8787a",
            stroke_width=0.7,
            stroke_linecap="round",
        )
        + tag(
            "ellipse", cx=9, cy=3.2, rx=7.4, ry=1.6, fill="#7a1519", stroke=GOLD, stroke_width=0.9
        )
    )
    symbol = tag("symbol", body, id="C", viewBox="0 0 18 24")
    return Symbol("C", 18, 24, (0.5, 0.86), symbol)


def _sword() -> Symbol:
    blade = "M5 .5L7 4.4V24H3V4.4Z"
    guard = "M.5 23.4C2 25 8 25 9.5 23.4V25.6C8 27 2 27 .5 25.6Z"
    body = (
        tag(
            "path",
            d=blade,
            fill=STEEL,
            stroke=STEEL_DARK,
            stroke_width=0.6,
            stroke_linejoin="round",
        )
        + tag("path", d="M5 4.2V23.4", stroke="#d9e6f7", stroke_width=0.8)
        + tag(
            "rect",
            x=3.9,
            y=26,
            width=2.2,
            height=5,
            fill="#7a3b1a",
            stroke=OUTLINE,
            stroke_width=0.5,
        )
        + tag("path", d=guard, fill=GOLD, stroke=OUTLINE, stroke_width=0.5)
        + tag("circle", cx=5, cy=32, r=1.6, fill=GOLD, stroke=OUTLINE, stroke_width=0.5)
    )
    symbol = tag("symbol", body, id="S", viewBox="0 0 10 34")
    return Symbol("S", 10, 34, (0.5, 0.84), symbol)


def _club() -> Symbol:
    log = "M2 4.6C2 .6 8 .6 8 4.6L6.4 32.2C6.3 33.6 3.7 33.6 3.6 32.2Z"
    stubs = (
        "M7.5 9.2L9.6 7.4 10 9.2 7.3 11.2Z"
        "M2.5 16.4L.4 14.6 0 16.4 2.7 18.4Z"
        "M6.9 22.4L8.8 20.8 9.2 22.6 6.7 24.4Z"
    )
    leaves = (
        "M8.8 7.6C9.6 5 9.4 3.8 8.6 2.6 7.9 4.4 8 6 8.8 7.6Z"
        "M1.2 14.8C-.2 12.8.2 11.4 .8 10.4 1.8 12 1.8 13.4 1.2 14.8Z"
    )
    body = (
        tag("path", d=stubs, fill=WOOD, stroke=WOOD_DARK, stroke_width=0.5, stroke_linejoin="round")
        + tag("path", d=log, fill=WOOD, stroke=WOOD_DARK, stroke_width=0.6)
        + tag(
            "path",
            d="M4.1 4.2L4.6 31.6",
            stroke="#cf9a5e",
            stroke_width=0.9,
            stroke_linecap="round",
        )
        + tag(
            "path",
            d="M5.8 12.6l-.9 1.2M4.4 19l1 1.1M5.7 27l-.8.9",
            stroke=WOOD_DARK,
            stroke_width=0.6,
            stroke_linecap="round",
        )
        + tag(
            "ellipse",
            cx=5,
            cy=3.4,
            rx=2.4,
            ry=1.3,
            fill="#e2b77e",
            stroke=WOOD_DARK,
            stroke_width=0.4,
        )
        + tag("path", d=leaves, fill=GREEN, stroke="#1f4d22", stroke_width=0.35)
    )
    symbol = tag("symbol", body, id="B", viewBox="-.5 0 11 34")
    return Symbol("B", 11, 34, (0.5, 0.86), symbol)


SYMBOLS: dict[str, Symbol] = {
    "D": _coin(),
    "C": _cup(),
    "S": _sword(),
    "B": _club(),
}
