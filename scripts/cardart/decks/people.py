"""The parts the court figures are made of: limbs, heads, hair, beards, hats and crowns.

Limbs are strokes drawn twice, a wide one in the key ink under a narrower one in the
cloth's colour, so a sleeve or a leg is one short path whatever its bend.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..svg import num, tag
from .ink import FLESH, KEY, RED, WHITE, YELLOW, disc, line, oval, shape

Point = tuple[float, float]


def limb(points: list[Point], width: float, colour: str, key: float = 0.55) -> str:
    """A sleeve or leg through ``points``: a stroke of ``width`` in ``colour``, outlined."""
    d = "M" + "L".join(f"{num(x)} {num(y)}" for x, y in points)
    common = {"fill": "none", "stroke_linecap": "round", "stroke_linejoin": "round"}
    return tag("path", d=d, stroke=KEY, stroke_width=width + 2 * key, **common) + tag(
        "path", d=d, stroke=colour, stroke_width=width, **common
    )


def hand(x: float, y: float, r: float = 1.5) -> str:
    """A hand, seen as a small round fist."""
    return disc(x, y, r, FLESH, 0.45)


@dataclass(frozen=True)
class Head:
    """A face: where it is, how big, its hair, beard and whether it is a woman's."""

    cx: float
    cy: float
    r: float = 4.4
    hair: str = "#6b3f1d"
    beard: str | None = None
    long_hair: bool = False
    facing: int = 0  # -1 turned to the left, 1 to the right, 0 to the front


def head(h: Head) -> str:
    """Hair behind, then the face with eyes, brows, nose and mouth, then the beard."""
    cx, cy, r = h.cx, h.cy, h.r
    parts = []
    if h.long_hair:
        # Two locks falling behind the shoulders, the neck left clear.
        for side in (-1, 1):
            x0 = cx + side * r * 0.95
            parts.append(
                shape(
                    f"M{num(x0)} {num(cy - r * 0.4)}"
                    f"C{num(x0 + side * r * 0.6)} {num(cy + r * 0.6)} "
                    f"{num(x0 + side * r * 0.5)} {num(cy + r * 1.7)} {num(x0 + side * r * 0.1)} "
                    f"{num(cy + r * 2.1)}C{num(x0 - side * r * 0.3)} {num(cy + r * 1.6)} "
                    f"{num(x0 - side * r * 0.35)} {num(cy + r * 0.7)} {num(x0 - side * r * 0.3)} "
                    f"{num(cy)}Z",
                    h.hair,
                    0.45,
                )
            )
    # The face: a rounded oval, a little longer than wide.
    parts.append(oval(cx, cy, r * 0.86, r, FLESH, 0.5))
    # Hair over the brow.
    parts.append(
        shape(
            f"M{num(cx - r * 0.88)} {num(cy - r * 0.05)}C{num(cx - r)} {num(cy - r * 1.25)} "
            f"{num(cx + r)} {num(cy - r * 1.25)} {num(cx + r * 0.88)} {num(cy - r * 0.05)}"
            f"C{num(cx + r * 0.6)} {num(cy - r * 0.7)} {num(cx - r * 0.6)} {num(cy - r * 0.7)} "
            f"{num(cx - r * 0.88)} {num(cy - r * 0.05)}Z",
            h.hair,
            0.4,
        )
    )
    shift = h.facing * r * 0.18
    ex, ey = r * 0.36, cy - r * 0.02
    parts.append(
        line(
            f"M{num(cx + shift - ex)} {num(ey)}h.01M{num(cx + shift + ex)} {num(ey)}h.01",
            KEY,
            r * 0.2,
        )
    )
    parts.append(
        line(
            f"M{num(cx + shift - ex * 1.5)} {num(ey - r * 0.26)}q{num(ex * 0.5)} {num(-r * 0.14)} "
            f"{num(ex)} 0M{num(cx + shift + ex * 0.5)} {num(ey - r * 0.26)}q{num(ex * 0.5)} "
            f"{num(-r * 0.14)} {num(ex)} 0",
            KEY,
            0.3,
        )
    )
    parts.append(
        line(
            f"M{num(cx + shift)} {num(ey + r * 0.05)}l{num(r * 0.1 + h.facing * r * 0.1)} "
            f"{num(r * 0.32)}h{num(-r * 0.16)}",
            KEY,
            0.28,
        )
    )
    mouth_y = cy + r * 0.55
    if h.beard:
        parts.append(
            shape(
                f"M{num(cx - r * 0.84)} {num(cy + r * 0.05)}"
                f"C{num(cx - r * 0.8)} {num(cy + r * 1.5)} "
                f"{num(cx - r * 0.2)} {num(cy + r * 1.9)} {num(cx)} {num(cy + r * 1.95)}"
                f"C{num(cx + r * 0.2)} {num(cy + r * 1.9)} "
                f"{num(cx + r * 0.8)} {num(cy + r * 1.5)} "
                f"{num(cx + r * 0.84)} {num(cy + r * 0.05)}"
                f"C{num(cx + r * 0.5)} {num(cy + r * 0.7)} "
                f"{num(cx - r * 0.5)} {num(cy + r * 0.7)} "
                f"{num(cx - r * 0.84)} {num(cy + r * 0.05)}Z",
                h.beard,
                0.4,
            )
        )
        parts.append(line(f"M{num(cx - r * 0.3)} {num(mouth_y)}h{num(r * 0.6)}", KEY, 0.3))
    else:
        parts.append(
            line(
                f"M{num(cx + shift - r * 0.22)} {num(mouth_y)}q{num(r * 0.22)} {num(r * 0.14)} "
                f"{num(r * 0.44)} 0",
                "#a3423a",
                0.35,
            )
        )
    return "".join(parts)


def crown(cx: float, top: float, width: float, gold: str = YELLOW, jewel: str = RED) -> str:
    """A king's open crown of five points, each tipped with a pearl, a jewel on the band."""
    w, h = width / 2, width * 0.62
    band_y = top + h
    d = (
        f"M{num(cx - w)} {num(band_y)}L{num(cx - w * 1.05)} {num(top + h * 0.2)}"
        f"L{num(cx - w * 0.55)} {num(top + h * 0.55)}L{num(cx - w * 0.28)} {num(top)}"
        f"L{num(cx)} {num(top + h * 0.45)}L{num(cx + w * 0.28)} {num(top)}"
        f"L{num(cx + w * 0.55)} {num(top + h * 0.55)}L{num(cx + w * 1.05)} {num(top + h * 0.2)}"
        f"L{num(cx + w)} {num(band_y)}Z"
    )
    pearls = "".join(
        disc(cx + dx * w, top + dy, width * 0.07, WHITE, 0.3)
        for dx, dy in ((-1.05, h * 0.2), (-0.28, 0), (0.28, 0), (1.05, h * 0.2))
    )
    band = shape(
        f"M{num(cx - w)} {num(band_y - h * 0.3)}H{num(cx + w)}V{num(band_y)}H{num(cx - w)}Z",
        gold,
        0.45,
    )
    return (
        shape(d, gold, 0.5) + band + pearls + disc(cx, band_y - h * 0.15, width * 0.09, jewel, 0.3)
    )


def cap(cx: float, cy: float, r: float, cloth: str, feather: str | None = WHITE) -> str:
    """A soft beret worn aslant, with a feather at the side."""
    parts = [
        shape(
            f"M{num(cx - r * 1.25)} {num(cy)}C{num(cx - r * 1.3)} {num(cy - r * 1.1)} "
            f"{num(cx + r * 1.5)} {num(cy - r * 1.3)} {num(cx + r * 1.35)} {num(cy + r * 0.1)}"
            f"C{num(cx + r * 0.5)} {num(cy - r * 0.25)} {num(cx - r * 0.5)} {num(cy - r * 0.25)} "
            f"{num(cx - r * 1.25)} {num(cy)}Z",
            cloth,
            0.5,
        )
    ]
    if feather:
        parts.append(
            shape(
                f"M{num(cx + r * 0.8)} {num(cy - r * 0.5)}C{num(cx + r * 1.6)} {num(cy - r * 2.2)} "
                f"{num(cx + r * 2.6)} {num(cy - r * 2.3)} {num(cx + r * 3)} {num(cy - r * 2)}"
                f"C{num(cx + r * 2.2)} {num(cy - r * 1.7)} {num(cx + r * 1.6)} {num(cy - r * 1.1)} "
                f"{num(cx + r * 1.2)} {num(cy - r * 0.2)}Z",
                feather,
                0.4,
            )
        )
    return "".join(parts)


def brimmed_hat(cx: float, cy: float, r: float, cloth: str, band: str, feather: str | None) -> str:
    """A broad-brimmed hat with a low crown and a band, a plume at the back."""
    parts = []
    if feather:
        parts.append(
            shape(
                f"M{num(cx - r * 0.4)} {num(cy - r * 0.8)}C{num(cx - r * 1.6)} {num(cy - r * 2.4)} "
                f"{num(cx - r * 2.8)} {num(cy - r * 1.6)} {num(cx - r * 3)} {num(cy - r * 0.6)}"
                f"C{num(cx - r * 2.2)} {num(cy - r * 1.2)} {num(cx - r * 1.4)} {num(cy - r * 1)} "
                f"{num(cx - r * 0.6)} {num(cy - r * 0.3)}Z",
                feather,
                0.4,
            )
        )
    parts.append(oval(cx, cy, r * 1.75, r * 0.42, cloth, 0.5))
    parts.append(
        shape(
            f"M{num(cx - r * 0.85)} {num(cy)}C{num(cx - r * 0.9)} {num(cy - r * 1.4)} "
            f"{num(cx + r * 0.9)} {num(cy - r * 1.4)} {num(cx + r * 0.85)} {num(cy)}Z",
            cloth,
            0.5,
        )
    )
    parts.append(
        shape(
            f"M{num(cx - r * 0.86)} {num(cy - r * 0.1)}H{num(cx + r * 0.86)}V{num(cy - r * 0.4)}"
            f"H{num(cx - r * 0.86)}Z",
            band,
            0.35,
        )
    )
    return "".join(parts)


def flat_hat(cx: float, cy: float, r: float, cloth: str, band: str) -> str:
    """A flat, round hat like a wide plate, worn straight."""
    return oval(cx, cy, r * 1.6, r * 0.35, cloth, 0.5) + shape(
        f"M{num(cx - r * 0.9)} {num(cy)}V{num(cy - r * 0.6)}Q{num(cx)} {num(cy - r * 0.95)} "
        f"{num(cx + r * 0.9)} {num(cy - r * 0.6)}V{num(cy)}Z",
        band,
        0.45,
    )


def helmet(cx: float, cy: float, r: float, steel: str, plume: str) -> str:
    """A round morion-like helmet with a crest and a tall plume."""
    return shape(
        f"M{num(cx)} {num(cy - r * 1.1)}C{num(cx - r * 0.4)} {num(cy - r * 2.8)} "
        f"{num(cx + r * 1.6)} {num(cy - r * 3.4)} {num(cx + r * 1.9)} {num(cy - r * 2.4)}"
        f"C{num(cx + r * 1)} {num(cy - r * 2.4)} {num(cx + r * 0.6)} {num(cy - r * 1.7)} "
        f"{num(cx + r * 0.5)} {num(cy - r * 1.1)}Z",
        plume,
        0.4,
    ) + shape(
        f"M{num(cx - r * 1.5)} {num(cy)}Q{num(cx - r * 1.1)} {num(cy - r * 0.3)} "
        f"{num(cx - r * 0.95)} {num(cy - r * 0.5)}C{num(cx - r)} {num(cy - r * 1.6)} "
        f"{num(cx + r)} {num(cy - r * 1.6)} {num(cx + r * 0.95)} {num(cy - r * 0.5)}"
        f"Q{num(cx + r * 1.1)} {num(cy - r * 0.3)} {num(cx + r * 1.5)} {num(cy)}Z",
        steel,
        0.5,
    )


def ruff(cx: float, cy: float, w: float, colour: str = WHITE) -> str:
    """A pleated collar round the neck."""
    scallops = "".join(f"q{num(w / 8)} {num(w * 0.22)} {num(w / 4)} 0" for _ in range(4))
    return shape(
        f"M{num(cx - w / 2)} {num(cy)}{scallops}q{num(-w / 4)} {num(-w * 0.32)} {num(-w / 2)} "
        f"{num(-w * 0.32)}T{num(cx - w / 2)} {num(cy)}Z",
        colour,
        0.4,
    )


def ermine(x1: float, x2: float, y: float, h: float) -> str:
    """A band of white fur with black tails, as on a king's hem or cape."""
    tails = "".join(
        f"M{num(x1 + (x2 - x1) * (k + 0.5) / 6)} {num(y + h * 0.3)}v{num(h * 0.4)}"
        for k in range(6)
    )
    return shape(f"M{num(x1)} {num(y)}H{num(x2)}V{num(y + h)}H{num(x1)}Z", WHITE, 0.45) + line(
        tails, KEY, 0.55
    )
