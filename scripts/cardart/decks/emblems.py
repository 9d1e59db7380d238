"""The pictures some cards carry besides their signs: eagles, coats of arms, a grotesque
mask, a putto, a scroll, laurel sprays."""

from __future__ import annotations

import math

from ..svg import num, tag
from .ink import KEY, RED, WHITE, YELLOW, disc, line, mirrored, shape
from .letters import lettering, measure
from .people import crown


def _wing(side: int, colour: str, detail: str) -> str:
    """One spread wing of an eagle whose body is at x = 30, feathers fanning out and down."""
    d = (
        "M27 40C22 34 15 30 7.4 30.6C8.6 33 10.2 34.4 12 35.2C9.6 35.8 8.2 37 7.6 39"
        "C10 39.4 12 39.4 13.6 39C11.6 40.6 10.6 42.4 10.4 44.6C13 44.2 15 43.4 16.4 42.2"
        "C15.4 44.2 15.2 46.2 15.6 48.4C18.6 46.8 21.6 45 24.4 44.8Z"
    )
    body = shape(d, colour, 0.55) + line(
        "M12 35.2C16 35.4 20 36.6 24.6 40M13.6 39C17 39 20.4 40.2 24.4 42.4M16.4 42.2"
        "C19 42 21.4 42.8 24 44M10.4 33C15 32.4 20 34 25.6 38.6",
        detail,
        0.45,
    )
    return body if side < 0 else mirrored(body)


def _eagle_head(cx: float, cy: float, colour: str, side: int) -> str:
    """An eagle's head in profile looking to ``side`` (-1 left, 1 right), hooked beak."""
    s = side
    d = (
        f"M{num(cx - 2.2 * s)} {num(cy + 3.4)}C{num(cx - 2.8 * s)} {num(cy)} {num(cx - 1.2 * s)} "
        f"{num(cy - 2.4)} {num(cx + 1 * s)} {num(cy - 2.2)}C{num(cx + 3 * s)} {num(cy - 2)} "
        f"{num(cx + 3.6 * s)} {num(cy - 1)} {num(cx + 4.8 * s)} {num(cy - 0.2)}"
        f"C{num(cx + 4.6 * s)} {num(cy + 0.8)} {num(cx + 3.8 * s)} {num(cy + 1.2)} "
        f"{num(cx + 2.6 * s)} {num(cy + 0.8)}C{num(cx + 2.2 * s)} {num(cy + 2.2)} "
        f"{num(cx + 1.6 * s)} {num(cy + 3)} {num(cx + 1.2 * s)} {num(cy + 4.4)}Z"
    )
    return (
        shape(d, colour, 0.5)
        + shape(
            f"M{num(cx + 3.4 * s)} {num(cy - 1.2)}C{num(cx + 5 * s)} {num(cy - 1)} "
            f"{num(cx + 5.6 * s)} {num(cy + 0.6)} {num(cx + 4.6 * s)} {num(cy + 1.6)}"
            f"C{num(cx + 4.4 * s)} {num(cy + 0.6)} {num(cx + 4 * s)} {num(cy + 0.2)} "
            f"{num(cx + 3.2 * s)} {num(cy)}Z",
            YELLOW,
            0.4,
        )
        + line(f"M{num(cx + 1.4 * s)} {num(cy - 0.8)}h.01", KEY, 0.9)
    )


def eagle(
    colour: str, double: bool, crowned: bool, breast: str = "", detail: str = "#c9ced4"
) -> str:
    """A spread eagle filling the card's middle: one head turned aside, or two back to back
    (the Habsburg and Bourbon kind); ``breast`` is drawn on its body (a coin, a shield), and
    ``detail`` is the ink of its feathers' lines."""
    return tag(
        "g",
        _eagle(colour, double, crowned, breast, detail),
        transform="translate(30 46) scale(1.18) translate(-30 -46)",
    )


def _eagle(colour: str, double: bool, crowned: bool, breast: str, detail: str) -> str:
    parts = [_wing(-1, colour, detail), _wing(1, colour, detail)]
    tail = "M26.4 58L24 68.6L27.6 66.4L30 70.2L32.4 66.4L36 68.6L33.6 58Z"
    parts.append(shape(tail, colour, 0.55))
    parts.append(line("M27.6 66.4L28.6 60M32.4 66.4L31.4 60M30 70.2V60", detail, 0.45))
    # Legs and talons.
    parts.append(line("M27.4 56.6L24.6 62.4M32.6 56.6L35.4 62.4", KEY, 1.6))
    parts.append(line("M27.4 56.6L24.6 62.4M32.6 56.6L35.4 62.4", YELLOW, 0.8))
    parts.append(line("M22.8 63.6l1.8-1.2.6 2M37.2 63.6l-1.8-1.2-.6 2", KEY, 0.6))
    parts.append(shape("M25 36C25 32 35 32 35 36L34.4 54C33.4 59 26.6 59 25.6 54Z", colour, 0.6))
    if double:
        parts.append(
            shape(
                "M27 36.6C26 33 25.6 30 24.6 27.4H29.4L30 35ZM33 36.6C34 33 34.4 30 "
                "35.4 27.4H30.6L30 35Z",
                colour,
                0.5,
            )
        )
        parts.append(_eagle_head(24.4, 24.4, colour, -1))
        parts.append(_eagle_head(35.6, 24.4, colour, 1))
        if crowned:
            parts.append(crown(30, 13.4, 9))
    else:
        parts.append(shape("M27.2 36.4C26.8 32 27.6 28.4 28.8 26.4H32.2L32.8 35.4Z", colour, 0.5))
        parts.append(_eagle_head(30.4, 23.6, colour, -1))
        if crowned:
            parts.append(crown(30.4, 13.6, 8.4))
    if breast:
        parts.append(breast)
    return "".join(parts)


def shield(cx: float, cy: float, w: float, field: str, charge: str) -> str:
    """A heater shield centred on (cx, cy), ``w`` wide, with ``charge`` (markup in a 0..1
    box, scaled onto the shield) clipped to nothing: the charge is drawn inside by design."""
    h = w * 1.2
    x0, y0 = cx - w / 2, cy - h / 2
    d = (
        f"M{num(x0)} {num(y0)}H{num(x0 + w)}V{num(y0 + h * 0.5)}C{num(x0 + w)} {num(y0 + h * 0.8)} "
        f"{num(cx + w * 0.2)} {num(y0 + h * 0.92)} {num(cx)} {num(y0 + h)}"
        f"C{num(cx - w * 0.2)} {num(y0 + h * 0.92)} {num(x0)} {num(y0 + h * 0.8)} {num(x0)} "
        f"{num(y0 + h * 0.5)}Z"
    )
    inner = tag("g", charge, transform=f"translate({num(x0)} {num(y0)}) scale({num(w)} {num(h)})")
    return (
        shape(d, field, 0.6) + inner + tag("path", d=d, fill="none", stroke=KEY, stroke_width=0.6)
    )


def cross_charge(colour: str = WHITE) -> str:
    """A plain cross throughout, for a shield (``shield``'s 0..1 box)."""
    return tag("path", d="M.4 0H.6V1H.4ZM0 .34H1V.5H0Z", fill=colour)


def mask(cx: float, cy: float, r: float, skin: str, hair: str) -> str:
    """A grotesque mask: a broad face with bulging eyes, a big nose, a grin and leafy hair."""
    leaves = "".join(
        tag(
            "ellipse",
            cx=cx + r * 1.05 * math.cos(a),
            cy=cy + r * 1.05 * math.sin(a),
            rx=r * 0.26,
            ry=r * 0.5,
            transform=f"rotate({num(math.degrees(a) + 90)} {num(cx + r * 1.05 * math.cos(a))} "
            f"{num(cy + r * 1.05 * math.sin(a))})",
        )
        for a in [math.pi * (1.05 + 0.1 * k) for k in range(10)]
    )
    return (
        tag("g", leaves, fill=hair, stroke=KEY, stroke_width=0.4)
        + shape(
            f"M{num(cx - r)} {num(cy - r * 0.2)}C{num(cx - r)} {num(cy - r * 1.1)} "
            f"{num(cx + r)} {num(cy - r * 1.1)} {num(cx + r)} {num(cy - r * 0.2)}"
            f"C{num(cx + r)} {num(cy + r * 0.9)} {num(cx + r * 0.4)} {num(cy + r * 1.2)} "
            f"{num(cx)} {num(cy + r * 1.2)}C{num(cx - r * 0.4)} {num(cy + r * 1.2)} "
            f"{num(cx - r)} {num(cy + r * 0.9)} {num(cx - r)} {num(cy - r * 0.2)}Z",
            skin,
            0.6,
        )
        + disc(cx - r * 0.4, cy - r * 0.25, r * 0.22, WHITE, 0.45)
        + disc(cx + r * 0.4, cy - r * 0.25, r * 0.22, WHITE, 0.45)
        + disc(cx - r * 0.4, cy - r * 0.22, r * 0.09, KEY, 0)
        + disc(cx + r * 0.4, cy - r * 0.22, r * 0.09, KEY, 0)
        + line(
            f"M{num(cx - r * 0.7)} {num(cy - r * 0.6)}q{num(r * 0.3)} {num(-r * 0.25)} "
            f"{num(r * 0.55)} 0M{num(cx + r * 0.15)} {num(cy - r * 0.6)}q{num(r * 0.25)} "
            f"{num(-r * 0.25)} {num(r * 0.55)} 0",
            KEY,
            0.5,
        )
        + shape(
            f"M{num(cx)} {num(cy - r * 0.3)}C{num(cx - r * 0.3)} {num(cy + r * 0.2)} "
            f"{num(cx - r * 0.3)} {num(cy + r * 0.4)} {num(cx)} {num(cy + r * 0.4)}"
            f"C{num(cx + r * 0.3)} {num(cy + r * 0.4)} {num(cx + r * 0.3)} {num(cy + r * 0.2)} "
            f"{num(cx)} {num(cy - r * 0.3)}Z",
            skin,
            0.45,
        )
        + shape(
            f"M{num(cx - r * 0.55)} {num(cy + r * 0.6)}Q{num(cx)} {num(cy + r * 1.05)} "
            f"{num(cx + r * 0.55)} {num(cy + r * 0.6)}Q{num(cx)} {num(cy + r * 0.8)} "
            f"{num(cx - r * 0.55)} {num(cy + r * 0.6)}Z",
            RED,
            0.45,
        )
    )


def scroll(cx: float, cy: float, width: float, words: str, ink: str, paper: str = WHITE) -> str:
    """A ribbon with curled ends across (cx, cy), ``words`` written along it in capitals."""
    w, h = width / 2, 5.2
    body = shape(
        f"M{num(cx - w)} {num(cy - h / 2)}Q{num(cx)} {num(cy - h / 2 - 1.6)} {num(cx + w)} "
        f"{num(cy - h / 2)}V{num(cy + h / 2)}Q{num(cx)} {num(cy + h / 2 - 1.6)} {num(cx - w)} "
        f"{num(cy + h / 2)}Z",
        paper,
        0.5,
    )
    ends = shape(
        f"M{num(cx - w)} {num(cy - h / 2)}l-3.2 1.6 1.6 1.6-1.6 2.2h3.2Z"
        f"M{num(cx + w)} {num(cy - h / 2)}l3.2 1.6-1.6 1.6 1.6 2.2h-3.2Z",
        paper,
        0.5,
    )
    text_h = min(3.2, (width - 3) / max(measure(words), 1) * 10)
    writing = lettering(words, cx, cy - text_h / 2 - 0.45, text_h, ink, 1.5, centred=True)
    return ends + body + writing


def laurel(cx: float, cy: float, rx: float, ry: float, leaf: str, stem: str) -> str:
    """Two sprays of leaves rising round an oval from a tie at its foot."""
    stems, leaves = [], []
    for side in (-1, 1):
        angles = [math.radians(90 - side * (16 + 18 * k)) for k in range(8)]
        points = [(cx + rx * math.cos(a), cy + ry * math.sin(a)) for a in angles]
        stems.append("M" + "L".join(f"{num(x)} {num(y)}" for x, y in points))
        for a, (x, y) in zip(angles[1:], points[1:], strict=True):
            tangent = math.atan2(ry * math.cos(a) * -side, -rx * math.sin(a) * -side)
            for spread in (-0.7, 0.7):
                d = tangent + spread
                lx, ly = x + 2.2 * math.cos(d), y + 2.2 * math.sin(d)
                leaves.append(
                    tag(
                        "ellipse",
                        cx=lx,
                        cy=ly,
                        rx=0.95,
                        ry=2.3,
                        transform=f"rotate({num(math.degrees(d) - 90)} {num(lx)} {num(ly)})",
                    )
                )
    return tag("path", d="".join(stems), fill="none", stroke=stem, stroke_width=0.7) + tag(
        "g", "".join(leaves), fill=leaf, stroke=KEY, stroke_width=0.3
    )


def sprig(x: float, y: float, angle: float, leaf: str, size: float = 1) -> str:
    """A small three-leaved sprig, the filler between the signs of many number cards."""
    body = (
        line("M0 0V-5", KEY, 0.5)
        + tag("ellipse", cx=0, cy=-5.6, rx=0.9, ry=1.9)
        + tag("ellipse", cx=-1.6, cy=-3.2, rx=0.8, ry=1.7, transform="rotate(-50 -1.6 -3.2)")
        + tag("ellipse", cx=1.6, cy=-3.2, rx=0.8, ry=1.7, transform="rotate(50 1.6 -3.2)")
    )
    return tag(
        "g",
        body,
        fill=leaf,
        stroke=KEY,
        stroke_width=0.35,
        transform=f"translate({num(x)} {num(y)}) rotate({num(angle)}) scale({num(size)})",
    )
