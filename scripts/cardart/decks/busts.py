"""Half figures for double-ended courts: the upper half of the card is drawn, then the same
drawing turned half a turn fills the lower half (``double``). Each half is clipped at the line
between them, so a figure may run past it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..svg import num, tag
from .ink import FLESH, KEY, WHITE, YELLOW, line, shape
from .people import Head, Point, hand, head, limb, ruff

Hat = Callable[[Head], str]


def clip_def(ident: str, slope: float = 0, inset: float = 3) -> str:
    """The clip path of a half: the part of the card's frame above the line between the
    halves (a hat or a plume never runs over the frame)."""
    return tag(
        "clipPath",
        tag(
            "path",
            d=f"M{num(inset)} {num(inset)}H{num(60 - inset)}V{num(50 - slope / 2)}"
            f"L{num(inset)} {num(50 + slope / 2)}Z",
        ),
        id=ident,
    )


def double(half: str, clip: str) -> str:
    """``half`` in the upper half and, turned, in the lower one, both clipped at the middle."""
    top = tag("g", half, clip_path=f"url(#{clip})")
    return top + tag("g", top, transform="rotate(180 30 50)")


@dataclass(frozen=True)
class Attire:
    """A half figure's coat, its trim and facing, its sleeves, the collar, and its head."""

    coat: str
    trim: str
    sleeve: str
    collar: str | None = WHITE
    hair: str = "#6b3f1d"
    beard: str | None = None
    long_hair: bool = False
    hat: Hat = lambda _: ""
    cape: str | None = None
    garment: str = "doublet"
    """How the coat is cut and decorated: ``doublet`` (a band down the front and one across),
    ``robe`` (a fur-edged opening over an undergown, small brocade flowers), ``quartered``
    (two colours side by side), ``striped`` (bands down the coat), ``armour`` (steel plates
    and a sash) or ``gown`` (a laced bodice and a square neckline)."""


DROP = 3.2
"""How far the half figure is moved down from where its parts are drawn."""

# The two hands: the near one (viewer's left) before the chest, the far one raised or low.
NEAR_HAND: Point = (22.4, 41.6)
HANDS: dict[str, Point] = {"high": (45.4, 19.6), "low": (44.4, 40.4)}


def bust(
    attire: Attire,
    far: str = "high",
    near_holds: str = "",
    far_holds: str = "",
    head_at: Point = (30, 15.6),
    facing: int = 0,
) -> str:
    """A figure from the waist up: ``near_holds`` is drawn under the near hand (before the
    chest), ``far_holds`` under the far hand, raised (``far="high"``) or low."""
    cx, cy = head_at
    dx = cx - 30
    parts = []
    if attire.cape:
        parts.append(
            shape(
                f"M{num(9 + dx)} 56L{num(12.6 + dx)} 29.4Q{num(cx)} 21.4 "
                f"{num(47.4 + dx)} 29.4L{num(51 + dx)} 56Z",
                attire.cape,
                0.6,
            )
        )
    parts.append(_garment(attire, cx))
    parts.append(
        tag(
            "rect",
            x=cx - 2,
            y=cy + 4.8,
            width=4,
            height=5.4,
            fill=FLESH,
            stroke=KEY,
            stroke_width=0.4,
        )
    )
    if attire.collar:
        parts.append(ruff(cx, cy + 10, 14, attire.collar))
    else:
        parts.append(
            line(
                f"M{num(cx - 3.4)} {num(cy + 8.4)}Q{num(cx)} {num(cy + 11.6)} "
                f"{num(cx + 3.4)} {num(cy + 8.4)}",
                YELLOW,
                0.9,
            )
        )
    h = Head(
        cx, cy, 6, hair=attire.hair, beard=attire.beard, long_hair=attire.long_hair, facing=facing
    )
    parts.append(head(h))
    parts.append(attire.hat(h))
    far_at = (HANDS[far][0] + dx, HANDS[far][1])
    elbow = (49.4 + dx, 31) if far == "high" else (48.6 + dx, 37)
    far_arm = [(41.6 + dx, 30.6), elbow, far_at]
    parts.append(far_holds)
    parts.append(limb(far_arm, 4.4, attire.sleeve))
    parts.append(hand(*far_at, 1.8))
    parts.append(near_holds)
    near_at = (NEAR_HAND[0] + dx, NEAR_HAND[1])
    parts.append(limb([(18.4 + dx, 30.6), (13.6 + dx, 38.6), near_at], 4.4, attire.sleeve))
    parts.append(hand(*near_at, 1.8))
    # The figure sits a little low in its half, its head clear of the frame's top.
    return tag("g", "".join(parts), transform=f"translate(0 {num(DROP)})")


def _garment(attire: Attire, cx: float) -> str:
    """The coat of a half figure centred on x = ``cx``, cut and decorated as ``attire`` says."""
    dx = cx - 30
    outline = (
        f"M{num(13.4 + dx)} 56L{num(15.8 + dx)} 29.6Q{num(cx)} 23.4 {num(44.2 + dx)} 29.6"
        f"L{num(46.6 + dx)} 56Z"
    )
    coat, trim = attire.coat, attire.trim
    parts = [shape(outline, coat, 0.6)]
    kind = attire.garment
    if kind == "doublet":
        parts.append(line(f"M{num(cx)} 28V56", trim, 2.8))
        parts.append(line(f"M{num(14.6 + dx)} 44.4Q{num(cx)} 48 {num(45.4 + dx)} 44.4", trim, 1.8))
    elif kind == "quartered":
        parts.append(
            shape(
                f"M{num(cx)} 26.4Q{num(38 + dx)} 26.8 {num(44.2 + dx)} 29.6L"
                f"{num(46.6 + dx)} 56H{num(cx)}Z",
                trim,
                0.5,
            )
        )
        parts.append(line(f"M{num(14.6 + dx)} 42.4H{num(45.4 + dx)}", attire.sleeve, 2.2))
        parts.append(line(f"M{num(14.6 + dx)} 42.4H{num(45.4 + dx)}", KEY, 0.3))
    elif kind == "striped":
        for k in (-8, 0, 8):
            parts.append(
                line(f"M{num(cx + k)} {num(28 + abs(k) * 0.2)}L{num(cx + k * 1.15)} 56", trim, 2.4)
            )
        parts.append(line(f"M{num(16 + dx)} 38.4Q{num(cx)} 41 {num(44 + dx)} 38.4", KEY, 0.35))
    elif kind == "armour":
        for y in (34, 40, 46, 52):
            parts.append(
                line(f"M{num(15.4 + dx)} {y}Q{num(cx)} {y + 3} {num(44.8 + dx)} {y}", KEY, 0.45)
            )
        parts.append(line(f"M{num(16 + dx)} 31L{num(44 + dx)} 50", trim, 3))
    elif kind in ("robe", "gown"):
        under = attire.sleeve if kind == "robe" else trim
        opening = (
            f"M{num(cx - 5)} 27.4L{num(cx)} 46L{num(cx + 5)} 27.4"
            if kind == "robe"
            else f"M{num(cx - 7)} 27.6V36H{num(cx + 7)}V27.6Z"
        )
        parts.append(shape(opening, under, 0.5))
        if kind == "robe":
            parts.append(line(f"M{num(cx - 5.4)} 27L{num(cx)} 47L{num(cx + 5.4)} 27", WHITE, 1.3))
            parts.append(
                line(
                    f"M{num(cx - 4.4)} 33h.01M{num(cx + 4.4)} 33h.01M{num(cx - 2.6)}"
                    f" 41h.01M{num(cx + 2.6)} 41h.01",
                    KEY,
                    0.7,
                )
            )
            dots = "".join(
                f"M{num(cx + x)} {y}h.01"
                for x, y in ((-11, 36), (11, 36), (-12, 46), (12, 46), (-10, 52), (10, 52))
            )
            parts.append(line(dots, trim, 1.6))
        else:
            lacing = "".join(
                f"M{num(cx - 2)} {y}L{num(cx + 2)} {y + 2.4}M{num(cx + 2)} {y}L"
                f"{num(cx - 2)} {y + 2.4}"
                for y in (38, 41.4, 44.8)
            )
            parts.append(line(lacing, trim, 0.6))
            parts.append(
                line(f"M{num(14.6 + dx)} 48.4Q{num(cx)} 51.4 {num(45.4 + dx)} 48.4", trim, 1.8)
            )
    return "".join(parts)


def staff(at: Point, top: Point, colour: str, knob: str = YELLOW, width: float = 1.1) -> str:
    """A straight staff held at ``at`` running up to ``top`` (and a little below the hand)."""
    (x0, y0), (x1, y1) = at, top
    foot = (x0 + (x0 - x1) * 0.25, y0 + (y0 - y1) * 0.25)
    d = f"M{num(foot[0])} {num(foot[1])}L{num(x1)} {num(y1)}"
    return (
        line(d, KEY, width + 1)
        + line(d, colour, width)
        + tag("circle", cx=x1, cy=y1, r=width * 1.2, fill=knob, stroke=KEY, stroke_width=0.4)
    )


def fleuron(x: float, y: float, colour: str, size: float = 1) -> str:
    """A three-lobed finial, for a sceptre's head."""
    s = size
    return shape(
        f"M{num(x)} {num(y)}c{num(-1.2 * s)} {num(-0.6 * s)} {num(-2.6 * s)} {num(-1.6 * s)} "
        f"{num(-2 * s)} {num(-3 * s)}c{num(0.8 * s)} {num(-0.6 * s)} {num(1.6 * s)} 0 "
        f"{num(2 * s)} {num(0.8 * s)}c{num(0.4 * s)} {num(-1.4 * s)} {num(0.6 * s)} "
        f"{num(-2.2 * s)} 0 {num(-3.4 * s)}c{num(-0.6 * s)} {num(1.2 * s)} {num(-0.4 * s)} "
        f"{num(2 * s)} 0 {num(3.4 * s)}c{num(0.4 * s)} {num(-0.8 * s)} {num(1.2 * s)} "
        f"{num(-1.4 * s)} {num(2 * s)} {num(-0.8 * s)}c{num(0.6 * s)} {num(1.4 * s)} "
        f"{num(-0.8 * s)} {num(2.4 * s)} {num(-2 * s)} {num(3 * s)}Z",
        colour,
        0.4,
    )


def halberd(at: Point, top: Point, shaft: str, steel: str) -> str:
    """A halberd: a long shaft with an axe blade, a hook and a spike at its head."""
    x1, y1 = top
    return staff(at, top, shaft, steel, 1) + shape(
        f"M{num(x1)} {num(y1 - 4)}L{num(x1 + 0.8)} {num(y1 + 1)}L{num(x1 + 4)} {num(y1 - 1)}"
        f"C{num(x1 + 4.6)} {num(y1 + 1.6)} {num(x1 + 4)} {num(y1 + 4)} {num(x1 + 3.4)} "
        f"{num(y1 + 5)}L{num(x1 + 0.6)} {num(y1 + 3.4)}L{num(x1 - 2.4)} {num(y1 + 4.6)}"
        f"L{num(x1 - 0.8)} {num(y1 + 2.4)}L{num(x1 - 0.8)} {num(y1 - 0.2)}Z",
        steel,
        0.45,
    )


def flower(x: float, y: float, petals: str, heart: str, stem: str) -> str:
    """A small flower on a short stem, as a queen holds it."""
    petal = "".join(
        tag("circle", cx=x + 1.5 * dx, cy=y - 4 + 1.5 * dy, r=1.2)
        for dx, dy in ((0, -1), (0.95, -0.3), (0.6, 0.8), (-0.6, 0.8), (-0.95, -0.3))
    )
    return (
        line(f"M{num(x)} {num(y + 1)}Q{num(x - 1)} {num(y - 1.5)} {num(x)} {num(y - 3)}", stem, 0.7)
        + tag("g", petal, fill=petals, stroke=KEY, stroke_width=0.35)
        + tag("circle", cx=x, cy=y - 4, r=0.8, fill=heart, stroke=KEY, stroke_width=0.3)
    )


def rider_half(
    attire: Attire, coat: str, mane: str, far_holds: str = "", bridle: str = "#5a2d12"
) -> str:
    """A knight's half: his horse's head and neck rising on the left, the rider beside it from
    the waist up, the far hand raised holding ``far_holds``."""
    parts = [
        # The neck and head of the horse, looking to the left.
        shape("M9 56C9 44 12 33 16 27L24.6 30C22.6 38 22 46 24 56Z", coat, 0.6),
        shape(
            "M15.8 21.6C19.6 20 23.4 22.6 23.6 26.4C23.8 29.8 20 32.6 15.8 35.4"
            "C13.2 37.2 9 38 7.6 35.8C6.4 34 8.6 31 10.6 28.4C12 26.4 13.6 22.6 15.8 21.6Z",
            coat,
            0.6,
        ),
        shape("M16.6 22.2l.4-4.6 2.6 3.8Z", coat, 0.45),
        shape(
            "M18.4 22.6C22.8 24 25 28.6 25.6 33.4C26.2 40 26 48 27.2 56H24.4C22.6 48 22.8 40"
            " 22.4 34C22 29.6 20.8 26 17.6 24Z",
            mane,
            0.45,
        ),
        line("M17 26.4h.1", KEY, 1.1),
        line("M9.6 33.4h.1", KEY, 0.9),
        line("M8.8 32.8L18.6 27.4M10.6 34.8L30.4 43.4", bridle, 0.6),
    ]
    rider = bust(attire, "high", "", far_holds, head_at=(30, 15.6), facing=-1)
    # The rider sits to the right of the horse's neck, a little smaller than a standing court.
    parts.append(tag("g", rider, transform="translate(35.2 6) scale(.86) translate(-30 0)"))
    return "".join(parts)
