"""Full-length court figures standing on the card, as the single-ended southern patterns draw
them: the Fante (a page, in some patterns a young woman), the Re (a king in a long robe and
mantle), each holding the suit's sign; the rider is in ``riders``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from ..svg import num, tag
from ..symbols import Symbol
from .ink import BROWN_DARK, FLESH, KEY, WHITE, YELLOW, group, line, shape
from .people import Head, Point, ermine, hand, head, limb, ruff

Hat = Callable[[Head], str]
"""Draws what a head wears, given the head."""


def bare(_: Head) -> str:
    """No hat."""
    return ""


@dataclass(frozen=True)
class Look:
    """A figure's clothes and hair: coat (doublet or robe), its trim, the sleeves, hose and
    shoes, a mantle if any; the hair, a beard, long hair; what the head wears."""

    coat: str
    trim: str
    sleeve: str
    hose: str
    shoe: str = BROWN_DARK
    cape: str | None = None
    hair: str = "#6b3f1d"
    beard: str | None = None
    long_hair: bool = False
    hat: Hat = bare
    gown: bool = False  # a skirt to the feet instead of a tunic and hose


@dataclass(frozen=True)
class Hold:
    """What the free hand holds and how: ``raise`` (up beside the head), ``front`` (before the
    chest), ``staff`` (upright at the side), ``down`` (point to the ground), ``shoulder``
    (sloped over the shoulder)."""

    symbol: Symbol
    pose: str
    size: float


# Where the holding hand goes for each pose, its arm's elbow, and the symbol's turn.
POSES: dict[str, tuple[Point, Point, float]] = {
    "raise": ((43.6, 29.5), (42.6, 39.5), 0),
    "front": ((38.6, 45.5), (41.8, 42), 0),
    "staff": ((41.6, 50.5), (41.8, 43), 0),
    "down": ((41.4, 50), (41.8, 43), 180),
    "shoulder": ((39.4, 44.5), (42.2, 42), -28),
}


def _held(hold: Hold, at: Point) -> str:
    x, y = at
    if hold.pose in ("down", "shoulder"):
        angle = POSES[hold.pose][2]
        inner = hold.symbol.held(x, y, hold.size)
        return group(inner, f"rotate({num(angle)} {num(x)} {num(y)})")
    return hold.symbol.held(x, y, hold.size)


def _other_hand(extra: str | None) -> tuple[list[Point], Point]:
    """The arm that does not hold the sign: to the hip, or forward when it holds something."""
    if extra:
        return [(24, 36.4), (20.6, 44), (19.6, 50.5)], (19.6, 50.5)
    return [(24, 36.4), (21.2, 44.4), (24.4, 50.4)], (24.4, 50.4)


def fante(look: Look, hold: Hold, other: str | None = None) -> str:
    """A page standing, the suit's sign in one hand; ``other`` is drawn in the other hand."""
    hand_at, elbow, _ = POSES[hold.pose]
    parts: list[str] = []
    if look.gown:
        parts.append(
            shape(
                "M23.8 34C26.4 32.4 33.6 32.4 36.2 34L38 50L43.4 84.6Q30 87.4 16.6 84.6L22 50Z",
                look.coat,
                0.6,
            )
        )
        parts.append(line("M20 75.6Q30 78 40 75.6", look.trim, 1.6))
        parts.append(
            tag(
                "ellipse",
                cx=25.6,
                cy=85.4,
                rx=2.6,
                ry=1.1,
                fill=look.shoe,
                stroke=KEY,
                stroke_width=0.4,
            )
            + tag(
                "ellipse",
                cx=34.4,
                cy=85.4,
                rx=2.6,
                ry=1.1,
                fill=look.shoe,
                stroke=KEY,
                stroke_width=0.4,
            )
        )
    else:
        parts.append(limb([(27.2, 60), (26.6, 83.4)], 3.8, look.hose))
        parts.append(limb([(32.8, 60), (33.6, 83.4)], 3.8, look.hose))
        parts.append(
            shape(
                "M23.2 85.6C23.2 83.2 29.6 83 29.4 85.6ZM30.8 85.6C30.6 83 37 83.2 37 85.6Z",
                look.shoe,
                0.45,
            )
        )
        parts.append(
            shape(
                "M23.8 34C26.4 32.4 33.6 32.4 36.2 34L37.4 50L40.4 64.4Q30 67.6 19.6 64.4L22.6 50Z",
                look.coat,
                0.6,
            )
        )
        parts.append(line("M20.4 62.6Q30 65.6 39.6 62.6", look.trim, 1.5))
    parts.append(line("M30 35.6V48.6", look.trim, 1.2))
    parts.append(shape("M22.4 48.6H37.6V51.2H22.4Z", look.trim, 0.4))
    parts.append(
        tag("rect", x=28.7, y=48.9, width=2.6, height=2, fill=YELLOW, stroke=KEY, stroke_width=0.3)
    )
    arm, rest = _other_hand(other)
    parts.append(limb(arm, 3.6, look.sleeve))
    parts.append(hand(*rest))
    if other:
        parts.append(other)
    parts.append(
        tag("rect", x=28.4, y=28.6, width=3.2, height=5, fill=FLESH, stroke=KEY, stroke_width=0.4)
    )
    parts.append(ruff(30, 33.2, 9))
    h = Head(30, 24.6, hair=look.hair, beard=look.beard, long_hair=look.long_hair)
    parts.append(head(h))
    parts.append(look.hat(h))
    if hold.pose in ("staff", "down", "shoulder"):
        parts.append(_held(hold, hand_at))
        parts.append(limb([(36, 36.4), elbow, hand_at], 3.6, look.sleeve))
    else:
        parts.append(limb([(36, 36.4), elbow, hand_at], 3.6, look.sleeve))
        parts.append(_held(hold, hand_at))
    parts.append(hand(*hand_at))
    return "".join(parts)


def re_(look: Look, hold: Hold, sceptre: str | None = None) -> str:
    """A king standing in a long robe and mantle, crowned, the suit's sign in one hand and
    ``sceptre`` (a sceptre, an axe...) in the other, if given."""
    hand_at, elbow, _ = POSES[hold.pose]
    cape = look.cape or look.trim
    parts = [
        shape("M20.4 34.6C15.4 45 13.8 70 13.2 85.4H46.8C46.2 70 44.6 45 39.6 34.6Z", cape, 0.6),
        shape("M23 34C26.2 32.2 33.8 32.2 37 34L41.6 85.4H18.4Z", look.coat, 0.6),
        line("M30 37V82", look.trim, 1.6),
        ermine(18.2, 41.8, 81.6, 3.8),
        shape("M22.6 49H37.4V51.4H22.6Z", look.trim, 0.4),
        shape("M21 33.4Q30 39.4 39 33.4L38.2 37.6Q30 42 21.8 37.6Z", WHITE, 0.45),
        line("M24.4 36.8h.01M27.8 38.6h.01M32.2 38.6h.01M35.6 36.8h.01", KEY, 0.8),
        shape(
            "M26.6 85.4C26.6 83.8 29.6 83.6 29.6 85.4ZM30.4 85.4C30.4 83.6 33.4 83.8 33.4 85.4Z",
            look.shoe,
            0.4,
        ),
    ]
    arm, rest = _other_hand(sceptre)
    parts.append(limb(arm, 3.8, look.sleeve))
    parts.append(hand(*rest))
    if sceptre:
        parts.append(sceptre)
    h = Head(30, 24.6, hair=look.hair, beard=look.beard or "#8a6a44", long_hair=look.long_hair)
    parts.append(head(h))
    parts.append(look.hat(h))
    if hold.pose in ("staff", "down", "shoulder"):
        parts.append(_held(hold, hand_at))
        parts.append(limb([(36, 36.4), elbow, hand_at], 3.8, look.sleeve))
    else:
        parts.append(limb([(36, 36.4), elbow, hand_at], 3.8, look.sleeve))
        parts.append(_held(hold, hand_at))
    parts.append(hand(*hand_at))
    return "".join(parts)


def with_hat(look: Look, hat: Hat) -> Look:
    """The same look wearing ``hat``."""
    return replace(look, hat=hat)


def sceptre(x: float, y: float, gold: str = YELLOW) -> str:
    """A short gold sceptre held at (x, y), topped with a fleuron."""
    return (
        line(f"M{num(x)} {num(y + 5)}L{num(x)} {num(y - 15)}", KEY, 1.9)
        + line(f"M{num(x)} {num(y + 5)}L{num(x)} {num(y - 15)}", gold, 1)
        + shape(
            f"M{num(x)} {num(y - 21)}c1.2 1.6 2.4 2.4 2.4 3.6 0 1.4-1.4 2-2.4 2.4"
            "-1-.4-2.4-1-2.4-2.4 0-1.2 1.2-2 2.4-3.6Z",
            gold,
            0.45,
        )
    )


def axe(x: float, y: float, wood: str, steel: str) -> str:
    """A long-handled axe held at (x, y), blade up."""
    return (
        line(f"M{num(x)} {num(y + 6)}L{num(x)} {num(y - 18)}", KEY, 1.9)
        + line(f"M{num(x)} {num(y + 6)}L{num(x)} {num(y - 18)}", wood, 1)
        + shape(
            f"M{num(x)} {num(y - 17.6)}C{num(x - 3)} {num(y - 20)} {num(x - 6)} {num(y - 19.6)} "
            f"{num(x - 7)} {num(y - 17)}C{num(x - 6.6)} {num(y - 14.4)} {num(x - 3.4)} "
            f"{num(y - 13.4)} {num(x)} {num(y - 14.6)}Z",
            steel,
            0.5,
        )
    )


def branch(x: float, y: float, leaf: str, stem: str = BROWN_DARK) -> str:
    """A leafy branch held upright at (x, y)."""
    leaves = "".join(
        tag(
            "ellipse",
            cx=x + side * 2.2,
            cy=y - 4 - k * 3.6,
            rx=1,
            ry=2.2,
            transform=f"rotate({side * 40} {num(x + side * 2.2)} {num(y - 4 - k * 3.6)})",
        )
        for k in range(4)
        for side in (-1, 1)
    )
    return line(f"M{num(x)} {num(y + 2)}L{num(x)} {num(y - 18)}", stem, 0.8) + tag(
        "g", leaves, fill=leaf, stroke=KEY, stroke_width=0.35
    )
