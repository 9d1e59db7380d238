"""The Italian-type suit signs of the northern patterns (Bergamasche, Trevigiane...): coins
with a flower, urn-shaped cups, curved swords that meet in ovals and long straight batons that
cross in a lattice. Coins and cups are <symbol>s; swords and batons are drawn in place, since
each one's bend and slope depends on where it lies."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..svg import num, tag
from ..symbols import Symbol
from .ink import KEY, disc, line, oval, shape
from .spanish import rosette


@dataclass(frozen=True)
class CoinInks:
    """A coin's two halves (the same ink for a plain coin), its rings and its flower."""

    left: str
    right: str
    ring: str
    flower: str
    heart: str


def coin(ident: str, inks: CoinInks) -> Symbol:
    """A coin of two rings round a many-petalled flower; the halves may differ in colour."""
    halves = tag("path", d="M10 .6A9.4 9.4 0 0 0 10 19.4Z", fill=inks.left) + tag(
        "path", d="M10 .6A9.4 9.4 0 0 1 10 19.4Z", fill=inks.right
    )
    body = (
        halves
        + tag("circle", cx=10, cy=10, r=9.4, fill="none", stroke=KEY, stroke_width=0.8)
        + tag("circle", cx=10, cy=10, r=7.2, fill="none", stroke=inks.ring, stroke_width=0.9)
        + tag("circle", cx=10, cy=10, r=7.2, fill="none", stroke=KEY, stroke_width=0.3)
        + rosette(10, 10, 6, 12, inks.flower, 0.35)
        + disc(10, 10, 2, inks.heart, 0.4)
    )
    return Symbol(ident, 20, 20, (0.5, 0.9), tag("symbol", body, id=ident, viewBox="0 0 20 20"))


@dataclass(frozen=True)
class CupInks:
    """An urn-cup's body, its gadroons and lip, and its foot."""

    body: str
    band: str
    foot: str


def cup(ident: str, inks: CupInks) -> Symbol:
    """An urn on a tall foot: a round belly, a flared lip, a knop on the stem."""
    belly = "M2.4 6C1 12 4.4 16.4 9 16.4S17 12 15.6 6Z"
    body = (
        shape("M3.4 27C3.4 24.2 7 23.4 7.8 21H10.2C11 23.4 14.6 24.2 14.6 27Z", inks.foot)
        + shape("M7.6 16H10.4L10 21.4H8Z", inks.foot)
        + oval(9, 18.6, 2.8, 1.4, inks.foot, 0.5)
        + shape(belly, inks.body, 0.7)
        + line("M4.4 8.6Q5 13.4 7 15.2M9 7.4V16M13.6 8.6Q13 13.4 11 15.2", KEY, 0.4)
        + shape("M1.4 6H16.6L17.6 2.6H.4Z", inks.band, 0.55)
        + oval(9, 2.6, 8.6, 1.3, inks.band, 0.5)
    )
    return Symbol(ident, 18, 28, (0.5, 0.7), tag("symbol", body, id=ident, viewBox="0 0 18 28"))


@dataclass(frozen=True)
class BladeInks:
    """A curved sword's blade, its hilt and its grip."""

    blade: str
    hilt: str
    grip: str


def _quad(
    p0: tuple[float, float], c: tuple[float, float], p1: tuple[float, float], t: float
) -> tuple[float, float, float, float]:
    """The point at ``t`` on a quadratic curve and the unit tangent there."""
    x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * c[0] + t * t * p1[0]
    y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * c[1] + t * t * p1[1]
    dx = 2 * (1 - t) * (c[0] - p0[0]) + 2 * t * (p1[0] - c[0])
    dy = 2 * (1 - t) * (c[1] - p0[1]) + 2 * t * (p1[1] - c[1])
    n = math.hypot(dx, dy) or 1
    return x, y, dx / n, dy / n


def sabre(
    hilt: tuple[float, float],
    tip: tuple[float, float],
    bulge: float,
    inks: BladeInks,
    width: float = 2.6,
) -> str:
    """A curved blade from ``hilt`` to ``tip`` bowing ``bulge`` to the left of its run, with a
    cross guard, a grip and a pommel beyond the hilt."""
    mx, my = (hilt[0] + tip[0]) / 2, (hilt[1] + tip[1]) / 2
    run = math.hypot(tip[0] - hilt[0], tip[1] - hilt[1])
    nx, ny = (tip[1] - hilt[1]) / run, -(tip[0] - hilt[0]) / run
    ctrl = (mx + nx * bulge * 2, my + ny * bulge * 2)
    left, right = [], []
    steps = 12
    for k in range(steps + 1):
        t = k / steps
        x, y, tx, ty = _quad(hilt, ctrl, tip, t)
        half = width / 2 * (1 - t**3)
        left.append((x - ty * half, y + tx * half))
        right.append((x + ty * half, y - tx * half))
    outline = [*left, *reversed(right)]
    blade = shape("M" + "L".join(f"{num(x)} {num(y)}" for x, y in outline) + "Z", inks.blade, 0.5)
    ridge = "M" + "L".join(
        f"{num(x)} {num(y)}"
        for x, y, _, _ in (_quad(hilt, ctrl, tip, k / steps) for k in range(1, steps - 1))
    )
    _, _, tx, ty = _quad(hilt, ctrl, tip, 0)
    gx, gy = hilt
    guard = f"M{num(gx - ty * 3.4)} {num(gy + tx * 3.4)}L{num(gx + ty * 3.4)} {num(gy - tx * 3.4)}"
    grip_end = (gx - tx * 4.6, gy - ty * 4.6)
    return (
        blade
        + line(ridge, "#ffffff", 0.4)
        + line(f"M{num(gx)} {num(gy)}L{num(grip_end[0])} {num(grip_end[1])}", KEY, 2.2)
        + line(f"M{num(gx)} {num(gy)}L{num(grip_end[0])} {num(grip_end[1])}", inks.grip, 1.2)
        + line(guard, KEY, 2)
        + line(guard, inks.hilt, 1)
        + disc(grip_end[0] - tx * 0.8, grip_end[1] - ty * 0.8, 1.2, inks.hilt, 0.45)
    )


@dataclass(frozen=True)
class BatonInks:
    """A baton's shaft, the bands near its ends and its knobs."""

    shaft: str
    band: str
    knob: str


def baton(a: tuple[float, float], b: tuple[float, float], inks: BatonInks, width: float = 3) -> str:
    """A long straight baton from ``a`` to ``b`` with banded ends and round knobs."""
    (x0, y0), (x1, y1) = a, b
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    d = f"M{num(x0)} {num(y0)}L{num(x1)} {num(y1)}"
    bands = "".join(
        f"M{num(x0 + ux * s)} {num(y0 + uy * s)}L{num(x0 + ux * (s + 1.6))} "
        f"{num(y0 + uy * (s + 1.6))}"
        for s in (2.2, length - 3.8)
    )
    return (
        line(d, KEY, width + 1.1)
        + line(d, inks.shaft, width)
        + line(bands, inks.band, width)
        + disc(x0, y0, width * 0.62, inks.knob, 0.45)
        + disc(x1, y1, width * 0.62, inks.knob, 0.45)
    )


def sabres(
    count: int, inks: BladeInks, straight: BladeInks | None = None, width: float = 3.2
) -> str:
    """``count`` curved swords: pairs bowing apart into nested ovals, the hilts of each pair
    at the other end from the last pair's, and for an odd count a straight sword standing in
    the middle."""
    pairs = count // 2
    parts = []
    for k in range(pairs):
        spread = 5 + 7.5 * k if pairs > 1 else 9
        bulge = 8.5 + 5 * k if pairs > 1 else 11
        top, foot = 10.5 - k * 1.5, 89.5 + k * 1.5
        if k % 2:
            # Hilts at the top: the same pair, turned.
            left = sabre((30 - spread, top), (30 + spread * 0.3, foot), -bulge, inks, width)
            right = sabre((30 + spread, top), (30 - spread * 0.3, foot), bulge, inks, width)
        else:
            left = sabre((30 - spread, foot), (30 + spread * 0.3, top), bulge, inks, width)
            right = sabre((30 + spread, foot), (30 - spread * 0.3, top), -bulge, inks, width)
        parts += [left, right]
    if count % 2:
        parts.append(sabre((30, 89), (30, 10), 0, straight or inks, width))
    return "".join(parts)


def batons(count: int, inks: BatonInks) -> str:
    """``count`` batons crossing in a lattice: pairs on the two diagonals, and for an odd count
    one standing upright in the middle."""
    pairs = count // 2
    offsets = {1: (0,), 2: (-6.5, 6.5), 3: (-10.4, 0, 10.4)}[pairs]
    parts = []
    for dx in offsets:
        parts.append(baton((14 + dx, 10), (46 + dx, 90), inks))
    for dx in offsets:
        parts.append(baton((46 + dx, 10), (14 + dx, 90), inks))
    if count % 2:
        parts.append(baton((30, 7), (30, 93), inks))
    return "".join(parts)
